import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDiscount } from '@chairside/db/factories';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, tokenClaims } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, movableClock, postingBody } from '../../testing/jobs';
import type { TestAccount } from '../../testing/accounts';

const START = '2026-05-04T09:30:00.000Z';
const clock = movableClock(START);
const api = useTestApi({
  env: { UPLOADS_DIR: tempUploadsDir(), SELLER_NAME: 'Chairside, Inc.', SELLER_ADDRESS: '100 Congress Avenue | Austin, TX 78701' },
  clock,
});

const approved = () => `sandbox-approved-${randomUUID()}`;
const declined = () => `sandbox-declined-${randomUUID()}`;
const payment = (overrides: Record<string, unknown> = {}) => ({ nonce: approved(), product: 'JOB', quantity: 1, position: 'DH', zip: '60614', ...overrides });
const pay = (account: TestAccount, body: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: `/api9/users/employers/${account.username}/payment`,
    payload: body as object,
    headers: { authorization: account.authorization, ...headers },
  });
const prepay = (body: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api9/prepay/payment', payload: body as object, headers });
const newAccount = () => ({
  email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
  password: 'bright-smiles-2026',
  name: 'Dana Whitfield',
  practiceName: 'Lakeview Dental',
  zip: '60614',
  phone: '(312) 555-0142',
});

async function counts() {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
           (select count(*)::int from job_slots) as slots, (select count(*)::int from credit_ledger) as ledger,
           (select count(*)::int from payments where status = 'settled') as settled, (select count(*)::int from payments where status = 'declined') as declined,
           (select count(*)::int from users) as users, (select count(*)::int from subscriptions) as subscriptions`);
  return rows[0];
}

describe('catalog', () => {
  it('answers the public catalog with default and regional prices by position', async () => {
    const plain = await call(api, null, 'GET', '/api9/prepay/catalog');
    expect(plain.statusCode).toBe(200);
    const fee = (body: { products: { productCode: string; fee: number }[] }, code: string) => body.products.find((p) => p.productCode === code)?.fee;
    expect(plain.json().products.map((p: { productCode: string }) => p.productCode)).toEqual(['JOBSUB', 'JOB', 'BASIC', 'NAT', 'INV', 'INVSUB']);
    expect(fee(plain.json(), 'JOB')).toBe(14900);
    expect(fee(plain.json(), 'BASIC')).toBe(4900);
    const west = await call(api, null, 'GET', '/api9/prepay/catalog?zip=94103&position=DD');
    expect(fee(west.json(), 'JOB')).toBe(21900);
    expect(fee(west.json(), 'NAT')).toBe(4900);
    expect(west.json().appliedDiscount).toBeNull();
  });

  it('shows a coupon and flags a code ending within 30 days as special', async () => {
    await createDiscount(api.database.db, { discountCode: 'SPRING26', endDate: '2026-05-20', discountFee: 9900 });
    const response = await call(api, null, 'GET', '/api9/prepay/catalog?coupon-code=spring26');
    expect(response.statusCode).toBe(200);
    expect(response.json().appliedDiscount).toEqual({ code: 'SPRING26', message: 'Save $20 on each premium posting', productCode: 'JOB' });
    expect(response.json().discounts).toContainEqual(expect.objectContaining({ discountCode: 'SPRING26', isSpecial: true, endDate: '2026-05-20' }));
  });

  it('refuses unknown, expired and other-product coupons naming discountCode', async () => {
    await createDiscount(api.database.db, { discountCode: 'OLDCODE', endDate: '2026-05-01' });
    await createDiscount(api.database.db, { discountCode: 'RESUMEONLY', productCode: 'RESUME30', discountFee: 5000, maximumQuantity: 1 });
    for (const [code, status, words] of [
      ['NOPE', 404, 'We do not know the discount code NOPE'],
      ['oldcode', 400, 'The code OLDCODE has expired.'],
      ['RESUMEONLY', 400, 'The code RESUMEONLY is for RESUME30'],
    ] as const) {
      const response = await call(api, null, 'GET', `/api9/prepay/catalog?coupon-code=${code}`);
      expect(response.statusCode).toBe(status);
      expect(response.json().errors[0]).toMatchObject({ field: 'discountCode' });
      expect(response.json().errors[0].message).toContain(words);
    }
  });

  it('gives the signed-in catalog for the practice and its categories; others get 401/404', async () => {
    const employer = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/catalog`)).json().products).toHaveLength(6);
    const resume = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/catalog/60614/DH/UPGRADE_RESUME`);
    expect(resume.json().products).toEqual([expect.objectContaining({ productCode: 'RESUME30', kind: 'resume', fee: 9900 })]);
    const bad = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/catalog/60614/DH/SHOES`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('category');
    expect((await call(api, null, 'GET', `/api9/users/employers/${employer.username}/catalog`)).statusCode).toBe(401);
    expect((await call(api, other, 'GET', `/api9/users/employers/${employer.username}/catalog`)).statusCode).toBe(404);
  });

  it('finds a discount by product and code in any case', async () => {
    await createDiscount(api.database.db, { discountCode: 'Hello5', discountActivationFee: -500 });
    const employer = await signUpEmployer(api);
    const found = await call(api, null, 'GET', '/api9/prepay/discounts/JOB/HELLO5');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ discountCode: 'Hello5', productCode: 'JOB', isSpecial: true, discountActivationFee: -500 });
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/coupons/JOB/hello5`)).json().discountCode).toBe('Hello5');
    const wrong = await call(api, null, 'GET', '/api9/prepay/discounts/JOBSUB/HELLO5');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'discountCode', message: 'The code HELLO5 is for JOB, not JOBSUB.' });
  });

  it('gives a sandbox client token', async () => {
    const employer = await signUpEmployer(api);
    expect((await call(api, null, 'GET', '/api9/prepay/token')).json()).toMatchObject({ gateway: 'sandbox', clientToken: expect.any(String) });
    expect((await call(api, employer, 'GET', `/api9/users/${employer.username}/payment/token`)).json().gateway).toBe('sandbox');
  });
});

describe('payment', () => {
  it('charges, creates slots, credits, the order, a receipt and its email', async () => {
    const employer = await signUpEmployer(api);
    const response = await pay(employer, payment({ quantity: 2, addOns: { INV: 25, NAT: 1 } }));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      subtotal: 2 * 14900 + 25 * 200 + 4900,
      discount: 0,
      total: 2 * 14900 + 25 * 200 + 4900,
      discountCode: null,
      credits: { INV: 25, INVSUB: 0, NAT: 1 },
    });
    expect(order.items.map((item: { productCode: string }) => item.productCode)).toEqual(['JOB', 'INV', 'NAT']);
    expect(order.slots).toHaveLength(2);

    const slots = await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/job-slots`);
    expect(slots.json().map((slot: { orderId: number }) => slot.orderId)).toEqual([order.orderId, order.orderId]);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/order/${order.orderId}`)).json()).toEqual(order);
    const credits = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/credits`)).json();
    expect(credits.balances).toEqual({ INV: 25, INVSUB: 0, NAT: 1 });
    expect(credits.ledger).toHaveLength(2);

    const receipts = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/payment/receipts`)).json().receipts;
    expect(receipts).toEqual([expect.objectContaining({ paymentId: order.paymentId, orderId: order.orderId, total: order.total, status: 'settled' })]);
    const receipt = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/payment/${order.paymentId}/receipt`)).json();
    expect(receipt).toMatchObject({
      total: order.total,
      card: { brand: 'Visa', last4: '1111' },
      billedTo: { practiceName: 'Bright Smiles Dental', email: employer.email },
      // The seller, from the settings, on the receipt and in its email.
      seller: { name: 'Chairside, Inc.', address: ['100 Congress Avenue', 'Austin, TX 78701'] },
    });
    const email = await lastEmailTo(api, employer.email, `Your Chairside receipt ${order.paymentId}`);
    expect(email).toContain('Total paid: $397.00');
    expect(email).toContain('Sold by Chairside, Inc., 100 Congress Avenue, Austin, TX 78701');
  });

  it('applies a code, or else the best listed discount, from the server catalog only', async () => {
    await createDiscount(api.database.db, { discountCode: 'PACK3LIST', minimumQuantity: 3, maximumQuantity: 10, discountFee: 11900, isPublic: true });
    await createDiscount(api.database.db, { discountCode: 'TYPED', discountFee: 9900, discountActivationFee: -1000, maximumQuantity: 2 });
    const employer = await signUpEmployer(api);
    const listed = (await pay(employer, payment({ quantity: 3 }))).json();
    expect(listed).toMatchObject({ subtotal: 44700, discount: 3 * 3000, total: 3 * 11900, discountCode: 'PACK3LIST' });
    const typed = (await pay(employer, payment({ couponCode: 'typed' }))).json();
    expect(typed).toMatchObject({ subtotal: 14900, discount: 6000, total: 8900, discountCode: 'TYPED' });
    const outside = await pay(employer, payment({ couponCode: 'TYPED', quantity: 3 }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({ field: 'discountCode', message: 'The code TYPED applies to a quantity of 1 to 2; you chose 3.' });
  });

  it("answers a decline with 402 paymentError saying what to do, and stores only the failed attempt with the processor's words", async () => {
    const employer = await signUpEmployer(api);
    const before = await counts();
    for (const nonce of [declined(), 'fake-processor-declined-visa-nonce']) {
      const response = await pay(employer, payment({ nonce }));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        errors: [
          { code: 'PAYMENT_DECLINED', message: 'Your bank declined the card. Try another card or call the number on the back of your card.', field: 'nonce' },
        ],
        reason: 'paymentError',
      });
    }
    expect(await counts()).toEqual({ ...before, declined: before.declined + 2 });
    const { rows } = await api.database.db.execute<{ gateway_message: string }>(
      sql`select gateway_message from payments where status = 'declined' order by id desc limit 1`,
    );
    expect(rows[0].gateway_message).toBe('Do Not Honor');
  });

  it.each([
    [
      'fake-insufficient-funds-nonce',
      'Your bank declined the card: not enough funds or credit for this amount. Try another card or call the number on the back of your card.',
    ],
    ['fake-expired-card-nonce', 'The card has expired, or its expiration date was entered wrong. Check the date on the card, or try another card.'],
    ['fake-cvv-mismatch-nonce', 'The security code does not match the card. Enter the 3 or 4 digits from the card again, or try another card.'],
    ['fake-postal-code-mismatch-nonce', "The ZIP code does not match the card's billing address. Check the ZIP code, or try another card."],
    ['fake-processor-failure-jcb-nonce', 'The card network did not answer, so nothing was charged. Please try again in a few minutes.'],
  ])('a card refused with %s is answered 402 on the nonce: %s', async (nonce, message) => {
    const employer = await signUpEmployer(api);
    for (const body of [payment({ nonce }), payment({ nonce, product: 'JOBSUB' })]) {
      const response = await pay(employer, body);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ errors: [{ code: 'PAYMENT_DECLINED', message, field: 'nonce' }], reason: 'paymentError' });
      expect(JSON.stringify(response.json())).not.toMatch(/Do Not Honor|Gateway Rejected|Processor Network|Insufficient Funds|Expired Card/);
    }
  });

  it('uses a nonce once, but the fixed test nonce again and again', async () => {
    const employer = await signUpEmployer(api);
    const body = payment();
    expect((await pay(employer, body)).statusCode).toBe(201);
    const again = await pay(employer, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('nonce');
    expect((await pay(employer, payment({ nonce: 'fake-valid-nonce' }))).statusCode).toBe(201);
    expect((await pay(employer, payment({ nonce: 'fake-valid-nonce' }))).statusCode).toBe(201);
    const unknown = await pay(employer, payment({ nonce: 'made-up-nonce' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('nonce');
  });

  it('refuses bad input with 400 naming the field and charges nothing', async () => {
    const employer = await signUpEmployer(api);
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [payment({ product: 'SHOES' }), 'product'],
      [payment({ quantity: 0 }), 'quantity'],
      [payment({ quantity: 21 }), 'quantity'],
      [payment({ quantity: 1.5 }), 'quantity'],
      [payment({ quantity: 1e20 }), 'quantity'],
      [payment({ quantity: '2' }), 'quantity'],
      [payment({ addOns: { INV: 501 } }), 'addOns.INV'],
      [payment({ addOns: { NAT: -1 } }), 'addOns.NAT'],
      [payment({ addOns: { GOLD: 1 } }), 'addOns.GOLD'],
      [payment({ total: 1 }), 'total'],
      [payment({ fee: 0 }), 'fee'],
      [payment({ discountFee: 0 }), 'discountFee'],
      [payment({ zip: 'abc' }), 'zip'],
      [payment({ position: 'XX' }), 'position'],
      [payment({ nonce: '' }), 'nonce'],
      [payment({ redeemWithPoints: true }), 'redeemWithPoints'],
      [payment({ upgradedId: 999999 }), 'upgradedId'],
      [payment({ couponCode: 'A', discountCode: 'B' }), 'discountCode'],
    ];
    for (const [body, field] of cases) {
      const response = await pay(employer, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(response.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps orders and receipts to their practice: 404 for another, 404 for a missing one', async () => {
    const owner = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const order = (await pay(owner, payment())).json();
    for (const url of [`order/${order.orderId}`, `payment/${order.paymentId}/receipt`]) {
      expect((await call(api, other, 'GET', `/api9/users/employers/${other.username}/${url}`)).statusCode).toBe(404);
      expect((await call(api, other, 'GET', `/api9/users/employers/${owner.username}/${url}`)).statusCode).toBe(404);
    }
    expect((await call(api, owner, 'GET', `/api9/users/employers/${owner.username}/payment/99999999/receipt`)).statusCode).toBe(404);
    expect((await call(api, owner, 'GET', `/api9/users/employers/${owner.username}/order/99999999`)).statusCode).toBe(404);
    expect((await call(api, null, 'POST', `/api9/users/employers/${owner.username}/payment`, payment())).statusCode).toBe(401);
    expect((await pay(other, payment()).then(() => call(api, other, 'POST', `/api9/users/employers/${owner.username}/payment`, payment()))).statusCode).toBe(
      404,
    );
  });

  it('makes a JOBSUB subscription with its period and slots ending with it', async () => {
    const employer = await signUpEmployer(api);
    const order = (await pay(employer, payment({ product: 'JOBSUB' }))).json();
    expect(order.total).toBe(29900);
    const { rows } = await api.database.db.execute<{ period_end: string; expires_at: string }>(
      sql`select s.period_end::text, j.expires_at::text from subscriptions s join job_slots j on j.order_id = s.order_id where s.order_id = ${order.orderId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].period_end).toBe(rows[0].expires_at);
  });
});

describe('paying from a draft', () => {
  it('publishes the draft into the new slot in the same step', async () => {
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    const response = await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/jobs/${draft.id}/payment`, payment());
    expect(response.statusCode).toBe(201);
    expect(response.json().jobId).toBe(draft.id);
    const job = (await call(api, employer, 'GET', `/api9/users/${employer.username}/jobs/${draft.id}`)).json();
    expect(job).toMatchObject({ status: 'ACTIVE', slotId: response.json().slots[0].slotId, isActive: true });
  });

  it('refuses an incomplete draft before charging', async () => {
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer, postingBody({ name: null }));
    const before = await counts();
    const response = await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/jobs/${draft.id}/payment`, payment());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('name');
    expect(await counts()).toEqual(before);
  });

  it('a BASIC slot makes a basic posting that cannot go national', async () => {
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    const order = (
      await call(
        api,
        employer,
        'POST',
        `/api9/users/employers/${employer.username}/jobs/${draft.id}/payment`,
        payment({ product: 'BASIC', addOns: { NAT: 1 } }),
      )
    ).json();
    expect(order.total).toBe(4900 + 4900);
    const job = (await call(api, employer, 'GET', `/api9/users/${employer.username}/jobs/${draft.id}`)).json();
    expect(job.isBasic).toBe(true);
    const redeem = await call(api, employer, 'POST', `/api9/jobs/${draft.id}/redeem`, { product: 'NAT' });
    expect(redeem.statusCode).toBe(409);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/credits`)).json().balances.NAT).toBe(1);
  });
});

describe('redeem', () => {
  it('spends one NAT credit on a live premium posting; none left is 402; another practice 404 (more in national-and-resume-access.test.ts)', async () => {
    const employer = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/payment`, payment({ addOns: { NAT: 1 } }));
    expect((await call(api, employer, 'PUT', `/api9/jobs/${draft.id}/publish`)).statusCode).toBe(200);
    expect((await call(api, other, 'POST', `/api9/jobs/${draft.id}/redeem`, { product: 'NAT' })).statusCode).toBe(404);
    const spent = await call(api, employer, 'POST', `/api9/jobs/${draft.id}/redeem`, { product: 'NAT' });
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toEqual({ jobId: draft.id, product: 'NAT', balance: 0 });
    expect((await call(api, employer, 'POST', `/api9/jobs/${draft.id}/redeem`, { product: 'NAT' })).statusCode).toBe(409);
    const second = await createDraft(api, employer);
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/jobs/${second.id}/payment`, payment());
    const none = await call(api, employer, 'POST', `/api9/jobs/${second.id}/redeem`, { product: 'NAT' });
    expect(none.statusCode).toBe(402);
    expect((await call(api, employer, 'POST', `/api9/jobs/${second.id}/redeem`, { product: 'INV' })).statusCode).toBe(400);
  });
});

describe('prepay', () => {
  it('creates the account only when the charge succeeds, and starts a session', async () => {
    const account = newAccount();
    const before = await counts();
    const refused = await prepay({ ...payment({ nonce: declined() }), account });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().reason).toBe('paymentError');
    expect(await counts()).toEqual({ ...before, declined: before.declined + 1 });

    const response = await prepay({ ...payment(), account });
    expect(response.statusCode).toBe(201);
    expect(response.headers.authorization).toMatch(/^Bearer /);
    expect(String(response.headers['set-cookie'])).toContain('chairside_refresh=');
    const buyer = { username: '', email: account.email, password: account.password, authorization: response.headers.authorization as string, cookie: '' };
    const username = String(tokenClaims(buyer.authorization).sub);
    const order = await call(api, { ...buyer, username }, 'GET', `/api9/users/employers/${username}/order/${response.json().orderId}`);
    expect(order.statusCode).toBe(200);
    expect(await lastEmailTo(api, account.email, `Your Chairside receipt ${response.json().paymentId}`)).toContain('Lakeview Dental');
  });

  it('refuses a taken email after the charge, which is voided, and keeps nothing', async () => {
    const employer = await signUpEmployer(api);
    const before = await counts();
    const response = await prepay({ ...payment(), account: { ...newAccount(), email: employer.email } });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].field).toBe('account.email');
    expect(await counts()).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('ten identical requests at once charge once and all get the first answer', async () => {
    const employer = await signUpEmployer(api);
    const before = await counts();
    const body = payment({ quantity: 2 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(employer, body, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    expect(await counts()).toMatchObject({ orders: before.orders + 1, settled: before.settled + 1, slots: before.slots + 2 });
    const again = await pay(employer, body, { 'idempotency-key': key });
    expect(again.json()).toEqual(answers[0].json());
  });

  it('a claim left pending by a stopped process is taken over after a while: no second charge, the spent nonce named', async () => {
    const employer = await signUpEmployer(api);
    const key = randomUUID();
    const body = payment();
    expect((await pay(employer, body, { 'idempotency-key': key })).statusCode).toBe(201);
    // As a process killed between claiming the key and answering leaves it.
    await api.database.db.execute(sql`
      update idempotency_keys set status = 'pending', response_status = null, response_body = null, created_at = now() - interval '5 minutes'
      where key = ${key}`);
    const before = await counts();
    const retried = await pay(employer, body, { 'idempotency-key': key });
    expect(retried.statusCode, retried.body).toBe(400);
    expect(retried.json().errors[0]).toMatchObject({ field: 'nonce', message: expect.stringMatching(/already used/) });
    expect(await counts()).toEqual(before);
    // The key is free again for the person's next try with new card details.
    expect((await pay(employer, { ...body, nonce: approved() }, { 'idempotency-key': key })).statusCode).toBe(201);
  });

  it('the same key with another body is a 409; a declined answer is answered again', async () => {
    const employer = await signUpEmployer(api);
    const key = randomUUID();
    expect((await pay(employer, payment(), { 'idempotency-key': key })).statusCode).toBe(201);
    const other = await pay(employer, payment({ quantity: 2 }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].field).toBe('Idempotency-Key');

    const declineKey = randomUUID();
    const body = payment({ nonce: declined() });
    expect((await pay(employer, body, { 'idempotency-key': declineKey })).statusCode).toBe(402);
    const before = await counts();
    const replay = await pay(employer, body, { 'idempotency-key': declineKey });
    expect(replay.statusCode).toBe(402);
    expect(replay.json().errors[0]).toMatchObject({
      field: 'nonce',
      message: 'Your bank declined the card. Try another card or call the number on the back of your card.',
    });
    expect(await counts()).toEqual(before);
    expect((await pay(employer, payment(), { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('prepay: ten at once create one account and one order; each answer starts a session', async () => {
    const account = newAccount();
    const before = await counts();
    const key = randomUUID();
    const body = { ...payment(), account };
    const answers = await Promise.all(Array.from({ length: 10 }, () => prepay(body, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(answers.every((answer) => String(answer.headers.authorization).startsWith('Bearer '))).toBe(true);
    expect(await counts()).toMatchObject({ users: before.users + 1, orders: before.orders + 1, settled: before.settled + 1 });
    const wrongPassword = await prepay({ ...body, account: { ...account, password: 'another-password-1' } }, { 'idempotency-key': key });
    expect(wrongPassword.statusCode).toBe(409);
  });
});
