import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDiscount } from '@chairside/db/factories';
import { discountRedemptions, discounts } from '@chairside/db/schema';
import type { TestAccount } from '../../testing/accounts';
import { movableClock } from '../../testing/jobs';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// A code's limits: per practice, in total and first purchase only (ADR 66).
const clock = movableClock('2026-05-04T09:30:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

const approved = () => `sandbox-approved-${randomUUID()}`;
const payment = (overrides: Record<string, unknown> = {}) => ({ nonce: approved(), product: 'JOB', quantity: 1, position: 'DH', zip: '60614', ...overrides });
const pay = (account: TestAccount, body: Record<string, unknown>) => call(api, account, 'POST', `/api9/users/employers/${account.username}/payment`, body);
const code = () => `FIRST${randomUUID().slice(0, 6).toUpperCase()}`;

async function redemptions(discountId: number) {
  return api.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, discountId));
}
async function counts() {
  const { rows } = await api.database.db.execute<{ orders: number; settled: number }>(
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from payments where status = 'settled') as settled`,
  );
  return rows[0];
}

describe('discount limits', () => {
  it('"first premium posting $99": once per practice, first purchase only; refused with 409 discountCode and nothing bought', async () => {
    const first99 = await createDiscount(api.database.db, { discountCode: code(), discountFee: 9900, maxRedemptionsPerPractice: 1, firstPurchaseOnly: true });
    const practice = await signUpEmployer(api);
    const used = await pay(practice, payment({ couponCode: first99.discountCode.toLowerCase() }));
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({ total: 9900, discountCode: first99.discountCode });
    expect(await redemptions(first99.id)).toEqual([expect.objectContaining({ orderId: used.json().orderId })]);

    const before = await counts();
    const again = await pay(practice, payment({ couponCode: first99.discountCode }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      field: 'discountCode',
      message: `The code ${first99.discountCode} is for a practice's first purchase only.`,
    });
    expect(await counts()).toEqual(before);

    const perPractice = await createDiscount(api.database.db, { discountCode: code(), discountFee: 9900, maxRedemptionsPerPractice: 1 });
    expect((await pay(practice, payment({ discountCode: perPractice.discountCode }))).statusCode).toBe(201);
    const twice = await pay(practice, payment({ discountCode: perPractice.discountCode }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toMatchObject({ field: 'discountCode', message: expect.stringContaining('already used the code') });

    const another = await signUpEmployer(api);
    expect((await pay(another, payment({ couponCode: first99.discountCode }))).json().total).toBe(9900);
  });

  it("the practice's own catalog (the promotion widget's) leaves out what it may no longer use: listed discounts and its coupon", async () => {
    const first99 = await createDiscount(api.database.db, { discountCode: code(), discountFee: 9900, maxRedemptionsPerPractice: 1, firstPurchaseOnly: true });
    const practice = await signUpEmployer(api);
    const catalog = (coupon: string) => call(api, practice, 'GET', `/api9/users/employers/${practice.username}/catalog?coupon-code=${coupon}`);
    const before = await catalog(first99.discountCode);
    expect(before.statusCode).toBe(200);
    expect(before.json().appliedDiscount).toMatchObject({ code: first99.discountCode });
    expect((await pay(practice, payment({ couponCode: first99.discountCode }))).statusCode).toBe(201);
    const after = await catalog(first99.discountCode);
    expect(after.statusCode).toBe(409);
    expect(after.json().errors[0]).toMatchObject({ field: 'discountCode' });
    // The public catalog knows nobody: the code still shows there.
    expect((await api.app.inject({ method: 'GET', url: `/api9/prepay/catalog?coupon-code=${first99.discountCode}` })).statusCode).toBe(200);

    const listed = await createDiscount(api.database.db, { discountCode: code(), discountFee: 1000, isPublic: true, maxRedemptionsPerPractice: 1 });
    const codes = async () =>
      ((await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/catalog`)).json().discounts as { discountCode: string }[]).map(
        (row) => row.discountCode,
      );
    expect(await codes()).toContain(listed.discountCode);
    expect((await pay(practice, payment())).json()).toMatchObject({ discountCode: listed.discountCode });
    expect(await codes()).not.toContain(listed.discountCode);
    await api.database.db.delete(discounts).where(eq(discounts.id, listed.id));
  });

  it('a listed discount over its limit is left out of the best-discount choice', async () => {
    const listed = await createDiscount(api.database.db, { discountCode: code(), discountFee: 1000, isPublic: true, maxRedemptionsPerPractice: 1 });
    const practice = await signUpEmployer(api);
    expect((await pay(practice, payment())).json()).toMatchObject({ total: 1000, discountCode: listed.discountCode });
    expect((await pay(practice, payment())).json()).toMatchObject({ total: 14900, discountCode: null });
    await api.database.db.delete(discounts).where(eq(discounts.id, listed.id));
  });

  it('uses at the same moment never pass a total limit: one order, the other refused with nothing of it written', async () => {
    const lastOne = await createDiscount(api.database.db, { discountCode: code(), discountFee: 9900, maxRedemptions: 1 });
    const [one, two] = [await signUpEmployer(api), await signUpEmployer(api)];
    const before = await counts();
    const both = () => Promise.all([pay(one, payment({ couponCode: lastOne.discountCode })), pay(two, payment({ couponCode: lastOne.discountCode }))]);
    const answers = api.database.kind === 'postgres' ? await racingUnderHeldLock(lastOne.id, both) : await both();
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().errors[0]).toMatchObject({
      field: 'discountCode',
      message: expect.stringContaining('as many times as it may be'),
    });
    expect(await redemptions(lastOne.id)).toHaveLength(1);
    expect(await counts()).toEqual({ orders: before.orders + 1, settled: before.settled + 1 });
  });
});

/**
 * On PostgreSQL, makes the race certain: a transaction holds the discount's row lock until both
 * payments wait on a lock (both passed the check before charging), then lets go. Writing the use
 * without locking and counting again would let both through. (PGlite has one connection: there
 * the two transactions simply queue.)
 */
async function racingUnderHeldLock<T>(discountId: number, race: () => Promise<T>): Promise<T> {
  const db = api.database.db;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let signalLocked = () => {};
  const locked = new Promise<void>((resolve) => (signalLocked = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, discountId)).for('update');
    signalLocked();
    await released;
  });
  await locked;
  const racing = race();
  let waiting = 0;
  for (let wait = 0; wait < 250 && waiting < 2; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    waiting = rows[0].n;
  }
  release();
  await holder;
  expect(waiting, 'both payments waited for the discount lock').toBe(2);
  return racing;
}
