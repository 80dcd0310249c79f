// Reviews' pure rules (ADR 114), without zod so public pages can use them: the reveal rule, the
// rating, plain text, and the schema.org EmployerAggregateRating markup as Google documents it.

/** A review shows this long after the shift or interview ended, or sooner once the other side wrote too. */
export const REVIEW_REVEAL_DAYS = 14;
/** A completed booking can be reviewed for this long after it ended. */
export const REVIEW_WINDOW_DAYS = 60;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_ANSWER_MAX = 2000;
export const REVIEW_REPORT_MAX = 1000;
export const REVIEW_ASPECTS = ['punctuality', 'preparedness', 'friendliness'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_ASPECT_LABELS: Record<ReviewAspect, string> = {
  punctuality: 'Punctuality',
  preparedness: 'Preparedness',
  friendliness: 'Friendliness',
};
export const BOOKING_KINDS = ['SHIFT', 'INTERVIEW'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const REVIEW_SIDES = ['PRACTICE', 'PROFESSIONAL'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** Line breaks and tabs are kept; every other control character goes. */
const isKept = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 32 && code !== 127) || char === '\n' || char === '\t' || char === '\r';
};

/**
 * Plain text as written: markup removed (tags, not the words between them), control characters
 * other than line breaks and tabs removed, lines trimmed at the end, at most two blank lines in a row.
 */
export function plainText(text: string): string {
  return [...text.replace(/<[^>]*>/g, '')]
    .filter(isKept)
    .join('')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type Rating = { average: number | null; count: number };

const DAY_MS = 86_400_000;

/** When a review shows at the latest: the booking's end plus 14 days. */
export const revealDeadline = (endedAt: Date) => new Date(endedAt.getTime() + REVIEW_REVEAL_DAYS * DAY_MS);

/** The average of overall stars to one decimal, null for none. */
export function ratingOf(stars: number[]): Rating {
  if (stars.length === 0) return { average: null, count: 0 };
  return { average: Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 10) / 10, count: stars.length };
}

/** '4.7 ★ (12 reviews)'; null with none. */
export function ratingWords(rating: Rating): string | null {
  if (rating.average === null || rating.count === 0) return null;
  return `${rating.average.toFixed(1)} ★ (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
}

/**
 * schema.org EmployerAggregateRating as Google documents it (search/docs/appearance/structured-data/employer-rating):
 * itemReviewed an Organization with name (and sameAs, its website), ratingValue, ratingCount, bestRating 5, worstRating 1.
 * Null without a revealed review: Google wants a rating only where there is one.
 */
export function employerAggregateRating(practice: { name: string; sameAs: string }, rating: Rating): Record<string, unknown> | null {
  if (rating.average === null || rating.count === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'EmployerAggregateRating',
    itemReviewed: { '@type': 'Organization', name: practice.name, sameAs: practice.sameAs },
    ratingValue: rating.average,
    ratingCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/**
 * What is wrong with EmployerAggregateRating markup, as Google's required properties and types say
 * (an empty list: valid). Used by the tests and the journey on the page's JSON-LD.
 */
export function employerAggregateRatingProblems(markup: unknown): string[] {
  if (typeof markup !== 'object' || markup === null) return ['not an object'];
  const m = markup as Record<string, unknown>;
  const problems: string[] = [];
  if (m['@type'] !== 'EmployerAggregateRating') problems.push('@type is not EmployerAggregateRating');
  const item = m.itemReviewed as Record<string, unknown> | undefined;
  if (typeof item !== 'object' || item === null) problems.push('itemReviewed is missing');
  else {
    if (item['@type'] !== 'Organization') problems.push('itemReviewed is not an Organization');
    if (typeof item.name !== 'string' || item.name.trim() === '') problems.push('itemReviewed.name is missing');
    if (item.sameAs !== undefined && (typeof item.sameAs !== 'string' || !/^https?:\/\//.test(item.sameAs)))
      problems.push('itemReviewed.sameAs is not an address');
  }
  const best = typeof m.bestRating === 'number' ? m.bestRating : 5;
  const worst = typeof m.worstRating === 'number' ? m.worstRating : 1;
  if (typeof m.ratingValue !== 'number' || !Number.isFinite(m.ratingValue)) problems.push('ratingValue is not a number');
  else if (m.ratingValue < worst || m.ratingValue > best) problems.push('ratingValue is outside worstRating..bestRating');
  if (typeof m.ratingCount !== 'number' || !Number.isInteger(m.ratingCount) || m.ratingCount < 1) problems.push('ratingCount is not a positive whole number');
  if (m.bestRating !== undefined && typeof m.bestRating !== 'number') problems.push('bestRating is not a number');
  if (m.worstRating !== undefined && typeof m.worstRating !== 'number') problems.push('worstRating is not a number');
  return problems;
}
