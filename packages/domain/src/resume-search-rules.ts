// Resume search without zod: the match score, the order of the results, the distance bands of
// the preview, and who may see the full card. docs/decisions/ (resume search ADR) explains why.
// - Filters (years, certifications, availability, relocation) are hard: a resume that misses one
//   is not listed. Among the listed, the match score says how well the resume fits the search.
// - Order: match score (high first), then distance (near first), then the resume's id.
// - A future premium boost (a seeker who pays to be seen first) adds points through
//   `premiumBoost`: 0 for everyone today.
import type { CandidateState } from './resume-profile';

/** How a candidate state reads to people (CANDIDATE_STATES in ./resume-profile). */
export const CANDIDATE_STATE_LABELS: Record<CandidateState, string> = {
  ACTIVE: 'Actively looking',
  OPEN: 'Open to offers',
  NOT_LOOKING: 'Not looking',
};

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Miles: the default radius, the largest, and how much farther than the radius a seeker willing to relocate may live (at most 300 miles in all). */
export const RESUME_SEARCH_DEFAULT_RADIUS = 25;
export const RESUME_SEARCH_MAX_RADIUS = 200;
export const RELOCATION_REACH_MILES = 100;
export const RESUME_SEARCH_DEFAULT_LIMIT = 20;
export const RESUME_SEARCH_MAX_LIMIT = 50;
/** How many candidates, nearest first, are ranked and paged at most: a search bounds its work (ENGINEERING: rank a bounded set). */
export const RANKED_RESUMES_LIMIT = 300;
/** How far the total is counted: more matches than this answer `totalCapped` (ADR 134). */
export const RESUME_COUNT_LIMIT = 1000;

/** What the score of one resume is made of. */
export type ResumeMatchInput = {
  /** Full-text relevance of the keyword (ts_rank, 0 to 1); null when no keyword was given. */
  keywordRank: number | null;
  /** Years of experience on the resume (null: not given). */
  experience: number | null;
  /** The searched minimum years (null: none). */
  minExperience: number | null;
  /** Days the person is available (permanent or temp). */
  daysAvailable: number;
  /** The searched days (0: none); the resume has at least one of them. */
  daysRequested: number;
  /** Of the searched days, how many the person is available on. */
  daysMatched: number;
  skills: number;
  certs: number;
  hasPhoto: boolean;
  candidateState: CandidateState;
  /** Inside the radius (false: found because willing to relocate). */
  withinRadius: boolean;
  /** Points a future premium placement adds; 0 today. */
  premiumBoost?: number;
};

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/**
 * The match score, 0 to 100 (plus any premium boost). Weights: keyword 30 (when one was given;
 * otherwise its share goes to the resume's strength), availability 20, experience 20, resume
 * strength 20 (skills, certifications, photo), candidate state 10 (actively looking 10, open to
 * offers 5). A seeker outside the radius who is willing to relocate loses 15.
 */
export function resumeMatchScore(input: ResumeMatchInput): number {
  const strength = clamp01(Math.min(input.skills, 8) / 8) * 0.6 + clamp01(Math.min(input.certs, 3) / 3) * 0.3 + (input.hasPhoto ? 0.1 : 0);
  const keyword = input.keywordRank === null ? null : clamp01(input.keywordRank * 10);
  const availability = input.daysRequested > 0 ? clamp01(input.daysMatched / input.daysRequested) : clamp01(Math.min(input.daysAvailable, 5) / 5);
  const years = input.experience ?? 0;
  const target = Math.max(input.minExperience ?? 0, 1) + 4;
  const experience = clamp01(years / target);
  const state = input.candidateState === 'ACTIVE' ? 1 : input.candidateState === 'OPEN' ? 0.5 : 0;
  const score =
    (keyword === null ? strength * 50 : keyword * 30 + strength * 20) + availability * 20 + experience * 20 + state * 10 - (input.withinRadius ? 0 : 15);
  return Math.round(Math.max(0, Math.min(100, score))) + (input.premiumBoost ?? 0);
}

export type RankedResume = { id: number; score: number; distance: number | null };

/** Match score high first, then nearer first (no distance: last), then the older account first. */
export function compareResumes(a: RankedResume, b: RankedResume): number {
  if (a.score !== b.score) return b.score - a.score;
  const da = a.distance ?? Number.POSITIVE_INFINITY;
  const db = b.distance ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da - db;
  return a.id - b.id;
}

export function rankResumes<T extends RankedResume>(rows: readonly T[]): T[] {
  return [...rows].sort(compareResumes);
}

/** The preview's distance: a band, never the exact miles (the exact place stays private). */
/**
 * The radii a preview searches: the edges of its distance bands. A preview shows how far a person
 * lives only as a band, so a narrower radius (1 mile around a ZIP code) would tell more than the
 * card shows; a preview's radius is widened to the next edge (ADR 69).
 */
export const PREVIEW_RADII = [10, 25, 50, 100, 200] as const;

export function previewRadius(radius: number): number {
  return PREVIEW_RADII.find((edge) => edge >= radius) ?? Math.max(...PREVIEW_RADII);
}

export const DISTANCE_BANDS = ['Within 10 miles', '10 to 25 miles', '25 to 50 miles', '50 to 100 miles', '100 to 200 miles', 'Willing to relocate'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

export function distanceBand(miles: number | null, withinRadius: boolean): DistanceBand {
  if (!withinRadius || miles === null) return 'Willing to relocate';
  if (miles < 10) return 'Within 10 miles';
  if (miles < 25) return '10 to 25 miles';
  if (miles < 50) return '25 to 50 miles';
  if (miles < 100) return '50 to 100 miles';
  return '100 to 200 miles';
}

/** What gives a practice the full resume card. */
export type ResumeAccessFacts = {
  /** INV plus INVSUB balance. */
  invitationCredits: number;
  /** A live subscription that carries INVSUB invitations. */
  hasInvitationSubscription: boolean;
  /** A resume-access product (UPGRADE_RESUME category) bought within its period. */
  hasResumeAccess: boolean;
};

export type ResumeAccess = 'full' | 'preview';

/** Full cards with invitation credits, an invitation subscription or resume access; otherwise the preview. */
export function resumeAccessOf(facts: ResumeAccessFacts): ResumeAccess {
  return facts.invitationCredits > 0 || facts.hasInvitationSubscription || facts.hasResumeAccess ? 'full' : 'preview';
}

/** The credit an invitation spends: INVSUB first (it renews), then INV; null when none is left. */
export function creditToSpend(balances: { INV: number; INVSUB: number }): 'INV' | 'INVSUB' | null {
  if (balances.INVSUB > 0) return 'INVSUB';
  if (balances.INV > 0) return 'INV';
  return null;
}

/** The product a practice with no invitation credit left is pointed to. */
export const INVITATION_CREDIT_PRODUCT = 'INV';
/** Days a resume-access product (RESUME30) lasts. */
export const RESUME_ACCESS_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * When resume access ends, from the practice's resume-access purchases (any order): each adds
 * RESUME_ACCESS_DAYS a unit from its purchase, or from the end of the access still running then,
 * so buying again before the end extends it instead of wasting days. null: never bought.
 */
export function resumeAccessEnd(purchases: readonly { at: Date; quantity: number }[]): Date | null {
  let end: number | null = null;
  for (const purchase of [...purchases].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const from: number = end !== null && end > purchase.at.getTime() ? end : purchase.at.getTime();
    end = from + Math.max(1, purchase.quantity) * RESUME_ACCESS_DAYS * DAY_MS;
  }
  return end === null ? null : new Date(end);
}
