// The hiring emails' shared pieces: the sample values of the previews and the footers' reasons.

export const SAMPLE_TOKEN = 'eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ';
export const SAMPLE_WHEN = 'In-Person Meeting/Interview, Thu, Sep 10, 3:00 PM CDT, 45 minutes, 2450 N Clark St, Suite 2.';

export const TO_PRACTICE = 'You got this email because you posted this job on Chairside.';
export const TO_APPLICANT = 'You got this email because you applied to this job on Chairside.';
