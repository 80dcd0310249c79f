// The temp shift emails (ADR 97): requests and instant-book news, the booking's confirmation to the
// professional and its news to the practice, "taken", cancellations, changes and the reminders.
import { details, quote } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';

/** What every shift email says of the shift, as the shift notices write it. */
export type ShiftSummary = {
  /** The posting's title. */
  title: string;
  practiceName: string;
  /** The shift's day: 'Thu, Sep 10'. */
  day: string;
  /** The day and hours in the posting's zone, named: 'Thu, Sep 10, 8:00 AM–5:00 PM CDT'. */
  when: string;
  /** '30 minutes'; null without one. */
  unpaidBreak: string | null;
  /** The rate and what the shift pays in all; null without a rate. */
  pay: string | null;
};

const sampleShift = (): ShiftSummary => ({
  title: 'Temp Dental Hygienist',
  practiceName: 'Bright Smiles Dental',
  day: 'Thu, Sep 10',
  when: 'Thu, Sep 10, 8:00 AM–5:00 PM CDT',
  unpaidBreak: '30 minutes',
  pay: '$45.00 an hour, $382.50 for the shift',
});
const SAMPLE_ADDRESS = '2450 N Clark St, Suite 2, Chicago, IL 60614';
const settingsLink = (base: string) => `${base}/app/account-settings#settings-notices`;

const TO_BOOKED = 'You got this email because you are booked for this temp shift on Chairside.';
const TO_POSTER = 'You got this email because you posted this temp shift on Chairside. You can turn off these emails in your account settings.';

const shiftRows = (shift: ShiftSummary, more: { label: string; value: string | null }[] = []) =>
  details([
    { label: 'Practice', value: shift.practiceName },
    { label: 'When', value: shift.when },
    { label: 'Unpaid break', value: shift.unpaidBreak },
    { label: 'Pay', value: shift.pay },
    ...more,
  ]);

export type ShiftOfferedData = ShiftSummary & {
  name: string;
  /** City and state. */
  place: string;
  /** REQUEST: the first to accept is booked; INSTANT: book it outright; APPLICANTS: ask for it. */
  bookingMode: 'REQUEST' | 'INSTANT' | 'APPLICANTS';
  requirements: string[];
  shiftsUrl: string;
  settingsUrl: string;
};

/** How each booking mode's offer reads: the subject (also the push and text headline), what it is, what to do. */
export const SHIFT_OFFER_WORDS = {
  REQUEST: {
    subject: 'Shift request',
    lead: 'asks you to work a temp shift',
    next: 'The first professional to accept is booked.',
    button: 'Accept or decline',
  },
  INSTANT: {
    subject: 'Shift open to book',
    lead: 'has a temp shift you can book now',
    next: 'You meet its requirements: book it outright.',
    button: 'Book the shift',
  },
  APPLICANTS: { subject: 'Shift open', lead: 'has a temp shift open', next: 'Ask for it; the practice chooses who works it.', button: 'See the shift' },
} as const;

/** To each professional a round of requests reaches, or who may book a shift outright. */
export const shiftOfferedEmail = emailTemplate({
  name: 'shift-offered',
  description:
    'To a professional a practice’s round of shift requests reaches, or who may book a shift outright (instant book): the practice, day and hours in the office’s zone, rate and pay.',
  sample: (base): ShiftOfferedData => ({
    ...sampleShift(),
    name: 'Raé Núñez',
    place: 'Chicago, IL',
    bookingMode: 'REQUEST',
    requirements: ['CPR/BLS', 'Local anesthesia permit'],
    shiftsUrl: `${base}/app/temp-shifts`,
    settingsUrl: settingsLink(base),
  }),
  subject: (data) => `${SHIFT_OFFER_WORDS[data.bookingMode].subject}: ${data.title}, ${data.day}`,
  content: (data: ShiftOfferedData) => {
    const words = SHIFT_OFFER_WORDS[data.bookingMode];
    return {
      preheader: `${data.practiceName}, ${data.when}${data.pay ? `, ${data.pay}` : ''}`,
      heading: `${words.subject}: ${data.title}`,
      greeting: `Hello ${data.name},`,
      body: [
        `${data.practiceName} ${words.lead}: ${data.title}.`,
        shiftRows(data, [
          { label: 'Where', value: data.place },
          { label: 'Requirements', value: data.requirements.join(', ') },
        ]),
        words.next,
      ],
      button: { label: words.button, url: data.shiftsUrl },
      footer: {
        reason: 'You got this email because you are open to temp shifts on Chairside and chose shift offers by email.',
        unsubscribe: { label: 'Turn off shift offer emails', url: data.settingsUrl },
      },
    };
  },
});

export type ShiftBookedData = ShiftSummary & {
  name: string;
  address: string | null;
  parking: string | null;
  notes: string | null;
  shiftsUrl: string;
};

/** The professional's confirmation: where to go, where to park, what the practice wrote. */
export const shiftBookedEmail = emailTemplate({
  name: 'shift-booked',
  description:
    'To the professional booked for a temp shift: the practice’s address, parking and notes, the hours in the office’s zone and the pay. Always sent.',
  sample: (base): ShiftBookedData => ({
    ...sampleShift(),
    name: 'Raé Núñez',
    address: SAMPLE_ADDRESS,
    parking: 'Free lot behind the building',
    notes: 'Ask for Dana at the front desk.',
    shiftsUrl: `${base}/app/temp-shifts`,
  }),
  subject: (data) => `Shift booked: ${data.title}, ${data.day}`,
  content: (data: ShiftBookedData) => ({
    preheader: `${data.practiceName}, ${data.when}`,
    heading: `You are booked: ${data.title}`,
    greeting: `Hello ${data.name},`,
    body: [
      `You are booked for a temp shift at ${data.practiceName}.`,
      shiftRows(data, [
        { label: 'Address', value: data.address },
        { label: 'Parking', value: data.parking },
      ]),
      ...(data.notes ? [quote('Notes from the practice:', data.notes)] : []),
      'We will remind you the evening before and two hours before it starts.',
    ],
    button: { label: 'See your shifts', url: data.shiftsUrl },
    footer: { reason: TO_BOOKED },
  }),
});

export type ShiftBookedPracticeData = ShiftSummary & { professionalName: string; shiftsUrl: string; settingsUrl: string };

/** To the practice: who is booked for its shift. */
export const shiftBookedPracticeEmail = emailTemplate({
  name: 'shift-booked-practice',
  description: 'To the practice when a professional is booked for one of its temp shifts (accepted a request, booked outright or was chosen).',
  sample: (base): ShiftBookedPracticeData => ({
    ...sampleShift(),
    professionalName: 'Raé Núñez',
    shiftsUrl: `${base}/app/shifts`,
    settingsUrl: settingsLink(base),
  }),
  subject: (data) => `${data.professionalName} is booked: ${data.title}, ${data.day}`,
  content: (data: ShiftBookedPracticeData) => ({
    preheader: `${data.professionalName} will work ${data.when}.`,
    heading: `${data.professionalName} is booked`,
    body: [`${data.professionalName} is booked for your temp shift ${data.title}.`, shiftRows(data)],
    button: { label: 'Open your shifts', url: data.shiftsUrl },
    footer: { reason: TO_POSTER, unsubscribe: { label: 'Turn off shift booking emails', url: data.settingsUrl } },
  }),
});

export type ShiftTakenData = ShiftSummary & { name: string; shiftsUrl: string; settingsUrl: string };

/** To the others a shift was offered to, once someone is booked. */
export const shiftTakenEmail = emailTemplate({
  name: 'shift-taken',
  description: 'To the other professionals a temp shift was offered to, as soon as someone is booked for it.',
  sample: (base): ShiftTakenData => ({ ...sampleShift(), name: 'Sam Lee', shiftsUrl: `${base}/app/temp-shifts`, settingsUrl: settingsLink(base) }),
  subject: (data) => `Shift taken: ${data.title}, ${data.day}`,
  content: (data: ShiftTakenData) => ({
    preheader: `${data.practiceName}, ${data.when}: someone else was booked.`,
    heading: 'This shift was taken',
    greeting: `Hello ${data.name},`,
    body: [
      `The temp shift ${data.title} at ${data.practiceName} was just taken by someone else.`,
      shiftRows(data),
      'Your other requests are on your shifts page.',
    ],
    button: { label: 'See your shifts', url: data.shiftsUrl },
    footer: {
      reason: 'You got this email because this shift was offered to you on Chairside and you chose shift offers by email.',
      unsubscribe: { label: 'Turn off shift offer emails', url: data.settingsUrl },
    },
  }),
});

export type ShiftCancelledData = ShiftSummary & {
  name: string;
  reason: string;
  /** The late-cancellation fee the practice owes, written; null when none. */
  fee: string | null;
  shiftsUrl: string;
};

/** To the professional whose booked shift the practice cancelled, with the fee owed when late. */
export const shiftCancelledEmail = emailTemplate({
  name: 'shift-cancelled',
  description: 'To the booked professional when the practice cancels the shift, with its reason; canceled late, the fee the practice owes them. Always sent.',
  sample: (base): ShiftCancelledData => ({
    ...sampleShift(),
    name: 'Raé Núñez',
    reason: 'Our patient schedule changed.',
    fee: '$191.25',
    shiftsUrl: `${base}/app/temp-shifts`,
  }),
  subject: (data) => `Shift canceled: ${data.title}, ${data.day}`,
  content: (data: ShiftCancelledData) => ({
    preheader: `${data.practiceName} canceled your shift${data.fee ? `; you are owed ${data.fee}` : ''}.`,
    heading: `Shift canceled: ${data.title}`,
    greeting: `Hello ${data.name},`,
    body: [
      `${data.practiceName} canceled the temp shift you were booked for.`,
      shiftRows(data),
      quote('The practice’s reason:', data.reason),
      ...(data.fee ? [`It was canceled late: under the practice’s terms you are owed a cancellation fee of ${data.fee}, billed to the practice.`] : []),
    ],
    button: { label: 'See your shifts', url: data.shiftsUrl },
    footer: { reason: 'You got this email because you were booked for this temp shift on Chairside.' },
  }),
});

export type ShiftCancelledPracticeData = ShiftSummary & { professionalName: string; reason: string; shiftsUrl: string; settingsUrl: string };

/** To the practice whose booked professional cancelled. */
export const shiftCancelledPracticeEmail = emailTemplate({
  name: 'shift-cancelled-practice',
  description: 'To the practice when the booked professional cancels a temp shift, with their reason: the shift is open again.',
  sample: (base): ShiftCancelledPracticeData => ({
    ...sampleShift(),
    professionalName: 'Raé Núñez',
    reason: 'I am unwell.',
    shiftsUrl: `${base}/app/shifts`,
    settingsUrl: settingsLink(base),
  }),
  subject: (data) => `${data.professionalName} canceled: ${data.title}, ${data.day}`,
  content: (data: ShiftCancelledPracticeData) => ({
    preheader: `${data.professionalName} can no longer work ${data.when}.`,
    heading: `${data.professionalName} canceled`,
    body: [
      `${data.professionalName} canceled your temp shift ${data.title}.`,
      shiftRows(data),
      quote(`${data.professionalName}’s reason:`, data.reason),
      'The shift is open again: send requests or choose another professional on your shifts page.',
    ],
    button: { label: 'Open your shifts', url: data.shiftsUrl },
    footer: { reason: TO_POSTER, unsubscribe: { label: 'Turn off shift booking emails', url: data.settingsUrl } },
  }),
});

export type ShiftChangedData = ShiftSummary & { name: string; address: string | null; notes: string | null; shiftsUrl: string };

/** To the booked professional: the shift as it is now. */
export const shiftChangedEmail = emailTemplate({
  name: 'shift-changed',
  description: 'To the booked professional when the practice changes the shift’s hours, break, rate or notes: the shift as it is now. Always sent.',
  sample: (base): ShiftChangedData => ({
    ...sampleShift(),
    name: 'Raé Núñez',
    address: SAMPLE_ADDRESS,
    notes: 'Ask for Dana at the front desk.',
    shiftsUrl: `${base}/app/temp-shifts`,
  }),
  subject: (data) => `Shift changed: ${data.title}, ${data.day}`,
  content: (data: ShiftChangedData) => ({
    preheader: `${data.when}${data.pay ? `, ${data.pay}` : ''}`,
    heading: `Shift changed: ${data.title}`,
    greeting: `Hello ${data.name},`,
    body: [
      `${data.practiceName} changed the temp shift you are booked for. It is now:`,
      shiftRows(data, [{ label: 'Address', value: data.address }]),
      ...(data.notes ? [quote('Notes from the practice:', data.notes)] : []),
      'If you can no longer work it, cancel it on your shifts page so the practice can find someone else.',
    ],
    button: { label: 'See your shifts', url: data.shiftsUrl },
    footer: { reason: TO_BOOKED },
  }),
});

export type ShiftReminderData = ShiftSummary & {
  name: string;
  /** 'tomorrow' or 'in two hours'. */
  soon: string;
  address: string | null;
  parking: string | null;
  notes: string | null;
  shiftsUrl: string;
  settingsUrl: string;
};

/** The reminder the evening before a booked shift, and two hours before it. */
export const shiftReminderEmail = emailTemplate({
  name: 'shift-reminder',
  description:
    'To the booked professional at 6 PM the evening before a temp shift (in the office’s zone) and two hours before it starts, by the channels they chose.',
  sample: (base): ShiftReminderData => ({
    ...sampleShift(),
    name: 'Raé Núñez',
    soon: 'tomorrow',
    address: SAMPLE_ADDRESS,
    parking: 'Free lot behind the building',
    notes: 'Ask for Dana at the front desk.',
    shiftsUrl: `${base}/app/temp-shifts`,
    settingsUrl: settingsLink(base),
  }),
  subject: (data) => `Shift ${data.soon}: ${data.title} at ${data.practiceName}`,
  content: (data: ShiftReminderData) => ({
    preheader: data.when,
    heading: `Your shift is ${data.soon}`,
    greeting: `Hello ${data.name},`,
    body: [
      `Your temp shift at ${data.practiceName} is ${data.soon}.`,
      shiftRows(data, [
        { label: 'Address', value: data.address },
        { label: 'Parking', value: data.parking },
      ]),
      ...(data.notes ? [quote('Notes from the practice:', data.notes)] : []),
    ],
    button: { label: 'See the shift', url: data.shiftsUrl },
    footer: {
      reason: 'You got this email because you chose shift reminders by email in your Chairside settings.',
      unsubscribe: { label: 'Turn off shift reminder emails', url: data.settingsUrl },
    },
  }),
});

export type ShiftNoShowData = ShiftSummary & { name: string; disputeDays: number; disputeUrl: string };

/** To the professional the practice marked as not having come. */
export const shiftNoShowEmail = emailTemplate({
  name: 'shift-no-show',
  description: 'To the booked professional when the practice marks them as a no-show for a temp shift, with the link to dispute it within 7 days. Always sent.',
  sample: (base): ShiftNoShowData => ({ ...sampleShift(), name: 'Raé Núñez', disputeDays: 7, disputeUrl: `${base}/app/temp-shifts` }),
  subject: (data) => `Marked as a no-show: ${data.title}, ${data.day}`,
  content: (data: ShiftNoShowData) => ({
    preheader: `${data.practiceName} says you did not come. You can dispute it for ${data.disputeDays} days.`,
    heading: 'Marked as a no-show',
    greeting: `Hello ${data.name},`,
    body: [
      `${data.practiceName} marked you as not having come to this temp shift:`,
      shiftRows(data),
      `A no-show costs reliability points, and two within 90 days pause your booking until our team reviews them. If this is a mistake, dispute it within ${data.disputeDays} days and tell us what happened: an administrator reviews every dispute.`,
    ],
    button: { label: 'Dispute the no-show', url: data.disputeUrl },
    footer: { reason: TO_BOOKED },
  }),
});

export type ShiftOpenedPracticeData = ShiftSummary & { shiftsUrl: string; settingsUrl: string };

/** To the practice when nobody accepted the rounds of requests and the shift goes to everyone near. */
export const shiftOpenedPracticeEmail = emailTemplate({
  name: 'shift-opened-practice',
  description: 'To the practice when no one accepted its rounds of requests and the temp shift is offered to every available professional near.',
  sample: (base): ShiftOpenedPracticeData => ({ ...sampleShift(), shiftsUrl: `${base}/app/shifts`, settingsUrl: settingsLink(base) }),
  subject: (data) => `Offered to everyone near: ${data.title}, ${data.day}`,
  content: (data: ShiftOpenedPracticeData) => ({
    preheader: `No one accepted yet: ${data.when}`,
    heading: 'Your shift is offered to everyone near',
    greeting: `Hello ${data.practiceName},`,
    body: [
      'No one accepted the rounds of requests for this shift, so we now offer it to every available professional near your office. The first to accept is booked.',
      shiftRows(data),
      'A higher rate, or instant booking, often fills a shift faster.',
    ],
    button: { label: 'Open your shifts', url: data.shiftsUrl },
    footer: { reason: TO_POSTER, unsubscribe: { label: 'Turn off shift booking emails', url: data.settingsUrl } },
  }),
});

/** Every shift email, for the template registry's previews. */
export const SHIFT_EMAILS = [
  shiftOfferedEmail,
  shiftBookedEmail,
  shiftBookedPracticeEmail,
  shiftTakenEmail,
  shiftCancelledEmail,
  shiftCancelledPracticeEmail,
  shiftChangedEmail,
  shiftReminderEmail,
  shiftNoShowEmail,
  shiftOpenedPracticeEmail,
];
