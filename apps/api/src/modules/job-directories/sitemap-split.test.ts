import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SITEMAP_FILE_LIMIT } from '@chairside/domain/job-directories';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { getSitemapIndex, getSitemapPart } from './get-sitemap';

const clock = movableClock('2026-10-05T10:00:00.000Z');
const api = useTestApi({ clock });

/** The protocol allows 50,000 addresses a file; the test lowers the limit to split a handful of postings. */
const PER_FILE = 3;
const jobIdOf = (path: string) => Number(/^\/dental-jobs\/job\/(\d+)\//.exec(path)?.[1]);

let practice: TestAccount;
const live: number[] = [];

beforeAll(async () => {
  practice = await signUpEmployer(api);
  for (let n = 0; n < 8; n++) live.push((await liveJob(api, practice, { name: `Hygienist ${n}`, zip: '60614' })).id);
  // One posting changed later than the others: only its file's lastmod moves.
  await api.database.db.execute(sql`update jobs set updated_at = '2027-06-01T08:00:00Z' where id = ${live[7]!}`);
  // One posting no longer live: it leaves its file.
  await api.database.db.execute(sql`update jobs set live_until = '2026-10-01T00:00:00Z' where id = ${live[0]!}`);
});

describe('the sitemap of live postings, split into files', () => {
  it('keeps the protocol limit of 50,000 addresses a file', () => {
    expect(SITEMAP_FILE_LIMIT).toBe(50_000);
  });

  it('lists every live posting once, in files of at most the limit, each with its own newest change', async () => {
    const index = await getSitemapIndex(api.ctx, PER_FILE);
    const files = index.filter((file) => file.family === 'jobs');
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(7 / PER_FILE));
    const seen: number[] = [];
    for (const file of files) {
      const entries = await getSitemapPart(api.ctx, 'jobs', file.part, PER_FILE);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(PER_FILE);
      // The file's lastmod in the index is the newest change of its own addresses.
      const newest = entries.map((entry) => entry.lastmod!).reduce((a, b) => (a > b ? a : b));
      expect(file.lastmod).toBe(newest);
      seen.push(...entries.map((entry) => jobIdOf(entry.path)));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(live.slice(1).sort((a, b) => a - b));
    expect(seen).not.toContain(live[0]);
    // Only the file that holds the later change shows it.
    const changed = files.filter((file) => file.lastmod === '2027-06-01T08:00:00.000Z');
    expect(changed).toHaveLength(1);
    expect(files.some((file) => file.lastmod !== '2027-06-01T08:00:00.000Z')).toBe(true);
  });

  it('answers 404 for a file past the last one, over HTTP as well', async () => {
    const files = (await getSitemapIndex(api.ctx, PER_FILE)).filter((file) => file.family === 'jobs');
    const last = Math.max(...files.map((file) => file.part));
    await expect(getSitemapPart(api.ctx, 'jobs', last + 1, PER_FILE)).rejects.toThrow(/not found/);
    // At the real limit the handful of postings fits in the first file.
    const first = await api.app.inject({ method: 'GET', url: '/api9/job-directories/sitemap/jobs/1' });
    expect(first.statusCode).toBe(200);
    expect((first.json() as { path: string }[]).map((entry) => jobIdOf(entry.path)).sort((a, b) => a - b)).toEqual(live.slice(1).sort((a, b) => a - b));
  });
});
