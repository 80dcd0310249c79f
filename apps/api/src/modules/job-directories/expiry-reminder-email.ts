import { emailTemplate } from '../../platform/email/email-template';

export type PostingExpiringData = { practiceName: string; jobTitle: string; endsOn: string; relistUrl: string; postingsUrl: string };

/** To the practice a few days before a 30-day posting leaves search. */
export const postingExpiringEmail = emailTemplate({
  name: 'posting-expiring',
  description: 'To the practice 3 days before a live 30-day posting leaves search: relist it or mark it filled.',
  sample: (base): PostingExpiringData => ({
    practiceName: 'Bright Smiles Dental',
    jobTitle: 'Registered Dental Hygienist',
    endsOn: '2026-09-30',
    relistUrl: `${base}/app/post-job/summary/42`,
    postingsUrl: `${base}/app/post-job/all`,
  }),
  subject: (data) => `${data.jobTitle} leaves search on ${data.endsOn}`,
  content: (data: PostingExpiringData) => ({
    preheader: 'Still hiring? Relist it. Found someone? Mark it filled.',
    heading: `${data.jobTitle} leaves search on ${data.endsOn}`,
    greeting: `Hello ${data.practiceName},`,
    body: [
      `${data.jobTitle} expires on ${data.endsOn} (UTC). After that it no longer shows in search and job seekers cannot apply.`,
      'Still hiring? Relist it to keep it in front of job seekers.',
    ],
    button: { label: 'Relist the posting', url: data.relistUrl },
    links: [{ label: 'Found someone? Mark it filled so candidates know', url: data.postingsUrl }],
    footer: { reason: 'You got this email because you posted this job on Chairside.' },
  }),
});
