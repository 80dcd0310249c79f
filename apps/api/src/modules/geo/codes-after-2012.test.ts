import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { JobSearchAnswerSchema } from '@chairside/domain/job-search';
import { useTestApi } from '../../testing/test-api';
import { call } from '../../testing/staff-profiles';
import { refreshCookie, type TestAccount } from '../../testing/accounts';
import { createDraft, giveSlot, postingBody, publish } from '../../testing/jobs';

// Frisco (75036) and McKinney (75072), Texas: ZIP codes made after 2012, which the first ZIP data
// did not have ('ZIP code not found' at sign-up and in search).

const api = useTestApi();

async function placeOf(username: string) {
  const [row] = await api.database.db.select({ zip: users.zip, city: users.city, state: users.state }).from(users).where(eq(users.username, username));
  return row;
}

async function signUp(path: 'staff' | 'employers', payload: Record<string, unknown>): Promise<TestAccount & { body: Record<string, unknown> }> {
  const email = `${path}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'frisco-smiles-2026';
  const response = await api.app.inject({ method: 'POST', url: `/api9/users/${path}`, payload: { email, password, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return {
    username: response.json().username,
    email,
    password,
    authorization: response.headers.authorization as string,
    cookie: refreshCookie(response.headers['set-cookie']),
    body: response.json(),
  };
}

describe('ZIP codes made after 2012', () => {
  it('a job seeker signs up in Frisco (75036) and moves to McKinney (75072)', async () => {
    const seeker = await signUp('staff', { name: 'Mia Torres', position: 'DA', zip: '75036', kind: 'staff' });
    expect(seeker.body).toMatchObject({ zip: '75036' });
    expect(await placeOf(seeker.username)).toEqual({ zip: '75036', city: 'Frisco', state: 'TX' });
    const details = { position: 'DA', zip: '75072', license: null, other: null, experience: 3, salary: null, specialties: [] };
    const moved = await call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/profile/details`, details);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ zip: '75072', city: 'Mckinney' });
    expect(await placeOf(seeker.username)).toEqual({ zip: '75072', city: 'Mckinney', state: 'TX' });
  });

  it('a practice signs up in McKinney and posts a job in Frisco; a search from McKinney finds it, nearest first', async () => {
    const practice = await signUp('employers', { name: 'Sam Lee', practiceName: 'Collin County Dental', zip: '75072', phone: '(972) 555-0142' });
    expect(practice.body).toMatchObject({ zip: '75072' });
    const slot = await giveSlot(api, practice);
    const draft = await createDraft(api, practice, postingBody({ zip: '75036', address: '5000 Legacy Dr' }));
    expect(draft).toMatchObject({ zip: '75036', city: 'Frisco', state: 'TX', timeZone: 'America/Chicago' });
    expect((await publish(api, practice, draft.id, slot.id)).statusCode).toBe(200);

    const response = await call(api, null, 'GET', `/api9/jobs/search?${new URLSearchParams({ zip: '75072', position: 'DH', radius: '20' })}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = JobSearchAnswerSchema.parse(response.json());
    const found = answer.premiumJobs.find((job) => job.id === draft.id);
    expect(found).toMatchObject({ city: 'Frisco', state: 'TX' });
    // 75072 (33.1976, -96.6153) to 75036 (33.1499, -96.8241): about 12.5 miles.
    expect(found?.distance).toBeGreaterThan(12);
    expect(found?.distance).toBeLessThan(13);
  });

  it('an unknown code is still refused, naming the field', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/users/staff',
      payload: { email: 'nowhere@example.com', password: 'frisco-smiles-2026', name: 'No Where', position: 'DA', zip: '00000', kind: 'staff' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'zip', message: 'ZIP code not found' });
  });
});
