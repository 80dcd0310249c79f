import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, paymentMethods, subscriptionCharges, subscriptions } from '@chairside/db/schema';
import { createSandboxGateway, declineSandboxVaultedCharges, sandboxVaultedChargeCount, type PaymentGateway } from '../../platform/payment-gateway';
import { silentLog } from '../../platform/notice-queue';
import { lastEmailTo, type TestAccount } from '../../testing/accounts';
import { createDraft, movableClock, publish } from '../../testing/jobs';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { buildTestApi, runDueTasks, testConfig, useTestApi, type TestApi } from '../../testing/test-api';
import { changeSubscription } from './change-subscription';
import { renewSubscriptions } from './renew-subscriptions';

const clock = movableClock('2026-01-15T12:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });
/** A second API instance on the same database: its own scheduler, as another server would have. */
let second: TestApi;
beforeAll(async () => {
  const built = await buildTestApi({ config: testConfig({ UPLOADS_DIR: tempUploadsDir() }), db: api.database.db, clock });
  second = { app: built.app, ctx: built.ctx, database: api.database };
});
afterAll(async () => {
  await second?.app.close();
});

const DECLINED_SUBJECT = 'Your Chairside subscription payment was declined';
const ENDED_SUBJECT = 'Your Chairside subscription has ended';
const HOUR = 1 / 24;

async function subscribed(account: TestAccount, quantity = 1) {
  const response = await call(api, account, 'POST', `/api9/users/employers/${account.username}/subscriptions`, {
    nonce: `sandbox-approved-${randomUUID()}`,
    product: 'JOBSUB',
    quantity,
    zip: '60614',
    position: 'DH',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const body = response.json();
  const [row] = await api.database.db
    .select({ token: paymentMethods.token, id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
    .where(eq(subscriptions.orderId, body.orderId));
  return { ...body, token: row.token, id: row.id } as { orderId: number; periodEnd: string; slots: { slotId: number }[]; token: string; id: number };
}

const read = async (account: TestAccount, orderId: number) =>
  (await call(api, account, 'GET', `/api9/users/employers/${account.username}/subscriptions/${orderId}`)).json();
const chargesOf = (subscriptionId: number) => api.database.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));
/** Moves the clock to `days` after the instant and runs the due tasks as the host would. */
async function runAt(instant: string, days: number) {
  clock.set(new Date(new Date(instant).getTime() + days * 86_400_000).toISOString());
  return runDueTasks(api.ctx);
}

describe('renewals', () => {
  it('charges each period once on the saved card and moves the period and the slots', async () => {
    const employer = await signUpEmployer(api);
    const sub = await subscribed(employer, 2);
    expect(await runAt(sub.periodEnd, -HOUR)).toContain('subscription-renewals');
    expect(await chargesOf(sub.id)).toEqual([]);

    expect(await runAt(sub.periodEnd, HOUR)).toContain('subscription-renewals');
    const renewed = await read(employer, sub.orderId);
    expect(renewed).toMatchObject({
      status: 'active',
      periodStart: '2026-02-15T12:00:00.000Z',
      periodEnd: '2026-03-15T12:00:00.000Z',
      nextChargeAt: '2026-03-15T12:00:00.000Z',
      charges: [{ kind: 'renewal', status: 'settled', amount: 2 * 29900, quantity: 2, attempts: 1, periodStart: '2026-02-15T12:00:00.000Z' }],
    });
    expect(renewed.slots.map((slot: { expiresAt: string }) => slot.expiresAt)).toEqual(['2026-03-15T12:00:00.000Z', '2026-03-15T12:00:00.000Z']);

    expect(await runAt(sub.periodEnd, 3 * HOUR)).toContain('subscription-renewals');
    expect(await chargesOf(sub.id)).toHaveLength(1);
    expect(sandboxVaultedChargeCount(sub.token)).toBe(2);
  });

  it('makes a declined renewal past due, emails the practice and succeeds on the retry a day later', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2026-06-01T08:00:00.000Z');
    const sub = await subscribed(employer);
    declineSandboxVaultedCharges(sub.token, 1);
    await runAt(sub.periodEnd, HOUR);
    const pastDue = await read(employer, sub.orderId);
    expect(pastDue).toMatchObject({
      status: 'past_due',
      nextChargeAt: '2026-07-02T08:00:00.000Z',
      charges: [
        {
          status: 'declined',
          attempts: 1,
          message: 'Your bank declined the card. Try another card or call the number on the back of your card.',
          nextAttemptAt: '2026-07-02T08:00:00.000Z',
        },
      ],
    });
    // the posting stays live through the retries
    expect(pastDue.slots[0].expiresAt).toBe('2026-07-06T08:00:00.000Z');
    expect(await lastEmailTo(api, employer.email, DECLINED_SUBJECT)).toContain('We will try again on 2026-07-02');

    await runAt(sub.periodEnd, 0.5);
    expect((await read(employer, sub.orderId)).status).toBe('past_due');
    await runAt(sub.periodEnd, 1 + HOUR);
    expect(await read(employer, sub.orderId)).toMatchObject({
      status: 'active',
      periodStart: '2026-07-01T08:00:00.000Z',
      periodEnd: '2026-08-01T08:00:00.000Z',
      charges: [{ status: 'settled', attempts: 2 }],
      slots: [{ expiresAt: '2026-08-01T08:00:00.000Z' }],
    });
    expect(sandboxVaultedChargeCount(sub.token)).toBe(3);
  });

  it('ends the subscription after the last retry fails: its slots end and their postings close', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2026-09-01T08:00:00.000Z');
    const sub = await subscribed(employer);
    const draft = await createDraft(api, employer);
    expect((await publish(api, employer, draft.id, sub.slots[0].slotId)).statusCode).toBe(200);
    declineSandboxVaultedCharges(sub.token, 4);

    for (const [days, status] of [
      [HOUR, 'past_due'],
      [1 + HOUR, 'past_due'],
      [3 + HOUR, 'past_due'],
    ] as const) {
      await runAt(sub.periodEnd, days);
      expect((await read(employer, sub.orderId)).status).toBe(status);
      const [job] = await api.database.db.select({ liveUntil: jobs.liveUntil }).from(jobs).where(eq(jobs.id, draft.id));
      expect(job.liveUntil!.getTime()).toBeGreaterThan(clock.now().getTime());
    }
    await runAt(sub.periodEnd, 5 + HOUR);
    const ended = await read(employer, sub.orderId);
    expect(ended).toMatchObject({ status: 'ended', nextChargeAt: null, nextChargeAmount: null, charges: [{ status: 'failed', attempts: 4 }] });
    expect(await lastEmailTo(api, employer.email, ENDED_SUBJECT)).toContain('the subscription has ended');
    const [job] = await api.database.db.select({ liveUntil: jobs.liveUntil }).from(jobs).where(eq(jobs.id, draft.id));
    expect(job.liveUntil!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const postings = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/jobs?limit=2500`)).json();
    expect(postings.find((job: { id: number }) => job.id === draft.id)).toMatchObject({ isExpired: true });

    await runAt(sub.periodEnd, 12);
    expect(sandboxVaultedChargeCount(sub.token)).toBe(5);
  });

  it('does not renew a subscription cancelled at its period end: its slots end then', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2026-10-05T10:00:00.000Z');
    const sub = await subscribed(employer);
    expect((await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/order/${sub.orderId}`, { cancelAtPeriodEnd: true })).statusCode).toBe(
      200,
    );
    await runAt(sub.periodEnd, HOUR);
    expect(await read(employer, sub.orderId)).toMatchObject({ status: 'ended', endedAt: sub.periodEnd, charges: [], slots: [{ expiresAt: sub.periodEnd }] });
    expect(sandboxVaultedChargeCount(sub.token)).toBe(1);
    const resume = await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/order/${sub.orderId}`, { cancelAtPeriodEnd: false });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().errors[0].field).toBe('status');
  });

  it('charges a period once when two instances run the renewals at the same moment', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2026-11-02T10:00:00.000Z');
    const sub = await subscribed(employer);
    clock.set(new Date(new Date(sub.periodEnd).getTime() + 3_600_000).toISOString());
    const [first, other] = await Promise.all([runDueTasks(api.ctx), runDueTasks(second.ctx)]);
    expect([...first, ...other].filter((name) => name === 'subscription-renewals')).toHaveLength(1);
    // The passes themselves, racing without the queue's occurrence key:
    const gateway = createSandboxGateway();
    clock.set(new Date(new Date(sub.periodEnd).getTime() + 7_200_000).toISOString());
    await Promise.all([
      renewSubscriptions(api.ctx, gateway, silentLog, clock.now()),
      renewSubscriptions(second.ctx, gateway, silentLog, clock.now()),
      renewSubscriptions(second.ctx, gateway, silentLog, clock.now()),
    ]);
    expect(await chargesOf(sub.id)).toMatchObject([{ status: 'settled', attempts: 1 }]);
    expect(sandboxVaultedChargeCount(sub.token)).toBe(2);
  });

  it('races two passes on a fresh due period: one charge', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2027-01-05T10:00:00.000Z');
    const sub = await subscribed(employer);
    const gateway = createSandboxGateway();
    const when = new Date(new Date(sub.periodEnd).getTime() + 60_000);
    await Promise.all([renewSubscriptions(api.ctx, gateway, silentLog, when), renewSubscriptions(second.ctx, gateway, silentLog, when)]);
    expect(await chargesOf(sub.id)).toMatchObject([{ status: 'settled', attempts: 1 }]);
    expect(sandboxVaultedChargeCount(sub.token)).toBe(2);
  });

  it('reconciles by the idempotency key when the process stopped between the charge and the write', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2027-03-01T10:00:00.000Z');
    const sub = await subscribed(employer);
    const sandbox = createSandboxGateway();
    const dying: PaymentGateway = {
      ...sandbox,
      chargeVaulted: async (request) => {
        const result = await sandbox.chargeVaulted(request);
        if (request.token === sub.token) throw new Error('the process stopped');
        return result;
      },
    };
    const when = new Date(new Date(sub.periodEnd).getTime() + 60_000);
    await renewSubscriptions(api.ctx, dying, silentLog, when);
    expect(await chargesOf(sub.id)).toMatchObject([{ status: 'charging', attempts: 1 }]);
    expect(sandboxVaultedChargeCount(sub.token)).toBe(2);

    // too soon: another process may still be writing it
    await renewSubscriptions(api.ctx, sandbox, silentLog, new Date(when.getTime() + 60_000));
    expect(await chargesOf(sub.id)).toMatchObject([{ status: 'charging' }]);
    await renewSubscriptions(api.ctx, sandbox, silentLog, new Date(when.getTime() + 11 * 60_000));
    expect(await chargesOf(sub.id)).toMatchObject([{ status: 'settled', attempts: 1 }]);
    expect((await read(employer, sub.orderId)).periodStart).toBe(sub.periodEnd);
    expect(sandboxVaultedChargeCount(sub.token)).toBe(2);
  });

  it('voids slots bought mid-period whose charge was made but never written, and gives no slots', async () => {
    const employer = await signUpEmployer(api);
    clock.set('2027-05-01T10:00:00.000Z');
    const sub = await subscribed(employer);
    const sandbox = createSandboxGateway();
    const voided: string[] = [];
    const dying: PaymentGateway = {
      ...sandbox,
      chargeVaulted: async (request) => {
        await sandbox.chargeVaulted(request);
        throw new Error('the process stopped');
      },
    };
    await expect(changeSubscription(api.ctx, dying, api.app.log, employer.username, sub.orderId, { quantity: 2 })).rejects.toThrow('the process stopped');
    const recording: PaymentGateway = { ...sandbox, voidCharge: async (id) => void voided.push(id) };
    await renewSubscriptions(api.ctx, recording, silentLog, new Date(clock.now().getTime() + 11 * 60_000));
    const [charge] = await chargesOf(sub.id);
    expect(charge).toMatchObject({ kind: 'proration', status: 'failed' });
    expect(voided).toEqual([charge.gatewayTransactionId]);
    expect(await read(employer, sub.orderId)).toMatchObject({ quantity: 1, slots: [{ slotId: sub.slots[0].slotId }] });
  });
});

describe('subscriptions bought through the checkout', () => {
  it('renews a JOBSUB bought through the checkout (signed in or with a new account) on the card it was paid with', async () => {
    const employer = await signUpEmployer(api);
    const payment = {
      nonce: `sandbox-approved-${randomUUID()}`,
      product: 'JOBSUB',
      quantity: 1,
      addOns: { INV: 0, INVSUB: 0, NAT: 0 },
      zip: '60614',
      position: 'DH',
    };
    const bought = await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/payment`, payment);
    expect(bought.statusCode, bought.body).toBe(201);
    const prepaid = await call(api, null, 'POST', '/api9/prepay/payment', {
      ...payment,
      nonce: `sandbox-approved-${randomUUID()}`,
      account: {
        email: `prepay-${randomUUID().slice(0, 8)}@example.com`,
        password: 'bright-smiles-2026',
        name: 'Pat Payer',
        practiceName: 'Prepaid Dental',
        zip: '60614',
        phone: '(312) 555-0142',
      },
    });
    expect(prepaid.statusCode, prepaid.body).toBe(201);
    const rows = await Promise.all(
      [bought.json().orderId, prepaid.json().orderId].map(
        async (orderId: number) => (await api.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId)))[0],
      ),
    );
    expect(rows.map((row) => row.paymentMethodId)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(await runAt(new Date(rows[1].periodEnd).toISOString(), HOUR)).toContain('subscription-renewals');
    for (const row of rows) expect(await chargesOf(row.id)).toMatchObject([{ kind: 'renewal', status: 'settled' }]);
  });
});
