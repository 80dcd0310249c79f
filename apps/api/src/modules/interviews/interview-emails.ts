// The hiring emails about interviews: notices of proposals, changes and answers, the outcome request and the reminders.
import { details, list, quote } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';
import { SAMPLE_TOKEN, SAMPLE_WHEN, TO_APPLICANT, TO_PRACTICE } from '../applications/public-api';

export type InterviewChange = 'proposed' | 'changed' | 'cancelled';

const CHANGE = {
  proposed: { subject: 'Interview proposed', verb: 'proposes an interview', practiceVerb: 'You proposed an interview', button: 'Accept the interview' },
  changed: { subject: 'Interview changed', verb: 'changed your interview', practiceVerb: 'You changed the interview', button: 'Accept the new time' },
  cancelled: { subject: 'Interview canceled', verb: 'canceled your interview', practiceVerb: 'You canceled the interview', button: 'See your interviews' },
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
  notes: 'Please bring your license. Park behind the building.',
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
