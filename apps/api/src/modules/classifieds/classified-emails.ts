import { emailTemplate } from '../../platform/email/email-template';

export const CLASSIFIED_APPROVED_SUBJECT = 'Your classified listing is live';
export const CLASSIFIED_REJECTED_SUBJECT = 'Your classified listing was not approved';

const REASON = 'You got this email because you placed this classified listing on Chairside.';

export type ClassifiedApprovedData = { ownerName: string; title: string; termDays: number; listingUrl: string; myListingsUrl: string };

/** To the owner when a moderator approves a listing. */
export const classifiedApprovedEmail = emailTemplate({
  name: 'classified-approved',
  description: "To a listing's owner when a moderator approves it: the live page, and where to edit, renew or delete listings.",
  sample: (base): ClassifiedApprovedData => ({
    ownerName: 'Raé Núñez',
    title: 'Cavitron ultrasonic scaler',
    termDays: 60,
    listingUrl: `${base}/dental-jobs/classifieds/7/cavitron-ultrasonic-scaler-900/`,
    myListingsUrl: `${base}/app/my-classifieds`,
  }),
  subject: () => CLASSIFIED_APPROVED_SUBJECT,
  content: (data: ClassifiedApprovedData) => ({
    preheader: `"${data.title}" is shown for the next ${data.termDays} days.`,
    heading: CLASSIFIED_APPROVED_SUBJECT,
    greeting: `Hello ${data.ownerName},`,
    body: [`Your listing "${data.title}" has been approved and is shown on Chairside for the next ${data.termDays} days.`],
    button: { label: 'See it', url: data.listingUrl },
    links: [{ label: 'Edit, renew or delete your listings', url: data.myListingsUrl }],
    footer: { reason: REASON },
  }),
});

export type ClassifiedRejectedData = { ownerName: string; title: string; reason: string | null; editUrl: string };

/** To the owner when a moderator rejects a listing: the reason and how to resubmit. */
export const classifiedRejectedEmail = emailTemplate({
  name: 'classified-rejected',
  description: "To a listing's owner when a moderator rejects it: the team's reason, and how to edit it and send it back for review.",
  sample: (base): ClassifiedRejectedData => ({
    ownerName: 'Raé Núñez',
    title: 'Cavitron ultrasonic scaler',
    reason: 'Add the asking price.',
    editUrl: `${base}/app/my-classifieds/7/edit`,
  }),
  subject: () => CLASSIFIED_REJECTED_SUBJECT,
  content: (data: ClassifiedRejectedData) => ({
    preheader: `"${data.title}" is not shown on Chairside.`,
    heading: CLASSIFIED_REJECTED_SUBJECT,
    greeting: `Hello ${data.ownerName},`,
    body: [
      `Your listing "${data.title}" was reviewed and is not shown on Chairside.`,
      ...(data.reason ? [`The reason from our team: ${data.reason}`] : []),
      'Edit it and save, and it goes back for review.',
    ],
    button: { label: 'Edit your listing', url: data.editUrl },
    footer: { reason: REASON },
  }),
});

export type ClassifiedExpiredData = { ownerName: string; title: string; termDays: number; renewUrl: string; listingUrl: string };

/** To the owner when a listing's term has ended, with the signed renewal link. */
export const classifiedExpiredEmail = emailTemplate({
  name: 'classified-expired',
  description: "To a listing's owner once its 60 days have ended, with a signed link that renews it without signing in (30 days, once).",
  sample: (base): ClassifiedExpiredData => ({
    ownerName: 'Raé Núñez',
    title: 'Cavitron ultrasonic scaler',
    termDays: 60,
    renewUrl: `${base}/classified-renew/eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ`,
    listingUrl: `${base}/dental-jobs/classifieds/7/cavitron-ultrasonic-scaler-900/`,
  }),
  subject: () => 'Your classified listing has expired',
  content: (data: ClassifiedExpiredData) => ({
    preheader: `Renew "${data.title}" for another ${data.termDays} days in one click.`,
    heading: 'Your classified listing has expired',
    greeting: `Hello ${data.ownerName},`,
    body: [
      `Your listing "${data.title}" has reached the end of its ${data.termDays} days and is no longer shown.`,
      'Renew it without signing in: the link works for 30 days.',
    ],
    button: { label: `Renew it for another ${data.termDays} days`, url: data.renewUrl },
    links: [{ label: 'The listing', url: data.listingUrl }],
    closing: ['You can also renew or edit it from My Classifieds.'],
    footer: { reason: REASON },
  }),
});

export const CLASSIFIED_EMAILS = [classifiedApprovedEmail, classifiedRejectedEmail, classifiedExpiredEmail];
