import type { z } from 'zod';
import { AppError } from './errors';
import { findUnstorableText, unstorableTextError } from './storable-text';

/**
 * Parses a value the route could not hand to its schema (a multipart field, a JSON body of a
 * route that also takes multipart): the first problem becomes a 400 naming the field.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix: string[] = []): z.infer<T> {
  const unstorable = findUnstorableText(value, '');
  if (unstorable !== null)
    throw unstorableTextError({ ...unstorable, field: [...prefix, ...(unstorable.field ? [unstorable.field] : [])].join('.') || 'body' }, 'body');
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const unknownKeys = issue.code === 'unrecognized_keys';
  const path = unknownKeys ? [...issue.path, issue.keys[0]] : issue.path;
  const field = [...prefix, ...path.map(String)].join('.') || 'body';
  const message = unknownKeys ? `Unknown field: ${issue.keys.join(', ')}.` : issue.message;
  throw new AppError('VALIDATION', message, { field });
}

/**
 * What an error met while reading a multipart body answers: the route's own errors and those the
 * multipart plugin gives a 4xx status pass through; anything else its parser throws (no
 * boundary, a body cut short, a malformed part header) means the body cannot be read: 400.
 */
export function multipartReadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST', 'The form could not be read (multipart/form-data with its boundary, sent whole). Please send it again.', {
    field: 'body',
  });
}
