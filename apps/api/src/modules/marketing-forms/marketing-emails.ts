import { details, quote } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';

const SIGN_OFF = 'The Chairside team';
const TO_LEAD = 'You got this email because this address was entered in a form on Chairside.';

export type LeadDownloadData = { name: string; title: string; downloadUrl: string };

/** To a lead who asked for a toolkit or report, with the signed download link. */
export const leadDownloadEmail = emailTemplate({
  name: 'lead-download',
  description: 'To a visitor who filled in a toolkit or report form: the signed download link (30 days).',
  sample: (base): LeadDownloadData => ({
    name: 'Jordan Lee',
    title: 'The Hiring Toolkit',
    downloadUrl: `${base}/api9/downloads/eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ`,
  }),
  subject: (data) => `Your copy of ${data.title}`,
  content: (data: LeadDownloadData) => ({
    preheader: `Download ${data.title}: the link works for 30 days.`,
    heading: `Your copy of ${data.title}`,
    greeting: `Hello ${data.name},`,
    body: [`Thank you for your interest. Download ${data.title} here (the link works for 30 days):`],
    button: { label: `Download ${data.title}`, url: data.downloadUrl },
    closing: [SIGN_OFF],
    footer: { reason: TO_LEAD },
  }),
});

export type LeadWebinarData = { name: string; siteUrl: string };

/** To a dental student who registered for the webinar. */
export const leadWebinarEmail = emailTemplate({
  name: 'lead-student-webinar',
  description: 'To a dental student who registered for the student webinar.',
  sample: (base): LeadWebinarData => ({ name: 'Jordan Lee', siteUrl: `${base}/` }),
  subject: () => 'You are registered for the Chairside student webinar',
  content: (data: LeadWebinarData) => ({
    preheader: 'We will email you the date and the link to join a week before it starts.',
    heading: 'You are registered for the student webinar',
    greeting: `Hello ${data.name},`,
    body: ['Thank you for registering for our webinar for dental students. We will email you the date and the link to join a week before it starts.'],
    button: { label: 'Visit Chairside', url: data.siteUrl },
    closing: [SIGN_OFF],
    footer: { reason: TO_LEAD },
  }),
});

export type LeadThanksData = { name: string; assetTitle: string | null; siteUrl: string };

/** To a lead of any other marketing form. */
export const leadThanksEmail = emailTemplate({
  name: 'lead-thanks',
  description: 'To a visitor who filled in any other marketing form (a demo request, a sales question): someone from the team will be in touch.',
  sample: (base): LeadThanksData => ({ name: 'Jordan Lee', assetTitle: 'Chairside for dental groups', siteUrl: `${base}/` }),
  subject: () => 'Thank you for contacting Chairside',
  content: (data: LeadThanksData) => ({
    preheader: 'Someone from our team will be in touch soon.',
    heading: 'Thank you for contacting Chairside',
    greeting: `Hello ${data.name},`,
    body: [`Thank you for your interest${data.assetTitle ? ` in ${data.assetTitle}` : ''}. Someone from our team will be in touch soon.`],
    button: { label: 'Visit Chairside', url: data.siteUrl },
    closing: [SIGN_OFF],
    footer: { reason: TO_LEAD },
  }),
});

export type ContactMessageData = { id: number; name: string; email: string; account: string | null; message: string };

/** To the team's address: a message from the contact page. */
export const contactMessageEmail = emailTemplate({
  name: 'contact-message',
  description: "To the team's address (CONTACT_EMAIL): a message written on the contact page, with who sent it.",
  sample: (): ContactMessageData => ({
    id: 318,
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    account: 'jordan-lee',
    message: 'Can a practice post temp shifts for weekends?\nWe are in Evanston.',
  }),
  subject: (data) => `Contact us #${data.id} from ${data.name}`,
  content: (data: ContactMessageData) => ({
    preheader: data.message.slice(0, 120),
    heading: `Contact us #${data.id}`,
    body: [
      details([
        { label: 'From', value: `${data.name} <${data.email}>` },
        { label: 'Account', value: data.account },
      ]),
      quote('Message:', data.message),
    ],
    button: { label: `Reply to ${data.name}`, url: `mailto:${data.email}` },
    footer: { reason: 'You got this email because this address is the Chairside contact address.' },
  }),
});

export type NewsletterConfirmData = { confirmUrl: string };

/** The newsletter's double opt-in. */
export const newsletterConfirmationEmail = emailTemplate({
  name: 'newsletter-confirmation',
  description: 'To an address entered in the newsletter form: the signed link that confirms the subscription (7 days).',
  sample: (base): NewsletterConfirmData => ({ confirmUrl: `${base}/newsletter/confirm/eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ` }),
  subject: () => 'Confirm your Chairside newsletter subscription',
  content: (data: NewsletterConfirmData) => ({
    preheader: 'One click, and the newsletter comes about twice a month.',
    heading: 'Confirm your newsletter subscription',
    body: ['Please confirm that you want the Chairside newsletter (dental job market news, salary data and hiring tips) at this address:'],
    button: { label: 'Confirm your subscription', url: data.confirmUrl },
    closing: ['If you did not ask for it, ignore this email and nothing will be sent.'],
    footer: { reason: 'You got this email because this address was entered in the newsletter form on Chairside.' },
  }),
});

export type NewsletterWelcomeData = { siteUrl: string; unsubscribeUrl: string };

/** The newsletter's welcome, with the unsubscribe page (and the one-click headers the caller adds). */
export const newsletterWelcomeEmail = emailTemplate({
  name: 'newsletter-welcome',
  description: 'To a newsletter subscriber once confirmed; carries List-Unsubscribe headers (one click, RFC 8058) like every newsletter email.',
  sample: (base): NewsletterWelcomeData => ({
    siteUrl: `${base}/`,
    unsubscribeUrl: `${base}/newsletter/unsubscribe/eyJwIjoic2FtcGxlIn0.c2FtcGxlLXNpZ25hdHVyZQ`,
  }),
  subject: () => 'Welcome to the Chairside newsletter',
  content: (data: NewsletterWelcomeData) => ({
    preheader: "You're subscribed.",
    heading: 'Welcome to the Chairside newsletter',
    body: ["You're subscribed. Expect dental job market news, salary data and hiring tips about twice a month."],
    button: { label: 'Visit Chairside', url: data.siteUrl },
    footer: {
      reason: 'You got this email because you subscribed to the Chairside newsletter.',
      unsubscribe: { label: 'To unsubscribe at any time', url: data.unsubscribeUrl },
    },
  }),
});

export const MARKETING_EMAILS = [
  leadDownloadEmail,
  leadWebinarEmail,
  leadThanksEmail,
  contactMessageEmail,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
];
