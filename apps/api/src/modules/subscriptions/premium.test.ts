import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seekerSubscriptions } from '@chairside/db/schema';
import { declineSandboxVaultedCharges, sandboxVaultedChargeCount } from '../../platform/payment-gateway';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

const clock = movableClock('2026-05-04T15:00:00.000Z');
const api = useTestApi({ clock });

const approved = () => `sandbox-approved-${randomUUID()}`;
const premiumPath = (account: TestAccount) => `/api9/users/staff/${account.username}/premium`;
const buy = (account: TestAccount, nonce: string = approved()) => call(api, account, 'POST', premiumPath(account), { nonce });
const views = (account: TestAccount) => call(api, account, 'GET', `/api9/users/staff/${account.username}/resume-views`);
const salary = (account: TestAccount) => call(api, account, 'GET', `/api9/users/staff/${account.username}/salary-figures`);

async function stored() {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from seeker_subscriptions) as subscriptions, (select count(*)::int from seeker_payments) as payments`);
  return rows[0];
}

async function tokenOf(account: TestAccount): Promise<string> {
  const [row] = await api.database.db
    .select({ token: seekerSubscriptions.paymentToken })
    .from(seekerSubscriptions)
    .where(eq(seekerSubscriptions.userId, await userIdOf(api, account.username)));
  return row.token;
}

describe('job seeker premium', () => {
  it('lists every benefit, then sells PREMIUM at the catalog price through the payment port', async () => {
    const seeker = await signUpStaff(api);
    const before = await call(api, seeker, 'GET', premiumPath(seeker));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ productCode: 'PREMIUM', isPremium: false, state: 'none', amount: 999, periodEnd: null });
    expect(before.json().benefits.map((benefit: { code: string }) => benefit.code)).toEqual(['RANK_BOOST', 'RESUME_VIEWS', 'SALARY_FIGURES', 'EARLY_ALERTS']);

    const bought = await buy(seeker);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json()).toMatchObject({
      isPremium: true,
      state: 'active',
      amount: 999,
      periodEnd: '2026-06-04T15:00:00.000Z',
      cardBrand: 'Visa',
      cardLast4: '1111',
    });
    expect(await lastEmailTo(api, seeker.email, 'Welcome to Chairside Premium')).toContain('$9.99');
    expect(sandboxVaultedChargeCount(await tokenOf(seeker))).toBe(1);

    // Buying again while a member: 409, nothing more stored or charged.
    const counts = await stored();
    const again = await buy(seeker);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('product');
    expect(await stored()).toEqual(counts);
  });

  it('a declined card 402 paymentError and an unknown or used nonce 400 nonce: nothing stored', async () => {
    const seeker = await signUpStaff(api);
    const before = await stored();
    const declined = await buy(seeker, `sandbox-declined-${randomUUID()}`);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      reason: 'paymentError',
      errors: [
        { code: 'PAYMENT_DECLINED', field: 'nonce', message: 'Your bank declined the card. Try another card or call the number on the back of your card.' },
      ],
    });
    for (const nonce of ['not-a-nonce', '', 'x'.repeat(5000)]) {
      const response = await buy(seeker, nonce);
      expect(response.statusCode, nonce).toBe(400);
      expect(response.json().errors[0].field).toBe('nonce');
    }
    const used = approved();
    const other = await signUpStaff(api);
    expect((await buy(other, used)).statusCode).toBe(201);
    const reused = await buy(seeker, used);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].field).toBe('nonce');
    expect((await stored()).subscriptions).toBe(before.subscriptions + 1);
    const unknownField = await call(api, seeker, 'POST', premiumPath(seeker), { nonce: approved(), product: 'JOB' });
    expect(unknownField.statusCode).toBe(400);
  });

  it('premium features without premium: 402 naming the product PREMIUM', async () => {
    const seeker = await signUpStaff(api);
    for (const response of [await views(seeker), await salary(seeker)]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ reason: 'premiumRequired', errors: [{ code: 'PAYMENT', field: 'product' }] });
      expect(response.json().errors[0].message).toContain('PREMIUM');
    }
  });

  it('shows which practices opened the resume and when', async () => {
    const practice = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    expect((await buy(seeker)).statusCode).toBe(201);
    const job = await liveJob(api, practice);
    expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
    expect((await views(seeker)).json()).toEqual([]);

    const opened = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}/${seeker.username}`);
    expect(opened.statusCode, opened.body).toBe(200);
    clock.advanceDays(1);
    expect((await call(api, practice, 'GET', `/api9/resumes/${seeker.username}/candidate`)).statusCode).toBe(200);
    const listed = await views(seeker);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      { practiceName: 'Bright Smiles Dental', viewedOn: '2026-05-05', lastViewedAt: '2026-05-05T15:00:00.000Z' },
      { practiceName: 'Bright Smiles Dental', viewedOn: '2026-05-04', lastViewedAt: '2026-05-04T15:00:00.000Z' },
    ]);
    clock.set('2026-05-04T15:00:00.000Z');
  });

  it('salary figures for the position near the ZIP, from at least 5 postings', async () => {
    const practice = await signUpEmployer(api);
    const seeker = await signUpStaff(api); // DH near 78701
    expect((await buy(seeker)).statusCode).toBe(201);
    const empty = await salary(seeker);
    expect(empty.json()).toMatchObject({ position: 'DH', zip: '78701', radius: 50, minimumPostings: 5 });
    expect(empty.json().postingsCounted).toBe(0);
    for (const [low, high] of [
      [4000, 4000],
      [4200, 4600],
      [4500, 4500],
      [4800, 5200],
      [5000, 5000],
    ])
      await liveJob(api, practice, { zip: '78701', payCode: 'HOUR_RANGE', salaryMin: low, salaryMax: high });
    // Far away (Chicago) and another position: not counted.
    await liveJob(api, practice, { zip: '60614', salaryMin: 9000, salaryMax: 9000 });
    await liveJob(api, practice, { zip: '78701', position: 'DA', salaryMin: 2000, salaryMax: 2000 });
    const figures = (await salary(seeker)).json();
    expect(figures.postingsCounted).toBe(5);
    expect(figures.figures).toEqual([{ unit: 'HOUR', count: 5, median: 4500, p25: 4400, p75: 5000 }]);
  });

  it('cancel keeps the benefits to the period end, then they end; a kept membership renews monthly', async () => {
    clock.set('2026-07-01T12:00:00.000Z');
    const leaving = await signUpStaff(api);
    const staying = await signUpStaff(api);
    expect((await buy(leaving)).statusCode).toBe(201);
    expect((await buy(staying)).statusCode).toBe(201);

    const cancelled = await call(api, leaving, 'PUT', premiumPath(leaving), { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelling', isPremium: true, periodEnd: '2026-08-01T12:00:00.000Z' });
    expect((await views(leaving)).statusCode).toBe(200);

    clock.set('2026-08-01T13:00:00.000Z');
    await runDueTasks(api.ctx);
    expect((await call(api, leaving, 'GET', premiumPath(leaving))).json()).toMatchObject({ state: 'ended', isPremium: false });
    expect((await views(leaving)).statusCode).toBe(402);
    expect(sandboxVaultedChargeCount(await tokenOf(leaving))).toBe(1);

    const renewed = (await call(api, staying, 'GET', premiumPath(staying))).json();
    expect(renewed).toMatchObject({ state: 'active', isPremium: true, periodEnd: '2026-09-01T12:00:00.000Z' });
    expect(sandboxVaultedChargeCount(await tokenOf(staying))).toBe(2);

    // A declined renewal ends it, with an email.
    declineSandboxVaultedCharges(await tokenOf(staying));
    clock.set('2026-09-01T14:00:00.000Z');
    await runDueTasks(api.ctx);
    expect((await call(api, staying, 'GET', premiumPath(staying))).json()).toMatchObject({ state: 'ended', isPremium: false });
    expect(await lastEmailTo(api, staying.email, 'Your Chairside Premium has ended')).toContain('declined');

    // Not a member any more: changing it 409.
    expect((await call(api, leaving, 'PUT', premiumPath(leaving), { cancelAtPeriodEnd: false })).statusCode).toBe(409);
    clock.set('2026-05-04T15:00:00.000Z');
  });

  it('bad bodies 400 naming the field', async () => {
    const seeker = await signUpStaff(api);
    for (const body of [{ cancelAtPeriodEnd: 'yes' }, {}, { cancelAtPeriodEnd: true, extra: 1 }]) {
      const response = await call(api, seeker, 'PUT', premiumPath(seeker), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const malformed = await api.app.inject({
      method: 'POST',
      url: premiumPath(seeker),
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
      payload: '{"nonce":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('the owner only: anonymous 401, an employer 403, another job seeker 404, nothing stored', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const practice = await signUpEmployer(api);
    const before = await stored();
    const routes = [
      ['GET', premiumPath(seeker), undefined],
      ['POST', premiumPath(seeker), { nonce: 'fake-valid-nonce' }],
      ['PUT', premiumPath(seeker), { cancelAtPeriodEnd: true }],
      ['GET', `/api9/users/staff/${seeker.username}/resume-views`, undefined],
      ['GET', `/api9/users/staff/${seeker.username}/salary-figures`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(api, null, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(api, practice, method, url, body)).statusCode, `${method} ${url} employer`).toBe(403);
      expect((await call(api, other, method, url, body)).statusCode, `${method} ${url} other`).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });
});
