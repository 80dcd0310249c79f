import { emailTemplate } from '../../platform/email/email-template';

export type PracticeNpiLapsedData = { practiceName: string; npi: string; reason: string; profileUrl: string };

/** To a practice whose organization NPI the scheduled re-check could no longer confirm: the badge is gone. */
export const practiceNpiLapsedEmail = emailTemplate({
  name: 'practice-npi-lapsed',
  description:
    'To a verified practice when the monthly re-check with the NPI Registry no longer confirms its organization NPI (deactivated, another name, no record): the "Verified practice" badge is removed.',
  sample: (base): PracticeNpiLapsedData => ({
    practiceName: 'Bright Smiles Dental',
    npi: '1588667638',
    reason: 'The NPI is not active in the registry.',
    profileUrl: `${base}/app/employer-profile#practice-npi`,
  }),
  subject: (data) => `${data.practiceName} is no longer shown as a verified practice`,
  content: (data: PracticeNpiLapsedData) => ({
    preheader: `The NPI Registry no longer confirms NPI ${data.npi}.`,
    heading: 'Your “Verified practice” badge was removed',
    body: [
      `We check each verified practice’s organization NPI with the NPI Registry every month. This time the registry did not confirm NPI ${data.npi} for ${data.practiceName}: ${data.reason}`,
      'Your page and postings no longer show the badge, and new events and classifieds wait for review again. If the NPI was reactivated or your practice has a new one, enter it on your profile and we will check it at once.',
    ],
    button: { label: 'Check my organization NPI', url: data.profileUrl },
    footer: { reason: 'You got this email because your practice was verified on Chairside by its organization NPI.' },
  }),
});
