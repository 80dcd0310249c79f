// Between what a form holds (text, '' for "none chosen") and what the API's schema takes.
import * as z from 'zod';

/** A field whose blank text means `blank` (null for "none", undefined for "not chosen"). */
export const blankAs = <S extends z.ZodType>(blank: null | undefined, schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? blank : value), schema);

/** A number typed in a box: blank is none, anything else is read as a number for the schema to check. */
export const typedNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : value), schema);
