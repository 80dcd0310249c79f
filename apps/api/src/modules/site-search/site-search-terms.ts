import { deletionVariants, isOneTypoAway, queryWords, TYPO_MIN_WORD_LENGTH } from '@chairside/domain/site-search';
import type { AppContext } from '../../platform/context';
import { jobDirectoryWords } from './job-directories-index';
import { indexedTexts, replaceTerms, wordsByVariants } from './site-search-repository';

export const SITE_SEARCH_TERMS_TASK = 'site-search-terms';
export const SITE_SEARCH_TERMS_EVERY_MS = 15 * 60_000;
const MAX_WORD_LENGTH = 30;
const MAX_CORRECTIONS = 3;

/**
 * Rebuilds the typo word list from what the indexes hold now (titles of live postings and their
 * cities, events, listings, posts, pages, authors, directory names): each word of 4 to 30
 * letters under itself and its one-letter deletions. Answers the number of words.
 */
export async function refreshSiteSearchTerms(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const words = new Set(jobDirectoryWords());
  for (const text of await indexedTexts(ctx.db, now)) for (const word of queryWords(text)) words.add(word);
  const rows: { variant: string; word: string }[] = [];
  for (const word of words) {
    if (word.length < TYPO_MIN_WORD_LENGTH || word.length > MAX_WORD_LENGTH || /^\d+$/.test(word)) continue;
    for (const variant of deletionVariants(word)) rows.push({ variant, word });
  }
  await replaceTerms(ctx.db, rows);
  return words.size;
}

const correctable = (typed: string) => typed.length >= TYPO_MIN_WORD_LENGTH && typed.length <= MAX_WORD_LENGTH && !/^\d+$/.test(typed);

/**
 * For each query word, the known words one typo away (none for short words, digits or a word the
 * indexes hold as typed), at most 3 each: one lookup for all the words.
 */
export async function correctionsOf(ctx: AppContext, words: string[]): Promise<string[][]> {
  const candidates = await wordsByVariants(ctx.db, [...new Set(words.filter(correctable).flatMap(deletionVariants))]);
  return words.map((typed) => {
    if (!correctable(typed) || candidates.includes(typed)) return [];
    return candidates
      .filter((word) => isOneTypoAway(typed, word))
      .sort()
      .slice(0, MAX_CORRECTIONS);
  });
}
