import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { fillResume, giveInvitationCredits, makePublic } from '../../testing/hiring';
import { individualRecord, startNpiRegistryFake, type NpiFake } from '../../testing/npi-registry-fake';

// The badge and the numbers: "License verified" on every card (without the number), the numbers
// only for practices that see full cards, and the "verified license only" filter.
const NPI = '1234567893';
const env: Record<string, string> = { UPLOADS_DIR: tempUploadsDir() };
let registry: NpiFake;
beforeAll(async () => {
  registry = await startNpiRegistryFake();
  registry.records.set(
    NPI,
    individualRecord(NPI, { first: 'RAE', last: 'NUNEZ' }, { code: '124Q00000X', desc: 'Dental Hygienist', state: 'TX', license: '0123456' }),
  );
  env.NPI_REGISTRY_URL = registry.url;
});
afterAll(() => registry.close());
const api = useTestApi({ env });

async function publicHygienist(verified: boolean): Promise<TestAccount> {
  const seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  expect((await makePublic(api, seeker)).statusCode).toBe(200);
  const base = `/api9/users/staff/${seeker.username}/credentials`;
  const added = await call(api, seeker, 'POST', base, {
    kind: 'RDH',
    state: 'TX',
    number: '0123456',
    npi: verified ? NPI : '1111111111',
    expiresOn: '2027-08-31',
  });
  expect((await call(api, seeker, 'POST', `${base}/${added.json().id}/verification`)).json().status).toBe(verified ? 'VERIFIED' : 'MISMATCH');
  return seeker;
}

describe('the License verified badge in resume search', () => {
  it('shows on preview cards without the number; full cards carry the numbers; the filter keeps verified people only', async () => {
    const verified = await publicHygienist(true);
    const unverified = await publicHygienist(false);
    const url = (practice: TestAccount, query = '') => `/api9/employers/${practice.username}/resumes/search/DH/78701${query}`;

    const previewer = await signUpEmployer(api);
    const preview = await call(api, previewer, 'GET', url(previewer));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().access).toBe('preview');
    expect(
      preview
        .json()
        .resumes.map((card: { licenseVerified: boolean }) => card.licenseVerified)
        .sort(),
    ).toEqual([false, true]);
    expect(preview.body).not.toContain('0123456');

    const reader = await signUpEmployer(api);
    await giveInvitationCredits(api, reader);
    const full = (await call(api, reader, 'GET', url(reader))).json();
    expect(full.access).toBe('full');
    const card = full.resumes.find((entry: { username: string }) => entry.username === verified.username);
    expect(card).toMatchObject({
      licenseVerified: true,
      verifiedCredentials: [{ label: 'Registered Dental Hygienist (RDH) license', state: 'TX', number: '0123456' }],
    });
    expect(full.resumes.find((entry: { username: string }) => entry.username === unverified.username)).toMatchObject({
      licenseVerified: false,
      verifiedCredentials: [],
    });

    const only = (await call(api, reader, 'GET', url(reader, '?verified=1'))).json();
    expect(only.resumes.map((entry: { username: string }) => entry.username)).toEqual([verified.username]);
    expect((await call(api, reader, 'GET', url(reader, '?verified=yes'))).statusCode).toBe(400);
  });

  it('shows on the public profile; the number only to the person', async () => {
    const verified = await publicHygienist(true);
    const profile = (viewer: TestAccount | null) => call(api, viewer, 'GET', `/api9/users/staff/${verified.username}/profile`);
    const signedOut = await profile(null);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json()).toMatchObject({
      licenseVerified: true,
      verifiedCredentials: [{ label: 'Registered Dental Hygienist (RDH) license', state: 'TX', number: null }],
    });
    expect(signedOut.body).not.toContain('0123456');
    expect((await profile(await signUpEmployer(api))).body).not.toContain('0123456');
    expect((await profile(verified)).json().verifiedCredentials[0].number).toBe('0123456');
    expect((await profile(await publicHygienist(false))).json().licenseVerified).toBe(true);
    const other = (await call(api, null, 'GET', `/api9/users/staff/${(await publicHygienist(false)).username}/profile`)).json();
    expect(other).toMatchObject({ licenseVerified: false, verifiedCredentials: [] });
  });
});
