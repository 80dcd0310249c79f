import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { organizationRecord, startNpiRegistryFake, type NpiFake } from '../../testing/npi-registry-fake';
import { PRACTICE_NPI_TASK } from './practice-npi-recheck';

// The monthly re-check of verified practices (ADR 124), against the local NPI Registry: a practice
// whose organization NPI the registry deactivates loses the "Verified practice" badge and is told
// why by email (through the outbox); one still active keeps it; an unreachable registry changes nothing.
const STAYS = '1588667638';
const DEACTIVATED = '1093817564';
const REMOVED = '1740293856';
const env: Record<string, string> = {};
let registry: NpiFake;
beforeAll(async () => {
  registry = await startNpiRegistryFake();
  for (const npi of [STAYS, DEACTIVATED, REMOVED]) registry.records.set(npi, organizationRecord(npi, 'BRIGHT SMILES DENTAL, PLLC', 'IL'));
  env.NPI_REGISTRY_URL = registry.url;
});
afterAll(() => registry.close());

const clock = movableClock('2026-05-04T14:00:00.000Z');
const api = useTestApi({ env, clock });
const LAPSED_SUBJECT = 'Bright Smiles Dental is no longer shown as a verified practice';

const npiPath = (practice: TestAccount) => `/api9/users/employers/${practice.username}/npi`;
async function lapsedEmails(to: string) {
  const { rows } = await api.database.db.execute<{ text_body: string }>(
    sql`select text_body from outbox_messages where to_address = ${to} and subject = ${LAPSED_SUBJECT} order by id`,
  );
  return rows.map((row) => row.text_body);
}
async function verifiedPractice(npi: string) {
  const practice = await signUpEmployer(api);
  const verified = await call(api, practice, 'PUT', npiPath(practice), { npi });
  expect(verified.statusCode, verified.body).toBe(200);
  return practice;
}
async function pass(iso: string) {
  clock.set(iso);
  expect(await runDueTasks(api.ctx)).toContain(PRACTICE_NPI_TASK);
}
const lookups = (npi: string) => registry.requests.filter((path) => path.endsWith(`number=${npi}`)).length;

describe('re-checking verified practices', () => {
  it('a deactivated or removed NPI loses the badge and the practice is emailed once; an active one is confirmed again', async () => {
    const stays = await verifiedPractice(STAYS);
    const deactivated = await verifiedPractice(DEACTIVATED);
    const removed = await verifiedPractice(REMOVED);
    await call(api, deactivated, 'PUT', `/api9/users/employers/${deactivated.username}/profile/public`, { state: true });
    const job = await liveJob(api, deactivated);
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json().practice).toMatchObject({ isVerified: true });

    // Within 30 days of the check nobody is looked up again.
    await pass('2026-05-20T14:00:00.000Z');
    expect([lookups(STAYS), lookups(DEACTIVATED), lookups(REMOVED)]).toEqual([1, 1, 1]);

    // The registry deactivates one NPI and no longer answers for another.
    registry.records.set(DEACTIVATED, organizationRecord(DEACTIVATED, 'BRIGHT SMILES DENTAL, PLLC', 'IL', 'D'));
    registry.records.delete(REMOVED);
    await pass('2026-06-04T15:00:00.000Z');
    expect([lookups(STAYS), lookups(DEACTIVATED), lookups(REMOVED)]).toEqual([2, 2, 2]);

    expect((await call(api, stays, 'GET', npiPath(stays))).json()).toEqual({ npi: STAYS, verifiedAt: '2026-06-04T15:00:00.000Z', detail: null });
    expect(await lapsedEmails(stays.email)).toEqual([]);

    expect((await call(api, deactivated, 'GET', npiPath(deactivated))).json()).toMatchObject({ npi: DEACTIVATED, verifiedAt: null });
    expect((await call(api, null, 'GET', `/api9/users/employers/${deactivated.username}/profile`)).json().isVerifiedPractice).toBe(false);
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json().practice).toMatchObject({ isVerified: false });
    const [told] = await lapsedEmails(deactivated.email);
    expect(told).toContain(`did not confirm NPI ${DEACTIVATED} for Bright Smiles Dental: The NPI is not active in the registry.`);
    expect(told).toContain('/app/employer-profile#practice-npi');

    expect((await call(api, removed, 'GET', npiPath(removed))).json()).toMatchObject({ verifiedAt: null });
    expect((await lapsedEmails(removed.email))[0]).toContain('The NPI Registry has no record of this NPI.');

    // The next passes neither look the lapsed practices up again nor email them twice.
    await pass('2026-06-04T22:00:00.000Z');
    await pass('2026-07-06T15:00:00.000Z');
    expect([lookups(DEACTIVATED), lookups(REMOVED)]).toEqual([2, 2]);
    expect(await lapsedEmails(deactivated.email)).toHaveLength(1);
    expect(await lapsedEmails(removed.email)).toHaveLength(1);
    expect(lookups(STAYS)).toBe(3);

    // Re-submitted once the registry has it active again, the badge is back.
    registry.records.set(DEACTIVATED, organizationRecord(DEACTIVATED, 'BRIGHT SMILES DENTAL, PLLC', 'IL'));
    expect((await call(api, deactivated, 'PUT', npiPath(deactivated), { npi: DEACTIVATED })).statusCode).toBe(200);
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json().practice).toMatchObject({ isVerified: true });
  });

  it('a registry that cannot be reached leaves the badge and sends nothing; the practice is tried on the next pass', async () => {
    clock.set('2026-08-01T10:00:00.000Z');
    const practice = await verifiedPractice(STAYS);
    registry.down = true;
    try {
      await pass('2026-09-01T10:00:00.000Z');
    } finally {
      registry.down = false;
    }
    expect((await call(api, practice, 'GET', npiPath(practice))).json()).toMatchObject({ verifiedAt: '2026-08-01T10:00:00.000Z' });
    expect(await lapsedEmails(practice.email)).toEqual([]);
    await pass('2026-09-01T16:00:00.000Z');
    expect((await call(api, practice, 'GET', npiPath(practice))).json()).toMatchObject({ verifiedAt: '2026-09-01T16:00:00.000Z' });
  });
});
