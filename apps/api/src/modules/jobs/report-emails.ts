import { emailTemplate } from '../../platform/email/email-template';

export const REPORTS_ALERT_SUBJECT = 'A job posting was reported several times';
export const REPORTER_THANKS_SUBJECT = 'Thank you for your report';

export type ReportsAlertData = { jobId: number; jobTitle: string; practiceName: string; flagCount: number; reviewUrl: string };

/** To support when a posting reaches the reports threshold. */
export const reportsAlertEmail = emailTemplate({
  name: 'reports-alert',
  description: "To support (CONTACT_EMAIL) when a posting reaches the reports threshold, with the way to the administrators' queue.",
  sample: (base): ReportsAlertData => ({
    jobId: 1042,
    jobTitle: 'Registered Dental Hygienist',
    practiceName: 'Bright Smiles Dental',
    flagCount: 3,
    reviewUrl: `${base}/app/admin/reported-jobs`,
  }),
  subject: (data) => `${REPORTS_ALERT_SUBJECT}: #${data.jobId}`,
  content: (data: ReportsAlertData) => ({
    preheader: `${data.flagCount} open reports on #${data.jobId}.`,
    heading: REPORTS_ALERT_SUBJECT,
    body: [
      `The posting #${data.jobId} "${data.jobTitle}" of ${data.practiceName} has ${data.flagCount} open reports from different visitors.`,
      'Hide it, dismiss the reports or suspend the practice.',
    ],
    button: { label: 'Review it', url: data.reviewUrl },
    footer: { reason: 'You got this email because this address is the Chairside support address.' },
  }),
});

export type ReporterThanksData = { jobTitle: string; siteUrl: string };

/** To a person who reported a posting the team took down. */
export const reporterThanksEmail = emailTemplate({
  name: 'reporter-thanks',
  description: 'To each person who reported a posting the team took down (each address once per posting).',
  sample: (base): ReporterThanksData => ({ jobTitle: 'Registered Dental Hygienist', siteUrl: `${base}/` }),
  subject: () => REPORTER_THANKS_SUBJECT,
  content: (data: ReporterThanksData) => ({
    preheader: 'Our team reviewed the posting and took it down.',
    heading: REPORTER_THANKS_SUBJECT,
    greeting: 'Hello,',
    body: [
      `Thank you for reporting the job posting "${data.jobTitle}" on Chairside. Our team reviewed it and took it down.`,
      'Reports like yours keep the job board safe for everyone.',
    ],
    button: { label: 'Visit Chairside', url: data.siteUrl },
    footer: { reason: 'You got this email because you reported this job posting on Chairside.' },
  }),
});

export const JOB_REPORT_EMAILS = [reportsAlertEmail, reporterThanksEmail];
