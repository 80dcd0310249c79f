// Site search (ADR 50): the seven indexes of the spec, the hit shape of each answer, the query
// rules (at least 3 characters after trimming; hits per page clamped to 1-100, default 10) and
// the typo rule (one edit: a letter added, dropped, changed, or two neighbours swapped).
import { z } from 'zod';

export const SITE_SEARCH_INDEXES = ['Job Directories', 'Job Postings', 'Site Pages', 'Authors', 'Posts', 'Events', 'Classifieds'] as const;
export type SiteSearchIndex = (typeof SITE_SEARCH_INDEXES)[number];

export const SITE_SEARCH_MIN_LENGTH = 3;
export const SITE_SEARCH_DEFAULT_HITS = 10;
export const SITE_SEARCH_MAX_HITS = 100;
/** A result stalled this long shows the pending state. */
export const SITE_SEARCH_PENDING_MS = 200;
/** Job postings are counted up to this many (nbHits stops there): only these are ordered. */
export const SITE_SEARCH_COUNT_CAP = 300;
/** Words shorter than this are never corrected. */
export const TYPO_MIN_WORD_LENGTH = 4;
export const SITE_SEARCH_MAX_QUERY_LENGTH = 200;

/** hitsPerPage as given, brought into 1-100; missing or not a number: 10. */
export function clampHitsPerPage(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return SITE_SEARCH_DEFAULT_HITS;
  return Math.min(SITE_SEARCH_MAX_HITS, Math.max(1, Math.trunc(value)));
}

/** Whether a query is long enough to search (at least 3 characters after trimming). */
export const isSearchableQuery = (query: string) => query.trim().length >= SITE_SEARCH_MIN_LENGTH;

/** The query's words: lower case, accents folded, letters and digits only, at most 8. */
export function queryWords(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** The word with each one letter left out, and the word itself: the keys a word is filed under. */
export function deletionVariants(word: string): string[] {
  const variants = new Set([word]);
  for (let i = 0; i < word.length; i += 1) variants.add(word.slice(0, i) + word.slice(i + 1));
  return [...variants];
}

/** Edit distance with adjacent swaps counted as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  // A cell outside the table never wins a minimum.
  const cell = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let left = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(cell(i - 1, j) + 1, left + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, cell(i - 2, j - 2) + 1);
      row.push(value);
      left = value;
    }
    d.push(row);
  }
  return cell(a.length, b.length);
}

/** Whether `word` is `typed` with one typo (never for words under 4 letters, nor for the same word). */
export function isOneTypoAway(typed: string, word: string): boolean {
  if (typed.length < TYPO_MIN_WORD_LENGTH || word.length < TYPO_MIN_WORD_LENGTH || typed === word) return false;
  if (Math.abs(typed.length - word.length) > 1) return false;
  return editDistance(typed, word) === 1;
}

export const SiteSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is the text to search for.' })
    .max(SITE_SEARCH_MAX_QUERY_LENGTH, `q is at most ${SITE_SEARCH_MAX_QUERY_LENGTH} characters.`)
    .default(''),
  hitsPerPage: z
    .string({ error: 'hitsPerPage is a whole number.' })
    .regex(/^-?\d{1,9}$/, 'hitsPerPage is a whole number.')
    .transform(Number)
    .optional(),
  page: z
    .string({ error: 'page is a whole number from 0.' })
    .regex(/^\d{1,4}$/, 'page is a whole number from 0.')
    .transform(Number)
    .default(0),
  index: z.enum(SITE_SEARCH_INDEXES, { error: `index is one of: ${SITE_SEARCH_INDEXES.join(', ')}.` }).optional(),
});

export const SiteSearchHitSchema = z.object({
  objectID: z.string(),
  title: z.string(),
  url: z.string(),
  /** A line under the title (a place, a date, a category). */
  subtitle: z.string().nullable(),
});
export type SiteSearchHit = z.infer<typeof SiteSearchHitSchema>;

/** One index's answer, in the spec's hit shape. */
export const SiteSearchIndexResultSchema = z.object({
  index: z.enum(SITE_SEARCH_INDEXES),
  hits: z.array(SiteSearchHitSchema),
  nbHits: z.number().int(),
  nbPages: z.number().int(),
  page: z.number().int(),
  hitsPerPage: z.number().int(),
  processingTimeMS: z.number().int(),
});
export type SiteSearchIndexResult = z.infer<typeof SiteSearchIndexResultSchema>;

export const SiteSearchResponseSchema = z.object({
  query: z.string(),
  /** Query words that matched nothing and were read as the word shown (a typo). */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  results: z.array(SiteSearchIndexResultSchema),
  processingTimeMS: z.number().int(),
});
export type SiteSearchResponse = z.infer<typeof SiteSearchResponseSchema>;
