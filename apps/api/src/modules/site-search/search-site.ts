import {
  SITE_SEARCH_INDEXES,
  clampHitsPerPage,
  isSearchableQuery,
  queryWords,
  type SiteSearchIndex,
  type SiteSearchIndexResult,
  type SiteSearchResponse,
} from '@chairside/domain/site-search';
import type { AppContext } from '../../platform/context';
import { searchBuiltInPages } from './built-in-pages';
import { searchJobDirectories } from './job-directories-index';
import { correctionsOf } from './site-search-terms';
import { SMALL_INDEXES, searchJobPostings, searchSmallIndexes, type IndexPage, type SmallIndex } from './site-search-repository';

export type SiteSearchRequest = { q: string; hitsPerPage?: number; page: number; index?: SiteSearchIndex };

type Alternatives = string[][];

/** Each query word a prefix (as typed), or-ed with its corrections; all words must match. Words are [a-z0-9] only. */
function tsqueryOf(alternatives: Alternatives): string {
  return alternatives.map((options) => `(${options.map((word, i) => (i === 0 ? `${word}:*` : word)).join(' | ')})`).join(' & ');
}

const isSmall = (index: SiteSearchIndex): index is SmallIndex => (SMALL_INDEXES as readonly string[]).includes(index);

const resultOf = (index: SiteSearchIndex, found: IndexPage, hitsPerPage: number, page: number, ms: number): SiteSearchIndexResult => ({
  index,
  hits: found.hits,
  nbHits: found.nbHits,
  nbPages: Math.ceil(found.nbHits / hitsPerPage),
  page,
  hitsPerPage,
  processingTimeMS: Math.round(ms),
});

/**
 * Every asked index, in the spec's order: the directories in memory, the postings in one query,
 * the five small indexes together in another (processingTimeMS is that query's time for each).
 */
async function searchAll(ctx: AppContext, indexes: readonly SiteSearchIndex[], alternatives: Alternatives, hitsPerPage: number, page: number, now: Date) {
  const query = { tsquery: tsqueryOf(alternatives), now, limit: hitsPerPage, offset: page * hitsPerPage };
  const results = new Map<SiteSearchIndex, SiteSearchIndexResult>();
  let started = performance.now();
  if (indexes.includes('Job Directories')) {
    const all = searchJobDirectories(
      alternatives.map((options) => options[0]),
      alternatives.some((options) => options.length > 1),
    );
    results.set(
      'Job Directories',
      resultOf(
        'Job Directories',
        { hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: all.length },
        hitsPerPage,
        page,
        performance.now() - started,
      ),
    );
  }
  // One after another: PGlite has one connection, and parallel queries per search would crowd other requests.
  if (indexes.includes('Job Postings')) {
    started = performance.now();
    results.set('Job Postings', resultOf('Job Postings', await searchJobPostings(ctx.readDb, query), hitsPerPage, page, performance.now() - started));
  }
  const small = indexes.filter(isSmall);
  if (small.length > 0) {
    started = performance.now();
    // The site's own pages (salary survey, toolkits...) come before the content pages.
    const builtIn = small.includes('Site Pages') ? searchBuiltInPages(alternatives.map((options) => options[0])) : [];
    const found = await searchSmallIndexes(ctx.readDb, query, small, builtIn.length);
    const pages = found.get('Site Pages');
    if (pages && builtIn.length > 0)
      found.set('Site Pages', {
        hits: [...builtIn.slice(page * hitsPerPage, (page + 1) * hitsPerPage), ...pages.hits].slice(0, hitsPerPage),
        nbHits: pages.nbHits + builtIn.length,
      });
    const ms = performance.now() - started;
    for (const index of small) results.set(index, resultOf(index, found.get(index) ?? { hits: [], nbHits: 0 }, hitsPerPage, page, ms));
  }
  return indexes.map((index) => results.get(index) as SiteSearchIndexResult);
}

/**
 * GET site-search: the seven indexes (or one), each answered in the spec's hit shape. Under 3
 * characters: every index empty, nothing searched. When nothing matches as typed, words of 4
 * letters or more are read with their one-typo corrections from the word list and the search
 * runs once more (corrections says which).
 */
export async function searchSite(ctx: AppContext, request: SiteSearchRequest): Promise<SiteSearchResponse> {
  const started = performance.now();
  const hitsPerPage = clampHitsPerPage(request.hitsPerPage);
  const indexes = request.index ? [request.index] : SITE_SEARCH_INDEXES;
  const words = isSearchableQuery(request.q) ? queryWords(request.q) : [];
  const now = ctx.clock.now();
  const empty = () => indexes.map((index) => ({ index, hits: [], nbHits: 0, nbPages: 0, page: request.page, hitsPerPage, processingTimeMS: 0 }));
  if (words.length === 0) return { query: request.q, corrections: [], results: empty(), processingTimeMS: 0 };

  let results = await searchAll(
    ctx,
    indexes,
    words.map((word) => [word]),
    hitsPerPage,
    request.page,
    now,
  );
  let corrections: { from: string; to: string }[] = [];
  if (results.every((result) => result.nbHits === 0)) {
    const corrected = await correctionsOf(ctx, words);
    const alternatives = words.map((word, i) => [word, ...corrected[i]]);
    corrections = alternatives.flatMap((options) => options.slice(1).map((to) => ({ from: options[0], to })));
    if (corrections.length > 0) results = await searchAll(ctx, indexes, alternatives, hitsPerPage, request.page, now);
  }
  return { query: request.q, corrections, results, processingTimeMS: Math.round(performance.now() - started) };
}
