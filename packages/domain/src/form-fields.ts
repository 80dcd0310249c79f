// Field helpers shared by the schemas (accounts, resume, offices, employer profile, job postings).
import { z } from 'zod';
import { POSITION_CODES, type PositionCode } from './positions';
import { REGIONS } from './resume-profile-rules';

export const PositionCodeSchema = z.enum(POSITION_CODES as [PositionCode, ...PositionCode[]], {
  error: 'Choose a position: DD, DA, DH, FO, LT or SR.',
});

/** Text a person may leave blank: trimmed, blank becomes null; null is accepted. */
export const optionalText = (max: number, message: string, typeMessage = message) =>
  z
    .string({ error: typeMessage })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Text a body may leave out or blank ('{label} is at most {max} characters.'): null then. */
export const omittableText = (max: number, label: string) => optionalText(max, `${label} is at most ${max} characters.`, `${label} is text.`).default(null);

/** A state or province code a body may leave out or blank (any case): null then. */
export const omittableRegionSchema = z
  .string({ error: 'Choose the state or province.' })
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || Object.hasOwn(REGIONS, value), 'Choose the state or province.')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

/** A 5-digit ZIP code a body may leave out or blank: null then. */
export const omittableZipSchema = z
  .string({ error: 'A ZIP code is 5 digits.' })
  .trim()
  .regex(/^(\d{5})?$/, 'A ZIP code is 5 digits.')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

/** Text that must be given: trimmed, 1 to max characters. */
export const requiredText = (max: number, emptyMessage: string, maxMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, maxMessage);

/** A database id: a positive whole number. */
export const idSchema = (label: string) =>
  z
    .number({ error: `${label} is a positive whole number.` })
    .int(`${label} is a positive whole number.`)
    .positive(`${label} is a positive whole number.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is a positive whole number.`);

/**
 * A whole number in a path or query string, written in decimal digits only ('12'; not '0x10',
 * '1e3', '+5', ' 5' or '5.0', which a plain number conversion would take), then checked by
 * `number`. Anything else answers `message`.
 */
export const digitsParamSchema = <T extends z.ZodType<number, number>>(message: string, number: T) =>
  z
    .string({ error: message })
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(number);

/** An id in a path or query string ('12'). */
export const idParamSchema = (label: string) => digitsParamSchema(`${label} is a positive whole number.`, idSchema(label));

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day written HH:MM (24 hours). */
export const timeSchema = (label: string) =>
  z.string({ error: `${label} is a time written HH:MM (24 hours).` }).regex(TIME_PATTERN, `${label} is a time written HH:MM (24 hours).`);
