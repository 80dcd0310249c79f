import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { outboxMessages, paymentMethods } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift as bookedShiftOf, saveTempProfile } from '../../testing/temp-shifts';
import { declineSandboxVaultedCharges, sandboxVaultedChargeCount, type PaymentGateway } from '../../platform/payment-gateway';
import { silentLog } from '../../platform/notice-queue';
import { balances } from './ledger';
import { chargeInvoices } from './invoices';
import { bankExportPayouts, runPayouts } from './payouts';
import { confirmUnanswered } from './timesheets';

// Shifts 8:00 to 17:00 in Austin (CST: 14:00 to 23:00 UTC), $50 an hour.
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;

let practice: TestAccount;
let otherPractice: TestAccount;
let admin: TestAccount;
let token: string;
const pros: TestAccount[] = [];

const practicePath = (shiftId: number, action = '') => `/api9/users/employers/${practice.username}/shifts/${shiftId}${action}`;
const proPath = (pro: TestAccount, shiftId: number, action = '') => `/api9/users/staff/${pro.username}/shifts/${shiftId}${action}`;

/** A published instant-book shift on `day` 8:00 to 17:00 booked by `pro`; the clock is left at `at`. */
const bookedShift = (day: string, pro: TestAccount, at: string) => bookedShiftOf(api, clock, { practice, pro }, day, at);

/** Checks in at 8:00 and out at 17:00 local with a 30-minute break. */
async function workShift(pro: TestAccount, shiftId: number, day: string) {
  clock.set(`${day}T14:00:00.000Z`);
  const inn = await call(api, pro, 'POST', proPath(pro, shiftId, '/timesheet/check-in'), {});
  expect(inn.statusCode, inn.body).toBe(200);
  clock.set(`${day}T23:00:00.000Z`);
  const out = await call(api, pro, 'POST', proPath(pro, shiftId, '/timesheet/check-out'), { breakMinutes: 30 });
  expect(out.statusCode, out.body).toBe(200);
  return out.json();
}

const invoices = async () => (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shift-invoices`)).json();
const statement = async (pro: TestAccount) => (await call(api, pro, 'GET', `/api9/users/staff/${pro.username}/payouts`)).json();

async function expectLedgerBalanced() {
  const totals = await balances(db());
  expect(Object.values(totals).reduce((sum, value) => sum + value, 0)).toBe(0);
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  otherPractice = await signUpEmployer(api);
  admin = await createAdmin(api);
  for (let i = 0; i < 3; i += 1) {
    const pro = await signUpStaff(api);
    await saveTempProfile(api, pro);
    pros.push(pro);
  }
  token = `sandbox-pm-4242-${randomUUID()}`;
  const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from users where username = ${practice.username}`)).rows;
  await db().insert(paymentMethods).values({ employerId: row!.id, gateway: 'sandbox', token, cardBrand: 'Visa', cardLast4: '4242' });
});

describe('a timesheet corrected, accepted, invoiced, charged and paid out', () => {
  let shiftId: number;

  it('checks in only on the day, for the booked professional only', async () => {
    shiftId = await bookedShift('2026-12-08', pros[0]!, '2026-12-07T14:00:00.000Z');
    expect((await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/timesheet/check-in'), {})).statusCode).toBe(409);
    clock.set('2026-12-08T14:00:00.000Z');
    expect((await call(api, pros[1]!, 'POST', proPath(pros[1]!, shiftId, '/timesheet/check-in'), {})).statusCode).toBe(404);
    const sheet = await workShift(pros[0]!, shiftId, '2026-12-08');
    expect(sheet).toMatchObject({ status: 'SUBMITTED', workerClassification: 'CONTRACTOR', professional: { minutes: 510, breakMinutes: 30 } });
    expect((await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/timesheet/check-in'), {})).statusCode).toBe(409);
  });

  it('no one reads or answers another’s timesheet', async () => {
    expect((await call(api, pros[1]!, 'GET', proPath(pros[1]!, shiftId, '/timesheet'))).statusCode).toBe(404);
    expect((await call(api, pros[1]!, 'GET', proPath(pros[0]!, shiftId, '/timesheet'))).statusCode).toBe(404);
    const other = `/api9/users/employers/${otherPractice.username}/shifts/${shiftId}/timesheet`;
    expect((await call(api, otherPractice, 'GET', other)).statusCode).toBe(404);
    expect((await call(api, otherPractice, 'POST', `${other}/confirmation`)).statusCode).toBe(404);
    expect((await call(api, otherPractice, 'GET', `/api9/users/employers/${otherPractice.username}/shift-invoices`)).json()).toEqual([]);
    expect((await call(api, pros[1]!, 'GET', `/api9/users/staff/${pros[1]!.username}/payouts`)).json()).toMatchObject({ owedCents: 0, lines: [] });
  });

  it('the practice corrects with a reason; the professional accepts; the invoice is charged once', async () => {
    clock.set('2026-12-09T15:00:00.000Z');
    const bad = await call(api, practice, 'POST', practicePath(shiftId, '/timesheet/correction'), {
      checkInAt: '2026-12-08T15:00:00Z',
      checkOutAt: '2026-12-08T14:00:00Z',
      breakMinutes: 30,
      reason: 'Came late',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('checkOutAt');
    const corrected = await call(api, practice, 'POST', practicePath(shiftId, '/timesheet/correction'), {
      checkInAt: '2026-12-08T15:00:00Z',
      checkOutAt: '2026-12-08T23:00:00Z',
      breakMinutes: 30,
      reason: 'Arrived at 9:00',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ status: 'CORRECTED', correction: { minutes: 450, reason: 'Arrived at 9:00' } });
    const before = sandboxVaultedChargeCount(token);
    const accepted = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/timesheet/acceptance'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'CONFIRMED', confirmedVersion: 'PRACTICE', confirmedBy: 'PROFESSIONAL' });
    // 7.5 hours at $50 = $375; the platform's 15% = $56.25.
    const [invoice] = await invoices();
    expect(invoice).toMatchObject({ workedMinutes: 450, payCents: 37500, platformFeeCents: 5625, totalCents: 43125, status: 'paid', attempts: 1 });
    await chargeInvoices(api.ctx, api.ctx.payments!, silentLog, clock.now());
    expect(sandboxVaultedChargeCount(token) - before).toBe(1);
    expect(await statement(pros[0]!)).toMatchObject({ owedCents: 37500, ledgerOwedCents: 37500, paidCents: 0 });
    await expectLedgerBalanced();
  });

  it('a payout run pays what is owed (bank export), and the year’s earnings export lists it', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'payouts-'));
    const run = await runPayouts(api.ctx, bankExportPayouts(directory));
    expect(run).toMatchObject({ paid: 1, amountCents: 37500, adapter: 'bank-export' });
    const [file] = await readdir(directory);
    expect(await readFile(join(directory, file!), 'utf8')).toContain('"37500","$375.00"');
    expect((await runPayouts(api.ctx)).paid).toBe(0);
    expect(await statement(pros[0]!)).toMatchObject({ owedCents: 0, ledgerOwedCents: 0, paidCents: 37500 });
    const csv = await call(api, pros[0]!, 'GET', `/api9/users/staff/${pros[0]!.username}/payouts/earnings.csv?year=2026`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Independent contractor","37500","$375.00"');
    expect((await call(api, pros[0]!, 'GET', `/api9/users/staff/${pros[0]!.username}/payouts/earnings.csv?year=1`)).statusCode).toBe(400);
    await expectLedgerBalanced();
  });
});

describe('offline check-in and out', () => {
  it('takes the time an action was queued on the phone, up to 12 hours back, never ahead', async () => {
    const shiftId = await bookedShift('2027-01-19', pros[2]!, '2027-01-19T16:00:00.000Z');
    const path = proPath(pros[2]!, shiftId, '/timesheet/check-in');
    const ahead = await call(api, pros[2]!, 'POST', path, { at: '2027-01-19T16:05:00.000Z' });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors[0].field).toBe('at');
    expect((await call(api, pros[2]!, 'POST', path, { at: '2027-01-19T03:00:00.000Z' })).json().errors[0].field).toBe('at');
    const queued = await call(api, pros[2]!, 'POST', path, { at: '2027-01-19T14:02:00.000Z' });
    expect(queued.json()).toMatchObject({ status: 'OPEN', professional: { checkInAt: '2027-01-19T14:02:00.000Z' } });
    clock.set('2027-01-20T00:00:00.000Z');
    const out = await call(api, pros[2]!, 'POST', proPath(pros[2]!, shiftId, '/timesheet/check-out'), { breakMinutes: 30, at: '2027-01-19T23:02:00.000Z' });
    expect(out.json()).toMatchObject({ status: 'SUBMITTED', professional: { minutes: 510 } });
  });
});

describe('worker classification', () => {
  it('is the practice’s terms (contractor unless employee), shown on the shift before booking and recorded at check-in', async () => {
    const terms = `/api9/users/employers/${otherPractice.username}/shift-terms`;
    expect((await call(api, otherPractice, 'GET', terms)).json()).toEqual({ workerClassification: 'CONTRACTOR' });
    const bad = await call(api, otherPractice, 'PUT', terms, { workerClassification: 'FREELANCE' });
    expect(bad.statusCode).toBe(400);
    expect((await call(api, otherPractice, 'PUT', terms, { workerClassification: 'EMPLOYEE' })).json()).toEqual({ workerClassification: 'EMPLOYEE' });
    expect((await call(api, practice, 'GET', `/api9/users/employers/${otherPractice.username}/shift-terms`)).statusCode).toBe(404);
    const mine = (await call(api, pros[0]!, 'GET', `/api9/users/staff/${pros[0]!.username}/shifts`)).json();
    for (const shift of mine.booked) expect(shift.workerClassification).toBe('CONTRACTOR');
  });
});

describe('unanswered, disputed and declined', () => {
  it('hours unanswered for 48 hours are confirmed by the task', async () => {
    const shiftId = await bookedShift('2026-12-15', pros[1]!, '2026-12-15T14:00:00.000Z');
    await workShift(pros[1]!, shiftId, '2026-12-15');
    expect(await confirmUnanswered(api.ctx, silentLog, new Date('2026-12-17T22:00:00.000Z'))).toBe(0);
    expect(await confirmUnanswered(api.ctx, silentLog, new Date('2026-12-17T23:00:01.000Z'))).toBe(1);
    const sheet = (await call(api, pros[1]!, 'GET', proPath(pros[1]!, shiftId, '/timesheet'))).json();
    expect(sheet).toMatchObject({ status: 'CONFIRMED', confirmedBy: 'TIMEOUT', confirmedVersion: 'PROFESSIONAL' });
    clock.set('2026-12-18T00:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/timesheet/confirmation'))).statusCode).toBe(409);
  });

  it('a dispute goes to an administrator with both versions, who decides', async () => {
    const shiftId = await bookedShift('2026-12-22', pros[2]!, '2026-12-22T14:00:00.000Z');
    await workShift(pros[2]!, shiftId, '2026-12-22');
    clock.set('2026-12-23T10:00:00.000Z');
    await call(api, practice, 'POST', practicePath(shiftId, '/timesheet/correction'), {
      checkInAt: '2026-12-22T14:00:00Z',
      checkOutAt: '2026-12-22T20:00:00Z',
      breakMinutes: 30,
      reason: 'Left early',
    });
    const disputed = await call(api, pros[2]!, 'POST', proPath(pros[2]!, shiftId, '/timesheet/dispute'), { text: 'I stayed until 5.' });
    expect(disputed.json()).toMatchObject({ status: 'DISPUTED' });
    const queue = (await call(api, admin, 'GET', '/api9/admin/shift-pay')).json();
    const entry = queue.disputes.find((sheet: { shiftId: number }) => sheet.shiftId === shiftId);
    expect(entry).toMatchObject({ professional: { minutes: 510 }, correction: { minutes: 330 }, disputeText: 'I stayed until 5.' });
    expect((await call(api, practice, 'GET', '/api9/admin/shift-pay')).statusCode).toBe(403);
    const decided = await call(api, admin, 'POST', `/api9/admin/shift-pay/timesheets/${entry.id}/decision`, { version: 'PROFESSIONAL' });
    expect(decided.json()).toMatchObject({ status: 'CONFIRMED', confirmedBy: 'ADMIN', confirmedVersion: 'PROFESSIONAL' });
    const audit = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where path like ${`%/shift-pay/timesheets/${entry.id}/decision`}`,
    );
    expect(audit.rows[0]!.n).toBe(1);
    await expectLedgerBalanced();
  });

  it('a declined card retries on the renewal schedule, tells the practice, and fails after the last retry with the payout still owed', async () => {
    declineSandboxVaultedCharges(token, 10);
    const shiftId = await bookedShift('2026-12-29', pros[0]!, '2026-12-29T14:00:00.000Z');
    await workShift(pros[0]!, shiftId, '2026-12-29');
    clock.set('2026-12-30T10:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/timesheet/confirmation'))).statusCode).toBe(200);
    const find = async () => (await invoices()).find((invoice: { shiftId: number }) => invoice.shiftId === shiftId);
    expect(await find()).toMatchObject({ status: 'declined', attempts: 1, nextAttemptAt: '2026-12-31T10:00:00.000Z' });
    for (const day of ['2026-12-31', '2027-01-02', '2027-01-04']) await chargeInvoices(api.ctx, api.ctx.payments!, silentLog, new Date(`${day}T10:00:00.000Z`));
    expect(await find()).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    const mails = await db()
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, practice.email), like(outboxMessages.subject, 'Temp shift invoice%')));
    expect(mails.map((mail) => mail.subject)).toHaveLength(4);
    const queue = (await call(api, admin, 'GET', '/api9/admin/shift-pay')).json();
    expect(queue.failedInvoices.map((invoice: { shiftId: number }) => invoice.shiftId)).toContain(shiftId);
    const line = (await statement(pros[0]!)).lines.find((payout: { date: string }) => payout.date === '2026-12-29');
    expect(line).toMatchObject({ status: 'owed', invoiceStatus: 'failed' });
    expect((await runPayouts(api.ctx)).paid).toBe(2); // the timed-out and the decided ones (paid), not the failed one
    expect((await statement(pros[0]!)).lines.find((payout: { date: string }) => payout.date === '2026-12-29')).toMatchObject({ status: 'owed' });
    await expectLedgerBalanced();
  });

  it('the ledger refuses changes', async () => {
    await expect(db().execute(sql`update ledger_entries set amount_cents = 0`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe('a server that dies while charging', () => {
  beforeAll(async () => {
    // A new card (the newest is charged): the declines asked of the old one are left behind.
    token = `sandbox-pm-4242-${randomUUID()}`;
    const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from users where username = ${practice.username}`)).rows;
    await db().insert(paymentMethods).values({ employerId: row!.id, gateway: 'sandbox', token, cardBrand: 'Visa', cardLast4: '4242' });
  });

  /** The sandbox, but the process "dies" (throws) before or after the gateway took the charge. */
  const dying = (when: 'before' | 'after'): PaymentGateway => {
    const real = api.ctx.payments!;
    return {
      ...real,
      chargeVaulted: async (request) => {
        if (when === 'after') await real.chargeVaulted(request);
        throw new Error('killed');
      },
    };
  };

  for (const when of ['before', 'after'] as const)
    it(`charges the invoice exactly once when it dies ${when} the gateway call`, async () => {
      const pro = pros[when === 'before' ? 1 : 2]!;
      const date = when === 'before' ? '2027-01-12' : '2027-01-13';
      const shiftId = await bookedShift(date, pro, `${date}T14:00:00.000Z`);
      await workShift(pro, shiftId, date);
      clock.set(`${date}T23:30:00.000Z`);
      const ctx = api.ctx as { payments: PaymentGateway | null };
      const real = ctx.payments!;
      const before = sandboxVaultedChargeCount(token);
      ctx.payments = dying(when);
      try {
        expect((await call(api, practice, 'POST', practicePath(shiftId, '/timesheet/confirmation'))).statusCode).toBe(200);
      } finally {
        ctx.payments = real;
      }
      const find = async () => (await invoices()).find((invoice: { shiftId: number }) => invoice.shiftId === shiftId);
      expect(await find()).toMatchObject({ status: 'charging', attempts: 1 });
      // The gateway already holds a charge of a database made anew (its timesheets numbered from the
      // same ids) under this attempt's key without the invoice's own random part: it is not this one.
      const invoiceId = ((await find()) as { id: number }).id;
      const [claimed] = (
        await db().execute<{ timesheetId: number; key: string }>(
          sql`select timesheet_id::int as "timesheetId", idempotency_key as key from shift_invoices where id = ${invoiceId}`,
        )
      ).rows;
      expect(claimed!.key).toMatch(new RegExp(`^shift-invoice-${claimed!.timesheetId}-[0-9a-f]{8}-1$`));
      await real.chargeVaulted({ amount: 1_000, token: `sandbox-pm-4242-${randomUUID()}`, idempotencyKey: `shift-invoice-${claimed!.timesheetId}-1` });
      // Another pass before the claim is stale leaves it alone; after, it is reconciled by its key.
      await chargeInvoices(api.ctx, real, silentLog, new Date(`${date}T23:35:00.000Z`));
      expect(await find()).toMatchObject({ status: 'charging' });
      await chargeInvoices(api.ctx, real, silentLog, new Date(`${date}T23:45:00.000Z`));
      await chargeInvoices(api.ctx, real, silentLog, new Date(`${date}T23:59:00.000Z`));
      expect(await find()).toMatchObject({ status: 'paid', attempts: 1 });
      expect(sandboxVaultedChargeCount(token) - before).toBe(1);
      await expectLedgerBalanced();
    });
});
