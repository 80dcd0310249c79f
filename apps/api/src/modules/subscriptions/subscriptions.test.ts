import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paymentMethods, subscriptions } from '@chairside/db/schema';
import { proratedAmount } from '@chairside/domain/subscriptions';
import { declineSandboxVaultedCharges, sandboxVaultedChargeCount } from '../../platform/payment-gateway';
import { useTestApi } from '../../testing/test-api';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, movableClock, publish } from '../../testing/jobs';
import type { TestAccount } from '../../testing/accounts';

const clock = movableClock('2026-03-10T09:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

const approved = () => `sandbox-approved-${randomUUID()}`;
const subscribe = (account: TestAccount, body: Record<string, unknown>, query = '') =>
  call(api, account, 'POST', `/api9/users/employers/${account.username}/subscriptions${query}`, {
    nonce: approved(),
    product: 'JOBSUB',
    zip: '60614',
    position: 'DH',
    ...body,
  });
const change = (account: TestAccount, orderId: number, body: unknown) =>
  call(api, account, 'PUT', `/api9/users/employers/${account.username}/order/${orderId}`, body);

async function tokenOf(orderId: number): Promise<string> {
  const [row] = await api.database.db
    .select({ token: paymentMethods.token })
    .from(subscriptions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
    .where(eq(subscriptions.orderId, orderId));
  return row.token;
}

async function stored() {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from subscriptions) as subscriptions, (select count(*)::int from orders) as orders,
           (select count(*)::int from job_slots) as slots, (select count(*)::int from subscription_charges) as charges`);
  return rows[0];
}

describe('subscribing', () => {
  it('vaults the card, charges the first month and answers the subscription with its slots', async () => {
    const employer = await signUpEmployer(api);
    const response = await subscribe(employer, { quantity: 2 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      productCode: 'JOBSUB',
      status: 'active',
      quantity: 2,
      unitFee: 29900,
      periodStart: '2026-03-10T09:00:00.000Z',
      periodEnd: '2026-04-10T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      nextChargeAt: '2026-04-10T09:00:00.000Z',
      nextChargeAmount: 59800,
      card: { brand: 'Visa', last4: '1111' },
      firstPayment: { amount: 59800 },
      charges: [],
    });
    expect(body.slots).toHaveLength(2);
    expect(body.slots[0]).toMatchObject({ expiresAt: '2026-04-10T09:00:00.000Z', activeJobId: 0, job: null });
    expect(JSON.stringify(body)).not.toContain(await tokenOf(body.orderId));
    expect(sandboxVaultedChargeCount(await tokenOf(body.orderId))).toBe(1);

    const order = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/order/${body.orderId}`);
    expect(order.json()).toMatchObject({ total: 59800, slots: [{ product: 'JOBSUB' }, { product: 'JOBSUB' }] });
    const list = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/subscriptions`);
    expect(list.json()).toEqual([body]);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/subscriptions/${body.orderId}`)).json()).toEqual(body);
  });

  it('refuses bad input naming the field, a used nonce, and answers a decline with 402 paymentError; nothing stored', async () => {
    const employer = await signUpEmployer(api);
    const before = await stored();
    for (const [body, field] of [
      [{ product: 'JOB' }, 'product'],
      [{ nonce: '' }, 'nonce'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 'two' }, 'quantity'],
      [{ price: 1 }, 'price'],
      [{ nonce: 'not-a-nonce' }, 'nonce'],
    ] as const) {
      const response = await subscribe(employer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    const declined = await subscribe(employer, { nonce: `sandbox-declined-${randomUUID()}` });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      reason: 'paymentError',
      errors: [
        { code: 'PAYMENT_DECLINED', field: 'nonce', message: 'Your bank declined the card. Try another card or call the number on the back of your card.' },
      ],
    });
    const badCoupon = await subscribe(employer, {}, '?coupon-code=NOPE');
    expect(badCoupon.statusCode).toBe(404);
    expect(badCoupon.json().errors[0].field).toBe('discountCode');
    expect(await stored()).toEqual(before);

    const nonce = approved();
    expect((await subscribe(employer, { nonce })).statusCode).toBe(201);
    const again = await subscribe(employer, { nonce });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('nonce');
  });

  it('lets only the practice read and change its subscription', async () => {
    const employer = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const { orderId } = (await subscribe(employer, {})).json();
    expect((await call(api, null, 'GET', `/api9/users/employers/${employer.username}/subscriptions`)).statusCode).toBe(401);
    expect((await call(api, other, 'GET', `/api9/users/employers/${employer.username}/subscriptions`)).statusCode).toBe(404);
    expect((await call(api, other, 'GET', `/api9/users/employers/${other.username}/subscriptions/${orderId}`)).statusCode).toBe(404);
    expect((await change(other, orderId, { cancelAtPeriodEnd: true })).statusCode).toBe(404);
    expect((await call(api, other, 'GET', `/api9/users/employers/${other.username}/subscriptions`)).json()).toEqual([]);
  });
});

describe('changing a subscription', () => {
  it('adds slots charging the rest of the period, prorated, on the saved card', async () => {
    clock.set('2026-03-10T09:00:00.000Z');
    const employer = await signUpEmployer(api);
    const { orderId } = (await subscribe(employer, {})).json();
    clock.advanceDays(15.5);
    const response = await change(employer, orderId, { quantity: 3 });
    expect(response.statusCode).toBe(200);
    const expected = proratedAmount(29900, 2, new Date('2026-03-25T21:00:00.000Z'), new Date('2026-03-10T09:00:00.000Z'), new Date('2026-04-10T09:00:00.000Z'));
    expect(expected).toBe(29900); // half of 31 days left for two slots: one month's fee
    expect(response.json()).toMatchObject({
      quantity: 3,
      nextChargeAmount: 3 * 29900,
      charges: [{ kind: 'proration', quantity: 2, amount: expected, status: 'settled' }],
    });
    expect(response.json().slots.map((slot: { expiresAt: string }) => slot.expiresAt)).toEqual(Array(3).fill('2026-04-10T09:00:00.000Z'));
    expect(sandboxVaultedChargeCount(await tokenOf(orderId))).toBe(2);
  });

  it('answers a declined charge for added slots with 402 and adds none', async () => {
    const employer = await signUpEmployer(api);
    const { orderId } = (await subscribe(employer, {})).json();
    declineSandboxVaultedCharges(await tokenOf(orderId), 1);
    const response = await change(employer, orderId, { quantity: 2 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      reason: 'paymentError',
      errors: [
        { code: 'PAYMENT_DECLINED', field: 'quantity', message: 'Your bank declined the card. Try another card or call the number on the back of your card.' },
      ],
    });
    const after = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/subscriptions/${orderId}`)).json();
    expect(after).toMatchObject({
      quantity: 1,
      charges: [
        { kind: 'proration', status: 'declined', message: 'Your bank declined the card. Try another card or call the number on the back of your card.' },
      ],
    });
    expect(after.slots).toHaveLength(1);
  });

  it('removes only free slots', async () => {
    const employer = await signUpEmployer(api);
    const created = (await subscribe(employer, { quantity: 2 })).json();
    const draft = await createDraft(api, employer);
    expect((await publish(api, employer, draft.id, created.slots[0].slotId)).statusCode).toBe(200);
    const tooMany = await change(employer, created.orderId, { quantity: 0 });
    expect(tooMany.statusCode).toBe(400);
    const response = await change(employer, created.orderId, { quantity: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      quantity: 1,
      nextChargeAmount: 29900,
      slots: [{ slotId: created.slots[0].slotId, activeJobId: draft.id, job: { id: draft.id, status: 'ACTIVE' } }],
    });
    expect((await change(employer, created.orderId, { quantity: 1 })).json().quantity).toBe(1);
    const listed = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slots`)).json();
    expect(listed.filter((slot: { cancelledAt: string | null }) => slot.cancelledAt === null)).toHaveLength(1);
  });

  it('refuses removing a slot that carries a posting with 409', async () => {
    const employer = await signUpEmployer(api);
    const created = (await subscribe(employer, { quantity: 2 })).json();
    for (const slot of created.slots) {
      const draft = await createDraft(api, employer);
      expect((await publish(api, employer, draft.id, slot.slotId)).statusCode).toBe(200);
    }
    const response = await change(employer, created.orderId, { quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ field: 'quantity' });
    expect(response.json().errors[0].message).toContain('Only 0');
  });

  it('cancels at the period end and resumes before it', async () => {
    const employer = await signUpEmployer(api);
    const { orderId } = (await subscribe(employer, {})).json();
    const cancelled = await change(employer, orderId, { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextChargeAt: null, nextChargeAmount: null });
    const resumed = await change(employer, orderId, { cancelAtPeriodEnd: false });
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, nextChargeAmount: 29900 });
  });

  it('wants exactly one change, of the right type', async () => {
    const employer = await signUpEmployer(api);
    const { orderId } = (await subscribe(employer, {})).json();
    for (const body of [{}, { quantity: 2, cancelAtPeriodEnd: true }, { cancelAtPeriodEnd: 'yes' }, { colour: 'red' }]) {
      const response = await change(employer, orderId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toBeTruthy();
    }
    expect((await change(employer, 999_999, { cancelAtPeriodEnd: true })).statusCode).toBe(404);
  });
});
