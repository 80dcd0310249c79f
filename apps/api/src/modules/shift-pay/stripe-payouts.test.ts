import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentMethods } from '@chairside/db/schema';
import { buildTestApi, testConfig, useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift, saveTempProfile } from '../../testing/temp-shifts';
import { startStripeFake, type StripeFake } from '../../testing/stripe-fake';
import { loadConfig } from '../../platform/config';
import { balances, payableOf } from './ledger';
import { runPayouts, type PayoutPort } from './payouts';
import { stripeApi } from './stripe-api';
import { stripeConnectPayouts } from './stripe-payouts';

// The Stripe Connect payout adapter (ADR 129) against a local Stripe (testing/stripe-fake.ts) that
// answers /v1/accounts, /v1/account_links and /v1/transfers as Stripe's API reference describes,
// keeping the Idempotency-Key contract (the first answer to a key is answered again).

const SECRET = 'sk_test_chairsidefake0123456789';
const env: Record<string, string> = { PAYOUT_ADAPTER: 'stripe-connect', STRIPE_SECRET_KEY: SECRET };
let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake(SECRET);
  env.STRIPE_API_URL = fake.url;
});
afterAll(() => fake.close());

const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock, env });
const db = () => api.database.db;

let practice: TestAccount;
let admin: TestAccount;
let linked: TestAccount;
let unlinked: TestAccount;
let accountId = '';

const payoutsPath = (pro: TestAccount) => `/api9/users/staff/${pro.username}/payouts`;
const statement = async (pro: TestAccount) => (await call(api, pro, 'GET', payoutsPath(pro))).json();
const adminQueue = async () => (await call(api, admin, 'GET', '/api9/admin/shift-pay')).json();
const runNow = async () => {
  const answer = await call(api, admin, 'POST', '/api9/admin/shift-pay/payouts/run');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const transferPosts = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/transfers');
const userIdOf = async (pro: TestAccount) =>
  (await db().execute<{ id: number }>(sql`select id::int as id from users where username = ${pro.username}`)).rows[0]!.id;

/** A shift on `day` worked 8:00 to 17:00 with a 30-minute break, confirmed by the practice and charged: the payout owed. */
async function owedPayout(pro: TestAccount, day: string): Promise<{ id: number; amountCents: number }> {
  const shiftId = await bookedShift(api, clock, { practice, pro }, day, `${day}T14:00:00.000Z`);
  const proPath = `/api9/users/staff/${pro.username}/shifts/${shiftId}/timesheet`;
  expect((await call(api, pro, 'POST', `${proPath}/check-in`, {})).statusCode).toBe(200);
  clock.set(`${day}T23:00:00.000Z`);
  expect((await call(api, pro, 'POST', `${proPath}/check-out`, { breakMinutes: 30 })).statusCode).toBe(200);
  const confirmed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/shifts/${shiftId}/timesheet/confirmation`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const line = (await statement(pro)).lines.find((row: { date: string }) => row.date === day);
  expect(line).toMatchObject({ status: 'owed', invoiceStatus: 'paid' });
  return { id: line.id, amountCents: line.amountCents };
}

async function expectLedgerBalanced() {
  expect(Object.values(await balances(db())).reduce((sum, value) => sum + value, 0)).toBe(0);
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  admin = await createAdmin(api);
  linked = await signUpStaff(api);
  unlinked = await signUpStaff(api);
  for (const pro of [linked, unlinked]) await saveTempProfile(api, pro);
  const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from users where username = ${practice.username}`)).rows;
  await db()
    .insert(paymentMethods)
    .values({ employerId: row!.id, gateway: 'sandbox', token: `sandbox-pm-4242-${randomUUID()}`, cardBrand: 'Visa', cardLast4: '4242' });
});

describe('settings', () => {
  it('stripe-connect needs the secret key; the ledger adapter stays the default', () => {
    expect(() => loadConfig({ ...testConfigEnv(), PAYOUT_ADAPTER: 'stripe-connect' })).toThrow(
      /STRIPE_SECRET_KEY: required with PAYOUT_ADAPTER=stripe-connect/,
    );
    expect(() => loadConfig({ ...testConfigEnv(), PAYOUT_ADAPTER: 'stripe-connect', STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(testConfig().PAYOUT_ADAPTER).toBe('ledger');
  });

  it('with another adapter there is no setup: the statement offers none and the link is refused', async () => {
    const other = await buildTestApi({ config: testConfig(), db: db(), clock });
    try {
      const mine = await call({ ...api, app: other.app }, linked, 'GET', payoutsPath(linked));
      expect(mine.json().payoutSetup).toBeNull();
      const refused = await call({ ...api, app: other.app }, linked, 'POST', `${payoutsPath(linked)}/setup-link`);
      expect(refused.statusCode).toBe(409);
    } finally {
      await other.app.close();
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Set up payouts', () => {
  it('creates one Express account with the transfers capability and answers Stripe’s onboarding link', async () => {
    expect((await statement(linked)).payoutSetup).toEqual({ provider: 'stripe-connect', accountLinked: false });
    const first = await call(api, linked, 'POST', `${payoutsPath(linked)}/setup-link`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().url).toMatch(new RegExp(`^${fake.url}/setup/e/acct_`));
    const again = await call(api, linked, 'POST', `${payoutsPath(linked)}/setup-link`);
    expect(again.json().url).not.toBe(first.json().url);
    expect(fake.accounts.size).toBe(1);
    const [created] = fake.requests.filter((request) => request.path === '/v1/accounts');
    expect(created).toMatchObject({
      idempotencyKey: `chairside-account-${await userIdOf(linked)}`,
      form: { type: 'express', country: 'US', email: linked.email, 'capabilities[transfers][requested]': 'true' },
    });
    accountId = [...fake.accounts.keys()][0]!;
    const links = fake.requests.filter((request) => request.path === '/v1/account_links');
    expect(links).toHaveLength(2);
    expect(links[1]!.form).toMatchObject({ account: accountId, type: 'account_onboarding' });
    expect(links[1]!.form.return_url).toMatch(/\/app\/payouts\?setup=done$/);
    expect(links[1]!.form.refresh_url).toMatch(/\/app\/payouts\?setup=expired$/);
    expect((await statement(linked)).payoutSetup).toEqual({ provider: 'stripe-connect', accountLinked: true });
  });

  it('only the professional may ask for their link', async () => {
    const path = `${payoutsPath(linked)}/setup-link`;
    expect((await api.app.inject({ method: 'POST', url: path })).statusCode).toBe(401);
    expect((await call(api, practice, 'POST', path)).statusCode).toBe(403);
    expect((await call(api, unlinked, 'POST', path)).statusCode).toBe(404);
    expect(fake.accounts.size).toBe(1);
  });

  it('answers 503 with a message when Stripe refuses', async () => {
    fake.secretKey = 'sk_test_rotated';
    try {
      const refused = await call(api, unlinked, 'POST', `${payoutsPath(unlinked)}/setup-link`);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().errors[0].message).toMatch(/Stripe could not start your payout setup/);
    } finally {
      fake.secretKey = SECRET;
    }
    expect((await statement(unlinked)).payoutSetup).toEqual({ provider: 'stripe-connect', accountLinked: false });
  });
});

describe('payout runs through Stripe', () => {
  let first: { id: number; amountCents: number };
  let stray: { id: number; amountCents: number };

  it('without an account, or before onboarding is finished, the payout stays owed with a reason the administrator sees', async () => {
    first = await owedPayout(linked, '2026-12-08');
    stray = await owedPayout(unlinked, '2026-12-09');
    expect(await runNow()).toMatchObject({ paid: 0, held: 2, adapter: 'stripe-connect' });
    expect(fake.transfers).toHaveLength(0);
    const held = (await adminQueue()).heldPayouts;
    expect(held.find((row: { id: number }) => row.id === first.id)).toMatchObject({
      amountCents: first.amountCents,
      reason: expect.stringContaining("has not finished Stripe's payout setup"),
      heldAt: '2026-12-09T23:00:00.000Z',
    });
    expect(held.find((row: { id: number }) => row.id === stray.id)?.reason).toContain('has not set up payouts yet');
    expect((await statement(linked)).lines.find((row: { id: number }) => row.id === first.id)).toMatchObject({ status: 'owed' });
    expect(await payableOf(db(), await userIdOf(linked))).toBe(first.amountCents);
  });

  it('once onboarded, pays the payout once; another run pays nothing more', async () => {
    const link = (await call(api, linked, 'POST', `${payoutsPath(linked)}/setup-link`)).json().url;
    const back = await fetch(link, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/\/app\/payouts\?setup=done$/);
    clock.set('2026-12-10T10:00:00.000Z');
    expect(await runNow()).toMatchObject({ paid: 1, held: 1, amountCents: first.amountCents });
    expect(fake.transfers).toHaveLength(1);
    expect(fake.transfers[0]).toMatchObject({
      amount: first.amountCents,
      currency: 'usd',
      destination: accountId,
      transfer_group: `chairside-payout-${first.id}`,
    });
    // Refused before (at 23:00 on the 9th), so sent under a new key.
    expect(transferPosts().at(-1)!.idempotencyKey).toBe(`chairside-payout-${first.id}-${Date.parse('2026-12-09T23:00:00.000Z')}`);
    expect((await statement(linked)).lines.find((row: { id: number }) => row.id === first.id)).toMatchObject({ status: 'paid' });
    expect((await adminQueue()).heldPayouts.map((row: { id: number }) => row.id)).toEqual([stray.id]);
    expect(await runNow()).toMatchObject({ paid: 0, held: 1 });
    expect(fake.transfers).toHaveLength(1);
    expect(await payableOf(db(), await userIdOf(linked))).toBe(0);
    await expectLedgerBalanced();
  });

  it('a replay after the process died between Stripe’s answer and the commit pays once', async () => {
    const payout = await owedPayout(linked, '2026-12-15');
    const real = stripeConnectPayouts(stripeApi(api.ctx.config));
    if (!('payEach' in real)) throw new Error('The Stripe adapter pays each payout on its own.');
    const dying: PayoutPort = {
      name: 'stripe-connect',
      payEach: async (item) => {
        const outcome = await real.payEach(item);
        if (item.id === payout.id) throw new Error('The process died.');
        return outcome;
      },
    };
    const before = fake.balanceCents;
    await expect(runPayouts(api.ctx, dying)).rejects.toThrow('The process died.');
    expect(fake.transfers).toHaveLength(2);
    expect((await statement(linked)).lines.find((row: { id: number }) => row.id === payout.id)).toMatchObject({ status: 'owed' });
    const posted = await db().execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries where posting = ${`payout-${payout.id}`}`);
    expect(posted.rows[0]!.n).toBe(0);
    expect(await runNow()).toMatchObject({ paid: 1, reference: fake.transfers[1]!.id });
    expect(fake.transfers).toHaveLength(2);
    expect(before - fake.balanceCents).toBe(payout.amountCents);
    await expectLedgerBalanced();
  });

  it('an answer lost on the way is sent again with the same Idempotency-Key: Stripe answers the same transfer', async () => {
    const payout = await owedPayout(linked, '2026-12-22');
    const before = fake.balanceCents;
    fake.cutNextTransferAnswer = true;
    fake.hideTransfersFromList = true;
    try {
      expect(await runNow()).toMatchObject({ paid: 0, held: 2 });
      expect(fake.transfers).toHaveLength(3);
      const held = (await adminQueue()).heldPayouts.find((row: { id: number }) => row.id === payout.id);
      expect(held).toMatchObject({ reason: expect.stringContaining('Stripe did not answer'), heldAt: null });
      expect(await runNow()).toMatchObject({ paid: 1, reference: fake.transfers[2]!.id });
    } finally {
      fake.hideTransfersFromList = false;
    }
    const keys = transferPosts()
      .filter((request) => request.form['metadata[payout_id]'] === String(payout.id))
      .map((request) => request.idempotencyKey);
    expect(keys).toEqual([`chairside-payout-${payout.id}`, `chairside-payout-${payout.id}`]);
    expect(fake.transfers).toHaveLength(3);
    expect(before - fake.balanceCents).toBe(payout.amountCents);
    await expectLedgerBalanced();
  });

  it('a decline (the platform’s balance too low) leaves it owed with the reason; funded, the next run pays it', async () => {
    const payout = await owedPayout(linked, '2026-12-29');
    const funds = fake.balanceCents;
    fake.balanceCents = 1000;
    expect(await runNow()).toMatchObject({ paid: 0, held: 2 });
    expect(fake.transfers).toHaveLength(3);
    const held = (await adminQueue()).heldPayouts.find((row: { id: number }) => row.id === payout.id);
    expect(held).toMatchObject({
      reason: expect.stringContaining("The platform's Stripe balance does not cover this transfer"),
      heldAt: '2026-12-29T23:00:00.000Z',
    });
    expect((await statement(linked)).lines.find((row: { id: number }) => row.id === payout.id)).toMatchObject({ status: 'owed' });
    fake.balanceCents = funds;
    clock.set('2026-12-30T09:00:00.000Z');
    expect(await runNow()).toMatchObject({ paid: 1, held: 1 });
    expect(fake.transfers).toHaveLength(4);
    expect(fake.transfers[3]).toMatchObject({ amount: payout.amountCents, destination: accountId });
    expect((await adminQueue()).heldPayouts.map((row: { id: number }) => row.id)).toEqual([stray.id]);
    const mine = await statement(linked);
    expect(mine).toMatchObject({ owedCents: 0, ledgerOwedCents: 0 });
    expect(mine.lines.every((row: { status: string }) => row.status === 'paid')).toBe(true);
    await expectLedgerBalanced();
  });
});

/** The environment testConfig starts from, without a payout adapter. */
function testConfigEnv(): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' };
}
