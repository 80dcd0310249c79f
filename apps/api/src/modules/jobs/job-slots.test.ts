import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createOrder } from '@chairside/db/factories';
import { jobSlots, jobs } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, employerTables, giveSlot, movableClock, postingBody, publish, userIdOf } from '../../testing/jobs';

const START = '2026-05-04T09:30:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

beforeEach(() => clock.set(START));

/**
 * On PostgreSQL, makes the race certain: a transaction holds the slot's row lock until both
 * publishes are waiting on a lock, then lets go. Publishing that read the slot without locking
 * it would then see it free twice and both succeed. (PGlite has one connection: transactions
 * run one after another, so there the two calls simply queue.)
 */
async function racingUnderHeldLock<T>(slotId: number, race: () => Promise<T>): Promise<T> {
  const db = api.database.db;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let signalLocked = () => {};
  const locked = new Promise<void>((resolve) => (signalLocked = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.select({ id: jobSlots.id }).from(jobSlots).where(eq(jobSlots.id, slotId)).for('update');
    signalLocked();
    await released;
  });
  await locked;
  const racing = race();
  for (let wait = 0; wait < 250; wait++) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  release();
  await holder;
  return racing;
}

const slotsUrl = (username: string) => `/api9/users/employers/${username}/job-slots`;

describe('job slots', () => {
  it('lists usable slots, unassigned first, each part by slotId; cancelled and ended ones are gone', async () => {
    const employer = await signUpEmployer(api);
    const a = await giveSlot(api, employer);
    const order = await createOrder(api.database.db, await userIdOf(api, employer.username));
    const b = await giveSlot(api, employer, {
      product: 'JOBSUB',
      expiresAt: new Date('2027-05-01T00:00:00Z'),
      orderId: order.id,
      position: 'DH',
      region: 'MIDWEST',
    });
    const c = await giveSlot(api, employer);
    await giveSlot(api, employer, { cancelledAt: new Date('2026-05-01T00:00:00Z') });
    await giveSlot(api, employer, { product: 'JOBSUB', expiresAt: new Date('2026-05-01T00:00:00Z') });
    const job = await createDraft(api, employer);
    expect((await publish(api, employer, job.id, a.id)).statusCode).toBe(200);

    const slots = (await call(api, employer, 'GET', slotsUrl(employer.username))).json();
    expect(slots.map((slot: { slotId: number; activeJobId: number }) => [slot.slotId, slot.activeJobId])).toEqual([
      [b.id, 0],
      [c.id, 0],
      [a.id, job.id],
    ]);
    expect(slots[0]).toEqual({
      slotId: b.id,
      activeJobId: 0,
      orderId: order.id,
      product: 'JOBSUB',
      position: 'DH',
      region: 'MIDWEST',
      isSubscription: true,
      expiresAt: '2027-05-01T00:00:00.000Z',
      cancelledAt: null,
      createdAt: expect.any(String),
    });
  });

  it('publishes into the first free slot when none is named, and says 402 slotId when none is free', async () => {
    const employer = await signUpEmployer(api);
    const first = await createDraft(api, employer);
    const before = await employerTables(api);
    const refused = await publish(api, employer, first.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errors[0]).toMatchObject({ code: 'PAYMENT', field: 'slotId' });
    expect(refused.json().errors[0].message).toMatch(/no free job slot/);
    expect(await employerTables(api)).toEqual(before);

    const low = await giveSlot(api, employer);
    await giveSlot(api, employer);
    expect((await publish(api, employer, first.id)).json().slotId).toBe(low.id);
    const again = await publish(api, employer, first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('status');
  });

  it('refuses a slot that is taken (409), cancelled (409), ended (409) or not the employer’s (404), naming slotId', async () => {
    const employer = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const taken = await giveSlot(api, employer);
    await publish(api, employer, (await createDraft(api, employer)).id, taken.id);
    const cancelled = await giveSlot(api, employer, { cancelledAt: new Date('2026-05-01T00:00:00Z') });
    const ended = await giveSlot(api, employer, { product: 'JOBSUB', expiresAt: new Date('2026-05-01T00:00:00Z') });
    const theirs = await giveSlot(api, other);
    const draft = await createDraft(api, employer);
    const before = await employerTables(api);
    for (const [slotId, status] of [
      [taken.id, 409],
      [cancelled.id, 409],
      [ended.id, 409],
      [theirs.id, 404],
      [987_654, 404],
    ]) {
      const response = await publish(api, employer, draft.id, slotId);
      expect(response.statusCode, `slot ${slotId}`).toBe(status);
      expect(response.json().errors[0].field).toBe('slotId');
    }
    expect(await employerTables(api)).toEqual(before);
    // slot-id in the query string works too; a body that disagrees with it is refused.
    const free = await giveSlot(api, employer);
    const mismatch = await call(api, employer, 'PUT', `/api9/jobs/${draft.id}/publish?slot-id=${free.id}`, { slotId: theirs.id });
    expect(mismatch.statusCode).toBe(400);
    const viaQuery = await call(api, employer, 'PUT', `/api9/jobs/${draft.id}/publish?slot-id=${free.id}`);
    expect(viaQuery.json()).toMatchObject({ status: 'ACTIVE', slotId: free.id });
  });

  it('two publishes into one slot at once: one 200, one 409, and the loser stays a draft', async () => {
    const employer = await signUpEmployer(api);
    const slot = await giveSlot(api, employer);
    const [one, two] = [await createDraft(api, employer), await createDraft(api, employer, postingBody({ position: 'DA', name: 'Dental Assistant' }))];
    const both = () => Promise.all([publish(api, employer, one.id, slot.id), publish(api, employer, two.id, slot.id)]);
    const responses = api.database.kind === 'postgres' ? await racingUnderHeldLock(slot.id, both) : await both();
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().errors[0].field).toBe('slotId');
    const winnerId = responses.find((r) => r.statusCode === 200)!.json().id;
    const [stored] = await api.database.db.select().from(jobSlots).where(eq(jobSlots.id, slot.id));
    expect(stored.activeJobId).toBe(winnerId);
    const rows = await api.database.db
      .select({ id: jobs.id, status: jobs.status, slotId: jobs.slotId })
      .from(jobs)
      .where(eq(jobs.employerId, stored.employerId));
    expect(rows.filter((row) => row.status === 'ACTIVE')).toEqual([{ id: winnerId, status: 'ACTIVE', slotId: slot.id }]);
    expect(rows.filter((row) => row.status === 'DRAFT').map((row) => row.slotId)).toEqual([null]);
  });

  it('two publishes at once without a slot id, one free slot: one 200, one 402', async () => {
    const employer = await signUpEmployer(api);
    await giveSlot(api, employer);
    const [one, two] = [await createDraft(api, employer), await createDraft(api, employer)];
    const responses = await Promise.all([publish(api, employer, one.id), publish(api, employer, two.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 402]);
  });

  it('cancelling a slot unslots its posting (Closed, off the public site) and removes it from the list', async () => {
    const employer = await signUpEmployer(api);
    const slot = await giveSlot(api, employer);
    const job = await createDraft(api, employer);
    await publish(api, employer, job.id, slot.id);
    const cancel = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slot/${slot.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ slotId: slot.id, activeJobId: job.id, cancelledAt: START });
    expect((await call(api, employer, 'GET', slotsUrl(employer.username))).json()).toEqual([]);

    const mine = (await call(api, employer, 'GET', `/api9/users/${employer.username}/jobs/${job.id}`)).json();
    expect(mine).toMatchObject({ status: 'ACTIVE', isUnslotted: true, isActive: false, displayStatus: 'Closed', group: 'expired' });
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json()).toMatchObject({ isLive: false, displayStatus: 'Closed', structuredData: null });
    await call(api, employer, 'PUT', `/api9/jobs/${job.id}/status`, { status: 'CANCELED' });
    const reopen = await call(api, employer, 'PUT', `/api9/jobs/${job.id}/status`, { status: 'ACTIVE' });
    expect(reopen.statusCode).toBe(409);

    clock.advanceDays(1);
    const again = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slot/${slot.id}/cancel`);
    expect(again.json().cancelledAt).toBe(START);
    const other = await signUpEmployer(api);
    expect((await call(api, other, 'GET', `/api9/users/employers/${other.username}/job-slot/${slot.id}/cancel`)).statusCode).toBe(404);
  });
});
