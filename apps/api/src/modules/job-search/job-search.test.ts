import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createEmployerAccount, createJobPosting, createJobSlot, createOffice, type JobPostingOverrides } from '@chairside/db/factories';
import { applications, employers, invitations, jobSlots, partnerJobs, users } from '@chairside/db/schema';
import { JobSearchAnswerSchema } from '@chairside/domain/job-search';
import { useTestApi } from '../../testing/test-api';
import { isCommonKeyword, searchJobRows } from './job-search-repository';
import { NEAR_RING_SHARE } from './search-statement';
import { placeSearchFilters, type SearchFilters } from './search-filters';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, giveSlot, postingBody, publish, userIdOf } from '../../testing/jobs';

const api = useTestApi();
const db = () => api.database.db;

/**
 * ZIP centroids (latitude, longitude) as the ZIP data gives them, written out here so that the
 * expected distances are computed independently of the code under test.
 */
const PLACES: Record<string, [number, number]> = {
  '10001': [40.7484, -73.9967], // New York
  '07302': [40.7221, -74.0469], // Jersey City
  '11201': [40.694, -73.9903], // Brooklyn
  '11375': [40.7229, -73.8473], // Forest Hills
  '10301': [40.6316, -74.0927], // Staten Island
  '10601': [41.033, -73.7652], // White Plains
  '06901': [41.0531, -73.539], // Stamford
  '08002': [39.9308, -75.0175], // Cherry Hill
  '60614': [41.9229, -87.6483], // Chicago, Lincoln Park
  '60625': [41.9703, -87.7042], // Chicago, Ravenswood
  '90024': [34.0637, -118.4408], // Los Angeles
  '78701': [30.2713, -97.7426], // Austin
};

/** Haversine with the earth's mean radius in miles, rounded to one decimal as the API answers. */
function miles(from: string, to: string): number {
  const [lat1, lng1] = PLACES[from];
  const [lat2, lng2] = PLACES[to];
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return Math.round(2 * 3958.8 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

let practiceId: number;
let seeker: TestAccount;
let seekerId: number;

beforeAll(async () => {
  practiceId = (await createEmployerAccount(db(), { practiceName: 'Lakeshore Dental Partners', zip: '60614' })).user.id;
  seeker = await signUpStaff(api); // a hygienist (DH) in Austin, 78701
  seekerId = await userIdOf(api, seeker.username);
});

beforeEach(async () => {
  await db().execute(sql`delete from jobs`);
  await db().execute(sql`delete from job_slots`);
  await db().execute(sql`delete from offices`);
});

/** A live posting (unless overridden) of the practice at an office in `zip`, posted `age` days ago. */
async function postAt(zip: string, overrides: JobPostingOverrides & { age?: number; employerId?: number } = {}) {
  const { age = 1, employerId = practiceId, ...rest } = overrides;
  const { office } = await createOffice(db(), employerId, { zip });
  const { job } = await createJobPosting(db(), employerId, { position: 'DH', type: 'PERM', officeId: office.id, postedDate: daysAgo(age), ...rest });
  return job;
}

async function search(query: Record<string, string>, account: TestAccount | null = null) {
  const path = account ? `/api9/users/${account.username}/jobs` : '/api9/jobs/search';
  const response = await call(api, account, 'GET', `${path}?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return JobSearchAnswerSchema.parse(response.json());
}

const ids = (answer: { premiumJobs: { id: number }[] }) => answer.premiumJobs.map((job) => job.id);

describe('distance: great-circle miles, nearest first, cut at the radius', () => {
  it('orders New York postings by distance, then the newest first, and drops those beyond the radius', async () => {
    const hereOld = await postAt('10001', { age: 9 });
    const hereNew = await postAt('10001', { age: 2 });
    const jerseyCity = await postAt('07302');
    const brooklyn = await postAt('11201');
    const forestHills = await postAt('11375');
    const statenIsland = await postAt('10301');
    const whitePlains = await postAt('10601');
    const stamford = await postAt('06901');
    const cherryHill = await postAt('08002');

    const ten = await search({ zip: '10001', position: 'DH', radius: '10' });
    expect(ids(ten)).toEqual([hereNew.id, hereOld.id, jerseyCity.id, brooklyn.id, forestHills.id, statenIsland.id]);
    expect(ten.premiumJobs.map((job) => job.distance)).toEqual([
      0,
      0,
      miles('10001', '07302'),
      miles('10001', '11201'),
      miles('10001', '11375'),
      miles('10001', '10301'),
    ]);
    expect(miles('10001', '07302')).toBeGreaterThan(2);
    expect(miles('10001', '07302')).toBeLessThan(4);
    expect(ten.total).toBe(6);

    expect(ids(await search({ zip: '10001', position: 'DH', radius: '20' }))).toHaveLength(6);
    const thirty = await search({ zip: '10001', position: 'DH', radius: '30' });
    expect(ids(thirty).slice(-1)).toEqual([whitePlains.id]);
    expect(thirty.premiumJobs.at(-1)!.distance).toBe(miles('10001', '10601'));
    expect(ids(await search({ zip: '10001', position: 'DH', radius: '50' })).slice(-1)).toEqual([stamford.id]);
    const hundred = await search({ zip: '10001', position: 'DH', radius: '100' });
    expect(ids(hundred).slice(-1)).toEqual([cherryHill.id]);
    expect(hundred.premiumJobs.at(-1)!.distance).toBe(miles('10001', '08002'));
    expect(hundred.total).toBe(9);
  });

  it('measures from the searched ZIP: Lincoln Park to Ravenswood is about 4 miles', async () => {
    const ravenswood = await postAt('60625');
    const answer = await search({ zip: '60614', position: 'DH', radius: '10' });
    expect(ids(answer)).toEqual([ravenswood.id]);
    expect(answer.premiumJobs[0].distance).toBe(miles('60614', '60625'));
    expect(answer.premiumJobs[0].distance).toBeGreaterThan(3);
    expect(answer.premiumJobs[0].distance).toBeLessThan(5);
    expect((await search({ zip: '60625', position: 'DH', radius: '10' })).premiumJobs[0].distance).toBe(miles('60625', '60625'));
  });

  it('answers every field of a premium job', async () => {
    const job = await postAt('60625', {
      name: 'Periodontal Hygienist',
      specialties: ['PERIO'],
      pay: { payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 5500 },
      isNational: true,
    });
    const [found] = (await search({ zip: '60614', position: 'DH', radius: '10' })).premiumJobs;
    const [practice] = await db().select({ username: users.username }).from(users).where(eq(users.id, practiceId));
    expect(found).toEqual({
      id: job.id,
      jobId: job.id,
      title: 'Periodontal Hygienist',
      position: 'DH',
      practice: { username: practice.username, name: 'Lakeshore Dental Partners', isPublic: false },
      city: 'Chicago',
      state: 'IL',
      zip: '60625',
      distance: miles('60614', '60625'),
      pay: '$45.00–$55.00/hour',
      occupationalCategory: '29-2021.00 Dental Hygienists',
      isLike: false,
      isDislike: false,
      isNational: true,
      jobDates: [],
      postedDate: job.postedDate!.toISOString(),
      type: 'PERM',
      employmentType: null,
      specialties: ['PERIO'],
      slug: 'dental-hygienist-job-in-chicago-il',
      applied: false,
      invited: false,
    });
  });

  it('hides the practice of a confidential posting', async () => {
    await postAt('60625', { isConfidential: true });
    expect((await search({ zip: '60614', position: 'DH', radius: '10' })).premiumJobs[0].practice).toBeNull();
  });
});

describe('only live postings', () => {
  it('leaves out drafts, filled, closed, expired and unslotted postings', async () => {
    const live = await postAt('60614');
    await postAt('60614', { status: 'DRAFT' });
    await postAt('60614', { status: 'BOOKED' });
    await postAt('60614', { status: 'CANCELED' });
    await postAt('60614', { age: 31 }); // a 30-day posting past its end
    await postAt('60614', { slot: 'none' });
    const subscription = await postAt('60614', { slot: 'JOBSUB', age: 45 }); // renews while its subscription slot lasts
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' })).sort()).toEqual([live.id, subscription.id].sort());
  });

  it('follows its slot: a cancelled slot or an ended subscription takes the posting out', async () => {
    const thirtyDay = await postAt('60614');
    const subscription = await postAt('60614', { slot: 'JOBSUB' });
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toHaveLength(2);
    await db().update(jobSlots).set({ cancelledAt: new Date() }).where(eq(jobSlots.id, thirtyDay.slotId!));
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([subscription.id]);
    await db()
      .update(jobSlots)
      .set({ expiresAt: daysAgo(1) })
      .where(eq(jobSlots.id, subscription.slotId!));
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([]);
    await db()
      .update(jobSlots)
      .set({ expiresAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(jobSlots.id, subscription.slotId!));
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([subscription.id]);
  });

  it('finds a posting published through the API, and loses it when the practice fills it or cancels its slot', async () => {
    const employer = await signUpEmployer(api);
    const slot = await giveSlot(api, employer);
    const draft = await createDraft(api, employer, postingBody({ zip: '60625', name: 'Hygienist for Ravenswood' }));
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([]);
    expect((await publish(api, employer, draft.id)).statusCode).toBe(200);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([draft.id]);
    expect((await call(api, employer, 'PUT', `/api9/jobs/${draft.id}/status`, { status: 'BOOKED' })).statusCode).toBe(200);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([]);
    expect((await call(api, employer, 'PUT', `/api9/jobs/${draft.id}/status`, { status: 'ACTIVE' })).statusCode).toBe(200);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([draft.id]);
    const cancel = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slot/${slot.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([]);
  });
});

describe('filters', () => {
  it('position: one code, or ANY/ALL for all', async () => {
    const hygienist = await postAt('60614', { position: 'DH' });
    const assistant = await postAt('60614', { position: 'DA' });
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([hygienist.id]);
    expect(ids(await search({ zip: '60614', position: 'DA', radius: '10' }))).toEqual([assistant.id]);
    expect(ids(await search({ zip: '60614', position: 'ANY', radius: '10' })).sort()).toEqual([hygienist.id, assistant.id].sort());
    expect(ids(await search({ zip: '60614', position: 'ALL', radius: '10' }))).toHaveLength(2);
    expect(ids(await search({ zip: '60614', position: 'FO', radius: '10' }))).toEqual([]);
  });

  it('type: PERM, PLANNED (temp) or ANY', async () => {
    const perm = await postAt('60614', { type: 'PERM' });
    const temp = await postAt('60614', { type: 'TEMP', dates: [dayAhead(3), dayAhead(4)] });
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', type: 'PERM' }))).toEqual([perm.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', type: 'PLANNED' }))).toEqual([temp.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', type: 'TEMP' }))).toEqual([temp.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', type: 'ANY' }))).toHaveLength(2);
  });

  it('temp dates: a temp posting needs an open date in the range; permanent postings are not filtered by dates', async () => {
    const perm = await postAt('60614', { type: 'PERM', age: 2 });
    const temp = await postAt('60614', { type: 'TEMP', dates: [dayAhead(3), dayAhead(4)], age: 1 });
    const within = await search({ zip: '60614', position: 'DH', radius: '10', startDate: dayAhead(4), endDate: dayAhead(6) });
    expect(ids(within)).toEqual([temp.id, perm.id]);
    expect(within.premiumJobs[0].jobDates).toEqual([{ date: dayAhead(3) }, { date: dayAhead(4) }]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', startDate: dayAhead(5) }))).toEqual([perm.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', endDate: dayAhead(2) }))).toEqual([perm.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', type: 'PLANNED', startDate: dayAhead(3), endDate: dayAhead(3) }))).toEqual([temp.id]);
    // A booked date is not open.
    await db().execute(sql`update job_dates set status = 'BOOKED' where job_id = ${temp.id} and date = ${dayAhead(4)}::date`);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', type: 'PLANNED', startDate: dayAhead(4), endDate: dayAhead(6) }))).toEqual([]);
  });

  it("dow: a temp posting needs an open date on one of the days asked; '0000000' asks none; permanent postings are not filtered", async () => {
    // The next Monday and Wednesday at least two days ahead (dates are days in UTC, like dayAhead).
    const nextDay = (weekday: number) => {
      for (let ahead = 2; ; ahead += 1) if (new Date(`${dayAhead(ahead)}T00:00:00Z`).getUTCDay() === weekday) return dayAhead(ahead);
    };
    const perm = await postAt('60614', { type: 'PERM', age: 3 });
    const mondays = await postAt('60614', { type: 'TEMP', dates: [nextDay(1)], age: 2 });
    const wednesdays = await postAt('60614', { type: 'TEMP', dates: [nextDay(3)], age: 1 });
    const near = { zip: '60614', position: 'DH', radius: '10' };
    expect(ids(await search({ ...near, dow: '0000000' }))).toEqual([wednesdays.id, mondays.id, perm.id]);
    expect(ids(await search({ ...near, dow: '0100000' }))).toEqual([mondays.id, perm.id]);
    expect(ids(await search({ ...near, type: 'PLANNED', dow: '0001000' }))).toEqual([wednesdays.id]);
    expect(ids(await search({ ...near, type: 'PLANNED', dow: '0101000' }))).toEqual([wednesdays.id, mondays.id]);
    expect(ids(await search({ ...near, type: 'PLANNED', dow: '1000001' }))).toEqual([]);
    // A booked Monday is not open.
    await db().execute(sql`update job_dates set status = 'BOOKED' where job_id = ${mondays.id}`);
    expect(ids(await search({ ...near, type: 'PLANNED', dow: '0100000' }))).toEqual([]);
  });

  it("state: true searches the ZIP's whole state, however far, and nothing across its border; false (the default) is the radius", async () => {
    const chicago = await postAt('60625', { age: 3 });
    const cairo = await postAt('62914', { age: 2 }); // Cairo, Illinois: about 330 miles south
    const gary = await postAt('46402', { age: 1 }); // Gary, Indiana: about 25 miles away
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', state: 'true' }))).toEqual([chicago.id, cairo.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '200', state: 'false' }))).toEqual([chicago.id, gary.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '200' }))).toEqual([chicago.id, gary.id]);
  });

  it('days-old: posted within 3, 7, 14 or 60 days', async () => {
    const today = await postAt('60614', { age: 0 });
    const fiveDays = await postAt('60614', { age: 5 });
    const tenDays = await postAt('60614', { age: 10 });
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', 'days-old': '3' }))).toEqual([today.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', 'days-old': '7' }))).toEqual([today.id, fiveDays.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', 'days-old': '14' }))).toEqual([today.id, fiveDays.id, tenDays.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', 'days-old': 'any' }))).toHaveLength(3);
  });

  it('keyword: full-text search of title, description, city and practice name (not a confidential posting’s practice)', async () => {
    const perio = await postAt('60614', { name: 'Periodontal Hygienist', description: '<p>Scaling and root planing all day.</p>' });
    const spanish = await postAt('60614', { name: 'Dental Hygienist', description: '<p>Bilingual in <strong>Spanish</strong> preferred.</p>' });
    const other = await createEmployerAccount(db(), { practiceName: 'Harbor Family Dentistry', zip: '60614' });
    const harbor = await postAt('60614', { employerId: other.user.id, name: 'Hygienist', description: '<p>Four days.</p>' });
    const secret = await postAt('60614', { employerId: other.user.id, name: 'Hygienist', description: '<p>Four days.</p>', isConfidential: true });
    const find = async (keyword: string) => ids(await search({ zip: '60614', position: 'DH', radius: '10', keyword })).sort();
    expect(await find('periodontal')).toEqual([perio.id]);
    expect(await find('planing')).toEqual([perio.id]);
    expect(await find('spanish')).toEqual([spanish.id]);
    expect(await find('HARBOR')).toEqual([harbor.id]);
    expect(await find('Lakeshore')).toEqual([perio.id, spanish.id].sort());
    expect(await find('chicago')).toEqual([perio.id, spanish.id, harbor.id, secret.id].sort());
    expect(await find('"root planing"')).toEqual([perio.id]);
    expect(await find('hygienist -spanish -periodontal')).toEqual([harbor.id, secret.id].sort());
    expect(await find('strong')).toEqual([]); // markup is not text
    expect(await find('orthodontic')).toEqual([]);
  });

  it('keyword: a common word is tested on the place’s postings, a rarer one through the word index; both find the same', async () => {
    for (let i = 0; i < 60; i++) await postAt('60614', { name: 'Hygienist', description: '<p>Join our team.</p>' });
    const rare = await postAt('60614', { name: 'Hygienist', description: '<p>Our team speaks Portuguese.</p>' });
    await postAt('90024', { name: 'Hygienist', description: '<p>A team in Los Angeles.</p>' });
    const national = await postAt('90024', { name: 'Hygienist', description: '<p>A travelling team.</p>', isNational: true });
    const partner = (key: string, description: string) => ({
      jobKey: `common-word-${key}`,
      source: 'test',
      title: 'Dental Hygienist',
      description,
      zip: '60614',
      lat: 41.9229,
      lng: -87.6483,
      position: 'DH',
      url: `https://example.com/${key}`,
      postedDate: new Date(),
    });
    await db()
      .insert(partnerJobs)
      .values([partner('a', 'A friendly team.'), partner('b', 'Four days a week.')]);
    await db().execute(sql`analyze jobs`);
    expect(await isCommonKeyword(db(), 'team')).toBe(true);
    expect(await isCommonKeyword(db(), 'Teams')).toBe(true); // stemmed as the vectors are
    expect(await isCommonKeyword(db(), 'portuguese')).toBe(false); // 1 of 62 postings
    expect(await isCommonKeyword(db(), 'team portuguese')).toBe(false);
    expect(await isCommonKeyword(db(), 'the and')).toBe(false); // stop words only
    const team = await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'team' });
    expect(team.total).toBe(61);
    // Partner postings are tested for the common word on their own rows too.
    expect(team.partnerJobs.map((job) => job.url)).toEqual(['https://example.com/a']);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'portuguese' }))).toEqual([rare.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'team -join' }))).toEqual([rare.id]);
    // A common keyword's statement is prepared (its plan does not depend on the word): repeated past
    // the point where the server keeps one plan, each word still finds its own postings.
    for (let i = 0; i < 7; i++) expect((await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'team' })).total).toBe(61);
    expect((await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'join' })).total).toBe(60);
    expect((await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'hygienist' })).total).toBe(61);
    // The national search tests a common keyword on the national postings.
    expect(ids(await search({ position: 'DH', radius: '101', keyword: 'team' }))).toEqual([national.id]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '101', keyword: 'team' }))).toEqual([national.id]);
  });

  it('keyword: a renamed practice is found by its new name', async () => {
    const other = await createEmployerAccount(db(), { practiceName: 'Maple Street Dental', zip: '60614' });
    const job = await postAt('60614', { employerId: other.user.id, name: 'Hygienist', description: '<p>Four days a week.</p>' });
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'maple' }))).toEqual([job.id]);
    await db().update(employers).set({ practiceName: 'Cedar Grove Smiles' }).where(eq(employers.userId, other.user.id));
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'maple' }))).toEqual([]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10', keyword: 'cedar grove' }))).toEqual([job.id]);
  });
});

describe('national postings (radius 101)', () => {
  it('lists NAT postings anywhere, nearest first, and nothing else; the local search lists them too', async () => {
    const losAngeles = await postAt('90024', { isNational: true });
    const chicago = await postAt('60625', { isNational: true });
    await postAt('90024');
    const local = await postAt('60614');
    const national = await search({ zip: '60614', position: 'DH', radius: '101' });
    expect(ids(national)).toEqual([chicago.id, losAngeles.id]);
    expect(national.premiumJobs.map((job) => [job.distance, job.isNational])).toEqual([
      [miles('60614', '60625'), true],
      [miles('60614', '90024'), true],
    ]);
    expect(national.partnerJobs).toEqual([]);
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '200' })).sort()).toEqual([chicago.id, local.id].sort());
  });

  it('without a ZIP: the newest first, no distance', async () => {
    const older = await postAt('90024', { isNational: true, age: 6 });
    const newer = await postAt('10001', { isNational: true, age: 1 });
    const answer = await search({ position: 'DH', radius: '101' });
    expect(ids(answer)).toEqual([newer.id, older.id]);
    expect(answer.premiumJobs.map((job) => job.distance)).toEqual([null, null]);
  });
});

describe('signed in: own ZIP, likes and dislikes, applications and invitations', () => {
  it("searches around the user's own ZIP and position by default", async () => {
    const austin = await postAt('78701');
    await postAt('78701', { position: 'DA' });
    const answer = await search({}, seeker);
    expect(ids(answer)).toEqual([austin.id]);
    expect(answer.premiumJobs[0].distance).toBe(0);
  });

  it('likes and dislikes: stored per user, shown on each job, filtered by evaluation', async () => {
    const liked = await postAt('78701', { age: 1 });
    const disliked = await postAt('78701', { age: 2 });
    const neither = await postAt('78701', { age: 3 });
    const opinion = (jobId: number, value: string | null) =>
      call(api, seeker, 'PUT', `/api9/users/${seeker.username}/jobs/${jobId}/opinion`, { opinion: value });
    expect((await opinion(liked.id, 'LIKED')).json()).toEqual({ jobId: liked.id, isLike: true, isDislike: false });
    expect((await opinion(disliked.id, 'LIKED')).statusCode).toBe(200);
    expect((await opinion(disliked.id, 'DISLIKED')).json()).toEqual({ jobId: disliked.id, isLike: false, isDislike: true });

    const all = await search({ evaluation: 'all' }, seeker);
    expect(all.premiumJobs.map((job) => [job.id, job.isLike, job.isDislike])).toEqual([
      [liked.id, true, false],
      [disliked.id, false, true],
      [neither.id, false, false],
    ]);
    expect(ids(await search({ evaluation: 'LIKED' }, seeker))).toEqual([liked.id]);
    expect(ids(await search({ evaluation: 'DISLIKED' }, seeker))).toEqual([disliked.id]);
    // Another user's view is their own; a visitor sees no opinions.
    const other = await signUpStaff(api);
    expect(ids(await search({ evaluation: 'LIKED' }, other))).toEqual([]);
    expect((await search({ zip: '78701', position: 'DH' })).premiumJobs.every((job) => !job.isLike && !job.isDislike)).toBe(true);

    expect((await opinion(liked.id, null)).json()).toEqual({ jobId: liked.id, isLike: false, isDislike: false });
    expect(ids(await search({ evaluation: 'LIKED' }, seeker))).toEqual([]);
  });

  it('opinion: job seekers only, on their own username, on published postings, with a valid body', async () => {
    const job = await postAt('78701');
    const draft = await postAt('78701', { status: 'DRAFT' });
    const path = (jobId: number, username = seeker.username) => `/api9/users/${username}/jobs/${jobId}/opinion`;
    const employer = await signUpEmployer(api);
    const other = await signUpStaff(api);
    expect((await call(api, null, 'PUT', path(job.id), { opinion: 'LIKED' })).statusCode).toBe(401);
    expect((await call(api, employer, 'PUT', path(job.id, employer.username), { opinion: 'LIKED' })).statusCode).toBe(403);
    expect((await call(api, other, 'PUT', path(job.id), { opinion: 'LIKED' })).statusCode).toBe(404);
    expect((await call(api, seeker, 'PUT', path(draft.id), { opinion: 'LIKED' })).statusCode).toBe(404);
    expect((await call(api, seeker, 'PUT', path(999_999_999), { opinion: 'LIKED' })).statusCode).toBe(404);
    const bad = await call(api, seeker, 'PUT', path(job.id), { opinion: 'LOVED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'opinion' });
    expect((await call(api, seeker, 'PUT', path(job.id), { opinion: 'LIKED', extra: 1 })).statusCode).toBe(400);
    const [{ n }] = (await db().execute<{ n: number }>(sql`select count(*)::int as n from job_evaluations`)).rows;
    expect(n).toBe(0);
  });

  it("applied and invited flags come from this user's applications and open (pending or accepted) invitations; invited=true keeps those", async () => {
    const appliedTo = await postAt('78701', { age: 1 });
    const invitedTo = await postAt('78701', { age: 2 });
    const declined = await postAt('78701', { age: 3 });
    const untouched = await postAt('78701', { age: 4 });
    await db().insert(applications).values({ jobId: appliedTo.id, userId: seekerId, message: 'Hello' });
    await db()
      .insert(invitations)
      .values([
        { jobId: invitedTo.id, userId: seekerId, message: 'Come work with us' },
        { jobId: declined.id, userId: seekerId, status: 'DECLINED' },
      ]);
    const answer = await search({}, seeker);
    expect(answer.premiumJobs.map((job) => [job.id, job.applied, job.invited])).toEqual([
      [appliedTo.id, true, false],
      [invitedTo.id, false, true],
      [declined.id, false, false],
      [untouched.id, false, false],
    ]);
    expect(ids(await search({ invited: 'true' }, seeker))).toEqual([invitedTo.id]);
    expect((await search({ zip: '78701', position: 'DH' })).premiumJobs.some((job) => job.applied || job.invited)).toBe(false);
  });

  it('the signed-in route is the owner’s only', async () => {
    const other = await signUpStaff(api);
    expect((await call(api, null, 'GET', `/api9/users/${seeker.username}/jobs`)).statusCode).toBe(401);
    expect((await call(api, other, 'GET', `/api9/users/${seeker.username}/jobs`)).statusCode).toBe(404);
  });
});

describe('paging', () => {
  it('pages with limit and offset; total counts every match', async () => {
    const made = [];
    for (let age = 1; age <= 5; age++) made.push(await postAt('60614', { age }));
    const page = await search({ zip: '60614', position: 'DH', radius: '10', limit: '2', offset: '2' });
    expect(ids(page)).toEqual([made[2].id, made[3].id]);
    expect(page).toMatchObject({ total: 5, totalCapped: false, limit: 2, offset: 2 });
    const past = await search({ zip: '60614', position: 'DH', radius: '10', limit: '2', offset: '10' });
    expect(past).toMatchObject({ premiumJobs: [], total: 5, totalCapped: false, offset: 10 });
  });
});

describe('the near ring and the count limit', () => {
  const [lat, lng] = PLACES['10001'];
  const filters = (page: Partial<SearchFilters>): SearchFilters => ({
    ...placeSearchFilters({ origin: { lat, lng }, radius: 100, position: 'DH', now: new Date(), limit: 25, offset: 0, countLimit: 1000 }),
    ...page,
  });
  const rows = async (page: Partial<SearchFilters>) => (await searchJobRows(db(), filters(page), null)).premium;

  it('pages nearest first across the ring’s edge, as one ordered list, and counts up to the limit and one more', async () => {
    expect(miles('10001', '10301')).toBeLessThan(100 * NEAR_RING_SHARE); // Staten Island inside the near ring of 100 miles
    expect(miles('10001', '10601')).toBeGreaterThan(100 * NEAR_RING_SHARE); // White Plains and Cherry Hill outside it
    const made = [];
    for (const zip of ['10001', '10001', '10301', '10601', '08002', '08002', '90024']) made.push(await postAt(zip, { age: made.length + 1 }));
    const inOrder = made.slice(0, 6).map((job) => job.id);
    expect((await rows({})).map((row) => row.card.id)).toEqual(inOrder);
    // Page by page, from inside the ring (offset 0: the ring holds both) to past its edge (the ring holds 3).
    const pages = [];
    for (let offset = 0; offset < 6; offset += 2) pages.push(...(await rows({ limit: 2, offset })));
    expect(pages.map((row) => row.card.id)).toEqual(inOrder);
    for (const offset of [0, 2, 4]) expect((await rows({ limit: 2, offset }))[0].total).toBe(6);
    // Counting stops one past the limit, whether the page came from the ring or from the whole circle.
    expect((await rows({ limit: 2, offset: 0, countLimit: 3 }))[0].total).toBe(4);
    expect((await rows({ limit: 2, offset: 4, countLimit: 5 }))[0].total).toBe(6);
    expect((await rows({ limit: 2, offset: 0, countLimit: 6 }))[0].total).toBe(6);
    // The count goes on from the ring's: past the limit already in the ring, nothing outside is counted.
    expect((await rows({ limit: 2, offset: 0, countLimit: 1 }))[0].total).toBe(2);
    expect((await rows({ limit: 2, offset: 0, countLimit: 4 }))[0].total).toBe(5);
    // A keyword is tested in the ring and in the count alike.
    await db().execute(sql`update jobs set name = 'Quokka hygienist' where id in (${made[1].id}, ${made[4].id})`);
    const quokka = await rows({ keyword: 'quokka', limit: 1 });
    expect(quokka.map((row) => row.card.id)).toEqual([made[1].id]);
    expect(quokka[0].total).toBe(2);
    // One more outside the ring (the ring holds 3, the rest of the circle 4): each counted once.
    await postAt('10601', { age: 8 });
    expect((await rows({ limit: 2 }))[0].total).toBe(7);
    expect((await rows({ limit: 2, countLimit: 5 }))[0].total).toBe(6);
  });

  it('answers "more than" once the count passes offset + 1,000, and pages on past it', async () => {
    const job = await postAt('10001');
    await db()
      .execute(sql`insert into jobs (employer_id, office_id, slot_id, name, position, type, status, description, posted_date, expired_date, lat, lng, zip, city, state)
      select employer_id, office_id, slot_id, name, position, type, status, description, posted_date - g * interval '1 minute', expired_date, lat, lng, zip, city, state
      from jobs, generate_series(1, 1029) g where id = ${job.id}`);
    const first = await search({ zip: '10001', position: 'DH', radius: '10' });
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.premiumJobs).toHaveLength(25);
    const deep = await search({ zip: '10001', position: 'DH', radius: '10', offset: '1025' });
    expect(deep).toMatchObject({ total: 1030, totalCapped: false });
    expect(deep.premiumJobs).toHaveLength(5);
  });
});

describe('bad input: 400 naming the field, never a 500', () => {
  it.each([
    ['dow', '0200000'],
    ['dow', '000000'],
    ['state', 'yes'],
  ])('%s=%s', async (field, value) => {
    const response = await call(api, null, 'GET', `/api9/jobs/search?${new URLSearchParams({ zip: '60614', [field]: value })}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });

  it.each([
    [{ zip: '99999' }, 'zip', 'ZIP code not found'],
    [{ zip: '1234' }, 'zip', null],
    [{ zip: '60614', radius: '25' }, 'radius', null],
    [{ zip: '60614', radius: '-50' }, 'radius', null],
    [{ zip: '60614', offset: '-1' }, 'offset', null],
    [{ zip: '60614', limit: '101' }, 'limit', null],
    [{ zip: '60614', limit: 'ten' }, 'limit', null],
    [{ zip: '60614', startDate: '2026-05-10', endDate: '2026-05-01' }, 'endDate', 'End date must come after start date'],
    [{ zip: '60614', startDate: 'tomorrow' }, 'startDate', null],
    [{ zip: '60614', keyword: 'x'.repeat(2000) }, 'keyword', null],
    [{ zip: '60614', position: 'DOCTOR' }, 'position', null],
    [{ zip: '60614', type: 'FULLTIME' }, 'type', null],
    [{ zip: '60614', 'days-old': '30' }, 'days-old', null],
    [{ zip: '60614', evaluation: 'LIKED' }, 'evaluation', null],
    [{ radius: '50' }, 'zip', null],
  ] as [Record<string, string>, string, string | null][])('%j: 400 %s', async (query, field, message) => {
    const response = await call(api, null, 'GET', `/api9/jobs/search?${new URLSearchParams(query)}`);
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
  });

  it('a value given twice is refused, hostile text is just text', async () => {
    expect((await call(api, null, 'GET', '/api9/jobs/search?zip=60614&zip=10001')).statusCode).toBe(400);
    await postAt('60614');
    for (const keyword of ["' OR 1=1 --", '<script>alert(1)</script>', '!!! & | <->', '田中さん', ')(']) {
      const response = await call(api, null, 'GET', `/api9/jobs/search?${new URLSearchParams({ zip: '60614', keyword })}`);
      expect(response.statusCode, keyword).toBe(200);
    }
  });

  it('the signed-in route checks the same way', async () => {
    const response = await call(api, seeker, 'GET', `/api9/users/${seeker.username}/jobs?radius=7`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('radius');
  });
});

describe('factories stay usable for the search', () => {
  it('a slot made before its posting is followed by the posting', async () => {
    const slot = await createJobSlot(db(), practiceId, { product: 'JOBSUB' });
    const job = await postAt('60614', { slot: { id: slot.id } });
    expect(ids(await search({ zip: '60614', position: 'DH', radius: '10' }))).toEqual([job.id]);
  });
});

describe('search cards (job_cards, kept by triggers)', () => {
  const shown = async () => (await search({ zip: '60614', position: 'DH', radius: '10' })).premiumJobs;
  const cardVersion = async (jobId: number) =>
    (await db().execute<{ v: string }>(sql`select xmin::text as v from job_cards where job_id = ${jobId}`)).rows[0]?.v ?? null;

  it('show a posting’s edits, its practice’s rename and visibility and its account’s new username at once', async () => {
    const practice = await createEmployerAccount(db(), { practiceName: 'Bayview Dental', zip: '60614' });
    const job = await postAt('60614', { employerId: practice.user.id, name: 'Hygienist, Tuesdays' });
    expect((await shown()).map((j) => [j.title, j.practice?.name])).toEqual([['Hygienist, Tuesdays', 'Bayview Dental']]);

    await db().update(employers).set({ practiceName: 'Bayview Family Dental', isPublic: true }).where(eq(employers.userId, practice.user.id));
    expect((await shown())[0].practice).toMatchObject({ name: 'Bayview Family Dental', isPublic: true });

    await db().update(users).set({ username: 'bayview-family' }).where(eq(users.id, practice.user.id));
    expect((await shown())[0].practice?.username).toBe('bayview-family');

    await db().execute(
      sql`update jobs set name = 'Hygienist, Tuesdays and Thursdays', pay_code = 'HOUR', salary_min = 4800, salary_max = null where id = ${job.id}`,
    );
    expect((await shown())[0]).toMatchObject({ title: 'Hygienist, Tuesdays and Thursdays', pay: '$48.00/hour' });

    // Moved to another office: the card's place, so the distance, follows.
    const [lat, lng] = PLACES['60625'];
    await db().execute(sql`update jobs set zip = '60625', lat = ${lat}, lng = ${lng} where id = ${job.id}`);
    expect((await shown())[0]).toMatchObject({ zip: '60625', distance: miles('60614', '60625') });

    // A change the card does not show (a view counted) leaves the card as it is.
    const before = await cardVersion(job.id);
    await db().execute(sql`update jobs set views = views + 1 where id = ${job.id}`);
    expect(await cardVersion(job.id)).toBe(before);

    await db().execute(sql`delete from jobs where id = ${job.id}`);
    expect(await cardVersion(job.id)).toBeNull();
  });
});
