import { emailTemplate } from '../../platform/email/email-template';

// The timesheet's notices (ADR 113): hours to answer go to the other side, a dispute to support.

export type HoursSubmittedData = { date: string; professionalName: string; hours: string; answerBy: string; timesheetsUrl: string };

/** To the practice when the professional checks out: confirm or correct within 48 hours. */
export const hoursSubmittedEmail = emailTemplate({
  name: 'shift-hours-submitted',
  description: 'To the practice when the booked professional checks out of a temp shift: confirm or correct the hours within 48 hours, else they stand.',
  sample: (base): HoursSubmittedData => ({
    date: '2026-12-08',
    professionalName: 'Dana Reyes',
    hours: '8 h 30 min (30 min break)',
    answerBy: '2026-12-10 23:00 UTC',
    timesheetsUrl: `${base}/app/timesheets`,
  }),
  subject: (data) => `Hours to confirm: ${data.professionalName}, ${data.date}`,
  content: (data: HoursSubmittedData) => ({
    preheader: `Confirm or correct them by ${data.answerBy}.`,
    heading: 'Hours are waiting for you',
    body: [
      `${data.professionalName} submitted ${data.hours} for the temp shift on ${data.date}.`,
      `Confirm or correct the hours by ${data.answerBy} (within 48 hours). If you do not answer, the hours stand as submitted and are invoiced.`,
    ],
    button: { label: 'Confirm or correct', url: data.timesheetsUrl },
    footer: { reason: 'You got this email because your practice booked a temp professional on Chairside.' },
  }),
});

export type HoursCorrectedData = {
  date: string;
  practiceName: string;
  oldHours: string;
  newHours: string;
  reason: string;
  answerBy: string;
  timesheetsUrl: string;
};

/** To the professional when the practice corrects the hours: accept or dispute within 48 hours. */
export const hoursCorrectedEmail = emailTemplate({
  name: 'shift-hours-corrected',
  description: "To the professional when the practice corrects a temp shift's hours, with both versions and the reason: accept or dispute within 48 hours.",
  sample: (base): HoursCorrectedData => ({
    date: '2026-12-08',
    practiceName: 'Bright Smiles Dental',
    oldHours: '8 h 30 min (30 min break)',
    newHours: '7 h 30 min (30 min break)',
    reason: 'Left an hour early.',
    answerBy: '2026-12-10 23:00 UTC',
    timesheetsUrl: `${base}/app/timesheets`,
  }),
  subject: (data) => `${data.practiceName} corrected your hours for ${data.date}`,
  content: (data: HoursCorrectedData) => ({
    preheader: `Accept or dispute by ${data.answerBy}.`,
    heading: 'Your hours were corrected',
    body: [
      `${data.practiceName} corrected your hours for the temp shift on ${data.date}: you submitted ${data.oldHours}; the practice says ${data.newHours}.`,
      `Their reason: "${data.reason}"`,
      `Accept or dispute the correction by ${data.answerBy}. If you do not answer, the corrected hours stand.`,
    ],
    button: { label: 'Accept or dispute', url: data.timesheetsUrl },
    footer: { reason: 'You got this email because you worked a temp shift booked on Chairside.' },
  }),
});

export type TimesheetDisputedData = {
  timesheetId: number;
  date: string;
  practiceName: string;
  professionalName: string;
  professionalHours: string;
  practiceHours: string;
  reason: string;
  disputeText: string;
  reviewUrl: string;
};

/** To support (CONTACT_EMAIL) when a professional disputes a correction: an administrator decides. */
export const timesheetDisputedEmail = emailTemplate({
  name: 'shift-timesheet-disputed',
  description:
    "To support (CONTACT_EMAIL) when a professional disputes the practice's correction of a timesheet, with both versions and the way to the admin queue.",
  sample: (base): TimesheetDisputedData => ({
    timesheetId: 42,
    date: '2026-12-08',
    practiceName: 'Bright Smiles Dental',
    professionalName: 'Dana Reyes',
    professionalHours: '8 h 30 min (30 min break)',
    practiceHours: '7 h 30 min (30 min break)',
    reason: 'Left an hour early.',
    disputeText: 'I stayed to finish the last patient.',
    reviewUrl: `${base}/app/admin/shift-pay`,
  }),
  subject: (data) => `Timesheet ${data.timesheetId} disputed`,
  content: (data: TimesheetDisputedData) => ({
    preheader: `${data.professionalName} disputes ${data.practiceName}'s correction.`,
    heading: 'A timesheet needs a decision',
    body: [
      `${data.professionalName} disputes ${data.practiceName}'s correction of the temp shift on ${data.date} (timesheet ${data.timesheetId}).`,
      `The professional's hours: ${data.professionalHours}. The practice's hours: ${data.practiceHours}, because "${data.reason}".`,
      `The professional says: "${data.disputeText}"`,
      'Decide which version stands; the invoice follows the decision.',
    ],
    button: { label: 'Decide', url: data.reviewUrl },
    footer: { reason: 'You got this email because this address is the Chairside support address.' },
  }),
});

export const TIMESHEET_EMAILS = [hoursSubmittedEmail, hoursCorrectedEmail, timesheetDisputedEmail];
