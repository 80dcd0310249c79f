import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses input with NUL characters with a 400 naming the field, before any schema or query sees it. */
export async function rejectNulCharacters(request: FastifyRequest) {
  for (const part of [request.body, request.query, request.params]) {
    const field = findNul(part, '');
    if (field !== null)
      throw new AppError('VALIDATION', `${field || 'The request'} contains a character that is not allowed (NUL).`, { field: field || undefined });
  }
}
