import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobSlots, jobs, paymentMethods, subscriptions } from '@chairside/db/schema';
import { createSandboxGateway, declineSandboxVaultedCharges, SANDBOX_NONCES, sandboxVaultedChargeCount } from '../../platform/payment-gateway';
import { silentLog } from '../../platform/notice-queue';
import { useTestApi } from '../../testing/test-api';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, movableClock, publish } from '../../testing/jobs';
import type { TestAccount } from '../../testing/accounts';
import { renewSubscriptions } from './renew-subscriptions';

// The subscription's card can change (the next renewal charges the new one; a past-due one
// retries at once), a subscription's order carries it, and {upgradedId} moves a 30-day posting
// order's live postings into the subscription's slots.

const clock = movableClock('2026-06-01T09:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

const approved = () => `sandbox-approved-${randomUUID()}`;
const path = (account: TestAccount, rest: string) => `/api9/users/employers/${account.username}/${rest}`;
const subscribe = async (account: TestAccount, quantity = 1) => {
  const response = await call(api, account, 'POST', path(account, 'subscriptions'), {
    nonce: approved(),
    product: 'JOBSUB',
    quantity,
    zip: '60614',
    position: 'DH',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { orderId: number; subscriptionId: number; periodEnd: string; slots: Array<{ slotId: number }> };
};
const changeCard = (account: TestAccount, orderId: number, body: unknown) => call(api, account, 'PUT', path(account, `order/${orderId}/payment-method`), body);
const change = (account: TestAccount, orderId: number, body: unknown) => call(api, account, 'PUT', path(account, `order/${orderId}`), body);
const read = async (account: TestAccount, orderId: number) => (await call(api, account, 'GET', path(account, `subscriptions/${orderId}`))).json();

async function tokenOf(orderId: number): Promise<string> {
  const [row] = await api.database.db
    .select({ token: paymentMethods.token })
    .from(subscriptions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
    .where(eq(subscriptions.orderId, orderId));
  return row.token;
}

/** A 30-day posting order (JOB) with a live posting in its slot. */
async function liveJobOrder(account: TestAccount) {
  const paid = await call(api, account, 'POST', path(account, 'payment'), { nonce: approved(), product: 'JOB', quantity: 1, zip: '60614', position: 'DH' });
  expect(paid.statusCode).toBe(201);
  const order = paid.json() as { orderId: number; slots: Array<{ slotId: number }> };
  const draft = await createDraft(api, account);
  expect((await publish(api, account, draft.id, order.slots[0].slotId)).statusCode).toBe(200);
  return { orderId: order.orderId, slotId: order.slots[0].slotId, jobId: draft.id as number };
}

/** One pass of the renewal task at the clock's time (each test moves the clock back, so the scheduler's own interval is not waited for). */
const renewNow = () => renewSubscriptions(api.ctx, createSandboxGateway(), silentLog, clock.now());
const moveClock = (instant: string, days: number) => clock.set(new Date(new Date(instant).getTime() + days * 86_400_000).toISOString());

describe('GET .../order/{orderId}', () => {
  it('carries the subscription the order made, and none for a 30-day posting order', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const created = await subscribe(employer, 2);
    const order = (await call(api, employer, 'GET', path(employer, `order/${created.orderId}`))).json();
    expect(order.subscription).toEqual(await read(employer, created.orderId));
    expect(order.subscription).toMatchObject({ orderId: created.orderId, quantity: 2, status: 'active' });

    const single = await liveJobOrder(employer);
    const plain = (await call(api, employer, 'GET', path(employer, `order/${single.orderId}`))).json();
    expect(plain.orderId).toBe(single.orderId);
    expect(plain).not.toHaveProperty('subscription');
  });
});

describe('changing the card', () => {
  it('keeps the new card at the gateway; the next renewal charges it, not the old one', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const created = await subscribe(employer);
    const oldToken = await tokenOf(created.orderId);
    const response = await changeCard(employer, created.orderId, { nonce: SANDBOX_NONCES.approved });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'active', card: { brand: 'Visa', last4: '1881' }, charges: [] });
    const newToken = await tokenOf(created.orderId);
    expect(newToken).not.toBe(oldToken);
    expect(JSON.stringify(response.json())).not.toContain(newToken);

    moveClock(created.periodEnd, 0.01);
    await renewNow();
    expect(sandboxVaultedChargeCount(newToken)).toBe(1);
    expect(sandboxVaultedChargeCount(oldToken)).toBe(1); // the first month only
    expect((await read(employer, created.orderId)).charges[0]).toMatchObject({ kind: 'renewal', status: 'settled', card: { last4: '1881' } });
  });

  it('retries a past-due renewal at once on the new card, and the subscription is active again', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const created = await subscribe(employer);
    const oldToken = await tokenOf(created.orderId);
    declineSandboxVaultedCharges(oldToken, 5);
    moveClock(created.periodEnd, 0.01);
    await renewNow();
    expect(await read(employer, created.orderId)).toMatchObject({ status: 'past_due', charges: [{ kind: 'renewal', status: 'declined', attempts: 1 }] });

    moveClock(created.periodEnd, 0.5);
    const response = await changeCard(employer, created.orderId, { nonce: approved() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'active', charges: [{ kind: 'renewal', status: 'settled', attempts: 2 }] });
    expect(sandboxVaultedChargeCount(await tokenOf(created.orderId))).toBe(1);

    // The scheduler finds nothing left to charge for that period.
    moveClock(created.periodEnd, 1.01);
    await renewNow();
    expect(sandboxVaultedChargeCount(await tokenOf(created.orderId))).toBe(1);
  });

  it('keeps a past-due subscription past due when the new card is declined too, retrying on the schedule', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const created = await subscribe(employer);
    declineSandboxVaultedCharges(await tokenOf(created.orderId), 5);
    moveClock(created.periodEnd, 0.01);
    await renewNow();
    moveClock(created.periodEnd, 0.5);
    const response = await changeCard(employer, created.orderId, { nonce: `sandbox-declined-${randomUUID()}` });
    expect(response.statusCode).toBe(200);
    const expectedNext = new Date(new Date(created.periodEnd).getTime() + 3 * 86_400_000).toISOString();
    expect(response.json()).toMatchObject({
      status: 'past_due',
      card: { last4: '1115' },
      nextChargeAt: expectedNext,
      charges: [{ status: 'declined', attempts: 2 }],
    });
  });

  it('refuses a used or unknown nonce (400 nonce), an ended subscription (409), another practice (404); nothing changes', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const created = await subscribe(employer);
    const before = await tokenOf(created.orderId);
    const nonce = approved();
    expect((await changeCard(employer, created.orderId, { nonce })).statusCode).toBe(200);
    const after = await tokenOf(created.orderId);
    for (const [body, field] of [
      [{ nonce }, 'nonce'],
      [{ nonce: 'not-a-nonce' }, 'nonce'],
      [{ nonce: '' }, 'nonce'],
      [{}, 'nonce'],
      [{ nonce: approved(), card: '4111111111111111' }, 'card'],
    ] as const) {
      const response = await changeCard(employer, created.orderId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await tokenOf(created.orderId)).toBe(after);
    expect(after).not.toBe(before);
    expect((await changeCard(other, created.orderId, { nonce: approved() })).statusCode).toBe(404);
    expect((await call(api, other, 'PUT', path(employer, `order/${created.orderId}/payment-method`), { nonce: approved() })).statusCode).toBe(404);
    expect((await call(api, null, 'PUT', path(employer, `order/${created.orderId}/payment-method`), { nonce: approved() })).statusCode).toBe(401);

    await change(employer, created.orderId, { cancelAtPeriodEnd: true });
    moveClock(created.periodEnd, 0.01);
    await renewNow();
    const ended = await changeCard(employer, created.orderId, { nonce: approved() });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().errors[0].field).toBe('status');
    expect(await tokenOf(created.orderId)).toBe(after);
  });
});

describe('upgrading a 30-day posting order into the subscription', () => {
  it('moves its live posting into a free subscription slot, releases the 30-day slot and charges nothing', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const created = await subscribe(employer, 2);
    const single = await liveJobOrder(employer);
    const token = await tokenOf(created.orderId);
    const response = await change(employer, created.orderId, { upgradedId: single.orderId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.charges).toEqual([]);
    const carrying = body.slots.filter((slot: { activeJobId: number }) => slot.activeJobId === single.jobId);
    expect(carrying).toHaveLength(1);
    expect(carrying[0].job).toMatchObject({ id: single.jobId, status: 'ACTIVE' });
    expect(sandboxVaultedChargeCount(token)).toBe(1);

    const [job] = await api.database.db
      .select({ slotId: jobs.slotId, isSubscription: jobs.isSubscription, liveUntil: jobs.liveUntil })
      .from(jobs)
      .where(eq(jobs.id, single.jobId));
    expect(job).toMatchObject({ slotId: carrying[0].slotId, isSubscription: true });
    expect(new Date(job.liveUntil as unknown as string).toISOString()).toBe(created.periodEnd);
    const [released] = await api.database.db.select().from(jobSlots).where(eq(jobSlots.id, single.slotId));
    expect(released.activeJobId).toBeNull();
    expect(released.cancelledAt).not.toBeNull();

    // The posting now renews with the subscription.
    moveClock(created.periodEnd, 0.01);
    await renewNow();
    const renewed = await read(employer, created.orderId);
    const slot = renewed.slots.find((each: { activeJobId: number }) => each.activeJobId === single.jobId);
    expect(Date.parse(slot.expiresAt)).toBeGreaterThan(Date.parse(created.periodEnd));

    // Nothing left to move: 409.
    const again = await change(employer, created.orderId, { upgradedId: single.orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('upgradedId');
  });

  it("refuses without enough free slots, a subscription order, an unknown or another practice's order; nothing moves", async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const created = await subscribe(employer, 1);
    const draft = await createDraft(api, employer);
    expect((await publish(api, employer, draft.id, created.slots[0].slotId)).statusCode).toBe(200);
    const single = await liveJobOrder(employer);
    const foreign = await liveJobOrder(other);
    const otherSubscription = await subscribe(employer, 1);

    const cases: Array<[unknown, number, string]> = [
      [{ upgradedId: single.orderId }, 409, 'Add slots first'],
      [{ upgradedId: otherSubscription.orderId }, 409, '30-day'],
      [{ upgradedId: created.orderId }, 409, 'this subscription'],
      [{ upgradedId: 987_654_321 }, 404, 'not found'],
      [{ upgradedId: foreign.orderId }, 404, 'not found'],
      [{ upgradedId: 'abc' }, 400, ''],
      [{ upgradedId: 1, quantity: 2 }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const response = await change(employer, created.orderId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errors[0].message).toContain(message);
    }
    const [job] = await api.database.db.select({ slotId: jobs.slotId, isSubscription: jobs.isSubscription }).from(jobs).where(eq(jobs.id, single.jobId));
    expect(job).toEqual({ slotId: single.slotId, isSubscription: false });
    const [foreignJob] = await api.database.db.select({ slotId: jobs.slotId }).from(jobs).where(eq(jobs.id, foreign.jobId));
    expect(foreignJob.slotId).toBe(foreign.slotId);
  });
});
