// Between what a form holds (text, '' for "none chosen") and what the API's schema takes.
import * as z from 'zod';

/** A field whose blank text means `blank` (null for "none", undefined for "not chosen"). */
export const blankAs = <S extends z.ZodType>(blank: null | undefined, schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? blank : value), schema);

/** A number typed in a box: blank is none, anything else is read as a number for the schema to check. */
export const typedNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : value), schema);

/**
 * Inside a form schema's transform: the request body checked by the API's own schema, together
 * with the form's messages of its own (a field name -> a message, or false for none), which win
 * over the schema's for their field. Every message shows under its field at once; the body goes
 * on only when there is none.
 */
export function checkedBody<T>(schema: z.ZodType<T>, body: unknown, own: Record<string, string | false>, context: z.RefinementCtx): T {
  const checked = schema.safeParse(body);
  const messages = new Map<string, string>();
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  for (const [field, message] of Object.entries(own)) if (message) messages.set(field, message);
  if (checked.success && messages.size === 0) return checked.data;
  for (const [field, message] of messages) context.addIssue({ code: 'custom', path: field ? [field] : [], message });
  return z.NEVER;
}
