// The kinds of notice a person chooses, and by which channels: email, push (the installed app or
// the browser) and text (SMS). One catalog for both roles; transactional email is not in it (it is
// always sent) and is listed only to say so.
import { z } from 'zod';
import type { Role } from './accounts-rules';

export const NOTICE_CHANNELS = ['email', 'push', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export type Channels = Record<NoticeChannel, boolean>;

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = { email: 'Email', push: 'App', sms: 'Text' };
/** The words after a kind's name for one cell of the grid: "Interview changes by email". */
export const NOTICE_CHANNEL_PHRASES: Record<NoticeChannel, string> = { email: 'by email', push: 'in the app', sms: 'by text' };

/** Until a person chooses: email and app notices on, texts off until the person opts in. */
export const DEFAULT_CHANNELS: Channels = { email: true, push: true, sms: false };

export const PREFERENCE_KINDS = [
  'interviews',
  'interviewReminders',
  'messages',
  'applicationUpdates',
  'matchingJobs',
  'newApplicants',
  'interviewsToday',
  'shiftOffers',
  'shiftReminders',
  'shiftBookings',
] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

export type PreferenceKindEntry = { kind: PreferenceKind; label: string; hint: string; roles: readonly Role[] };

/** Every kind of notice a person can turn on or off, in the order settings show them. */
export const NOTICE_CATALOG: readonly PreferenceKindEntry[] = [
  { kind: 'interviews', label: 'Interview changes', hint: 'An interview proposed, accepted, moved or canceled.', roles: ['staff', 'employer'] },
  { kind: 'interviewReminders', label: 'Interview reminders', hint: 'The day before an interview and two hours before it.', roles: ['staff', 'employer'] },
  { kind: 'messages', label: 'Messages', hint: 'Someone wrote to you on Chairside.', roles: ['staff', 'employer'] },
  { kind: 'applicationUpdates', label: 'Application updates', hint: 'Invitations to apply and news of the jobs you applied to.', roles: ['staff'] },
  { kind: 'matchingJobs', label: 'Job alerts and matching jobs', hint: 'New jobs that match your alerts and your profile.', roles: ['staff'] },
  { kind: 'newApplicants', label: 'New applicants', hint: 'Someone applied to one of your postings.', roles: ['employer'] },
  { kind: 'interviewsToday', label: 'Today’s interviews', hint: 'A morning summary of the day’s interviews at your practice.', roles: ['employer'] },
  { kind: 'shiftOffers', label: 'Shift offers', hint: 'Temp shift requests and instant-book news, and whether you got the shift.', roles: ['staff'] },
  {
    kind: 'shiftReminders',
    label: 'Shift reminders',
    hint: 'The evening before and two hours before a shift you are booked for, and changes to it.',
    roles: ['staff'],
  },
  { kind: 'shiftBookings', label: 'Shift bookings', hint: 'A temp shift of yours booked or canceled.', roles: ['employer'] },
];

export const preferenceKindLabel = (kind: PreferenceKind) => NOTICE_CATALOG.find((entry) => entry.kind === kind)?.label ?? kind;

/** The kinds a person of this role chooses (none for an administrator). */
export function kindsForRole(role: Role): PreferenceKind[] {
  return NOTICE_CATALOG.filter((entry) => entry.roles.includes(role)).map((entry) => entry.kind);
}

/** Sent by email whatever a person chooses: they answer something the person did or must know. */
export const TRANSACTIONAL_NOTICES: readonly string[] = [
  'Password reset codes',
  'Receipts and payment notices',
  'Email address changes',
  'Confirmations, changes and cancellations of the shifts you are booked for',
];

const cellsSchema = (kind: PreferenceKind) =>
  z.strictObject({
    email: z.boolean({ error: `preferences.${kind}.email is true or false.` }),
    push: z.boolean({ error: `preferences.${kind}.push is true or false.` }),
    sms: z.boolean({ error: `preferences.${kind}.sms is true or false.` }),
  });

/**
 * PUT users/{id}/notice-preferences: the kinds given are set (each with its three channels); the
 * others stay as they are. Turning texts on for a kind needs a verified number and the consent
 * wording shown to the person, sent back word for word.
 */
export const NoticePreferencesUpdateSchema = z.strictObject({
  preferences: z.strictObject(
    {
      interviews: cellsSchema('interviews').optional(),
      interviewReminders: cellsSchema('interviewReminders').optional(),
      messages: cellsSchema('messages').optional(),
      applicationUpdates: cellsSchema('applicationUpdates').optional(),
      matchingJobs: cellsSchema('matchingJobs').optional(),
      newApplicants: cellsSchema('newApplicants').optional(),
      interviewsToday: cellsSchema('interviewsToday').optional(),
      shiftOffers: cellsSchema('shiftOffers').optional(),
      shiftReminders: cellsSchema('shiftReminders').optional(),
      shiftBookings: cellsSchema('shiftBookings').optional(),
    },
    { error: 'preferences is an object of kinds of notice, each with email, push and sms.' },
  ),
  smsConsentWording: z.string({ error: 'smsConsentWording is the consent text shown.' }).max(2000, 'smsConsentWording is at most 2000 characters.').optional(),
});
export type NoticePreferencesUpdate = z.infer<typeof NoticePreferencesUpdateSchema>;

export const SMS_CONSENT_ACTIONS = ['opt-in', 'opt-out', 'stop', 'start'] as const;
export type SmsConsentAction = (typeof SMS_CONSENT_ACTIONS)[number];
/** Where a consent record came from: the settings screen, a reply to a text, or a change of number. */
export const SMS_CONSENT_SOURCES = ['settings', 'reply', 'number-change'] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];

export const SmsConsentRecordSchema = z.object({
  at: z.iso.datetime(),
  /** Null: every kind (a STOP or START reply). */
  kind: z.enum(PREFERENCE_KINDS).nullable(),
  action: z.enum(SMS_CONSENT_ACTIONS),
  source: z.enum(SMS_CONSENT_SOURCES),
  /** The number as people write it. */
  phone: z.string(),
  /** The consent wording shown, word for word (opt-ins from settings). */
  wording: z.string().nullable(),
});
export type SmsConsentRecord = z.infer<typeof SmsConsentRecordSchema>;

export const SmsPhoneSchema = z.object({
  /** E.164: +15125550142. */
  number: z.string(),
  /** (512) 555-0142. */
  display: z.string(),
  verified: z.boolean(),
  /** When a code was last sent to the number, while it is not verified. */
  codeSentAt: z.iso.datetime().nullable(),
  /** When the number replied STOP (no texts go to it until it replies START). */
  stoppedAt: z.iso.datetime().nullable(),
});
export type SmsPhone = z.infer<typeof SmsPhoneSchema>;

export const NoticePreferencesSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(PREFERENCE_KINDS), email: z.boolean(), push: z.boolean(), sms: z.boolean() })),
  sms: z.object({
    phone: SmsPhoneSchema.nullable(),
    /** The wording to show and send back when turning texts on; null without a verified number. */
    consentWording: z.string().nullable(),
    /** No texts in these hours of the person's day (they wait until the end), in timeZone. */
    quietHours: z.object({ start: z.string(), end: z.string() }),
    timeZone: z.string(),
    /** Newest first. */
    consents: z.array(SmsConsentRecordSchema),
  }),
});
export type NoticePreferences = z.infer<typeof NoticePreferencesSchema>;
