import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createStaffAccount, createStaffProfile } from '@chairside/db/factories';
import { resumeSearchRows, staffCerts, staffCompanies, staffProfiles, staffSkills, users } from '@chairside/db/schema';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search';
import { RANKED_RESUMES_LIMIT, RESUME_COUNT_LIMIT, type Weekday } from '@chairside/domain/resume-search-rules';
import { useTestApi } from '../../testing/test-api';
import { findCandidates, relocationReach, type CandidateLimits, type CandidateRow, type ResumeFilters } from './resume-search-repository';

const api = useTestApi();

const placeOf = async (zip: string) =>
  (
    await api.database.db.execute<{ zip: string; city: string; state: string; lat: number; lng: number }>(
      sql`select zip, city, state, lat, lng from zip_codes where zip = ${zip}`,
    )
  ).rows[0];
const filtersAt = async (zip: string, overrides: Partial<ResumeFilters> = {}): Promise<ResumeFilters> => {
  const { lat, lng } = await placeOf(zip);
  return {
    position: 'DH',
    origin: { lat, lng },
    radius: 25,
    keyword: null,
    keywordIn: 'resume',
    experience: null,
    certifications: [],
    availability: [],
    relocateOnly: false,
    verifiedOnly: false,
    excludeJobId: null,
    now: new Date(),
    ...overrides,
  };
};
const idsFound = async (zip: string, overrides: Partial<ResumeFilters> = {}) =>
  (await findCandidates(api.database.db, await filtersAt(zip, overrides))).rows.map((row) => row.id);
const rowOf = async (userId: number) => (await api.database.db.select().from(resumeSearchRows).where(eq(resumeSearchRows.userId, userId)))[0] ?? null;

/** Every search row as the triggers left it, then as a rebuild from the resumes writes it: the two must agree. */
async function rowsNowAndRebuilt() {
  const all = () => api.database.db.execute(sql`select * from resume_search_rows order by user_id`);
  const now = (await all()).rows;
  await api.database.db.execute(sql`select resume_search_refresh(array(select user_id from staff_profiles))`);
  return { now, rebuilt: (await all()).rows };
}

describe('the search row follows the resume', () => {
  // Denver (80202): no one else of this file lives there; Boston (02108) is where the seeker moves.
  let id: number;
  beforeAll(async () => {
    const { user } = await createStaffAccount(api.database.db, { zip: '80202', position: 'DH' });
    id = user.id;
    await createStaffProfile(api.database.db, id, {
      isPublic: true,
      experience: 6,
      intro: 'Calm hygienist.',
      skills: [{ name: 'Dentrix', score: 3 }],
      certs: [{ name: 'CPR/BLS', issuer: null, issuedDate: null, expiresDate: null }],
      companies: [
        { name: 'Mile High Dental', title: 'Dental Hygienist', city: 'Denver', state: 'CO', startDate: '2020-01-01', endDate: null, description: null },
      ],
      availability: { isDowMon: true, isDowSatTemp: true },
    });
  });

  it('a public resume has a row with what the search reads', async () => {
    expect(await rowOf(id)).toMatchObject({
      position: 'DH',
      experience: 6,
      candidateState: 'OPEN',
      isRelocate: false,
      hasPhoto: false,
      days: 2,
      tempDays: 64,
      skills: 1,
      certs: 1,
      certNames: ['CPR/BLS'],
    });
    expect(await idsFound('80202')).toEqual([id]);
  });

  it('made private or NOT_LOOKING, the row goes; public and looking again, it comes back', async () => {
    await api.database.db.update(staffProfiles).set({ isPublic: false }).where(eq(staffProfiles.userId, id));
    expect(await rowOf(id)).toBeNull();
    expect(await idsFound('80202')).toEqual([]);
    await api.database.db.update(staffProfiles).set({ isPublic: true, candidateState: 'NOT_LOOKING' }).where(eq(staffProfiles.userId, id));
    expect(await rowOf(id)).toBeNull();
    await api.database.db.update(staffProfiles).set({ candidateState: 'ACTIVE' }).where(eq(staffProfiles.userId, id));
    expect(await rowOf(id)).toMatchObject({ candidateState: 'ACTIVE' });
    expect(await idsFound('80202')).toEqual([id]);
  });

  it('a skill added counts and is found by keyword', async () => {
    expect(await idsFound('80202', { keyword: 'eaglesoft' })).toEqual([]);
    await api.database.db.insert(staffSkills).values({ userId: id, name: 'Eaglesoft', score: 2 });
    expect(await rowOf(id)).toMatchObject({ skills: 2 });
    expect(await idsFound('80202', { keyword: 'eaglesoft' })).toEqual([id]);
  });

  it('a certification added is found by the filter and the keyword; removed, it is not', async () => {
    const [cert] = await api.database.db.insert(staffCerts).values({ userId: id, name: 'Nitrous Oxide Monitoring' }).returning();
    expect(await rowOf(id)).toMatchObject({ certs: 2, certNames: ['CPR/BLS', 'Nitrous Oxide Monitoring'] });
    expect(await idsFound('80202', { certifications: ['nitrous'] })).toEqual([id]);
    expect(await idsFound('80202', { keyword: 'nitrous' })).toEqual([id]);
    await api.database.db.delete(staffCerts).where(eq(staffCerts.id, cert.id));
    expect(await rowOf(id)).toMatchObject({ certs: 1, certNames: ['CPR/BLS'] });
    expect(await idsFound('80202', { certifications: ['nitrous'] })).toEqual([]);
    expect(await idsFound('80202', { keyword: 'nitrous' })).toEqual([]);
  });

  it('a keyword of several words matches them anywhere in the resume', async () => {
    // "calm" is in the intro, "dentrix" a skill.
    expect(await idsFound('80202', { keyword: 'calm dentrix' })).toEqual([id]);
    expect(await idsFound('80202', { keyword: 'calm xylophone' })).toEqual([]);
  });

  it('a job title changed is what the keyword finds', async () => {
    await api.database.db.update(staffCompanies).set({ title: 'Periodontal Coordinator' }).where(eq(staffCompanies.userId, id));
    expect(await idsFound('80202', { keyword: 'coordinator' })).toEqual([id]);
    expect(await idsFound('80202', { keyword: 'hygienist' })).toEqual([id]); // still in the intro
    await api.database.db.delete(staffCompanies).where(eq(staffCompanies.userId, id));
    expect(await idsFound('80202', { keyword: 'coordinator' })).toEqual([]);
  });

  it('moved to another ZIP, the person is found there and no longer at the old place', async () => {
    const { zip, city, state, lat, lng } = await placeOf('02108');
    await api.database.db.update(users).set({ zip, city, state, lat, lng }).where(eq(users.id, id));
    expect(await rowOf(id)).toMatchObject({ lat, lng });
    expect(await idsFound('80202')).toEqual([]);
    expect(await idsFound('02108')).toContain(id);
  });

  it('a position changed moves the person to that position’s searches', async () => {
    await api.database.db.update(users).set({ position: 'DA' }).where(eq(users.id, id));
    expect(await idsFound('02108')).not.toContain(id);
    expect(await idsFound('02108', { position: 'DA' })).toContain(id);
    await api.database.db.update(users).set({ position: 'DH' }).where(eq(users.id, id));
    expect(await idsFound('02108')).toContain(id);
  });

  // PGlite has one connection: transactions never overlap there.
  it.skipIf(process.env.TEST_DB !== 'postgres')('two transactions changing one person at once leave the row with both changes', async () => {
    const db = api.database.db;
    const { user } = await createStaffAccount(db, { zip: '80202', position: 'DH' });
    await createStaffProfile(db, user.id, { isPublic: true, experience: 3, skills: [], certs: [], companies: [] });
    let skillAdded!: () => void;
    let finish!: () => void;
    const added = new Promise<void>((resolve) => (skillAdded = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const first = db.transaction(async (tx) => {
      await tx.insert(staffSkills).values({ userId: user.id, name: 'Dentrix', score: 2 });
      skillAdded();
      await finished;
    });
    await added;
    // The second change starts while the first is not committed yet, and must wait for it.
    const second = (async () => {
      await db.update(staffProfiles).set({ experience: 9 }).where(eq(staffProfiles.userId, user.id));
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    finish();
    await Promise.all([first, second]);
    expect(await rowOf(user.id)).toMatchObject({ experience: 9, skills: 1 });
  });

  it('the rows the triggers kept equal a rebuild from the resumes; a deleted account has none', async () => {
    const { now, rebuilt } = await rowsNowAndRebuilt();
    expect(now).toEqual(rebuilt);
    await api.database.db.delete(users).where(eq(users.id, id));
    expect(await rowOf(id)).toBeNull();
  });
});

// ---- the same candidates as a plain reading of the resumes ----

const WEEKDAY_COLUMNS: Record<Weekday, [string, string]> = {
  sun: ['is_dow_sun', 'is_dow_sun_temp'],
  mon: ['is_dow_mon', 'is_dow_mon_temp'],
  tue: ['is_dow_tue', 'is_dow_tue_temp'],
  wed: ['is_dow_wed', 'is_dow_wed_temp'],
  thu: ['is_dow_thur', 'is_dow_thur_temp'],
  fri: ['is_dow_fri', 'is_dow_fri_temp'],
  sat: ['is_dow_sat', 'is_dow_sat_temp'],
};
const ORDER: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const bits = (temp: boolean) =>
  sql.raw(ORDER.map((day, bit) => `(case when sp.${WEEKDAY_COLUMNS[day][temp ? 1 : 0]} then ${1 << bit} else 0 end)`).join(' + '));

function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * What a search finds, read straight from users, staff_profiles and the resume lists (every
 * findable resume of the position, measured in JavaScript): the meaning the search rows must keep.
 */
async function plainCandidates(f: ResumeFilters, limits: CandidateLimits): Promise<{ rows: Omit<CandidateRow, 'distance' | 'premium'>[]; total: number }> {
  const where = [sql`u.role = 'staff'`, sql`u.position = ${f.position}`, sql`sp.is_public`, sql`sp.candidate_state <> 'NOT_LOOKING'`, sql`u.lat is not null`];
  if (f.relocateOnly) where.push(sql`sp.is_relocate`);
  if (f.experience !== null) where.push(sql`sp.experience >= ${f.experience}`);
  if (f.availability.length > 0) where.push(sql.raw(`(${f.availability.flatMap((day) => WEEKDAY_COLUMNS[day].map((column) => `sp.${column}`)).join(' or ')})`));
  for (const cert of f.certifications) where.push(sql`exists (select 1 from staff_certs c where c.user_id = u.id and c.name ilike ${`%${cert}%`})`);
  const q = sql`websearch_to_tsquery('english'::regconfig, ${f.keyword ?? ''})`;
  if (f.keyword)
    where.push(sql`(sp.search_vector @@ ${q}
      or exists (select 1 from staff_skills s where s.user_id = u.id and to_tsvector('english'::regconfig, s.name) @@ ${q})
      or exists (select 1 from staff_certs c where c.user_id = u.id and to_tsvector('english'::regconfig, c.name) @@ ${q})
      or exists (select 1 from staff_companies w where w.user_id = u.id and to_tsvector('english'::regconfig, w.title) @@ ${q}))`);
  const found = await api.database.db.execute<
    Omit<CandidateRow, 'distance' | 'withinRadius' | 'premium'> & { lat: number; lng: number; isRelocate: boolean }
  >(sql`
    select u.id::int as id, u.lat, u.lng, sp.is_relocate as "isRelocate", sp.experience, sp.candidate_state as "candidateState",
      sp.photo_key is not null as "hasPhoto", (${bits(false)}) as days, (${bits(true)}) as tdays,
      (select count(*)::int from staff_skills s where s.user_id = u.id) as skills,
      (select count(*)::int from staff_certs c where c.user_id = u.id) as certs,
      ${f.keyword ? sql`ts_rank(sp.search_vector, ${q})::float8` : sql`null::float8`} as "keywordRank"
    from users u join staff_profiles sp on sp.user_id = u.id
    where ${sql.join(where, sql` and `)}`);
  const reach = relocationReach(f.radius);
  const near = found.rows
    .map((row) => ({ ...row, distance: miles(f.origin, row) }))
    .filter((row) => row.distance <= f.radius || (row.isRelocate && row.distance <= reach))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
  return {
    total: Math.min(near.length, limits.count + 1),
    rows: near.slice(0, limits.ranked).map(({ id, experience, candidateState, hasPhoto, days, tdays, skills, certs, keywordRank, distance }) => ({
      id,
      experience,
      candidateState,
      hasPhoto,
      days,
      tdays,
      skills,
      certs,
      keywordRank,
      withinRadius: distance <= f.radius,
    })),
  };
}

describe('the search rows find what the resumes say', () => {
  // Job seekers around Philadelphia (19103), from next door to Boston, with random resumes.
  const ZIPS = ['19103', '19104', '19147', '08002', '19801', '18101', '10001', '21201', '17101', '20001', '02108', '08608'];
  beforeAll(async () => {
    for (let i = 0; i < 48; i++) {
      const { user } = await createStaffAccount(api.database.db, { zip: ZIPS[i % ZIPS.length], position: i % 6 === 5 ? 'DA' : 'DH' });
      await createStaffProfile(api.database.db, user.id, {
        isPublic: i % 5 !== 4,
        isRelocate: i % 3 === 0,
        candidateState: (['OPEN', 'ACTIVE', 'OPEN', 'NOT_LOOKING'] as const)[i % 4],
      });
    }
    // A few changes after the fact, as people edit their resumes.
    const some = (await api.database.db.select({ userId: staffProfiles.userId }).from(staffProfiles)).map((row) => row.userId);
    await api.database.db.insert(staffSkills).values(some.slice(0, 6).map((userId) => ({ userId, name: 'Zirconia crowns', score: 4 })));
    await api.database.db
      .update(staffProfiles)
      .set({ experience: 2 })
      .where(sql`${staffProfiles.userId} % 7 = 0`);
    await api.database.db.delete(staffCerts).where(sql`${staffCerts.userId} % 4 = 1`);
  });

  it.each<[string, Partial<ResumeFilters>]>([
    ['25 miles', {}],
    ['50 miles', { radius: 50 }],
    ['100 miles', { radius: 100 }],
    ['200 miles', { radius: 200 }],
    ['300 miles', { radius: 300 }],
    ['relocation only', { radius: 50, relocateOnly: true }],
    ['years, certification, days', { radius: 100, experience: 5, certifications: ['cpr'], availability: ['mon', 'sat'] }],
    ['two certifications', { radius: 200, certifications: ['cpr', 'anesthesia'] }],
    ['a certification keyword', { radius: 200, keyword: 'nitrous' }],
    ['a skill keyword', { radius: 200, keyword: 'zirconia' }],
    ['an intro keyword', { radius: 100, keyword: 'periodontal' }],
    ['a job title keyword', { radius: 100, keyword: 'lead' }],
    ['a keyword nobody has', { radius: 300, keyword: 'xylophone' }],
    ['assistants', { radius: 100, position: 'DA' }],
  ])('%s: the same people, in the same order, with the same facts and total', async (_, overrides) => {
    const filters = await filtersAt('19103', overrides);
    // The product's limits, then small ones: the near ring holds the ranked few and the count stops
    // early, or goes on past the ring to every match (each person counted once).
    for (const limits of [
      { ranked: RANKED_RESUMES_LIMIT, count: RESUME_COUNT_LIMIT },
      { ranked: 3, count: 5 },
      { ranked: 1, count: 100 },
    ]) {
      const found = await findCandidates(api.database.db, filters, limits);
      const plain = await plainCandidates(filters, limits);
      expect(found.total).toBe(plain.total);
      expect(found.rows.map(({ distance: _distance, premium: _premium, total: _total, ...row }: CandidateRow & { total?: number }) => row)).toEqual(plain.rows);
    }
  });

  it('a wide search counts up to its limit and ranks the nearest from the ring', async () => {
    const filters = await filtersAt('19103', { radius: 200 });
    const all = await plainCandidates(filters, { ranked: 100, count: 100 });
    expect(all.total).toBeGreaterThan(8);
    const found = await findCandidates(api.database.db, filters, { ranked: 2, count: 6 });
    expect(found.total).toBe(7);
    expect(found.rows.map((row) => row.id)).toEqual(all.rows.slice(0, 2).map((row) => row.id));
  });

  it('the rows the triggers kept equal a rebuild from the resumes', async () => {
    const { now, rebuilt } = await rowsNowAndRebuilt();
    expect(now.length).toBeGreaterThan(20);
    expect(now).toEqual(rebuilt);
  });
});
