// Texts (SMS): US mobile numbers, the verification code, the consent wording a person agrees to,
// the keywords people answer with (STOP, START, HELP) and quiet hours in the person's time zone.
import { z } from 'zod';
import { instantOfLocalDateTime, localDateTimeIn } from './time-zones';

/**
 * A US (North American Numbering Plan) number in E.164 form (+15125550142), or null when the text
 * is not one: 10 digits, or 11 starting with 1, in any common writing ((512) 555-0142,
 * 512.555.0142, +1 512 555 0142). The area code and the exchange start with 2-9; N11 codes (411,
 * 911) are services, not numbers.
 */
export function usPhoneE164(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+') && !digits.startsWith('1')) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  if (digits.slice(1, 3) === '11' || digits.slice(4, 6) === '11') return null;
  return `+1${digits}`;
}

/** +15125550142 as people write it: (512) 555-0142. Anything else is given back as it is. */
export function formatUsPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** The last four digits, for places that must not show the whole number. */
export const phoneEnding = (e164: string) => e164.slice(-4);

export const PhoneNumberInputSchema = z.strictObject({
  phone: z
    .string({ error: 'phone is your mobile number, such as (512) 555-0142.' })
    .max(40, 'phone is at most 40 characters.')
    .transform((value, context) => {
      const e164 = usPhoneE164(value);
      if (e164) return e164;
      context.addIssue({ code: 'custom', message: 'Enter a US mobile number with its area code, such as (512) 555-0142.' });
      return z.NEVER;
    }),
});
export type PhoneNumberInput = z.input<typeof PhoneNumberInputSchema>;

export const SMS_CODE_LENGTH = 6;
/** A code works this long after it is sent. */
export const SMS_CODE_TTL_MINUTES = 10;
/** Wrong codes entered before a code stops working. */
export const SMS_CODE_MAX_GUESSES = 5;

export const PhoneCodeInputSchema = z.strictObject({
  code: z
    .string({ error: 'Enter the code from the text.' })
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits from the text.'),
});
export type PhoneCodeInput = z.input<typeof PhoneCodeInputSchema>;

/** The text that carries a verification code. */
export const verificationText = (code: string) =>
  `Chairside: your code is ${code}. It works for ${SMS_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this text.`;

/**
 * The consent a person gives when turning on texts for a kind of notice, shown beside the choice
 * and kept word for word with the time and the number (TCPA). It names the number texts go to.
 */
export function smsConsentWording(e164: string): string {
  return (
    `I agree to receive automated text messages from Chairside at ${formatUsPhone(e164)} about the kinds of notice I turn on for texts. ` +
    'Consent is not a condition of any purchase or of using Chairside. Message frequency varies. Message and data rates may apply. ' +
    'Reply STOP to stop all texts, HELP for help.'
  );
}

/** What a person's reply asks for, by its keyword (the whole message, in any case). */
export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
};

/** The keyword a reply is, or null for any other message ("Stop by at 3" is not STOP). Trailing punctuation is allowed. */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

/** The answers to the keywords: sent once for STOP and START, and for each HELP. */
export const SMS_REPLIES = {
  stop: 'Chairside: you will get no more texts from us. Reply START to get them again.',
  start: 'Chairside: texts are on again for the notices you chose. Reply STOP to stop them, HELP for help.',
  help: (settingsUrl: string, supportEmail: string) =>
    `Chairside: interview, message and job notices for dental teams. Message frequency varies; message and data rates may apply. Choose your texts at ${settingsUrl} or write to ${supportEmail}. Reply STOP to stop.`,
} as const;

/** Hours of the day when no text is sent, in the person's time zone: start and end as HH:MM (the end is not included). */
export type QuietHours = { start: string; end: string };
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '21:00', end: '08:00' };
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '21:00-08:00' as quiet hours, or null when it is not two HH:MM times. */
export function parseQuietHours(text: string): QuietHours | null {
  const [start, end, ...rest] = text.split('-').map((part) => part.trim());
  if (rest.length > 0 || start === undefined || end === undefined || !HH_MM.test(start) || !HH_MM.test(end)) return null;
  return { start, end };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * When quiet hours that `at` falls in end, in the zone; null when `at` is outside them. Quiet
 * hours may run past midnight (21:00-08:00). A start equal to the end means none.
 */
export function quietHoursEnd(at: Date, timeZone: string, quiet: QuietHours): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const local = localDateTimeIn(at, timeZone);
  const day = local.slice(0, 10);
  const now = minutesOf(local.slice(11, 16));
  const overnight = start > end;
  const inside = overnight ? now >= start || now < end : now >= start && now < end;
  if (!inside) return null;
  const endDay = overnight && now >= start ? nextDay(day) : day;
  return instantOfLocalDateTime(`${endDay}T${quiet.end}`, timeZone);
}
