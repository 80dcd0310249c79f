// Turning failures into words: the one place a form reads the server's and the schema's errors.
import { ApiError } from '../../lib/api-client';
import { inWords } from './field-words';

/** Field name -> the message shown under that field. */
export type FieldErrors = Record<string, string>;

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** A failure the page itself words for the form's alert (a device that refused a passkey, say): thrown from a form's submit. */
export class FormProblem extends Error {}

/** What a failed request says to a person: the server's message (or the page's own words), or a plain fallback. */
export const failureMessage = (caught: unknown, fallback = SOMETHING_WENT_WRONG) =>
  caught instanceof ApiError || caught instanceof FormProblem ? inWords(caught.message) : fallback;

/** The first message per field of a zod parse failure (issues carry the field as path[0]). */
export function fieldErrorsFromIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = inWords(issue.message);
  }
  return errors;
}

/** A failure the page itself ties to one field (a 404 that means "no such username"): thrown from a form's submit. */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The server's field messages (`errors[].field`) that belong to the given fields, keyed by the
 * top-level field (`offices.0.zip` is shown under `offices`), or by the whole path for forms whose
 * lists show a message per row (`keep: 'path'`). Empty when the failure names none of the fields.
 */
export function serverFieldErrors(caught: unknown, fields: readonly string[], keep: 'field' | 'path' = 'field'): FieldErrors {
  if (caught instanceof FieldProblem) return fields.includes(caught.field) ? { [caught.field]: caught.message } : {};
  if (!(caught instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(caught.fields)) {
    const field = path.split('.')[0] ?? path;
    const key = keep === 'path' ? path : field;
    if (fields.includes(field) && !errors[key]) errors[key] = inWords(message);
  }
  return errors;
}
