import { details, links } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';

export type AlertConfirmationData = { summary: string; confirmUrl: string };

/** The double opt-in of a visitor's job alert. */
export const jobAlertConfirmationEmail = emailTemplate({
  name: 'job-alert-confirmation',
  description: 'To a visitor who asked for a job alert: the alert in words and the signed link that confirms it (7 days). Nothing is stored until then.',
  sample: (base): AlertConfirmationData => ({
    summary: 'Dental Hygienist (RDH) jobs within 50 miles of 60614',
    confirmUrl: `${base}/job-alerts/confirm/eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ`,
  }),
  subject: () => 'Confirm your Chairside job alert',
  content: (data: AlertConfirmationData) => ({
    preheader: data.summary,
    heading: 'Confirm your job alert',
    greeting: 'Hello,',
    body: [
      'Someone (we hope you) asked Chairside to email this address new jobs like these:',
      details([{ label: 'Your alert', value: data.summary }]),
      'The link works for 7 days.',
    ],
    button: { label: 'Confirm the alert', url: data.confirmUrl },
    closing: ['If you did not ask for it, ignore this email: nothing will be sent.'],
    footer: { reason: 'You got this email because this address was entered in the job alert form on Chairside.' },
  }),
});

export type JobAlertData = {
  name: string | null;
  summary: string;
  /** Each new posting: "title at practice, place", and its page. */
  jobs: { label: string; url: string }[];
  resultsUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
};

const countOfJobs = (count: number) => `${count} new dental ${count === 1 ? 'job' : 'jobs'}`;

/** One alert's new matching postings, with the one-click unsubscribe the caller adds as headers. */
export const jobAlertEmail = emailTemplate({
  name: 'job-alert',
  description:
    "To the person of a job alert when new postings match it, at the alert's pace and outside quiet hours; carries List-Unsubscribe headers (one click, RFC 8058).",
  sample: (base): JobAlertData => ({
    name: 'Raé Núñez',
    summary: 'Dental Hygienist (RDH) jobs within 50 miles of 60614',
    jobs: [
      { label: 'Pediatric Hygienist at Bright Smiles Dental, Chicago, IL', url: `${base}/dental-jobs/job/42/pediatric-hygienist-chicago-il/` },
      { label: 'Registered Dental Hygienist, Evanston, IL', url: `${base}/dental-jobs/job/43/registered-dental-hygienist-evanston-il/` },
    ],
    resultsUrl: `${base}/app/search-jobs/DH/60614?radius=50`,
    manageUrl: `${base}/app/job-alerts`,
    unsubscribeUrl: `${base}/job-alerts/unsubscribe/eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ`,
  }),
  subject: (data) => `${countOfJobs(data.jobs.length)} for your alert`,
  content: (data: JobAlertData) => ({
    preheader: data.jobs.map((job) => job.label).join(' · '),
    heading: `${countOfJobs(data.jobs.length)} for your alert`,
    greeting: data.name ? `Hello ${data.name},` : 'Hello,',
    body: [`${data.jobs.length === 1 ? 'A new job matches' : `${data.jobs.length} new jobs match`} your Chairside job alert:`, links(data.jobs)],
    button: { label: 'See all matching jobs', url: data.resultsUrl },
    links: [{ label: 'Manage your job alerts', url: data.manageUrl }],
    footer: {
      reason: `You got this email because you have a Chairside job alert: ${data.summary}.`,
      unsubscribe: { label: 'Unsubscribe from this alert', url: data.unsubscribeUrl },
    },
  }),
});

export const JOB_ALERT_EMAILS = [jobAlertConfirmationEmail, jobAlertEmail];
