import { emailTemplate } from '../../platform/email/email-template';

export type CredentialExpiryData = { label: string; state: string | null; expiresOn: string; daysLeft: number; credentialsUrl: string };

/** To a professional whose license, permit or certificate expires in 60, 30 or 7 days (each once). */
export const credentialExpiryEmail = emailTemplate({
  name: 'credential-expiry',
  description: 'To a professional whose license, permit or certificate on the resume expires within 60, 30 or 7 days (once each).',
  sample: (base): CredentialExpiryData => ({
    label: 'Registered Dental Hygienist (RDH) license',
    state: 'TX',
    expiresOn: '2026-08-31',
    daysLeft: 30,
    credentialsUrl: `${base}/app/profile/`,
  }),
  subject: (data) => `Your ${data.state ? `${data.state} ` : ''}${data.label} expires in ${data.daysLeft} days`,
  content: (data: CredentialExpiryData) => ({
    preheader: `It expires on ${data.expiresOn}.`,
    heading: `${data.daysLeft} days until it expires`,
    body: [
      `Your ${data.state ? `${data.state} ` : ''}${data.label} expires on ${data.expiresOn}.`,
      'Once renewed, enter the new expiry date on your profile so practices keep seeing it as verified.',
    ],
    button: { label: 'Update my licenses and certificates', url: data.credentialsUrl },
    footer: { reason: 'You got this email because you keep your licenses and certificates on Chairside.' },
  }),
});
