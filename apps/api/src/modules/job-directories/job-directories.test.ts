import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;

const get = (url: string) => api.app.inject({ method: 'GET', url });
const directory = (query: string) => get(`/api9/job-directories/jobs?${query}`);

beforeAll(async () => {
  practice = await signUpEmployer(api);
  // Chicago (IL): three hygienists, one assistant; Evanston (IL): one dentist; Houston (TX): one hygienist.
  for (const name of ['Hygienist A', 'Hygienist B', 'Hygienist C']) await liveJob(api, practice, { name, zip: '60614', position: 'DH' });
  await liveJob(api, practice, {
    name: 'Chairside Assistant',
    zip: '60614',
    position: 'DA',
    payCode: 'HOUR',
    salaryMin: 2400,
    salaryMax: null,
    specialties: ['ORTHO'],
  });
  await liveJob(api, practice, {
    name: 'Associate Dentist',
    zip: '60201',
    position: 'DD',
    payCode: 'YEAR_RANGE',
    salaryMin: 16_000_000,
    salaryMax: 20_000_000,
  });
  await liveJob(api, practice, { name: 'Houston Hygienist', zip: '77002', position: 'DH' });
});

describe('job directories', () => {
  it('lists a state with counts, its cities, other roles and nearby states, newest first', async () => {
    const response = await directory('state=illinois');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ kind: 'state', heading: 'Dental Jobs in Illinois', path: '/dental-jobs/state/illinois/', page: 1, pageCount: 1, total: 5 });
    expect(answer.jobs.map((job: { title: string }) => job.title).sort()).toEqual([
      'Associate Dentist',
      'Chairside Assistant',
      'Hygienist A',
      'Hygienist B',
      'Hygienist C',
    ]);
    expect(answer.jobs[0]).toMatchObject({ isPartner: false, path: expect.stringMatching(/^\/dental-jobs\/job\/\d+\/[a-z0-9-]+\/$/) });
    expect(answer.places).toEqual(
      expect.arrayContaining([
        { name: 'Chicago', path: '/dental-jobs/state/illinois/chicago/', count: 4 },
        { name: 'Evanston', path: '/dental-jobs/state/illinois/evanston/', count: 1 },
      ]),
    );
    expect(answer.roles).toEqual(expect.arrayContaining([{ name: 'Dental Hygienist Jobs', path: '/dental-jobs/dental-hygienist/illinois/', count: 3 }]));
    expect(answer.nearby).toEqual([{ name: 'Texas', path: '/dental-jobs/state/texas/', count: 1 }]);
    expect(answer.breadcrumbs.map((crumb: { path: string }) => crumb.path)).toEqual(['/', '/dental-jobs/zones/', '/dental-jobs/state/illinois/']);
  });

  it('answers the canonical path for a state code, a city, a metro, a role and the role in a state', async () => {
    expect((await directory('state=IL')).json().path).toBe('/dental-jobs/state/illinois/');
    const city = (await directory('state=illinois&city=chicago')).json();
    expect(city).toMatchObject({ kind: 'city', heading: 'Dental Jobs in Chicago, IL', total: 4 });
    expect(city.nearby[0]).toMatchObject({ name: 'Evanston, IL', path: '/dental-jobs/state/illinois/evanston/' });
    const metro = (await directory('metro=chicago')).json();
    expect(metro).toMatchObject({ kind: 'metro', total: 5, path: '/dental-jobs/metro/chicago/' });
    expect(metro.nearby).toEqual([{ name: 'Houston Area', path: '/dental-jobs/metro/houston/', count: 1 }]);
    const role = (await directory('role=dental-hygienist')).json();
    expect(role).toMatchObject({ kind: 'role', total: 4, heading: 'Dental Hygienist Jobs' });
    expect(role.places).toEqual(
      expect.arrayContaining([
        { name: 'Illinois', path: '/dental-jobs/dental-hygienist/illinois/', count: 3 },
        { name: 'Texas', path: '/dental-jobs/dental-hygienist/texas/', count: 1 },
      ]),
    );
    expect((await directory('role=dental-hygienist&state=illinois')).json()).toMatchObject({ kind: 'role-state', total: 3 });
    expect((await directory('role=dentist&metro=chicago')).json()).toMatchObject({ kind: 'role-metro', total: 1 });
    expect((await directory('specialty=orthodontic')).json()).toMatchObject({ kind: 'specialty', total: 1 });
    expect((await directory('cluster=east-north-central')).json()).toMatchObject({ kind: 'cluster', total: 5 });
    const canada = (await directory('country=CA')).json();
    expect(canada).toMatchObject({ kind: 'canada', total: 0 });
    expect(canada.nearby.map((place: { name: string }) => place.name)).toEqual(['Illinois', 'Texas']);
  });

  it('answers a real place without postings with the nearest places that have some', async () => {
    const answer = (await directory('state=wisconsin')).json();
    expect(answer).toMatchObject({ total: 0, jobs: [] });
    expect(answer.nearby[0]).toMatchObject({ name: 'Illinois', path: '/dental-jobs/state/illinois/' });
    const city = (await directory('state=illinois&city=springfield')).json();
    expect(city).toMatchObject({ total: 0 });
    expect(city.nearby.length).toBeGreaterThan(0);
  });

  it('answers 404 naming the unknown role, place, specialty or page', async () => {
    for (const [query, field] of [
      ['state=atlantis', 'state'],
      ['state=illinois&city=atlantis-on-sea', 'city'],
      ['metro=atlantis', 'metro'],
      ['role=astronaut', 'role'],
      ['specialty=juggling', 'specialty'],
      ['cluster=middle-earth', 'cluster'],
      ['state=illinois&page=2', 'page'],
      ['state=illinois&page=41', 'page'],
      ['city=chicago', 'query'],
      ['state=illinois&metro=chicago', 'query'],
    ]) {
      const response = await directory(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json().errors[0].field, query).toBe(field);
    }
  });

  it('answers 400 for malformed and unknown parameters, never a 500', async () => {
    for (const query of ['page=0', 'page=01', 'page=99999', 'state=il%20linois', 'role=dentist&admin=1', 'country=US', 'state=' + 'a'.repeat(81)]) {
      const response = await directory(query);
      expect(response.statusCode, query).toBe(400);
    }
    for (const naughty of NAUGHTY_STRINGS.slice(0, 40)) {
      const response = await directory(`state=${encodeURIComponent(naughty)}`);
      expect([400, 404], naughty).toContain(response.statusCode);
    }
  });

  it('lists zones: every state with its count, metros and busiest cities with jobs', async () => {
    const zones = (await get('/api9/job-directories/zones')).json();
    expect(zones.total).toBe(6);
    expect(zones.states.find((state: { code: string }) => state.code === 'IL')).toMatchObject({
      name: 'Illinois',
      count: 5,
      path: '/dental-jobs/state/illinois/',
      country: 'US',
    });
    expect(zones.states.find((state: { code: string }) => state.code === 'ON')).toMatchObject({ count: 0, country: 'CA' });
    expect(zones.metros).toEqual([
      { name: 'Chicago', path: '/dental-jobs/metro/chicago/', count: 5 },
      { name: 'Houston', path: '/dental-jobs/metro/houston/', count: 1 },
    ]);
    expect(zones.cities).toEqual(expect.arrayContaining([{ name: 'Chicago', state: 'IL', path: '/dental-jobs/state/illinois/chicago/', count: 4 }]));
    expect(zones.roles).toEqual(expect.arrayContaining([{ name: 'Dental Hygienist Jobs', path: '/dental-jobs/dental-hygienist/', count: 4 }]));
  });

  it('leaves an expired posting out at once', async () => {
    const before = (await directory('state=texas')).json().total;
    expect(before).toBe(1);
    clock.advanceDays(31);
    try {
      expect((await directory('state=texas')).json().total).toBe(0);
      expect((await get('/api9/job-directories/zones')).json().total).toBe(0);
    } finally {
      clock.advanceDays(-31);
    }
  });
});

describe('salary pages', () => {
  it('shows pay from five postings on, hidden below', async () => {
    const below = (await get('/api9/job-directories/salaries?role=dental-hygienist&state=illinois')).json();
    expect(below).toMatchObject({
      heading: 'Dental Hygienist Salary in Illinois',
      pay: null,
      minPostings: 5,
      jobsPath: '/dental-jobs/dental-hygienist/illinois/',
    });
    // Two more hygienists in Illinois make five (each posts $45–$55 an hour; one $30 flat).
    await liveJob(api, practice, { name: 'Hygienist D', zip: '60614', position: 'DH' });
    await liveJob(api, practice, { name: 'Hygienist E', zip: '60201', position: 'DH', payCode: 'HOUR', salaryMin: 3000, salaryMax: null });
    const shown = (await get('/api9/job-directories/salaries?role=dental-hygienist&state=illinois')).json();
    expect(shown.pay).toEqual({ unit: 'HOUR', count: 5, median: 5000, low: 3000, high: 5000 });
    const metro = (await get('/api9/job-directories/salaries?role=dental-hygienist&metro=chicago')).json();
    expect(metro.pay).toMatchObject({ count: 5 });
    // The directory links the salary page now.
    expect((await directory('state=illinois')).json().salaries).toEqual([
      { name: 'Dental Hygienist Salary in Illinois', path: '/dental-salaries/dental-hygienist/illinois/', count: 5 },
    ]);
    // The sitemap lists the state's and the metro area's salary pages now, and no page without figures.
    const sitemap = (await get('/api9/job-directories/sitemap/salaries/1')).json() as Array<{ path: string }>;
    expect(sitemap.map((entry) => entry.path)).toEqual(['/dental-salaries/dental-hygienist/illinois/', '/dental-salaries/dental-hygienist/metro/chicago/']);
  });

  it('answers 404 for unknown roles and places, 400 for malformed queries', async () => {
    expect((await get('/api9/job-directories/salaries?role=astronaut&state=illinois')).statusCode).toBe(404);
    expect((await get('/api9/job-directories/salaries?role=dentist&state=atlantis')).statusCode).toBe(404);
    expect((await get('/api9/job-directories/salaries?role=dentist')).statusCode).toBe(404);
    expect((await get('/api9/job-directories/salaries?role=dentist&state=illinois&metro=chicago')).statusCode).toBe(404);
    expect((await get('/api9/job-directories/salaries?role=dentist&state=%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('organizations and professionals', () => {
  it('lists public practices only and shows one with offices and live jobs', async () => {
    const hidden = await signUpEmployer(api);
    const office = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/offices`, {
      name: 'Lincoln Park',
      address: '2450 N Clark St',
      zip: '60614',
    });
    expect(office.statusCode, office.body).toBe(201);
    expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/profile/public`, { state: true })).statusCode).toBe(200);
    const list = (await get('/api9/job-directories/organizations')).json();
    expect(list.organizations.map((org: { username: string }) => org.username)).toEqual([practice.username]);
    expect(list.organizations[0].liveJobs).toBeGreaterThan(0);
    const page = await get(`/api9/job-directories/organizations/${practice.username}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ username: practice.username, path: `/dental-jobs/organizations/${practice.username}/` });
    expect(page.json().offices).toEqual([
      expect.objectContaining({ name: 'Lincoln Park', address: '2450 N Clark St', city: 'Chicago', state: 'IL', zip: '60614', photos: [] }),
    ]);
    expect(page.json().jobs.length).toBeGreaterThan(0);
    expect((await get(`/api9/job-directories/organizations/${hidden.username}`)).statusCode).toBe(404);
    expect((await get('/api9/job-directories/organizations?page=2')).statusCode).toBe(404);
    expect((await get('/api9/job-directories/organizations/no-such-practice')).statusCode).toBe(404);
  });

  it('GET users/{id}/employer/{username}: the job seeker only, public or dealt-with practices', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const hidden = await signUpEmployer(api);
    const url = (account: TestAccount, employer: TestAccount) => `/api9/users/${account.username}/employer/${employer.username}`;
    expect((await get(url(seeker, practice))).statusCode).toBe(401);
    expect((await call(api, hidden, 'GET', url(hidden, practice))).statusCode).toBe(403);
    expect((await call(api, other, 'GET', url(seeker, practice))).statusCode).toBe(404);
    const seen = await call(api, seeker, 'GET', url(seeker, practice));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ username: practice.username });
    expect((await call(api, seeker, 'GET', url(seeker, hidden))).statusCode).toBe(404);
    expect((await call(api, seeker, 'GET', `/api9/users/${seeker.username}/employer/${encodeURIComponent('<script>')}`)).statusCode).toBe(400);
  });

  it('lists public resumes only', async () => {
    const seeker = await signUpStaff(api);
    await signUpStaff(api);
    await api.database.db.execute(
      sql`insert into staff_profiles (user_id, is_public) select id, true from users where username = ${seeker.username} on conflict (user_id) do update set is_public = true`,
    );
    const list = (await get('/api9/job-directories/professionals')).json();
    expect(list.professionals.map((person: { username: string }) => person.username)).toEqual([seeker.username]);
    expect(list.professionals[0].path).toBe(`/dental-professionals/${seeker.username}/`);
  });
});
