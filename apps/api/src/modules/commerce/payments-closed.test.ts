import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi, type TestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { PAYMENTS_CLOSED_MESSAGE, SANDBOX_NONCES } from '../../platform/payment-gateway';

// A production site sells nothing through the built-in sandbox unless PAYMENTS_SANDBOX=true
// chooses it (a staging site): without it every purchase answers 503 and nothing is written.

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.chairside.example' };
const payment = (overrides: Record<string, unknown> = {}) => ({
  nonce: SANDBOX_NONCES.approved,
  product: 'JOB',
  quantity: 1,
  position: 'DH',
  zip: '60614',
  ...overrides,
});
const newAccount = () => ({
  email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
  password: 'bright-smiles-2026',
  name: 'Dana Whitfield',
  practiceName: 'Lakeview Dental',
  zip: '60614',
  phone: '(312) 555-0142',
});

async function counts(api: TestApi) {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from users) as users, (select count(*)::int from orders) as orders, (select count(*)::int from payments) as payments,
           (select count(*)::int from payment_methods) as methods, (select count(*)::int from subscriptions) as subscriptions`);
  return rows[0];
}

describe('a production site without a payment provider', () => {
  const api = useTestApi({ env: { ...PRODUCTION, UPLOADS_DIR: tempUploadsDir() } });

  it('says buying is not open', async () => {
    const status = await call(api, null, 'GET', '/api9/payments/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ open: false, gateway: null });
  });

  it('answers every purchase, and the card form token, 503 with a message a person understands, and writes nothing', async () => {
    const practice = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    const before = await counts(api);
    const closed = { errors: [{ code: 'UNAVAILABLE', message: PAYMENTS_CLOSED_MESSAGE }] };
    const purchases: [string, ReturnType<typeof call>][] = [
      ['prepay token', call(api, null, 'GET', '/api9/prepay/token')],
      ['signed-in token', call(api, practice, 'GET', `/api9/users/${practice.username}/payment/token`)],
      ['a posting', call(api, practice, 'POST', `/api9/users/employers/${practice.username}/payment`, payment())],
      ['a subscription order', call(api, practice, 'POST', `/api9/users/employers/${practice.username}/payment`, payment({ product: 'JOBSUB' }))],
      [
        'a subscription',
        call(api, practice, 'POST', `/api9/users/employers/${practice.username}/subscriptions`, {
          nonce: SANDBOX_NONCES.approved,
          product: 'JOBSUB',
          quantity: 1,
        }),
      ],
      ['prepay', call(api, null, 'POST', '/api9/prepay/payment', { ...payment(), account: newAccount() })],
      ['premium', call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/premium`, { nonce: SANDBOX_NONCES.approved })],
    ];
    for (const [what, answer] of purchases)
      expect({ what, status: (await answer).statusCode, body: (await answer).json() }).toEqual({ what, status: 503, body: closed });
    expect(await counts(api)).toEqual(before);
  });
});

describe('a production site that chose the sandbox (PAYMENTS_SANDBOX=true)', () => {
  const api = useTestApi({ env: { ...PRODUCTION, PAYMENTS_SANDBOX: 'true', UPLOADS_DIR: tempUploadsDir() } });

  it('says payments are tests, and takes them', async () => {
    expect((await call(api, null, 'GET', '/api9/payments/status')).json()).toEqual({ open: true, gateway: 'sandbox' });
    const practice = await signUpEmployer(api);
    const paid = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/payment`, payment());
    expect(paid.statusCode).toBe(201);
    expect((await call(api, null, 'GET', '/api9/prepay/token')).json()).toMatchObject({ gateway: 'sandbox' });
  });
});
