import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

// PostgreSQL text cannot hold a NUL character, and neither text nor jsonb holds half of a UTF-16
// surrogate pair (JSON can write one as "\ud800"; jsonb refuses it, text would keep a
// replacement character instead of what was sent). Such input is refused once, here, for every
// route, before any schema or query sees it.

/** A lone surrogate: half of a UTF-16 pair without its other half (with the u flag a whole pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

const problemOf = (text: string): string | null => (text.includes('\u0000') ? 'NUL' : LONE_SURROGATE.test(text) ? 'half of a character pair' : null);

export type UnstorableText = { field: string; problem: string };

/** The path of the first string (or key) PostgreSQL cannot store as sent, and why; null when all can be stored. */
export function findUnstorableText(value: unknown, path: string, depth = 0): UnstorableText | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { field: path, problem } : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const problem = problemOf(key);
    if (problem) return { field: childPath, problem };
    const found = findUnstorableText(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const unstorableTextError = ({ field, problem }: UnstorableText, fallback: string) =>
  new AppError('VALIDATION', `${field || fallback} contains a character that is not allowed (${problem}).`, { field: field || undefined });

/** Refuses input PostgreSQL cannot store with a 400 naming the field, before any schema or query sees it. */
export async function rejectUnstorableText(request: FastifyRequest) {
  for (const part of [request.body, request.query, request.params]) {
    const found = findUnstorableText(part, '');
    if (found !== null) throw unstorableTextError(found, 'The request');
  }
}
