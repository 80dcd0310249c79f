// The emails of the board (ADR 118): a practice's message to an applicant and its decline, both
// from the practice's templates (or the defaults), queued in the transaction of the action.
import { emailTemplate } from '../../platform/email/email-template';

export type PracticeMessageData = {
  seekerName: string;
  from: string;
  jobTitle: string;
  /** The template's text, variables filled in. */
  message: string;
  isDecline: boolean;
  applicationsUrl: string;
};

export const practiceMessageEmail = emailTemplate({
  name: 'practice-message',
  description:
    'To an applicant the practice messaged or declined from the applicants board (one person or many at once), with the text of its template (or the default). A decline reaches each person once.',
  sample: (base): PracticeMessageData => ({
    seekerName: 'Raé Núñez',
    from: 'Bright Smiles Dental',
    jobTitle: 'Registered Dental Hygienist',
    message: 'Dear Raé Núñez,\n\nThank you for applying to Registered Dental Hygienist. We have received your application and will be in touch soon.',
    isDecline: false,
    applicationsUrl: `${base}/app/job-application/all`,
  }),
  subject: (data) => (data.isDecline ? `Your application to ${data.jobTitle}` : `A message from ${data.from} about ${data.jobTitle}`),
  content: (data: PracticeMessageData) => ({
    preheader: data.isDecline ? `An update from ${data.from} on your application.` : `${data.from} wrote to you about your application.`,
    heading: data.isDecline ? 'An update on your application' : `A message from ${data.from}`,
    body: data.message.split(/\n{2,}/).filter((part) => part.trim() !== ''),
    button: { label: 'See where your applications stand', url: data.applicationsUrl },
    footer: { reason: 'You got this email because you applied to this job on Chairside.' },
  }),
});
