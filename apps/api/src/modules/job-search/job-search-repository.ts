import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { executePrepared, executeUnprepared, type Database } from '@chairside/db/client';
import { jobEvaluations, jobs, users } from '@chairside/db/schema';
import type { SearchFilters } from './search-filters';
import { searchStatementOf, type PartnerFilters } from './search-statement';

/** What a search result shows of a posting: its stored search card (job_cards.card, migration 0075). */
export type PremiumJobCard = {
  id: number;
  name: string;
  position: string;
  type: 'PERM' | 'TEMP';
  urltitle: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  isConfidential: boolean;
  isNational: boolean;
  employmentType: string | null;
  payCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  specialties: string[];
  postedDate: string;
  practiceName: string;
  practiceUsername: string;
  practiceIsPublic: boolean;
};

export type PremiumJobRow = {
  card: PremiumJobCard;
  distance: number | null;
  /** The count of matches, up to the filters' countLimit + 1. */
  total: number;
  dates: string[] | null;
  opinion: 'LIKED' | 'DISLIKED' | null;
  applied: boolean;
  invited: boolean;
};

export type PartnerJobRow = {
  jobKey: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  position: string | null;
  jobType: string | null;
  url: string;
  postedDate: string | null;
  distance: number | null;
  total: number;
};

/**
 * Both lists: `premium` and `partner` JSON arrays. Without partner filters (the national search)
 * the partner list is empty.
 */
export async function searchJobRows(
  db: Database,
  premium: SearchFilters,
  partner: PartnerFilters | null,
): Promise<{ premium: PremiumJobRow[]; partner: PartnerJobRow[] }> {
  const statement = searchStatementOf(premium, partner);
  type Lists = { premium: PremiumJobRow[]; partner: PartnerJobRow[] };
  // Without a keyword, or with a common one (tested on the place's rows, no word index; the partner
  // filters carry the same flag), the plan does not depend on the values: prepared (planned once per
  // connection). A rarer keyword is planned each time.
  const prepared = !premium.keyword || premium.commonKeyword;
  const result = prepared ? await executePrepared<Lists>(db, statement) : await executeUnprepared<Lists>(db, statement);
  return result.rows[0];
}

/** A word in at least this share of postings (open or not) is common. */
export const COMMON_WORD_SHARE = 0.02;

/**
 * Whether every word of the keyword is in at least COMMON_WORD_SHARE of postings, by the planner's
 * statistics of jobs.search_vector (its most common words and their shares, kept by ANALYZE).
 * Without statistics (a new database), or for a keyword of stop words only, it is not.
 */
export async function isCommonKeyword(db: Database, keyword: string): Promise<boolean> {
  const result = await db.execute<{ common: boolean }>(sql`
    select coalesce(bool_and(coalesce(f.share, 0) >= ${COMMON_WORD_SHARE}::float4), false) as common
    from unnest(tsvector_to_array(to_tsvector('english'::regconfig, ${keyword}))) as w(lexeme)
    left join (
      select unnest(s.most_common_elems::text::text[]) as lexeme, unnest(s.most_common_elem_freqs) as share
      from pg_stats s where s.schemaname = current_schema() and s.tablename = 'jobs' and s.attname = 'search_vector'
    ) f on f.lexeme = w.lexeme`);
  return result.rows[0]?.common === true;
}

export type Searcher = { id: number; zip: string | null; position: string | null };

/** The signed-in user the path names (the guards checked it is the caller), with their own ZIP and position. */
export async function findSearcher(db: Database, username: string): Promise<Searcher | null> {
  const [row] = await db.select({ id: users.id, zip: users.zip, position: users.position }).from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

/** Whether a posting anyone may read exists (published: not a draft). */
export async function publishedJobExists(db: Database, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT')))
    .limit(1);
  return !!row;
}

export type JobPlace = { position: string | null; lat: number | null; lng: number | null; isConfidential: boolean; practiceUsername: string };

/** A published posting's position, place and practice (drafts and postings taken down over reports: null). */
export async function findPublishedJobPlace(db: Database, jobId: number): Promise<JobPlace | null> {
  const [row] = await db
    .select({ position: jobs.position, lat: jobs.lat, lng: jobs.lng, isConfidential: jobs.isConfidential, practiceUsername: users.username })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT'), isNull(jobs.hiddenAt)))
    .limit(1);
  return row ?? null;
}

/** Stores (or, with null, removes) the user's like or dislike of a posting. */
export async function saveOpinion(db: Database, userId: number, jobId: number, opinion: 'LIKED' | 'DISLIKED' | null, now: Date): Promise<void> {
  if (opinion === null) {
    await db.delete(jobEvaluations).where(and(eq(jobEvaluations.userId, userId), eq(jobEvaluations.jobId, jobId)));
    return;
  }
  await db
    .insert(jobEvaluations)
    .values({ userId, jobId, opinion, updatedAt: now })
    .onConflictDoUpdate({ target: [jobEvaluations.userId, jobEvaluations.jobId], set: { opinion, updatedAt: now } });
}
