import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployerAccount, createJobPosting, createOffice } from '@chairside/db/factories';
import { JobSearchAnswerSchema } from '@chairside/domain/job-search';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';

const clock = movableClock(new Date().toISOString());
const api = useTestApi({ clock, env: { SEARCH_CACHE_SECONDS: '20' } });

let practiceId: number;
let seeker: TestAccount;

beforeAll(async () => {
  practiceId = (await createEmployerAccount(api.database.db, { practiceName: 'Lakeshore Dental Partners', zip: '60614' })).user.id;
  seeker = await signUpStaff(api);
});

async function postNearby() {
  const { office } = await createOffice(api.database.db, practiceId, { zip: '60625' });
  return (
    await createJobPosting(api.database.db, practiceId, {
      position: 'DH',
      type: 'PERM',
      officeId: office.id,
      postedDate: new Date(clock.now().getTime() - 86_400_000),
    })
  ).job;
}

async function totalFound(account: TestAccount | null, query: Record<string, string> = { zip: '60614', position: 'DH', radius: '10' }) {
  const path = account ? `/api9/users/${account.username}/jobs` : '/api9/jobs/search';
  const response = await call(api, account, 'GET', `${path}?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return JobSearchAnswerSchema.parse(response.json()).total;
}

describe('a visitor’s search answer is reused for SEARCH_CACHE_SECONDS', () => {
  it('answers the same visitor search from memory until the seconds pass; signed-in searches are always fresh', async () => {
    await postNearby();
    expect(await totalFound(null)).toBe(1);

    await postNearby();
    clock.set(new Date(clock.now().getTime() + 19_000).toISOString());
    expect(await totalFound(null)).toBe(1);
    expect(await totalFound(null, { zip: '60614', position: 'DH', radius: '20' })).toBe(2);
    expect(await totalFound(seeker, { zip: '60614', position: 'DH', radius: '10' })).toBe(2);

    clock.set(new Date(clock.now().getTime() + 1_000).toISOString());
    expect(await totalFound(null)).toBe(2);
  });

  it('keys the answer by the normalised parameters: the same search written differently shares it', async () => {
    const before = await totalFound(null, { zip: '60614', position: 'DH', radius: '30' });
    await postNearby();
    expect(await totalFound(null, { position: 'DH', radius: '30', zip: '60614', limit: '25', offset: '0' })).toBe(before);
  });
});
