// Field helpers shared by the schemas (accounts, resume, offices, employer profile, job postings).
import { z } from 'zod';
import { POSITION_CODES, type PositionCode } from './positions';

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
