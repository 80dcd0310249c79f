import { emailTemplate } from '../../platform/email/email-template';

export type CeReminderData = {
  state: string;
  cycleEnd: string;
  daysLeft: number;
  hoursEarned: number;
  hoursRequired: number;
  hoursLeft: number;
  ceUrl: string;
};

/** To a professional whose licence cycle ends soon with CE hours still to earn. */
export const ceReminderEmail = emailTemplate({
  name: 'ce-reminder',
  description: 'To a professional whose license renewal cycle ends within the reminder window with CE hours still short (once per cycle end).',
  sample: (base): CeReminderData => ({
    state: 'IL',
    cycleEnd: '2026-10-31',
    daysLeft: 54,
    hoursEarned: 28,
    hoursRequired: 36,
    hoursLeft: 8,
    ceUrl: `${base}/app/coaching-ces/`,
  }),
  subject: (data) => `${data.hoursLeft} CE hours to go before your license renewal`,
  content: (data: CeReminderData) => ({
    preheader: `${data.hoursLeft} CE hours to go, ${data.daysLeft} days left.`,
    heading: `${data.hoursLeft} CE hours to go`,
    body: [
      `Your ${data.state} license renewal cycle ends on ${data.cycleEnd}, in ${data.daysLeft} days.`,
      `You have ${data.hoursEarned} of ${data.hoursRequired} CE hours on record: ${data.hoursLeft} to go.`,
    ],
    button: { label: "Add courses and certificates in My CE's", url: data.ceUrl },
    footer: { reason: 'You got this email because you track your CE hours on Chairside.' },
  }),
});
