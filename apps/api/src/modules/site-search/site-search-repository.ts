import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { siteSearchTerms } from '@chairside/db/schema';
import { classifiedPath } from '@chairside/domain/classifieds';
import { eventPath } from '@chairside/domain/community-events';
import { blogPostPath, blogTermPath, contentPagePath } from '@chairside/domain/content';
import { jobSlug } from '@chairside/domain/job-slug';
import { SITE_SEARCH_COUNT_CAP, type SiteSearchHit } from '@chairside/domain/site-search';
import { formatInZone } from '@chairside/domain/time-zones';

export type IndexPage = { hits: SiteSearchHit[]; nbHits: number };
export type IndexQuery = { tsquery: string; now: Date; limit: number; offset: number };

type Row = Record<string, unknown> & { total: number | string };

const place = (city: unknown, state: unknown) => [city, state].filter((part) => typeof part === 'string' && part !== '').join(', ') || null;

async function page(db: Database, query: SQL, toHit: (row: Row) => SiteSearchHit): Promise<IndexPage> {
  const result = await db.execute<Row>(query);
  return { hits: result.rows.map(toHit), nbHits: result.rows.length > 0 ? Number(result.rows[0].total) : 0 };
}

/** When the page is past the last hit: the count alone (the window function needs a row). */
async function withCount(db: Database, query: IndexQuery, search: (q: IndexQuery) => Promise<IndexPage>, count: SQL): Promise<IndexPage> {
  const found = await search(query);
  if (found.hits.length > 0 || query.offset === 0) return found;
  const result = await db.execute<{ total: number | string }>(count);
  return { hits: [], nbHits: Number(result.rows[0]?.total ?? 0) };
}

/**
 * Live postings whose keyword vector matches. Matches are taken up to SITE_SEARCH_COUNT_CAP
 * (the count stops there) and only those are ordered: title matches first (the words among the
 * vector's weight-A lexemes), then newest. The tsquery is a constant of the statement, not a
 * joined row, so the planner can stop a scan at the cap for a common word and use the GIN index
 * for a rare one.
 */
export function searchJobPostings(db: Database, query: IndexQuery): Promise<IndexPage> {
  const titleQuery = query.tsquery
    .replace(/:\*/g, ':*A')
    .replace(/([a-z0-9]) \|/g, '$1:A |')
    .replace(/([a-z0-9])\)/g, '$1:A)');
  const matched = sql`
      from jobs j
      where j.status = 'ACTIVE' and j.live_until > ${query.now.toISOString()} and j.search_vector @@ to_tsquery('english', ${query.tsquery})
      limit ${SITE_SEARCH_COUNT_CAP}`;
  return withCount(
    db,
    query,
    () =>
      page(
        db,
        sql`
          select m.id, m.name, m.city, m.state, m.urltitle, m.position, count(*) over () as total
          from (
            select j.id, j.name, j.city, j.state, j.urltitle, j.position, j.posted_date,
              j.search_vector @@ to_tsquery('english', ${titleQuery}) as in_title
            ${matched}
          ) m
          order by m.in_title desc, m.posted_date desc nulls last, m.id desc
          limit ${query.limit} offset ${query.offset}`,
        (row) => ({
          objectID: `job-${row.id}`,
          title: String(row.name ?? 'Dental job'),
          url: `/dental-jobs/job/${row.id}/${encodeURIComponent(jobSlug({ urltitle: row.urltitle as string | null, position: row.position as string | null, city: row.city as string | null, state: row.state as string | null }))}/`,
          subtitle: place(row.city, row.state),
        }),
      ),
    sql`select count(*) as total from (select 1 ${matched}) m`,
  );
}

export type SmallIndex = 'Site Pages' | 'Authors' | 'Posts' | 'Events' | 'Classifieds';
export const SMALL_INDEXES: readonly SmallIndex[] = ['Site Pages', 'Authors', 'Posts', 'Events', 'Classifieds'];

type SmallRow = {
  idx: SmallIndex;
  id: number | string;
  title: string;
  slug: string | null;
  city: string | null;
  state: string | null;
  is_online: boolean | null;
  start_at: string | Date | null;
  time_zone: string | null;
  publish_at: string | Date | null;
  total: number | string;
};

function smallHit(row: SmallRow): SiteSearchHit {
  const id = Number(row.id);
  switch (row.idx) {
    case 'Events':
      return {
        objectID: `event-${id}`,
        title: row.title,
        url: eventPath(id, row.title),
        subtitle: [formatInZone(new Date(String(row.start_at)), String(row.time_zone)), row.is_online ? 'Online' : place(row.city, row.state)]
          .filter(Boolean)
          .join(' · '),
      };
    case 'Classifieds':
      return { objectID: `classified-${id}`, title: row.title, url: classifiedPath(id, row.title), subtitle: place(row.city, row.state) };
    case 'Posts':
      return {
        objectID: `post-${id}`,
        title: row.title,
        url: blogPostPath(String(row.slug)),
        subtitle: row.publish_at
          ? new Date(String(row.publish_at)).toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' })
          : null,
      };
    case 'Site Pages':
      return { objectID: `page-${id}`, title: row.title, url: contentPagePath(String(row.slug)), subtitle: null };
    case 'Authors':
      return { objectID: `author-${id}`, title: row.title, url: blogTermPath('author', String(row.slug)), subtitle: 'Author' };
  }
}

/**
 * The five small indexes in one statement (one round trip instead of five; on PGlite each query
 * has a fixed cost): events not yet over and live listings by their stored vectors, published
 * posts and pages and the authors by vectors made per query (small tables). Each index is
 * ordered by rank, then its own second key (soonest event, newest listing or post), and paged;
 * Site Pages are paged as if `sitePagesAhead` built-in pages came before them.
 */
export async function searchSmallIndexes(
  db: Database,
  query: IndexQuery,
  indexes: readonly SmallIndex[],
  sitePagesAhead = 0,
): Promise<Map<SmallIndex, IndexPage>> {
  const at = query.now.toISOString();
  const wanted = (index: SmallIndex) => indexes.includes(index);
  const parts: SQL[] = [];
  if (wanted('Events'))
    parts.push(sql`select 'Events' as idx, e.id, e.title, null::text as slug, e.city, e.state, e.is_online, e.start_at, e.time_zone, null::timestamptz as publish_at,
      ts_rank(e.search_vector, q.q) as rank, -extract(epoch from e.start_at) as second
      from community_events e, q where e.status = 'APPROVED' and e.end_at >= ${at} and e.search_vector @@ q.q`);
  if (wanted('Classifieds'))
    parts.push(sql`select 'Classifieds', c.id, c.title, null, c.city, c.state, null, null, null, null,
      ts_rank(c.search_vector, q.q), extract(epoch from c.approved_at)
      from classifieds c, q where c.status = 'APPROVED' and c.expires_at > ${at} and c.search_vector @@ q.q`);
  for (const [index, kind] of [
    ['Posts', 'post'],
    ['Site Pages', 'page'],
  ] as const)
    if (wanted(index))
      parts.push(sql`select ${index}, i.id, i.title, i.slug, null, null, null, null, null, i.publish_at,
        ts_rank(i.v, q.q), extract(epoch from i.publish_at)
        from (select id, title, slug, publish_at, setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') as v
              from content_items where kind = ${kind} and status = 'published' and publish_at <= ${at}) i, q
        where i.v @@ q.q`);
  if (wanted('Authors'))
    parts.push(sql`select 'Authors', t.id, t.name, t.slug, null, null, null, null, null, null, ts_rank(t.v, q.q), 0
      from (select id, name, slug, setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B') as v
            from content_terms where kind = 'author') t, q
      where t.v @@ q.q`);
  const found = new Map<SmallIndex, IndexPage>(indexes.map((index) => [index, { hits: [], nbHits: 0 }]));
  if (parts.length === 0) return found;
  const result = await db.execute<SmallRow & { rn: number | string }>(sql`
    with q as (select to_tsquery('english', ${query.tsquery}) as q),
    matches (idx, id, title, slug, city, state, is_online, start_at, time_zone, publish_at, rank, second) as (${sql.join(parts, sql` union all `)}),
    numbered as (
      select m.*, count(*) over (partition by m.idx) as total,
        row_number() over (partition by m.idx order by m.rank desc, m.second desc, m.id desc) as rn
      from matches m
    )
    select * from numbered
    where rn + case when idx = 'Site Pages' then ${sitePagesAhead}::int else 0 end > ${query.offset}
      and rn + case when idx = 'Site Pages' then ${sitePagesAhead}::int else 0 end <= ${query.offset + query.limit}
    order by idx, rn`);
  for (const row of result.rows) {
    const page = found.get(row.idx);
    if (!page) continue;
    page.hits.push(smallHit(row));
    page.nbHits = Number(row.total);
  }
  return found;
}

/** Words one typo away from a query word: those filed under any of its variants. */
export async function wordsByVariants(db: Database, variants: string[]): Promise<string[]> {
  if (variants.length === 0) return [];
  const rows = await db.selectDistinct({ word: siteSearchTerms.word }).from(siteSearchTerms).where(inArray(siteSearchTerms.variant, variants)).limit(500);
  return rows.map((row) => row.word);
}

/** The titles (and places) whose words the typo word list holds. */
export async function indexedTexts(db: Database, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute<{ text: string }>(sql`
    select distinct lower(name) as text from jobs where status = 'ACTIVE' and live_until > ${at} and name is not null
    union select distinct lower(city) from jobs where status = 'ACTIVE' and live_until > ${at} and city is not null
    union select lower(title) from community_events where status = 'APPROVED' and end_at >= ${at}
    union select lower(coalesce(venue, '') || ' ' || coalesce(city, '')) from community_events where status = 'APPROVED' and end_at >= ${at}
    union select lower(title) from classifieds where status = 'APPROVED' and expires_at > ${at}
    union select lower(title) from content_items where status = 'published' and publish_at <= ${at}
    union select lower(name) from content_terms where kind = 'author'`);
  return result.rows.map((row) => row.text);
}

/** Replaces the typo word list in one transaction. */
export async function replaceTerms(db: Database, rows: { variant: string; word: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(siteSearchTerms);
    for (let start = 0; start < rows.length; start += 2000)
      await tx
        .insert(siteSearchTerms)
        .values(rows.slice(start, start + 2000))
        .onConflictDoNothing();
  });
}
