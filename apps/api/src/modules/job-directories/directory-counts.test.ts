import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { SITEMAP_CACHE_SECONDS } from './get-sitemap';

// Public caches on (tests otherwise run with SEARCH_CACHE_SECONDS 0), on a clock the test moves.
const clock = movableClock('2026-11-30T10:00:00.000Z');
const api = useTestApi({ clock, env: { SEARCH_CACHE_SECONDS: '20' } });

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url: `/api9${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000).toISOString());
const oregon = async () => {
  const answer = await get('/job-directories/jobs?state=oregon');
  const portland = answer.places.find((place: { name: string }) => place.name === 'Portland');
  const hygienists = answer.roles.find((role: { name: string }) => role.name === 'Dental Hygienist Jobs');
  return { total: answer.total as number, portland: portland?.count as number | undefined, hygienists: hygienists?.count as number | undefined };
};
const directoryPaths = async () => ((await get('/job-directories/sitemap/directories/1')) as { path: string }[]).map((entry) => entry.path);

describe('a state directory’s counts are kept for SEARCH_CACHE_SECONDS and refreshed behind the requests', () => {
  it('answers the counts from memory, then follows a publish and an expiry once refreshed', async () => {
    const practice = await signUpEmployer(api);
    await liveJob(api, practice, { name: 'Hygienist One', zip: '97205', position: 'DH' });
    expect(await oregon()).toEqual({ total: 1, portland: 1, hygienists: 1 });

    // A new posting: the page's counts are not grouped again on this request.
    const second = await liveJob(api, practice, { name: 'Hygienist Two', zip: '97205', position: 'DH' });
    expect(await oregon()).toEqual({ total: 1, portland: 1, hygienists: 1 });

    // Past the seconds: the kept counts answer once more while one refresh replaces them.
    later(21);
    expect(await oregon()).toEqual({ total: 1, portland: 1, hygienists: 1 });
    await vi.waitFor(async () => expect(await oregon()).toEqual({ total: 2, portland: 2, hygienists: 2 }));

    // An expired posting leaves the counts the same way.
    await api.database.db.execute(
      sql`update jobs set live_until = ${new Date(clock.now().getTime() - 1000).toISOString()}::timestamptz where id = ${second.id}`,
    );
    expect((await oregon()).total).toBe(2);
    later(21);
    await vi.waitFor(async () => expect(await oregon()).toEqual({ total: 1, portland: 1, hygienists: 1 }));
  });
});

describe('the sitemap index and its directory list are reused for SITEMAP_CACHE_SECONDS', () => {
  it('keeps the computed index and lists, then shows a new state with its true lastmod once refreshed', async () => {
    const practice = await signUpEmployer(api);
    const before = await get('/job-directories/sitemap');
    expect(await directoryPaths()).not.toContain('/dental-jobs/state/nevada/');

    const posting = await liveJob(api, practice, { name: 'Las Vegas Hygienist', zip: '89101', position: 'DH' });
    expect(await get('/job-directories/sitemap')).toEqual(before);
    expect(await directoryPaths()).not.toContain('/dental-jobs/state/nevada/');

    later(SITEMAP_CACHE_SECONDS + 1);
    await get('/job-directories/sitemap');
    await directoryPaths();
    const updated = await api.database.db.execute<{ updated_at: string }>(sql`select updated_at from jobs where id = ${posting.id}`);
    const lastmod = new Date(updated.rows[0]!.updated_at).toISOString();
    await vi.waitFor(async () => {
      const paths = (await get('/job-directories/sitemap/directories/1')) as { path: string; lastmod: string | null }[];
      expect(paths.find((entry) => entry.path === '/dental-jobs/state/nevada/')?.lastmod).toBe(lastmod);
      const index = (await get('/job-directories/sitemap')) as { family: string; lastmod: string | null }[];
      expect(index.find((file) => file.family === 'directories')?.lastmod).toBe(lastmod);
    });
  });
});
