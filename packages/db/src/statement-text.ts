import { createHash } from 'node:crypto';
import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export type StatementText = { text: string; params: unknown[]; name: string };

const dialect = new PgDialect();

/** Statement names by text: a hot statement's text is hashed once, not on every call. Bounded: cleared when full. */
const NAMES_LIMIT = 1_000;
const names = new Map<string, string>();

export function nameOf(text: string): string {
  const known = names.get(text);
  if (known) return known;
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  if (names.size >= NAMES_LIMIT) names.clear();
  names.set(text, name);
  return name;
}

/** Thrown inside the walk when a chunk is of a kind only Drizzle's own compiler knows (tables, columns, placeholders…). */
const UNKNOWN_CHUNK = Symbol('unknown chunk');

/**
 * Appends a chunk list's text to `parts` and its values to `params`, as Drizzle's PostgreSQL
 * dialect writes them: text as it is, a nested statement inline, a plain value as the next `$n`,
 * an array as a parenthesised list. Any other kind of chunk stops the walk.
 */
function walk(chunks: readonly unknown[], parts: string[], params: unknown[]): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) parts.push(chunk.value.join(''));
    else if (chunk instanceof SQL) {
      // Values written into the text (sql.inlineParams) are Drizzle's to escape.
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNKNOWN_CHUNK;
      walk(chunk.queryChunks, parts, params);
    } else if (chunk === undefined) continue;
    else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
      params.push(chunk);
      parts.push(`$${params.length}`);
    } else if (Array.isArray(chunk)) {
      parts.push('(');
      chunk.forEach((item, index) => {
        if (index > 0) parts.push(', ');
        walk([item], parts, params);
      });
      parts.push(')');
    } else throw UNKNOWN_CHUNK;
  }
}

/**
 * A statement's text, values and prepared-statement name. Statements written with `sql` of
 * text and plain values (the hot searches) are written by a walk of their chunks, several times
 * cheaper than Drizzle's general compiler, which handles the rest (tables, columns, placeholders).
 * Both give the same text and values.
 */
export function statementText(query: SQL): StatementText {
  const parts: string[] = [];
  const params: unknown[] = [];
  try {
    walk(query.queryChunks, parts, params);
  } catch (error) {
    if (error !== UNKNOWN_CHUNK) throw error;
    const compiled = dialect.sqlToQuery(query);
    return { text: compiled.sql, params: compiled.params, name: nameOf(compiled.sql) };
  }
  const text = parts.join('');
  return { text, params, name: nameOf(text) };
}
