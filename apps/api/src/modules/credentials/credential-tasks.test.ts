import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, tempUploadsDir } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { individualRecord, startNpiRegistryFake, type NpiFake } from '../../testing/npi-registry-fake';
import { matchNpiRecord } from './npi-registry';
import { CREDENTIALS_TASK, reminderDue } from './credential-tasks';

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

const clock = movableClock('2026-03-02T10:00:00.000Z');
const api = useTestApi({ env, clock });
const base = (account: TestAccount) => `/api9/users/staff/${account.username}/credentials`;

async function outbox(to: string) {
  const { rows } = await api.database.db.execute<{ subject: string }>(
    sql`select subject from outbox_messages where to_address = ${to} and subject like '%expires in%' order by id`,
  );
  return rows.map((row) => row.subject);
}

describe('matching an NPI Registry record', () => {
  const record = individualRecord(NPI, { first: 'RAE', last: 'NUNEZ' }, { code: '124Q00000X', desc: 'Dental Hygienist', state: 'TX', license: '0123456' });
  const license = { kind: 'RDH', state: 'TX', number: '0123456' };
  it.each([
    ['the name, state and number agree', record, license, 'Raé Núñez', 'VERIFIED'],
    ['the number written with spaces and no leading zero', record, { ...license, number: '123 456' }, 'Rae Nunez', 'VERIFIED'],
    ['another state', record, { ...license, state: 'CA' }, 'Rae Nunez', 'MISMATCH'],
    ['another number', record, { ...license, number: '654321' }, 'Rae Nunez', 'MISMATCH'],
    ['another person', record, license, 'Dana Smith', 'MISMATCH'],
    ['a dentist license against a hygienist taxonomy', record, { ...license, kind: 'DDS_DMD' }, 'Rae Nunez', 'MISMATCH'],
    ['a deactivated NPI', { ...record, basic: { ...record.basic, status: 'D' } }, license, 'Rae Nunez', 'MISMATCH'],
    ['an organization NPI', { ...record, enumeration_type: 'NPI-2' }, license, 'Rae Nunez', 'MISMATCH'],
    ['no record', null, license, 'Rae Nunez', 'MISMATCH'],
  ])('%s', (_name, given, credential, holder, outcome) => {
    expect(matchNpiRecord(given, credential, holder).outcome).toBe(outcome);
  });
});

describe('the expiry reminder due', () => {
  it.each([
    [90, [], null],
    [60, [], 60],
    [45, [60], null],
    [30, [60], 30],
    [25, [], 30],
    [7, [60, 30], 7],
    [0, [60, 30, 7], null],
    [-1, [], null],
  ])('%i days left, sent %j: %s', (daysLeft, sent, due) => {
    expect(reminderDue(daysLeft, sent)).toBe(due);
  });
});

describe('the scheduled pass', () => {
  it('sends 60, 30 and 7 days before expiry once each, marks it expired after, and re-verifies a license every 30 days', async () => {
    const seeker = await signUpStaff(api);
    const license = await call(api, seeker, 'POST', base(seeker), { kind: 'RDH', state: 'TX', number: '0123456', npi: NPI, expiresOn: '2026-06-30' });
    const cpr = await call(api, seeker, 'POST', base(seeker), { kind: 'CPR_BLS', expiresOn: '2026-05-01' });
    expect(cpr.statusCode, cpr.body).toBe(201);
    expect((await call(api, seeker, 'POST', `${base(seeker)}/${license.json().id}/verification`)).json().status).toBe('VERIFIED');
    const lookups = registry.requests.length;

    const run = async (iso: string) => {
      clock.set(iso);
      expect(await runDueTasks(api.ctx)).toContain(CREDENTIALS_TASK);
    };
    await run('2026-03-03T10:00:00.000Z');
    expect(await outbox(seeker.email)).toEqual(['Your CPR / BLS certificate expires in 59 days']);
    await run('2026-03-03T17:00:00.000Z');
    expect(await outbox(seeker.email)).toHaveLength(1);

    // 30 days after it was verified, the license is looked up again (and stays verified).
    await run('2026-04-02T10:00:00.000Z');
    expect(registry.requests.length).toBe(lookups + 1);
    expect((await outbox(seeker.email)).at(-1)).toBe('Your CPR / BLS certificate expires in 29 days');
    await run('2026-05-01T10:00:00.000Z');
    expect(await outbox(seeker.email)).toContain('Your TX Registered Dental Hygienist (RDH) license expires in 60 days');
    expect(await outbox(seeker.email)).toContain('Your CPR / BLS certificate expires in 0 days');

    await run('2026-05-02T10:00:00.000Z');
    const mine = (await call(api, seeker, 'GET', base(seeker))).json() as { kind: string; status: string; checks: { source: string; outcome: string }[] }[];
    expect(mine.find((entry) => entry.kind === 'CPR_BLS')).toMatchObject({ status: 'EXPIRED', checks: [{ source: 'EXPIRY_DATE', outcome: 'EXPIRED' }] });
    const rdh = mine.find((entry) => entry.kind === 'RDH');
    expect(rdh?.status).toBe('VERIFIED');
    expect(rdh?.checks.filter((check) => check.source === 'NPI_REGISTRY').length).toBeGreaterThanOrEqual(3);
  });
});
