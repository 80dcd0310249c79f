import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Parses a value the route could not hand to its schema (a multipart field, a JSON body of a
 * route that also takes multipart): the first problem becomes a 400 naming the field.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix: string[] = []): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const unknownKeys = issue.code === 'unrecognized_keys';
  const path = unknownKeys ? [...issue.path, issue.keys[0]] : issue.path;
  const field = [...prefix, ...path.map(String)].join('.') || 'body';
  const message = unknownKeys ? `Unknown field: ${issue.keys.join(', ')}.` : issue.message;
  throw new AppError('VALIDATION', message, { field });
}
