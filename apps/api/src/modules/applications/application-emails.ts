// The hiring emails about applications: the new applicant, the receipt, feedback, the invitation to apply and the review reminder.
import { details, list, quote } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';
import { SAMPLE_TOKEN, TO_APPLICANT, TO_PRACTICE } from './email-parts';

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

/** To the practice about an application it has not answered for 7 days. */
export const unansweredReminderEmail = emailTemplate({
  name: 'unanswered-reminder',
  description:
    'To the practice, once per application, when an application to a live posting has had no answer (feedback, interview proposal, message) 7 days after it came.',
  sample: (base): ReviewReminderData => ({
    practiceName: 'Bright Smiles Dental',
    seekerName: 'Raé Núñez',
    jobTitle: 'Registered Dental Hygienist',
    days: 7,
    applicationUrl: `${base}/app/job-application/42/rae-nunez`,
  }),
  subject: (data) => `${data.seekerName} is waiting for an answer`,
  content: (data: ReviewReminderData) => ({
    preheader: `${data.seekerName} applied ${data.days} days ago and has not heard from you.`,
    heading: `${data.seekerName} is waiting for an answer`,
    greeting: `Hello ${data.practiceName},`,
    body: [
      `${data.seekerName} applied to ${data.jobTitle} ${data.days} days ago and has not heard from you yet.`,
      'Propose an interview, write to them or send feedback: a short answer lets them know where they stand. Your public page shows how soon you usually answer.',
    ],
    button: { label: 'Answer the applicant', url: data.applicationUrl },
    footer: { reason: TO_PRACTICE },
  }),
});
