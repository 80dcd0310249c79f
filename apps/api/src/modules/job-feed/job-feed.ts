import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { formatPay } from '@chairside/domain/job-posting-rules';
import type { AppContext } from '../../platform/context';
import { jobPageUrl } from '../google-indexing/public-api';

/** Postings read from the database at a time: the feed never holds more. */
export const FEED_BATCH = 500;
/** The public address of the feed (robots.txt lists it for partners). */
export const JOB_FEED_PATH = '/api9/feeds/jobs.xml';

type FeedRow = {
  id: string | number;
  name: string | null;
  description: string | null;
  urltitle: string | null;
  position: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  type: string | null;
  employment_type: string | null;
  pay_code: string | null;
  salary_min: number | null;
  salary_max: number | null;
  posted_date: string | Date | null;
  updated_at: string | Date;
  company: string | null;
};

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 does not allow.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const element = (name: string, value: string | null, asCdata = false) =>
  value === null || value === '' ? '' : `    <${name}>${asCdata ? cdata(value) : escapeXml(value)}</${name}>\n`;

/** The feed's job type: the employment type of a permanent posting, temporary for a temp one. */
export function feedJobType(type: string | null, employmentType: string | null): string | null {
  if (type === 'TEMP') return 'temporary';
  return { FULL_TIME: 'fulltime', PART_TIME: 'parttime', PER_DIEM: 'perdiem' }[employmentType ?? ''] ?? null;
}

/** The marker the feed's page links carry: an application started from one counts as source "feed" (ADR 121, 125). */
export const FEED_SOURCE_PARAM = 'from=feed';

/** One <job> of the feed. */
function jobXml(ctx: AppContext, row: FeedRow): string {
  const id = Number(row.id);
  const url = `${jobPageUrl(ctx, { id, urltitle: row.urltitle, position: row.position, city: row.city, state: row.state })}?${FEED_SOURCE_PARAM}`;
  const posted = row.posted_date ? new Date(row.posted_date).toUTCString() : null;
  return (
    '  <job>\n' +
    element('title', row.name) +
    element('date', posted) +
    element('referencenumber', `chairside-${id}`) +
    element('url', url) +
    element('company', row.company) +
    element('city', row.city) +
    element('state', row.state) +
    element('country', 'US') +
    element('postalcode', row.zip) +
    element('description', row.description, true) +
    element('salary', formatPay(row.pay_code, row.salary_min, row.salary_max)) +
    element('jobtype', feedJobType(row.type, row.employment_type)) +
    element('category', row.position) +
    '  </job>\n'
  );
}

const LIVE = (now: string) => sql`j.status = 'ACTIVE' and j.live_until > ${now}::timestamptz`;

/** What identifies the feed's content now: the live postings, their newest change. Cheap (one aggregate). */
export async function feedVersion(ctx: AppContext): Promise<{ etag: string; lastModified: Date | null }> {
  const now = ctx.clock.now().toISOString();
  const result = await ctx.db.execute<{
    count: string | number;
    ids: string | number | null;
    newest: string | Date | null;
    practices: string | Date | null;
  }>(sql`
    select count(*) as count, sum(j.id) as ids, max(j.updated_at) as newest, max(e.updated_at) as practices
      from jobs j join employers e on e.user_id = j.employer_id where ${LIVE(now)}`);
  const row = result.rows[0];
  const newest = [row?.newest, row?.practices].filter((value): value is string | Date => !!value).map((value) => new Date(value).getTime());
  const lastModified = newest.length > 0 ? new Date(Math.max(...newest)) : null;
  const etag = createHash('sha256')
    .update(`${ctx.config.PUBLIC_URL}|${FEED_SOURCE_PARAM}|${row?.count ?? 0}|${row?.ids ?? 0}|${lastModified?.toISOString() ?? ''}`)
    .digest('base64url')
    .slice(0, 27);
  return { etag: `"${etag}"`, lastModified };
}

/**
 * The live postings as an XML job feed, in the format the partner import reads (<source><job>…):
 * title, date, reference number, page URL (where people apply), practice, place, description,
 * pay, job type and position. Read in batches by id (keyset), so memory stays flat however many
 * postings there are; a confidential posting has no practice name.
 */
export function jobFeedStream(ctx: AppContext, publisher = 'Chairside'): Readable {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  async function* chunks() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<source>\n  <publisher>${escapeXml(publisher)}</publisher>\n  <publisherurl>${escapeXml(publicUrl)}</publisherurl>\n  <lastBuildDate>${now.toUTCString()}</lastBuildDate>\n`;
    let after = 0;
    for (;;) {
      const batch = await ctx.db.execute<FeedRow>(sql`
        select j.id, j.name, j.description, j.urltitle, j.position, j.city, j.state, j.zip, j.type, j.employment_type,
               j.pay_code, j.salary_min, j.salary_max, j.posted_date, j.updated_at,
               case when j.is_confidential then null else e.practice_name end as company
          from jobs j join employers e on e.user_id = j.employer_id
         where ${LIVE(at)} and j.id > ${after}
         order by j.id limit ${FEED_BATCH}`);
      if (batch.rows.length > 0) yield batch.rows.map((row) => jobXml(ctx, row)).join('');
      if (batch.rows.length < FEED_BATCH) break;
      after = Number(batch.rows.at(-1)!.id);
    }
    yield '</source>\n';
  }
  return Readable.from(chunks());
}
