// The emails of self-scheduled interviews (ADR 117): the scheduling link to the candidate, and each
// side told when the candidate books, moves or cancels a time (the calendar invitation attached by the caller).
import { emailTemplate } from '../../platform/email/email-template';
import { SAMPLE_TOKEN, SAMPLE_WHEN, TO_APPLICANT, TO_PRACTICE } from '../applications/public-api';

export type SchedulingLinkData = { applicantName: string; jobTitle: string; practiceName: string | null; durationMinutes: number; url: string };

/** To the applicant: pick an interview time from the practice's availability, signed out. */
export const schedulingLinkEmail = emailTemplate({
  name: 'interview-scheduling-link',
  description: 'To the applicant when the practice sends its scheduling link: a signed link (30 days) to pick, move or cancel an interview time, signed out.',
  sample: (base): SchedulingLinkData => ({
    applicantName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    practiceName: 'Bright Smiles Dental',
    durationMinutes: 30,
    url: `${base}/schedule/${SAMPLE_TOKEN}`,
  }),
  subject: (data) => `Pick an interview time: ${data.jobTitle}`,
  content: (data: SchedulingLinkData) => ({
    preheader: `Choose a ${data.durationMinutes}-minute interview time that suits you.`,
    heading: `Pick an interview time: ${data.jobTitle}`,
    greeting: `Hello ${data.applicantName},`,
    body: [
      `${data.practiceName ?? 'The practice'} would like to interview you for ${data.jobTitle}. Choose a ${data.durationMinutes}-minute time that suits you; the times are shown in your own time zone.`,
      'The same link lets you move or cancel the interview later. It works for 30 days, without signing in.',
    ],
    button: { label: 'Pick a time', url: data.url },
    footer: { reason: TO_APPLICANT },
  }),
});

export type SchedulingLinkWithdrawnData = { applicantName: string; jobTitle: string; practiceName: string | null; url: string };

/** To the applicant when the practice withdraws a scheduling link not yet used (ADR 125): the link no longer opens. */
export const schedulingLinkWithdrawnEmail = emailTemplate({
  name: 'interview-scheduling-link-withdrawn',
  description: 'To the applicant when the practice withdraws a scheduling link they have not used: the link no longer opens, said politely.',
  sample: (base): SchedulingLinkWithdrawnData => ({
    applicantName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    practiceName: 'Bright Smiles Dental',
    url: `${base}/app/applications`,
  }),
  subject: (data) => `Interview scheduling withdrawn: ${data.jobTitle}`,
  content: (data: SchedulingLinkWithdrawnData) => ({
    preheader: 'The link to pick an interview time no longer works.',
    heading: `Interview scheduling withdrawn: ${data.jobTitle}`,
    greeting: `Hello ${data.applicantName},`,
    body: [
      `${data.practiceName ?? 'The practice'} has withdrawn the link it sent you to pick an interview time for ${data.jobTitle}, so the link no longer works.`,
      'Thank you for your interest and for your time. If the practice would like to meet you later, it will be in touch; nothing else is needed from you.',
    ],
    button: { label: 'Open your applications', url: data.url },
    footer: { reason: TO_APPLICANT },
  }),
});

export type SelfScheduledChange = 'booked' | 'moved' | 'cancelled';
const WORDS = {
  booked: { subject: 'Interview booked', applicant: 'You booked an interview', practice: 'booked an interview' },
  moved: { subject: 'Interview moved', applicant: 'You moved your interview', practice: 'moved the interview' },
  cancelled: { subject: 'Interview canceled', applicant: 'You canceled your interview', practice: 'canceled the interview' },
} as const;

export type SelfScheduledData = { applicantName: string; jobTitle: string; when: string; url: string };
const sample = (base: string): SelfScheduledData => ({
  applicantName: 'Raé Núñez',
  jobTitle: 'Registered Dental Hygienist',
  when: SAMPLE_WHEN,
  url: `${base}/schedule/${SAMPLE_TOKEN}`,
});

function toApplicant(change: SelfScheduledChange) {
  const words = WORDS[change];
  return emailTemplate({
    name: `interview-self-${change}`,
    description: `To the applicant when they ${change === 'booked' ? 'book' : change === 'moved' ? 'move' : 'cancel'} an interview time from the scheduling link, with the calendar invitation (${change === 'cancelled' ? 'METHOD:CANCEL' : 'METHOD:REQUEST'}).`,
    sample,
    subject: (data) => `${words.subject}: ${data.jobTitle}`,
    content: (data: SelfScheduledData) => ({
      preheader: data.when,
      heading: `${words.subject}: ${data.jobTitle}`,
      greeting: `Hello ${data.applicantName},`,
      body: [
        `${words.applicant} for ${data.jobTitle}.`,
        data.when,
        change === 'cancelled'
          ? 'The calendar invitation attached removes it from your calendar. The link lets you pick another time.'
          : 'The attached invitation adds it to your calendar. The link lets you move or cancel it.',
      ],
      button: { label: change === 'cancelled' ? 'Pick another time' : 'Move or cancel', url: data.url },
      footer: { reason: TO_APPLICANT },
    }),
  });
}

function toPractice(change: SelfScheduledChange) {
  const words = WORDS[change];
  return emailTemplate({
    name: `interview-self-${change}-practice`,
    description: `To the practice when an applicant ${words.practice} from its scheduling link, with the calendar invitation for its calendar.`,
    sample,
    subject: (data) => `${words.subject}: ${data.applicantName}, ${data.jobTitle}`,
    content: (data: SelfScheduledData) => ({
      preheader: data.when,
      heading: `${words.subject}: ${data.applicantName}`,
      body: [`${data.applicantName} ${words.practice} for ${data.jobTitle}.`, data.when],
      button: { label: 'Open your interviews', url: data.url },
      footer: { reason: TO_PRACTICE },
    }),
  });
}

export const selfScheduledToApplicantEmails = { booked: toApplicant('booked'), moved: toApplicant('moved'), cancelled: toApplicant('cancelled') };
export const selfScheduledToPracticeEmails = { booked: toPractice('booked'), moved: toPractice('moved'), cancelled: toPractice('cancelled') };
