import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentMethods } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift as bookedShiftOf, saveTempProfile } from '../../testing/temp-shifts';
import { sandboxRefundCount, type PaymentGateway } from '../../platform/payment-gateway';
import { silentLog } from '../../platform/notice-queue';
import { balances } from './ledger';
import { chargeInvoices } from './invoices';
import { refundSplit } from './refunds';

// Shifts 8:00 to 17:00 in Austin (CST: 14:00 to 23:00 UTC), $50 an hour: $425.00 of pay, $63.75 fee.
const clock = movableClock('2027-02-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;

let practice: TestAccount;
let admin: TestAccount;
let pro: TestAccount;

async function paidInvoice(day: string): Promise<{ id: number; totalCents: number; platformFeeCents: number; payCents: number }> {
  const shiftId = await bookedShiftOf(api, clock, { practice, pro }, day, `${day}T14:00:00.000Z`);
  const path = `/api9/users/staff/${pro.username}/shifts/${shiftId}/timesheet`;
  expect((await call(api, pro, 'POST', `${path}/check-in`, {})).statusCode).toBe(200);
  clock.set(`${day}T23:00:00.000Z`);
  expect((await call(api, pro, 'POST', `${path}/check-out`, { breakMinutes: 30 })).statusCode).toBe(200);
  const confirmed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/shifts/${shiftId}/timesheet/confirmation`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const invoices = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shift-invoices`)).json();
  const invoice = invoices.find((row: { shiftId: number }) => row.shiftId === shiftId);
  expect(invoice.status).toBe('paid');
  return invoice;
}

const refund = (id: number, body: Record<string, unknown>, key: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api9/admin/shift-pay/invoices/${id}/refund`,
    headers: { authorization: admin.authorization, 'idempotency-key': key },
    payload: body,
  });

const payout = async (invoiceId: number) =>
  (await db().execute<{ status: string; amount: number }>(sql`select status, amount_cents::int as amount from shift_payouts where invoice_id = ${invoiceId}`))
    .rows[0]!;

async function expectBalanced() {
  const totals = await balances(db());
  expect(Object.values(totals).reduce((sum, value) => sum + value, 0)).toBe(0);
  const unbalanced = await db().execute(sql`select posting from ledger_entries group by posting having sum(amount_cents) <> 0`);
  expect(unbalanced.rows).toEqual([]);
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  admin = await createAdmin(api);
  pro = await signUpStaff(api);
  await saveTempProfile(api, pro);
  const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from users where username = ${practice.username}`)).rows;
  await db()
    .insert(paymentMethods)
    .values({ employerId: row!.id, gateway: 'sandbox', token: `sandbox-pm-4242-${randomUUID()}`, cardBrand: 'Visa', cardLast4: '4242' });
});

describe('refunding a shift invoice', () => {
  it('splits a part between the fee and the pay in the invoice proportion; the last part takes what is left', () => {
    const invoice = { platformFeeCents: 6375, totalCents: 48875 };
    expect(refundSplit(10000, { feeCents: 6375, payCents: 42500 }, invoice)).toEqual({ feeCents: 1304, payCents: 8696 });
    expect(refundSplit(38875, { feeCents: 5071, payCents: 33804 }, invoice)).toEqual({ feeCents: 5071, payCents: 33804 });
  });

  it('refunds a part once per Idempotency-Key, then the rest; the payout owed shrinks and is cancelled; every posting balances', async () => {
    const invoice = await paidInvoice('2027-02-02');
    const before = sandboxRefundCount();
    const key = `refund-${randomUUID()}`;
    const part = await refund(invoice.id, { amountCents: 10000 }, key);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().paidInvoices.find((row: { id: number }) => row.id === invoice.id)).toMatchObject({ status: 'paid', refundedCents: 10000 });
    // The same request again (a double click, a retry after a lost answer): nothing more is refunded.
    expect((await refund(invoice.id, { amountCents: 10000 }, key)).statusCode).toBe(200);
    const made = await db().execute<{ n: number; refunded: number }>(
      sql`select count(*)::int as n, count(gateway_refund_id)::int as refunded from shift_invoice_refunds where invoice_id = ${invoice.id}`,
    );
    expect(made.rows[0]).toEqual({ n: 1, refunded: 1 });
    expect(sandboxRefundCount() - before).toBeLessThanOrEqual(1);
    expect(await payout(invoice.id)).toEqual({ status: 'owed', amount: 42500 - 8696 });
    const tooMuch = await refund(invoice.id, { amountCents: invoice.totalCents }, `refund-${randomUUID()}`);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'amountCents' });
    const rest = await refund(invoice.id, {}, `refund-${randomUUID()}`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().paidInvoices.map((row: { id: number }) => row.id)).not.toContain(invoice.id);
    expect(await payout(invoice.id)).toMatchObject({ status: 'cancelled' });
    const entries = (
      await db().execute<{ posting: string; account: string; amount: number }>(
        sql`select posting, account, amount_cents::int as amount from ledger_entries where invoice_id = ${invoice.id} and posting like 'refund-%' order by id`,
      )
    ).rows;
    expect(entries.filter((entry) => entry.account === 'cash').map((entry) => entry.amount)).toEqual([-10000, -(invoice.totalCents - 10000)]);
    expect(entries.filter((entry) => entry.account === 'platform_fee').reduce((sum, entry) => sum + entry.amount, 0)).toBe(invoice.platformFeeCents);
    expect((await refund(invoice.id, {}, `refund-${randomUUID()}`)).statusCode).toBe(409);
    const audit = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where path like ${`%/shift-pay/invoices/${invoice.id}/refund`}`,
    );
    expect(audit.rows[0]!.n).toBeGreaterThanOrEqual(2);
    await expectBalanced();
  });

  it('a refund whose answer was lost is sent again with its key by the charging task, and refunds once', async () => {
    const invoice = await paidInvoice('2027-02-03');
    const ctx = api.ctx as { payments: PaymentGateway | null };
    const real = ctx.payments!;
    const before = sandboxRefundCount();
    ctx.payments = {
      ...real,
      refund: async (request) => {
        await real.refund(request);
        throw new Error('killed');
      },
    };
    try {
      expect((await refund(invoice.id, { amountCents: 5000 }, `refund-${randomUUID()}`)).statusCode).toBe(500);
    } finally {
      ctx.payments = real;
    }
    const pending = await db().execute<{ status: string }>(sql`select status from shift_invoice_refunds where invoice_id = ${invoice.id}`);
    expect(pending.rows).toEqual([{ status: 'pending' }]);
    await chargeInvoices(api.ctx, real, silentLog, new Date('2027-02-04T00:30:00.000Z'));
    const done = await db().execute<{ status: string }>(sql`select status from shift_invoice_refunds where invoice_id = ${invoice.id}`);
    expect(done.rows).toEqual([{ status: 'done' }]);
    expect(sandboxRefundCount() - before).toBe(1);
    await expectBalanced();
  });

  it('is for administrators only', async () => {
    const invoice = await paidInvoice('2027-02-04');
    expect((await call(api, practice, 'POST', `/api9/admin/shift-pay/invoices/${invoice.id}/refund`, {})).statusCode).toBe(403);
    const run = await call(api, admin, 'POST', '/api9/admin/shift-pay/payouts/run');
    expect(run.statusCode).toBe(200);
    expect(run.json().paid).toBeGreaterThanOrEqual(1);
  });
});
