import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PARTNER_FEED } from '@chairside/db/demo-partner-feed';
import { partnerJobs } from '@chairside/db/schema';
import { JobSearchAnswerSchema } from '@chairside/domain/job-search';
import { useTestApi } from '../../testing/test-api';
import { call } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { importPartnerFeed, type FeedLog } from './import-partner-feed';
import { parsePartnerFeed, partnerJobKey } from './parse-partner-feed';
import { createNoticeQueue, silentLog } from '../../platform/notice-queue';
import { partnerFeedSources, partnerFeedsTask } from './partner-feed-schedule';

const clock = movableClock(new Date().toISOString());
const api = useTestApi({ clock });
const dir = mkdtempSync(join(tmpdir(), 'chairside-feeds-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

type Logged = { level: 'info' | 'warn'; details: Record<string, unknown>; message: string };
let logged: Logged[] = [];
const log: FeedLog = {
  info: (details, message) => logged.push({ level: 'info', details: details as Record<string, unknown>, message }),
  warn: (details, message) => logged.push({ level: 'warn', details: details as Record<string, unknown>, message }),
};
const ctx = () => ({ db: api.database.db, clock, log });

beforeEach(async () => {
  logged = [];
  await api.database.db.execute(sql`delete from partner_jobs`);
  await api.database.db.execute(sql`delete from app_settings where key like 'partner_feed_%'`);
});

type Job = {
  title: string;
  ref?: string;
  url?: string;
  company?: string;
  city?: string;
  state?: string;
  zip?: string;
  date?: string;
  jobtype?: string;
  description?: string;
};

function feedXml(jobs: Job[]): string {
  const cdata = (tag: string, value: string | undefined) => (value === undefined ? '' : `<${tag}><![CDATA[${value}]]></${tag}>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<source><publisher>Test Board</publisher>
${jobs
  .map(
    (job) =>
      `<job>${cdata('title', job.title)}${cdata('date', job.date ?? 'Mon, 16 Nov 2026 10:00:00 GMT')}${cdata('referencenumber', job.ref)}` +
      `${cdata('url', job.url ?? `https://jobs.example.com/${job.ref ?? job.title.replace(/\W+/g, '-')}`)}${cdata('company', job.company ?? 'Harbor Family Dentistry')}` +
      `${cdata('city', job.city)}${cdata('state', job.state)}${cdata('zip', job.zip)}${cdata('description', job.description ?? '<p>Great team.</p>')}` +
      `${cdata('jobtype', job.jobtype ?? 'Full-time')}</job>`,
  )
  .join('\n')}
</source>`;
}

let files = 0;
async function feedFile(content: string): Promise<string> {
  const path = join(dir, `feed-${++files}.xml`);
  await writeFile(path, content);
  return path;
}

/** Writes the feed to one file (the source stays the same across versions). */
async function writeFeed(path: string, jobs: Job[]) {
  await writeFile(path, feedXml(jobs));
}

async function rows() {
  return api.database.db
    .select({
      jobKey: partnerJobs.jobKey,
      title: partnerJobs.title,
      zip: partnerJobs.zip,
      state: partnerJobs.state,
      lat: partnerJobs.lat,
      lng: partnerJobs.lng,
      position: partnerJobs.position,
      expiredAt: partnerJobs.expiredAt,
      postedDate: partnerJobs.postedDate,
    })
    .from(partnerJobs)
    .orderBy(partnerJobs.title);
}

const CHICAGO: Job[] = [
  { title: 'Registered Dental Hygienist', ref: 'A-1', city: 'Chicago', state: 'IL', zip: '60625' },
  { title: 'Dental Assistant', ref: 'A-2', city: 'Chicago', state: 'IL', zip: '60614' },
  { title: 'Dental Assistant / Receptionist', ref: 'A-3', city: 'Evanston', state: 'Illinois', zip: '60201-1234' },
];

describe('importing a partner feed', () => {
  it('adds the jobs, placed by ZIP code, with a position when the title is clear', async () => {
    const source = await feedFile(feedXml(CHICAGO));
    const result = await importPartnerFeed(ctx(), source);
    expect(result).toMatchObject({ status: 'imported', jobs: 3, added: 3, updated: 0, expired: 0, skipped: 0, duplicates: 0, unplaced: 0 });
    const stored = await rows();
    expect(stored.map((row) => [row.title, row.position, row.zip, row.state])).toEqual([
      ['Dental Assistant', 'DA', '60614', 'IL'],
      ['Dental Assistant / Receptionist', null, '60201', 'IL'],
      ['Registered Dental Hygienist', 'DH', '60625', 'IL'],
    ]);
    expect(stored[2].lat).toBeCloseTo(41.9703, 3);
    expect(stored[2].lng).toBeCloseTo(-87.7042, 3);
    expect(stored[2].postedDate?.toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(stored[2].jobKey).toBe(partnerJobKey(source, 'A-1', 'https://jobs.example.com/A-1'));
    expect(logged.map((entry) => entry.message)).toEqual(['partner feed imported']);
  });

  it('places a job without a ZIP code by its city and state, and a Canadian one by its postal code', async () => {
    const source = await feedFile(
      feedXml([
        { title: 'Dental Hygienist', ref: 'B-1', city: 'Naperville', state: 'IL' },
        { title: 'Dental Hygienist', ref: 'B-2', city: 'Toronto', state: 'ON', zip: 'M5V 3L9' },
        { title: 'Dental Hygienist', ref: 'B-3', city: 'Nowhere Town', state: 'ZZ' },
      ]),
    );
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ status: 'imported', added: 3, unplaced: 1 });
    const places = (await rows()).map((row) => [row.zip, row.lat === null ? null : Math.round(row.lat)]);
    expect(places).toEqual(
      expect.arrayContaining([
        [null, 42],
        ['M5V', 44],
        [null, null],
      ]),
    );
  });

  it('de-duplicates by key: the same reference number twice is one job; without one, the url is the key', async () => {
    const source = await feedFile(
      feedXml([
        { title: 'Dental Hygienist', ref: 'C-1', zip: '60614' },
        { title: 'Dental Hygienist (again)', ref: 'C-1', zip: '60614' },
        { title: 'Dental Assistant', url: 'https://jobs.example.com/no-ref', zip: '60614' },
        { title: 'Dental Assistant (same url)', url: 'https://jobs.example.com/no-ref', zip: '60614' },
      ]),
    );
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ status: 'imported', jobs: 2, added: 2, duplicates: 2 });
    expect((await rows()).map((row) => row.title)).toEqual(['Dental Assistant', 'Dental Hygienist']);
    // Importing again adds nothing and expires nothing.
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ status: 'imported', added: 0, updated: 2, expired: 0 });
    expect(await rows()).toHaveLength(2);
  });

  it('expires jobs that leave the feed, and brings one back when it returns', async () => {
    const source = join(dir, 'versions.xml');
    await writeFeed(source, CHICAGO);
    await importPartnerFeed(ctx(), source);
    clock.advanceDays(1);
    await writeFeed(source, [CHICAGO[0], { ...CHICAGO[1], title: 'Dental Assistant (4 days)' }]);
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ status: 'imported', added: 0, updated: 2, expired: 1 });
    const afterSecond = await rows();
    expect(afterSecond.map((row) => [row.title, row.expiredAt !== null])).toEqual([
      ['Dental Assistant (4 days)', false],
      ['Dental Assistant / Receptionist', true],
      ['Registered Dental Hygienist', false],
    ]);
    const search = async () => JobSearchAnswerSchema.parse((await call(api, null, 'GET', '/api9/jobs/search?zip=60614&radius=50&position=ANY')).json());
    expect((await search()).partnerJobs.map((job) => job.title)).not.toContain('Dental Assistant / Receptionist');
    clock.advanceDays(1);
    await writeFeed(source, CHICAGO);
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ added: 0, updated: 3, expired: 0 });
    expect((await rows()).every((row) => row.expiredAt === null)).toBe(true);
    expect((await search()).partnerTotal).toBe(3);
  });

  it('logs and skips a feed that is not valid XML, without touching the jobs it had', async () => {
    const source = join(dir, 'breaks.xml');
    await writeFeed(source, CHICAGO);
    await importPartnerFeed(ctx(), source);
    logged = [];
    await writeFile(source, '<source><job><title>Dental Hygienist</job></source>');
    const result = await importPartnerFeed(ctx(), source);
    expect(result).toMatchObject({ status: 'failed' });
    expect(logged).toEqual([{ level: 'warn', message: 'partner feed not imported', details: expect.objectContaining({ source, badXml: true }) }]);
    expect((await rows()).filter((row) => row.expiredAt === null)).toHaveLength(3);
  });

  it.each([
    ['not a job feed', '<?xml version="1.0"?><rss><channel><item><title>x</title></item></channel></rss>', true],
    ['not XML at all', '{"jobs": []}', true],
    ['an empty file', '', true],
  ])('%s: logged, not thrown', async (_name, content, badXml) => {
    const result = await importPartnerFeed(ctx(), await feedFile(content));
    expect(result.status).toBe('failed');
    expect(logged[0]).toMatchObject({ level: 'warn', details: { badXml } });
  });

  it('a missing file or an unreachable address: logged, not thrown', async () => {
    expect(await importPartnerFeed(ctx(), join(dir, 'missing.xml'))).toMatchObject({ status: 'failed' });
    expect(await importPartnerFeed(ctx(), 'http://127.0.0.1:9/feed.xml')).toMatchObject({ status: 'failed' });
    expect(logged.map((entry) => entry.details.badXml)).toEqual([false, false]);
  });

  it('skips jobs without a title or an http(s) address, and counts them', async () => {
    const source = await feedFile(
      feedXml([
        { title: 'Dental Hygienist', ref: 'D-1', zip: '60614' },
        { title: ' ', ref: 'D-2', zip: '60614' },
        { title: 'Dental Assistant', ref: 'D-3', url: 'javascript:alert(1)', zip: '60614' },
      ]),
    );
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ status: 'imported', jobs: 1, skipped: 2 });
  });

  it('reads file: URLs too', async () => {
    const path = await feedFile(feedXml(CHICAGO));
    expect(await importPartnerFeed(ctx(), pathToFileURL(path).toString())).toMatchObject({ status: 'imported', added: 3 });
  });

  it('skips a feed another instance imported within the interval', async () => {
    const source = await feedFile(feedXml(CHICAGO));
    expect(await importPartnerFeed(ctx(), source, 60_000)).toMatchObject({ status: 'imported' });
    expect(await importPartnerFeed(ctx(), source, 60_000)).toEqual({ source, status: 'skipped', reason: 'recent' });
    clock.advanceDays(1);
    expect(await importPartnerFeed(ctx(), source, 60_000)).toMatchObject({ status: 'imported' });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('skips a feed whose import lock another instance holds (PostgreSQL: two connections)', async () => {
    const source = await feedFile(feedXml(CHICAGO));
    let release: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = api.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7240120, hashtext(${source}))`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    expect(await importPartnerFeed(ctx(), source)).toEqual({ source, status: 'skipped', reason: 'busy' });
    release();
    await holder;
    expect(await importPartnerFeed(ctx(), source)).toMatchObject({ status: 'imported', added: 3 });
  });
});

describe('partner jobs in the search', () => {
  it('answers partner jobs near the ZIP, nearest first, with their key and address; filtered by position and keyword; none nationally', async () => {
    const source = await feedFile(
      feedXml([
        ...CHICAGO,
        { title: 'Dental Hygienist', ref: 'E-1', city: 'Los Angeles', state: 'CA', zip: '90024' },
        { title: 'Periodontal Hygienist', ref: 'E-2', city: 'Chicago', state: 'IL', zip: '60614', company: 'Lakeshore Perio', jobtype: 'Part-time' },
      ]),
    );
    await importPartnerFeed(ctx(), source);
    const search = async (query: string) => JobSearchAnswerSchema.parse((await call(api, null, 'GET', `/api9/jobs/search?${query}`)).json());

    const all = await search('zip=60614&radius=20&position=ANY');
    expect(all.partnerJobs.map((job) => [job.title, job.distance])).toEqual([
      ['Periodontal Hygienist', 0],
      ['Dental Assistant', 0],
      ['Registered Dental Hygienist', 4.4],
      ['Dental Assistant / Receptionist', 9.4],
    ]);
    expect(all.partnerTotal).toBe(4);
    expect(all.partnerJobs[0]).toEqual({
      jobKey: partnerJobKey(source, 'E-2', 'https://jobs.example.com/E-2'),
      title: 'Periodontal Hygienist',
      company: 'Lakeshore Perio',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
      position: 'DH',
      distance: 0,
      url: 'https://jobs.example.com/E-2',
      postedDate: '2026-11-16T10:00:00.000Z',
      jobType: 'Part-time',
    });
    expect((await search('zip=60614&radius=20&position=DH')).partnerJobs.map((job) => job.title)).toEqual([
      'Periodontal Hygienist',
      'Registered Dental Hygienist',
    ]);
    expect((await search('zip=60614&radius=20&position=ANY&keyword=lakeshore')).partnerJobs.map((job) => job.title)).toEqual(['Periodontal Hygienist']);
    expect((await search('zip=60614&radius=20&position=ANY&keyword=family')).partnerTotal).toBe(3);
    expect((await search('zip=60614&radius=200&position=ANY&limit=2&offset=2')).partnerJobs).toHaveLength(2);
    expect((await search('zip=60614&radius=101&position=ANY')).partnerJobs).toEqual([]);
    expect((await search('zip=90024&radius=10&position=DH')).partnerJobs.map((job) => job.title)).toEqual(['Dental Hygienist']);
  });
});

describe('the demo feed and the schedule', () => {
  it('the demo feed is a valid job feed of 30 to 60 dental jobs, nearly all placed', async () => {
    const result = await importPartnerFeed(ctx(), DEMO_PARTNER_FEED);
    expect(result).toMatchObject({ status: 'imported', skipped: 0, duplicates: 0 });
    if (result.status !== 'imported') throw new Error('not imported');
    expect(result.jobs).toBeGreaterThanOrEqual(30);
    expect(result.jobs).toBeLessThanOrEqual(60);
    expect(result.unplaced).toBe(0);
    const parsed = parsePartnerFeed(await import('node:fs/promises').then((fs) => fs.readFile(DEMO_PARTNER_FEED, 'utf8')), DEMO_PARTNER_FEED, new Date());
    expect(parsed.jobs.filter((job) => job.position !== null).length).toBeGreaterThan(result.jobs * 0.8);
  });

  it('imports the configured feeds, or the demo feed when none is configured and demo data is on', () => {
    expect(partnerFeedSources({ PARTNER_FEED_URLS: ['https://a.example/feed.xml'], SEED_DEMO: true })).toEqual(['https://a.example/feed.xml']);
    expect(partnerFeedSources({ PARTNER_FEED_URLS: [], SEED_DEMO: true })).toEqual([DEMO_PARTNER_FEED]);
    expect(partnerFeedSources({ PARTNER_FEED_URLS: [], SEED_DEMO: false })).toEqual([]);
  });

  it('the import is a recurring task of the notice queue: due at once, then once per interval', async () => {
    const source = await feedFile(feedXml(CHICAGO));
    const queue = createNoticeQueue({ db: ctx().db, clock: ctx().clock, log: silentLog });
    queue.every(partnerFeedsTask(ctx(), [source], 60));
    expect((await queue.runDue()).map((outcome) => outcome.outcome)).toEqual(['sent']);
    expect(await rows()).toHaveLength(3);
    expect(await queue.runDue()).toEqual([]);
  });
});
