import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentMethods } from '@chairside/db/schema';
import { LEDGER_ACCOUNTS } from '@chairside/domain/shift-pay';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift, TEMP_PROFILE, weeklyAvailability } from '../../testing/temp-shifts';
import { declineSandboxVaultedCharges } from '../../platform/payment-gateway';
import { silentLog } from '../../platform/notice-queue';
import { balances } from './ledger';
import { chargeInvoices } from './invoices';
import { confirmUnanswered } from './timesheets';

// A random sequence of bookings, cancellations (early, and late with a fee invoice), confirmations, corrections, disputes, declines,
// retries, refunds (whole or in part) and payout runs; after every step the ledger balances (its entries sum to zero)
// and every account's balance is what the invoices and payouts say it must be.
const clock = movableClock('2027-02-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;
const DAY_MS = 86_400_000;

let practice: TestAccount;
let admin: TestAccount;
let token: string;
const pros: TestAccount[] = [];

const tempProfile = { ...TEMP_PROFILE, weekly: weeklyAvailability('00:00', '23:59', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) };
const practicePath = (shiftId: number, action = '') => `/api9/users/employers/${practice.username}/shifts/${shiftId}${action}`;
const proPath = (pro: TestAccount, shiftId: number, action = '') => `/api9/users/staff/${pro.username}/shifts/${shiftId}${action}`;

/** A small seeded generator (mulberry32): the same seed, the same sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let day = Date.parse('2027-02-10T00:00:00Z');

/** Books a new shift (a day later than the last) for `pro`, at a rate that varies by day; answers its id and date. */
async function book(pro: TestAccount): Promise<{ shiftId: number; date: string }> {
  day += DAY_MS;
  const date = new Date(day).toISOString().slice(0, 10);
  const rateCents = 4000 + ((day / DAY_MS) % 7) * 137;
  // The clock stays at the booking, two days before the shift.
  const bookedAt = new Date(day - 2 * DAY_MS + 14 * 3_600_000).toISOString();
  const shiftId = await bookedShift(api, clock, { practice, pro }, date, bookedAt, { rateCents, name: 'Temp' });
  return { shiftId, date };
}

async function work(pro: TestAccount, shift: { shiftId: number; date: string }, breakMinutes: number) {
  clock.set(`${shift.date}T14:0${breakMinutes % 10}:00.000Z`);
  expect((await call(api, pro, 'POST', proPath(pro, shift.shiftId, '/timesheet/check-in'), {})).statusCode).toBe(200);
  clock.set(`${shift.date}T23:00:00.000Z`);
  expect((await call(api, pro, 'POST', proPath(pro, shift.shiftId, '/timesheet/check-out'), { breakMinutes })).statusCode).toBe(200);
  clock.set(`${shift.date}T23:30:00.000Z`);
}

async function correct(shift: { shiftId: number; date: string }) {
  const answer = await call(api, practice, 'POST', practicePath(shift.shiftId, '/timesheet/correction'), {
    checkInAt: `${shift.date}T15:00:00Z`,
    checkOutAt: `${shift.date}T22:17:00Z`,
    breakMinutes: 20,
    reason: 'Hours as on our sign-in sheet',
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The balances the invoices and payouts imply, against the sums of the ledger's entries. */
async function expectBalanced(step: string) {
  const totals = await balances(db());
  const [model] = (
    await db().execute<Record<string, string>>(sql`select
      coalesce((select sum(total_cents) from shift_invoices where status in ('due', 'charging', 'declined', 'failed')), 0)::text as receivable,
      (coalesce((select sum(total_cents - refunded_cents) from shift_invoices where status in ('paid', 'refunded')), 0)
        - coalesce((select sum(amount_cents) from shift_payouts where status = 'paid'), 0))::text as cash,
      (coalesce((select sum(fee_cents) from shift_invoice_refunds where status = 'done'), 0)
        - coalesce((select sum(platform_fee_cents) from shift_invoices), 0))::text as fee,
      (coalesce((select sum(amount_cents) from shift_payouts where status = 'paid'), 0)
        + coalesce((select sum(pay_cents) from shift_invoice_refunds where status = 'done'), 0)
        - coalesce((select sum(pay_cents + cancellation_fee_cents) from shift_invoices), 0))::text as payable`)
  ).rows;
  const sums = (
    await db().execute<{ account: string; total: string }>(sql`select account, sum(amount_cents)::text as total from ledger_entries group by account`)
  ).rows;
  const expected = {
    practice_receivable: Number(model!.receivable),
    cash: Number(model!.cash),
    platform_fee: Number(model!.fee),
    professional_payable: Number(model!.payable),
  };
  expect(totals, step).toEqual(expected);
  for (const account of LEDGER_ACCOUNTS) expect(Number(sums.find((row) => row.account === account)?.total ?? 0), step).toBe(totals[account]);
  expect(
    Object.values(totals).reduce((sum, value) => sum + value, 0),
    step,
  ).toBe(0);
  const unbalanced = await db().execute(sql`select posting from ledger_entries group by posting having sum(amount_cents) <> 0`);
  expect(unbalanced.rows, step).toEqual([]);
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  admin = await createAdmin(api);
  for (let i = 0; i < 2; i += 1) {
    const pro = await signUpStaff(api);
    expect((await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, tempProfile)).statusCode).toBe(200);
    pros.push(pro);
  }
  token = `sandbox-pm-1881-${randomUUID()}`;
  const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from users where username = ${practice.username}`)).rows;
  await db().insert(paymentMethods).values({ employerId: row!.id, gateway: 'sandbox', token, cardBrand: 'Visa', cardLast4: '1881' });
});

describe('the ledger after a random sequence', () => {
  it('balances after every step', { timeout: 240_000 }, async () => {
    const next = random(Number(process.env.LEDGER_SEED ?? 31));
    const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
    const steps: string[] = [];
    let lateFees = 0;
    for (let i = 0; i < 24; i += 1) {
      const pro = pick(pros);
      const action = pick([
        'confirm',
        'confirm',
        'correct-accept',
        'correct-dispute',
        'timeout',
        'cancel',
        'late-cancel',
        'late-cancel',
        'decline',
        'retry',
        'refund',
        'payout',
      ]);
      steps.push(action);
      if (action === 'cancel') {
        const shift = await book(pro);
        expect((await call(api, practice, 'POST', practicePath(shift.shiftId, '/cancellation'), { reason: 'Closed that day' })).statusCode).toBe(200);
      } else if (action === 'late-cancel') {
        // Inside 24 hours of the start: the fee goes on a shift invoice of its own, charged at once, owed to the professional.
        const shift = await book(pro);
        clock.set(`${shift.date}T0${Math.floor(next() * 10)}:00:00.000Z`);
        expect((await call(api, practice, 'POST', practicePath(shift.shiftId, '/cancellation'), { reason: 'Closed that day' })).statusCode).toBe(200);
        const [invoice] = (
          await db().execute<{ id: number; fee: number; total: number; platform: number; pay: number; owed: number }>(sql`
            select i.id::int as id, i.cancellation_fee_cents as fee, i.total_cents as total, i.platform_fee_cents as platform, i.pay_cents as pay,
              p.amount_cents as owed
            from shift_invoices i join shift_cancellations c on c.id = i.cancellation_id join shift_payouts p on p.invoice_id = i.id
            where c.job_date_id = ${shift.shiftId}`)
        ).rows;
        expect(invoice, `a fee invoice for shift ${shift.shiftId}`).toBeDefined();
        expect(invoice!.fee).toBeGreaterThan(0);
        expect(invoice!.pay).toBe(0);
        expect(invoice!.owed).toBe(invoice!.fee);
        expect(invoice!.total).toBe(invoice!.fee + invoice!.platform);
        lateFees += 1;
      } else if (action === 'decline') {
        declineSandboxVaultedCharges(token, 1 + Math.floor(next() * 3));
      } else if (action === 'retry') {
        clock.set(new Date(clock.now().getTime() + (1 + Math.floor(next() * 5)) * DAY_MS).toISOString());
        await chargeInvoices(api.ctx, api.ctx.payments!, silentLog, clock.now());
      } else if (action === 'refund') {
        const [paid] = (
          await db().execute<{ id: number; left: number }>(
            sql`select id::int as id, (total_cents - refunded_cents)::int as left from shift_invoices where status = 'paid' order by random() limit 1`,
          )
        ).rows;
        // Whole or in part (a random share of what is left).
        const body = next() < 0.5 ? {} : { amountCents: Math.max(1, Math.floor(next() * (paid?.left ?? 0))) };
        if (paid) expect((await call(api, admin, 'POST', `/api9/admin/shift-pay/invoices/${paid.id}/refund`, body)).statusCode).toBe(200);
      } else if (action === 'payout') {
        expect((await call(api, admin, 'POST', '/api9/admin/shift-pay/payouts/run')).statusCode).toBe(200);
      } else {
        const shift = await book(pro);
        await work(pro, shift, Math.floor(next() * 45));
        if (action === 'confirm') expect((await call(api, practice, 'POST', practicePath(shift.shiftId, '/timesheet/confirmation'))).statusCode).toBe(200);
        if (action === 'timeout') await confirmUnanswered(api.ctx, silentLog, new Date(clock.now().getTime() + 3 * DAY_MS));
        if (action.startsWith('correct')) await correct(shift);
        if (action === 'correct-accept') expect((await call(api, pro, 'POST', proPath(pro, shift.shiftId, '/timesheet/acceptance'))).statusCode).toBe(200);
        if (action === 'correct-dispute') {
          expect((await call(api, pro, 'POST', proPath(pro, shift.shiftId, '/timesheet/dispute'), { text: 'I was there all day.' })).statusCode).toBe(200);
          const sheet = (await call(api, pro, 'GET', proPath(pro, shift.shiftId, '/timesheet'))).json();
          const decided = await call(api, admin, 'POST', `/api9/admin/shift-pay/timesheets/${sheet.id}/decision`, {
            version: pick(['PROFESSIONAL', 'PRACTICE']),
          });
          expect(decided.statusCode).toBe(200);
        }
      }
      await expectBalanced(`step ${i}: ${steps.join(', ')}`);
    }
    // Every invoice is charged at most once: one approved attempt per paid or refunded invoice.
    const counts = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from shift_invoices where status in ('paid', 'refunded') and gateway_transaction_id is null`,
      )
    ).rows;
    expect(counts[0]!.n).toBe(0);
    const made = (await db().execute<{ n: number }>(sql`select count(*)::int as n from shift_invoices`)).rows;
    expect(made[0]!.n, steps.join(', ')).toBeGreaterThan(3);
    // The sequence cancelled late at least once, so fee invoices were charged, refunded and paid out with the rest.
    expect(lateFees, steps.join(', ')).toBeGreaterThan(0);
    declineSandboxVaultedCharges(token, 0);
  });
});
