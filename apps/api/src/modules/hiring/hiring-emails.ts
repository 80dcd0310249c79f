import { details, list, quote } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';

// The hiring emails, one template each (ADR 79). The callers work out who may see what (a
// confidential posting's practice is never named to the applicant, ADR 23) and pass only that.

const SAMPLE_TOKEN = 'eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ';
const SAMPLE_WHEN = 'In-Person Meeting/Interview, Thu, Sep 10, 3:00 PM CDT, 45 minutes, 2450 N Clark St, Suite 2.';

const TO_PRACTICE = 'You got this email because you posted this job on Chairside.';
const TO_APPLICANT = 'You got this email because you applied to this job on Chairside.';

export type NewApplicantData = {
  practiceName: string;
  applicantName: string;
  jobTitle: string;
  city: string | null;
  message: string | null;
  applicationUrl: string;
  resumeUrl: string;
  feedbackUrl: string;
};

/** To the practice when someone applies: the application, and signed links to the resume and to feedback. */
export const newApplicantEmail = emailTemplate({
  name: 'new-applicant',
  description: 'To the practice when a job seeker applies to its posting, with signed links to the resume (14 days) and to feedback (30 days).',
  sample: (base): NewApplicantData => ({
    practiceName: 'Bright Smiles Dental',
    applicantName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    city: 'Chicago',
    message: 'I have eight years of periodontal care.\nI can start on Monday.',
    applicationUrl: `${base}/app/job-application/42/rae-nunez`,
    resumeUrl: `${base}/applicant/${SAMPLE_TOKEN}`,
    feedbackUrl: `${base}/feedback/${SAMPLE_TOKEN}`,
  }),
  subject: (data) => `New applicant for ${data.jobTitle}`,
  content: (data: NewApplicantData) => ({
    preheader: `${data.applicantName} applied to ${data.jobTitle}.`,
    heading: `New applicant for ${data.jobTitle}`,
    greeting: `Hello ${data.practiceName},`,
    body: [
      `${data.applicantName} applied to ${data.jobTitle}${data.city ? ` in ${data.city}` : ''}.`,
      ...(data.message ? [quote('Their message:', data.message)] : []),
    ],
    button: { label: 'View the applicant', url: data.applicationUrl },
    links: [
      { label: 'Read the resume without signing in (for 14 days)', url: data.resumeUrl },
      { label: 'Give them feedback without signing in (for 30 days)', url: data.feedbackUrl },
    ],
    footer: { reason: TO_PRACTICE },
  }),
});

export type ApplicationReceiptData = {
  seekerName: string;
  jobTitle: string;
  /** The practice's name, or 'a confidential dental practice'. */
  practice: string;
  place: string | null;
  appliedOn: string;
  message: string | null;
  applicationsUrl: string;
  jobUrl: string;
};

/** The job seeker's receipt for an application. */
export const applicationReceiptEmail = emailTemplate({
  name: 'application-receipt',
  description: 'To the job seeker right after applying: which posting, when, their message, and where to follow it.',
  sample: (base): ApplicationReceiptData => ({
    seekerName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    practice: 'Bright Smiles Dental',
    place: 'Chicago, IL',
    appliedOn: 'Sep 7, 2026',
    message: 'I have eight years of periodontal care.',
    applicationsUrl: `${base}/app/job-application/all`,
    jobUrl: `${base}/app/search-jobs/post-job/42/registered-dental-hygienist-chicago-il`,
  }),
  subject: (data) => `You applied to ${data.jobTitle}`,
  content: (data: ApplicationReceiptData) => ({
    preheader: `Your application to ${data.jobTitle} was sent.`,
    heading: 'Your application was sent',
    greeting: `Hello ${data.seekerName},`,
    body: [
      `Your application to ${data.jobTitle} at ${data.practice}${data.place ? ` (${data.place})` : ''} was sent on ${data.appliedOn}. Your resume went with it.`,
      details([
        { label: 'Job', value: data.jobTitle },
        { label: 'Practice', value: data.practice },
        { label: 'Where', value: data.place },
      ]),
      ...(data.message ? [quote('Your message:', data.message)] : []),
      'The practice reviews applications and replies through Chairside: you will get an email when they invite you to an interview or write to you.',
    ],
    button: { label: 'See your applications', url: data.applicationsUrl },
    links: [{ label: 'The job', url: data.jobUrl }],
    footer: { reason: TO_APPLICANT },
  }),
});

export type InterviewChange = 'proposed' | 'changed' | 'cancelled';

const CHANGE = {
  proposed: { subject: 'Interview proposed', verb: 'proposes an interview', practiceVerb: 'You proposed an interview', button: 'Accept the interview' },
  changed: { subject: 'Interview changed', verb: 'changed your interview', practiceVerb: 'You changed the interview', button: 'Accept the new time' },
  cancelled: { subject: 'Interview cancelled', verb: 'cancelled your interview', practiceVerb: 'You cancelled the interview', button: 'See your interviews' },
} as const;

export type InterviewNoticeData = {
  applicantName: string;
  jobTitle: string;
  /** Null when the posting is confidential: the practice is not named. */
  practiceName: string | null;
  /** The posting's address; null when confidential or unknown. */
  officeAddress: string | null;
  /** Type, time in the office's zone (named), duration and place: one line. */
  when: string;
  notes: string | null;
  interviewsUrl: string;
};

const sampleInterview = (base: string): InterviewNoticeData => ({
  applicantName: 'Raé Núñez',
  jobTitle: 'Registered Dental Hygienist',
  practiceName: 'Bright Smiles Dental',
  officeAddress: '2450 N Clark St, Suite 2, Chicago, IL 60614',
  when: SAMPLE_WHEN,
  notes: 'Please bring your licence. Park behind the building.',
  interviewsUrl: `${base}/app/interviews`,
});

/** To the applicant: an interview proposed, changed or cancelled (the calendar invitation attached by the caller). */
function interviewToApplicant(change: InterviewChange) {
  const what = CHANGE[change];
  return emailTemplate({
    name: `interview-${change}`,
    description: `To the applicant when the practice ${what.verb.replace('your interview', 'an interview')}: the time in the office's zone, the place, and the calendar invitation (${change === 'cancelled' ? 'METHOD:CANCEL' : 'METHOD:REQUEST'}) attached.`,
    sample: sampleInterview,
    subject: (data) => `${what.subject}: ${data.jobTitle}`,
    content: (data: InterviewNoticeData) => ({
      preheader: data.when,
      heading: `${what.subject}: ${data.jobTitle}`,
      greeting: `Hello ${data.applicantName},`,
      body: [
        data.practiceName
          ? `${data.practiceName} ${what.verb} for ${data.jobTitle}.`
          : `The practice ${what.verb} for ${data.jobTitle} (a confidential posting: the practice is not named).`,
        data.when,
        details([
          { label: 'Practice', value: data.practiceName },
          { label: 'Office address', value: data.officeAddress },
        ]),
        ...(data.notes && change !== 'cancelled' ? [quote('Notes from the practice:', data.notes)] : []),
        change === 'cancelled'
          ? 'The calendar invitation attached removes it from your calendar.'
          : 'Accept, decline or ask for another time on your interviews page; the attached invitation adds it to your calendar.',
      ],
      button: { label: what.button, url: data.interviewsUrl },
      footer: { reason: TO_APPLICANT },
    }),
  });
}

export const interviewToApplicantEmails = {
  proposed: interviewToApplicant('proposed'),
  changed: interviewToApplicant('changed'),
  cancelled: interviewToApplicant('cancelled'),
};

export type InterviewCopyData = { applicantName: string; jobTitle: string; when: string; interviewsUrl: string };

/** The practice's own copy of an interview it proposed, changed or cancelled, with its calendar invitation. */
function interviewToPractice(change: InterviewChange) {
  const what = CHANGE[change];
  return emailTemplate({
    name: `interview-${change}-practice-copy`,
    description: `To the practice: its own copy of the interview it ${change === 'proposed' ? 'proposed' : change}, with the calendar invitation for its calendar.`,
    sample: (base): InterviewCopyData => ({
      applicantName: 'Raé Núñez',
      jobTitle: 'Registered Dental Hygienist',
      when: SAMPLE_WHEN,
      interviewsUrl: `${base}/app/interviews`,
    }),
    subject: (data) => `${what.subject}: ${data.applicantName}, ${data.jobTitle}`,
    content: (data: InterviewCopyData) => ({
      preheader: data.when,
      heading: `${what.subject}: ${data.applicantName}`,
      body: [`${what.practiceVerb} with ${data.applicantName} for ${data.jobTitle}.`, data.when],
      button: { label: 'Open your interviews', url: data.interviewsUrl },
      footer: { reason: TO_PRACTICE },
    }),
  });
}

export const interviewToPracticeEmails = {
  proposed: interviewToPractice('proposed'),
  changed: interviewToPractice('changed'),
  cancelled: interviewToPractice('cancelled'),
};

export type InterviewAnswerData = {
  applicantName: string;
  /** 'accepted', 'declined', 'asks for another time for' … (RESPONSE_WORDS). */
  words: string;
  asksNewTime: boolean;
  jobTitle: string;
  when: string;
  message: string | null;
  interviewsUrl: string;
};

/** To the practice: the job seeker's answer to an interview. */
export const interviewAnswerEmail = emailTemplate({
  name: 'interview-answer',
  description: 'To the practice when the job seeker accepts or declines an interview, or asks for another time (with their message).',
  sample: (base): InterviewAnswerData => ({
    applicantName: 'Raé Núñez',
    words: 'asks for another time',
    asksNewTime: true,
    jobTitle: 'Registered Dental Hygienist',
    when: SAMPLE_WHEN,
    message: 'Could we meet in the afternoon?',
    interviewsUrl: `${base}/app/interviews`,
  }),
  subject: (data) => `${data.applicantName} ${data.words}: ${data.jobTitle}`,
  content: (data: InterviewAnswerData) => ({
    preheader: `${data.applicantName} ${data.words} the interview for ${data.jobTitle}.`,
    heading: `${data.applicantName} ${data.words}`,
    body: [
      `${data.applicantName} ${data.words} the interview for ${data.jobTitle}.`,
      data.when,
      ...(data.message ? [quote(`${data.applicantName} wrote:`, data.message)] : []),
    ],
    button: data.asksNewTime
      ? { label: 'Change the time on your interviews page', url: data.interviewsUrl }
      : { label: 'Open your interviews', url: data.interviewsUrl },
    footer: { reason: TO_PRACTICE },
  }),
});

export type FeedbackData = { seekerName: string; from: string; jobTitle: string; reasons: string[]; message: string | null; applicationsUrl: string };

/** To the applicant: the practice's feedback on the application. */
export const candidateFeedbackEmail = emailTemplate({
  name: 'candidate-feedback',
  description: 'To the applicant when the practice gives feedback on the application (signed in, or from the signed feedback link).',
  sample: (base): FeedbackData => ({
    seekerName: 'Raé Núñez',
    from: 'Bright Smiles Dental',
    jobTitle: 'Registered Dental Hygienist',
    reasons: ['Poor Grammar', 'Typos'],
    message: 'Please proofread your intro.',
    applicationsUrl: `${base}/app/job-application/all`,
  }),
  subject: (data) => `Feedback on your application to ${data.jobTitle}`,
  content: (data: FeedbackData) => ({
    preheader: `${data.from} sent you feedback.`,
    heading: 'Feedback on your application',
    greeting: `Hello ${data.seekerName},`,
    body: [
      `${data.from} sent you feedback on your application to ${data.jobTitle}.`,
      ...(data.reasons.length > 0 ? [list(data.reasons)] : []),
      ...(data.message ? [quote('Their message:', data.message)] : []),
    ],
    button: { label: 'See where your applications stand', url: data.applicationsUrl },
    footer: { reason: TO_APPLICANT },
  }),
});

export type InvitationData = {
  seekerName: string;
  /** The practice's name, or 'A dental practice' for a confidential posting. */
  inviter: string;
  isConfidential: boolean;
  jobTitle: string;
  place: string | null;
  message: string | null;
  answerUrl: string;
};

/** To a job seeker a practice invites to apply, with the signed link to answer. */
export const invitationToApplyEmail = emailTemplate({
  name: 'invitation-to-apply',
  description: 'To a job seeker a practice invites to apply to a live posting, with a signed link to see the job and accept or decline (30 days, once).',
  sample: (base): InvitationData => ({
    seekerName: 'Raé Núñez',
    inviter: 'Bright Smiles Dental',
    isConfidential: false,
    jobTitle: 'Lead Hygienist',
    place: 'Chicago, IL',
    message: 'Your perio experience stood out.',
    answerUrl: `${base}/invitation/${SAMPLE_TOKEN}`,
  }),
  subject: (data) => `${data.inviter} invited you to apply: ${data.jobTitle}`,
  content: (data: InvitationData) => ({
    preheader: `${data.inviter} invites you to apply to ${data.jobTitle}.`,
    heading: 'You are invited to apply',
    greeting: `Hello ${data.seekerName},`,
    body: [
      `${data.inviter} invites you to apply to ${data.jobTitle}${data.place ? ` in ${data.place}` : ''}.${data.isConfidential ? ' The posting is confidential: the practice is not named.' : ''}`,
      details([
        { label: 'Job', value: data.jobTitle },
        { label: 'Practice', value: data.isConfidential ? null : data.inviter },
        { label: 'Where', value: data.place },
      ]),
      ...(data.message ? [quote('Their message:', data.message)] : []),
      'See the job and accept or decline: no sign-in needed.',
    ],
    button: { label: 'See the job and answer', url: data.answerUrl },
    footer: { reason: 'You got this email because your resume on Chairside is open to practices.' },
  }),
});

export type ReviewReminderData = { practiceName: string; seekerName: string; jobTitle: string; days: number; applicationUrl: string };

/** To the practice about an application it has not opened for days. */
export const reviewReminderEmail = emailTemplate({
  name: 'review-reminder',
  description: 'To the practice, once per application, when an application has not been opened 3 days after it came.',
  sample: (base): ReviewReminderData => ({
    practiceName: 'Bright Smiles Dental',
    seekerName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    days: 3,
    applicationUrl: `${base}/app/job-application/42/rae-nunez`,
  }),
  subject: (data) => `${data.seekerName} is waiting for your review`,
  content: (data: ReviewReminderData) => ({
    preheader: `${data.seekerName} applied ${data.days} days ago.`,
    heading: `${data.seekerName} is waiting for your review`,
    greeting: `Hello ${data.practiceName},`,
    body: [
      `${data.seekerName} applied to ${data.jobTitle} ${data.days} days ago and their application has not been opened yet.`,
      'A quick look, a like or a word of feedback lets them know where they stand.',
    ],
    button: { label: 'View the applicant', url: data.applicationUrl },
    footer: { reason: TO_PRACTICE },
  }),
});

export type OutcomeRequestData = { practiceName: string; applicantName: string; jobTitle: string; typeLabel: string; outcomeUrl: string };

/** To the practice after an interview's time has passed, with the signed link to record the outcome. */
export const interviewOutcomeRequestEmail = emailTemplate({
  name: 'interview-outcome-request',
  description: 'To the practice once an interview has taken place, with a signed link to record how it went (30 days, once).',
  sample: (base): OutcomeRequestData => ({
    practiceName: 'Bright Smiles Dental',
    applicantName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    typeLabel: 'In-Person Meeting/Interview',
    outcomeUrl: `${base}/interview-outcome/${SAMPLE_TOKEN}`,
  }),
  subject: (data) => `How did the interview with ${data.applicantName} go?`,
  content: (data: OutcomeRequestData) => ({
    preheader: 'Hired, not hired, no-show or rescheduled: one click.',
    heading: `How did the interview with ${data.applicantName} go?`,
    greeting: `Hello ${data.practiceName},`,
    body: [
      `Your interview with ${data.applicantName} for ${data.jobTitle} (${data.typeLabel}) has taken place.`,
      'Tell us how it went: hired, not hired, no-show or rescheduled. If you hired, you can mark the posting filled at the same time.',
    ],
    button: { label: 'Record the outcome (no sign-in needed)', url: data.outcomeUrl },
    footer: { reason: TO_PRACTICE },
  }),
});

export type InterviewReminderData = {
  side: 'applicant' | 'practice';
  /** 'tomorrow' or 'in two hours'. */
  soon: string;
  /** Who the interview is with: the practice (or the confidential wording) for the applicant, the applicant for the practice. */
  withWhom: string;
  jobTitle: string;
  when: string;
  officeAddress: string | null;
  notAnswered: boolean;
  interviewsUrl: string;
};

/** The reminder a day or two hours before an interview, for one side. */
export const interviewReminderEmail = emailTemplate({
  name: 'interview-reminder',
  description: 'To each side of an interview, 24 hours and 2 hours before it, by the channels each chose for interview reminders.',
  sample: (base): InterviewReminderData => ({
    side: 'applicant',
    soon: 'tomorrow',
    withWhom: 'Bright Smiles Dental',
    jobTitle: 'Registered Dental Hygienist',
    when: SAMPLE_WHEN,
    officeAddress: '2450 N Clark St, Suite 2, Chicago, IL 60614',
    notAnswered: true,
    interviewsUrl: `${base}/app/interviews`,
  }),
  subject: (data) => `Interview ${data.soon}: ${data.side === 'applicant' ? data.jobTitle : data.withWhom}`,
  content: (data: InterviewReminderData) => ({
    preheader: data.when,
    heading: `Your interview is ${data.soon}`,
    body: [
      `Your interview with ${data.withWhom} for ${data.jobTitle} is ${data.soon}.`,
      data.when,
      details([{ label: 'Office address', value: data.side === 'applicant' ? data.officeAddress : null }]),
      ...(data.notAnswered ? ['You have not answered it yet: accept it, or ask for another time.'] : []),
    ],
    button: { label: 'See the interview', url: data.interviewsUrl },
    footer: { reason: `You got this email because you chose interview reminders by email in your Chairside settings.` },
  }),
});

export type InterviewsTodayData = { count: string; lines: string[]; interviewsUrl: string };

/** A practice's summary of the day's interviews, in time order. */
export const interviewsTodayEmail = emailTemplate({
  name: 'interviews-today',
  description: "To a practice in the morning of a day with interviews: the day's interviews in time order.",
  sample: (base): InterviewsTodayData => ({
    count: '2 interviews today',
    lines: [
      'Thu, Sep 10, 10:30 AM CDT: Raé Núñez, Registered Dental Hygienist (In-Person Meeting/Interview, 45 minutes, 2450 N Clark St)',
      'Thu, Sep 10, 2:00 PM CDT: Sam Lee, Dental Assistant (Phone Conversation/Interview, 30 minutes)',
    ],
    interviewsUrl: `${base}/app/interviews`,
  }),
  subject: (data) => `Your ${data.count}`,
  content: (data: InterviewsTodayData) => ({
    preheader: data.lines[0] ?? data.count,
    heading: `Your ${data.count}`,
    body: [`You have ${data.count}:`, list(data.lines)],
    button: { label: 'Open your interviews', url: data.interviewsUrl },
    footer: { reason: "You got this email because you chose today's interviews by email in your Chairside settings." },
  }),
});

export const HIRING_EMAILS = [
  newApplicantEmail,
  applicationReceiptEmail,
  ...Object.values(interviewToApplicantEmails),
  ...Object.values(interviewToPracticeEmails),
  interviewAnswerEmail,
  candidateFeedbackEmail,
  invitationToApplyEmail,
  reviewReminderEmail,
  interviewOutcomeRequestEmail,
  interviewReminderEmail,
  interviewsTodayEmail,
];
