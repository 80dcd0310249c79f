import { sql, type SQL } from 'drizzle-orm';

/**
 * The keyword as websearch_to_tsquery should read it: a run of minus signs with nothing but
 * spaces or punctuation between them ("- - -", 33 dashes) negates one word, so it becomes one
 * minus sign (or none, for an even count, as double negation). PostgreSQL keeps a stack slot per
 * pending operator and fails past 32 of them.
 */
export function foldNegations(keyword: string): string {
  return keyword.replace(/-(?:[^\p{L}\p{N}"-]*-)+/gu, (run) => ((run.match(/-/g)?.length ?? 0) % 2 === 1 ? '-' : ' '));
}

/**
 * A person's keyword as a full-text query in web-search syntax ("a phrase", or, -word), English
 * stemming like the search vectors. Every search that takes a keyword builds its query here.
 */
export const webSearchQuery = (keyword: string): SQL => webSearchQueryOf(foldNegations(keyword));

/** The full-text query of a keyword already folded (foldNegations), or of a statement shape's placeholder for one. */
export const webSearchQueryOf = (folded: unknown): SQL => sql`websearch_to_tsquery('english'::regconfig, ${folded})`;
