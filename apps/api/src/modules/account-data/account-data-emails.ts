import { emailTemplate } from '../../platform/email/email-template';
import { list } from '../../platform/email/email-content';

/** The link to a person's data download, built on the queue. */
export const dataExportReadyEmail = emailTemplate({
  name: 'data-export-ready',
  description: 'To a person who asked to download their data: the link to the archive (JSON and their files), good for 7 days.',
  sample: (base) => ({ name: 'Raé Núñez', downloadUrl: `${base}/api9/signed/data-export/sample-token`, days: 7 }),
  subject: () => 'Your Chairside data is ready to download',
  content: ({ name, downloadUrl, days }: { name: string; downloadUrl: string; days: number }) => ({
    preheader: `The download link works for ${days} days.`,
    heading: 'Your data is ready',
    greeting: `Hello ${name},`,
    body: [
      'Here is everything Chairside holds about you, as you asked: your account, resume, applications, the messages you sent and the files you uploaded, in one ZIP archive.',
      `The link works for ${days} days. Anyone with the link can download the archive, so do not forward this email.`,
    ],
    button: { label: 'Download my data', url: downloadUrl },
    closing: ['If you did not ask for this, change your password and sign out of the devices you do not know.'],
    footer: { reason: 'You got this email because a download of your data was asked for from your Chairside account.' },
  }),
});

/** Confirms an account's closing, with the date and how to change one's mind. */
export const accountClosingEmail = emailTemplate({
  name: 'account-closing',
  description: 'To a person who closed their account: the date it is erased, what is kept, and how to keep the account (sign in before then).',
  sample: (base) => ({ name: 'Raé Núñez', eraseOn: 'December 14, 2026', signInUrl: `${base}/dental-jobs/login/` }),
  subject: () => 'Your Chairside account is closing',
  content: ({ name, eraseOn, signInUrl }: { name: string; eraseOn: string; signInUrl: string }) => ({
    preheader: `Changed your mind? Sign in before ${eraseOn}.`,
    heading: 'Your account is closing',
    greeting: `Hello ${name},`,
    body: [
      `You asked to close your Chairside account, and every device was signed out. On ${eraseOn} your data is erased:`,
      list([
        'your resume, profile, files, applications, alerts, text and push settings are deleted;',
        'messages you sent stay with the practices that got them, under "Former member";',
        'receipts stay, with their amounts, as tax law requires, without your name.',
      ]),
      `Changed your mind? Sign in before ${eraseOn} and choose Keep my account.`,
    ],
    button: { label: 'Sign in to keep my account', url: signInUrl },
    footer: { reason: 'You got this email because your Chairside account was closed from its settings.' },
  }),
});
