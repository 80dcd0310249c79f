import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { SIGN_UPS_PER_ADDRESS } from '../accounts/public-api';

// The sign-up limit as configured by default (ADDRESS_LIMITS_FACTOR 1); every other request comes from an address of its own.
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir(), ADDRESS_LIMITS_FACTOR: '1' } });

// The gateway's approved charges and voids, seen through the app's own (sandbox) gateway.
const gatewayCalls = { approved: [] as string[], voided: [] as string[] };
beforeAll(() => {
  const gateway = api.ctx.payments!;
  const charge = gateway.charge.bind(gateway);
  const voidCharge = gateway.voidCharge.bind(gateway);
  gateway.charge = async (request) => {
    const result = await charge(request);
    if (result.outcome === 'approved') gatewayCalls.approved.push(result.transactionId);
    return result;
  };
  gateway.voidCharge = async (transactionId) => {
    gatewayCalls.voided.push(transactionId);
    await voidCharge(transactionId);
  };
});

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;
const nonce = (outcome: 'approved' | 'declined') => `sandbox-${outcome}-${randomUUID()}`;
const account = (email = `buyer-${randomUUID().slice(0, 8)}@example.com`) => ({
  email,
  password: 'bright-smiles-2026',
  name: 'Dana Whitfield',
  practiceName: 'Lakeview Dental',
  zip: '60614',
  phone: '(312) 555-0142',
});
const prepay = (email: string | undefined, outcome: 'approved' | 'declined', remoteAddress = freshAddress()) =>
  api.app.inject({
    method: 'POST',
    url: '/api9/prepay/payment',
    remoteAddress,
    payload: { nonce: nonce(outcome), product: 'JOB', quantity: 1, position: 'DH', zip: '60614', account: account(email) },
  });

async function counts() {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from users) as users, (select count(*)::int from orders) as orders,
           (select count(*)::int from payments where status = 'settled') as settled`);
  return rows[0];
}

describe('prepay and taken emails', () => {
  it('a declined card is told about the card, never about the email, for a practice or a job seeker', async () => {
    const practice = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    for (const email of [practice.email, seeker.email, `nobody-${randomUUID().slice(0, 8)}@example.com`]) {
      const answer = await prepay(email, 'declined');
      expect(answer.statusCode, answer.body).toBe(402);
      expect(answer.json()).toMatchObject({
        reason: 'paymentError',
        errors: [{ field: 'nonce', message: 'Your bank declined the card. Try another card or call the number on the back of your card.' }],
      });
    }
  });

  it('a taken email is told only after the card went through, and that charge is voided: no account, order or payment kept', async () => {
    const seeker = await signUpStaff(api);
    const before = await counts();
    const answer = await prepay(seeker.email, 'approved');
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().errors[0]).toMatchObject({ field: 'account.email', message: expect.stringMatching(/nothing was charged/) });
    expect(answer.headers.authorization).toBeUndefined();
    expect(await counts()).toEqual(before);
    const charged = gatewayCalls.approved.at(-1);
    expect(charged).toBeTruthy();
    expect(gatewayCalls.voided).toContain(charged);
  });
});

describe('prepay and the sign-up limit', () => {
  it(`shares the per-address sign-up limit (${SIGN_UPS_PER_ADDRESS.limit} an hour): past it 429 before any charge, nothing created`, async () => {
    const address = '203.0.113.80';
    for (let n = 0; n < SIGN_UPS_PER_ADDRESS.limit - 1; n++) {
      const created = await api.app.inject({
        method: 'POST',
        url: '/api9/users/staff',
        remoteAddress: address,
        payload: {
          email: `limited-${n}-${randomUUID().slice(0, 8)}@example.com`,
          password: 'hygiene-first-2026',
          name: 'Lee Park',
          position: 'DA',
          zip: '60614',
          kind: 'staff',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await prepay(undefined, 'approved', address)).statusCode).toBe(201);

    const before = await counts();
    const charges = gatewayCalls.approved.length;
    const refused = await prepay(undefined, 'approved', address);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^There have been many sign-ups from your network/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
    expect(gatewayCalls.approved.length).toBe(charges);
    // Sign-up from that address meets the same limit; another address does not.
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api9/users/employers',
      remoteAddress: address,
      payload: account(),
    });
    expect(signUp.statusCode).toBe(429);
    expect((await prepay(undefined, 'approved')).statusCode).toBe(201);
  });

  it('welcomes a practice whose account the checkout made, once, like one made at sign-up', async () => {
    const email = `welcomed-${randomUUID().slice(0, 8)}@example.com`;
    expect((await prepay(email, 'approved')).statusCode).toBe(201);
    const welcomes = await api.database.db.execute<{ subject: string }>(
      sql`select subject from outbox_messages where to_address = ${email} and subject like 'Welcome to Chairside%'`,
    );
    expect(welcomes.rows.map((row) => row.subject)).toEqual(['Welcome to Chairside: post your first job']);
  });
});
