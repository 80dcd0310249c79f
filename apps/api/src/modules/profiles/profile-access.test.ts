import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NO_AVAILABILITY } from '@chairside/domain/resume-profile';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';

const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() } });

let owner: TestAccount;
let stranger: TestAccount;
let employer: TestAccount;
let admin: TestAccount;
const ids: Record<string, number> = {};

const bodies = {
  skills: { name: 'Dentrix', score: 3 },
  companies: { name: 'Lakeview Family Dental', title: 'Dental Assistant', city: null, state: null, startDate: '2020-01-06', endDate: null, description: null },
  schools: { name: 'Harper College', degree: null, city: null, state: null, startDate: null, endDate: '2019-05-15' },
  certs: { name: 'CPR/BLS', issuer: null, issuedDate: null, expiresDate: null },
  courses: { name: 'Radiography', provider: null, completedDate: null, hours: 8 },
};

async function snapshot() {
  const result = await api.database.db.execute(sql`
    select (select json_agg(p order by user_id) from staff_profiles p) as profiles,
           (select json_agg(s order by id) from staff_skills s) as skills,
           (select json_agg(c order by id) from staff_companies c) as companies,
           (select json_agg(u.position || u.zip order by id) from users u) as users`);
  return result.rows[0];
}

beforeAll(async () => {
  owner = await signUpStaff(api);
  stranger = await signUpStaff(api);
  employer = await signUpEmployer(api);
  admin = await createAdmin(api);
  await call(api, owner, 'PUT', `/api9/users/staff/${owner.username}/profile/intro`, { intro: 'Private intro' });
  for (const [section, body] of Object.entries(bodies)) {
    const response = await call(api, owner, 'POST', `/api9/users/staff/${owner.username}/${section}`, body);
    ids[section] = response.json().id;
  }
});

/** Every owner-only route, as [method, path after /api9/users/staff/{username}, body]. */
function ownerRoutes(): ['PUT' | 'POST' | 'DELETE', string, unknown][] {
  return [
    ['PUT', 'profile/public', { state: true }],
    ['PUT', 'profile/relocate', { state: true }],
    ['PUT', 'profile/intro', { intro: 'Taken over' }],
    ['PUT', 'profile/details', { position: 'DA', zip: '10001', license: null, other: null, experience: 1, salary: null, specialties: [] }],
    ['PUT', 'profile/availability', { ...NO_AVAILABILITY, isDowMon: true }],
    ...Object.entries(bodies).flatMap(([section, body]): ['PUT' | 'POST' | 'DELETE', string, unknown][] => [
      ['PUT', `${section}/${ids[section]}`, body],
      ['DELETE', `${section}/${ids[section]}`, undefined],
      ['POST', section, body],
    ]),
    ['DELETE', 'photo', undefined],
  ];
}

describe('only the owner writes', () => {
  it('answers 401 anonymously, 404 to another job seeker, an employer or an admin, and stores nothing', async () => {
    for (const [method, path, body] of ownerRoutes()) {
      const url = `/api9/users/staff/${owner.username}/${path}`;
      const before = await snapshot();
      for (const [who, account, status] of [
        ['anonymous', null, 401],
        ['another job seeker', stranger, 404],
        ['an employer', employer, 404],
        ['an administrator', admin, 404],
      ] as const) {
        const response = await call(api, account, method, url, body);
        expect(response.statusCode, `${who} ${method} ${path}`).toBe(status);
        expect(response.json().errors[0].message).toEqual(expect.any(String));
      }
      expect(await snapshot()).toEqual(before);
    }
  });

  it("cannot reach another person's entries through one's own username (404, nothing changed)", async () => {
    const before = await snapshot();
    for (const [section, body] of Object.entries(bodies)) {
      const url = `/api9/users/staff/${stranger.username}/${section}/${ids[section]}`;
      expect((await call(api, stranger, 'PUT', url, body)).statusCode).toBe(404);
      expect((await call(api, stranger, 'DELETE', url)).statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to an employer writing a resume under its own username', async () => {
    const response = await call(api, employer, 'PUT', `/api9/users/staff/${employer.username}/profile/intro`, { intro: 'Hi' });
    expect(response.statusCode).toBe(403);
    expect((await call(api, employer, 'GET', '/api9/users/staff/current')).statusCode).toBe(403);
    expect((await call(api, null, 'GET', '/api9/users/staff/current')).statusCode).toBe(401);
  });

  it('lets the owner make every one of those calls', async () => {
    for (const [method, path, body] of ownerRoutes()) {
      const response = await call(api, owner, method, `/api9/users/staff/${owner.username}/${path}`, body);
      expect(response.statusCode, `${method} ${path}`).toBeLessThan(300);
    }
  });
});

describe('who reads a resume', () => {
  it('a private resume: only its owner; others get the same 404 as for nobody', async () => {
    const reader = await signUpStaff(api);
    await call(api, reader, 'PUT', `/api9/users/staff/${reader.username}/profile/intro`, { intro: 'Mine' });
    const url = `/api9/users/staff/${reader.username}/profile`;
    const nobody = await call(api, null, 'GET', '/api9/users/staff/nobody-here/profile');
    expect(nobody.statusCode).toBe(404);
    for (const account of [null, stranger, employer, admin]) {
      const response = await call(api, account, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(nobody.json());
    }
    const own = await call(api, reader, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ username: reader.username, isPublic: false, resume: { intro: 'Mine' } });
  });

  it('a public resume: anyone, signed in or not, without email, ZIP or coordinates', async () => {
    const reader = await signUpStaff(api);
    await call(api, reader, 'PUT', `/api9/users/staff/${reader.username}/profile/intro`, { intro: 'Hire me' });
    await call(api, reader, 'PUT', `/api9/users/staff/${reader.username}/profile/public`, { state: true });
    for (const account of [null, stranger, employer]) {
      const response = await call(api, account, 'GET', `/api9/users/staff/${reader.username}/profile`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ username: reader.username, name: 'Raé Núñez', city: 'Austin', state: 'TX', isPublic: true, resume: { intro: 'Hire me' } });
      for (const hidden of ['email', 'zip', 'lat', 'lng', 'completeness']) expect(body).not.toHaveProperty(hidden);
      expect(response.body).not.toContain(reader.email);
      expect(response.body).not.toContain('78701');
    }
    await call(api, reader, 'PUT', `/api9/users/staff/${reader.username}/profile/public`, { state: false });
    expect((await call(api, null, 'GET', `/api9/users/staff/${reader.username}/profile`)).statusCode).toBe(404);
  });

  it('an employer account has no resume to read', async () => {
    expect((await call(api, null, 'GET', `/api9/users/staff/${employer.username}/profile`)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists every profile route with a tag and a summary', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api9/docs/json' })).json();
    const expected = [
      ['get', '/api9/users/staff/current'],
      ['get', '/api9/users/staff/{username}/profile'],
      ['put', '/api9/users/staff/{username}/profile/public'],
      ['put', '/api9/users/staff/{username}/profile/relocate'],
      ['put', '/api9/users/staff/{username}/profile/intro'],
      ['put', '/api9/users/staff/{username}/profile/details'],
      ['put', '/api9/users/staff/{username}/profile/availability'],
      ...Object.keys(bodies).flatMap((section) => [
        ['post', `/api9/users/staff/{username}/${section}`],
        ['put', `/api9/users/staff/{username}/${section}/{id}`],
        ['delete', `/api9/users/staff/{username}/${section}/{id}`],
      ]),
      ['post', '/api9/users/staff/{username}/photo'],
      ['delete', '/api9/users/staff/{username}/photo'],
      ['get', '/api9/files/{path}'],
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.summary).toEqual(expect.any(String));
    }
    const upload = doc.paths['/api9/users/staff/{username}/photo'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string' });
  });
});
