import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentMethods } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { instantShift, saveTempProfile } from '../../testing/temp-shifts';
import { balances } from './ledger';
import { runPayouts } from './payouts';

// ADR 126: the worker classification recorded on each booking when it is booked (shown before
// booking, kept when the practice changes its terms, on the timesheet, the statement and the
// earnings export), and a late cancellation's fee on a shift invoice of its own, charged to the
// practice's card and paid out to the professional. Shifts 8:00 to 17:00 in Austin (14:00 to 23:00 UTC).
const clock = movableClock('2027-03-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;

let practice: TestAccount;
let pro: TestAccount;
let token: string;

const terms = () => `/api9/users/employers/${practice.username}/shift-terms`;
const proPath = (shiftId?: number, action = '') => `/api9/users/staff/${pro.username}/shifts${shiftId === undefined ? '' : `/${shiftId}${action}`}`;
const practicePath = (shiftId: number, action = '') => `/api9/users/employers/${practice.username}/shifts/${shiftId}${action}`;

async function jobOf(shiftId: number): Promise<number> {
  const [row] = (await db().execute<{ id: number }>(sql`select job_id::int as id from job_dates where id = ${shiftId}`)).rows;
  return row!.id;
}

async function bookedClassification(shiftId: number): Promise<string | null> {
  const [row] = (await db().execute<{ value: string | null }>(sql`select worker_classification as value from shift_offers where job_date_id = ${shiftId}`))
    .rows;
  return row?.value ?? null;
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  pro = await signUpStaff(api);
  await saveTempProfile(api, pro);
  token = `sandbox-pm-4242-${randomUUID()}`;
  await db()
    .insert(paymentMethods)
    .values({ employerId: await userIdOf(api, practice.username), gateway: 'sandbox', token, cardBrand: 'Visa', cardLast4: '4242' });
});

describe('the worker classification of a booking', () => {
  let employeeShift: number;

  it('is shown on the posting before booking and recorded on the booking; a later change of terms leaves the booking as it was', async () => {
    expect((await call(api, practice, 'PUT', terms(), { workerClassification: 'EMPLOYEE' })).statusCode).toBe(200);
    clock.set('2027-03-08T14:00:00.000Z');
    employeeShift = await instantShift(api, practice, '2027-03-10');
    const page = await call(api, null, 'GET', `/api9/jobs/${await jobOf(employeeShift)}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().workerClassification).toBe('EMPLOYEE');

    const booked = await call(api, pro, 'POST', proPath(employeeShift, '/acceptance'));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await bookedClassification(employeeShift)).toBe('EMPLOYEE');

    expect((await call(api, practice, 'PUT', terms(), { workerClassification: 'CONTRACTOR' })).json()).toEqual({ workerClassification: 'CONTRACTOR' });
    const page2 = await call(api, null, 'GET', `/api9/jobs/${await jobOf(employeeShift)}`);
    expect(page2.json().workerClassification).toBe('CONTRACTOR');
    const mine = (await call(api, pro, 'GET', proPath())).json();
    expect(mine.booked.find((shift: { id: number }) => shift.id === employeeShift).workerClassification).toBe('EMPLOYEE');
  });

  it('the timesheet, the invoice and the statement carry the booking’s terms', async () => {
    clock.set('2027-03-10T14:00:00.000Z');
    const inn = await call(api, pro, 'POST', proPath(employeeShift, '/timesheet/check-in'), {});
    expect(inn.json()).toMatchObject({ workerClassification: 'EMPLOYEE' });
    clock.set('2027-03-10T23:00:00.000Z');
    expect((await call(api, pro, 'POST', proPath(employeeShift, '/timesheet/check-out'), { breakMinutes: 0 })).statusCode).toBe(200);
    const confirmed = await call(api, practice, 'POST', practicePath(employeeShift, '/timesheet/confirmation'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const statement = (await call(api, pro, 'GET', `/api9/users/staff/${pro.username}/payouts`)).json();
    expect(statement.lines).toEqual([expect.objectContaining({ kind: 'HOURS', workerClassification: 'EMPLOYEE', amountCents: 45_000 })]);
  });
});

describe('a late cancellation’s fee', () => {
  it('is a shift invoice of its own, charged to the card once and paid out with the hours, under the booking’s terms', async () => {
    clock.set('2027-03-13T14:00:00.000Z');
    const shiftId = await instantShift(api, practice, '2027-03-15', { rateCents: 6000 });
    expect((await call(api, pro, 'POST', proPath(shiftId, '/acceptance'))).statusCode).toBe(200);
    expect(await bookedClassification(shiftId)).toBe('CONTRACTOR');

    // More than 24 hours before the start: no fee, no invoice.
    const early = await instantShift(api, practice, '2027-03-16');
    expect((await call(api, pro, 'POST', proPath(early, '/acceptance'))).statusCode).toBe(200);
    expect((await call(api, practice, 'POST', practicePath(early, '/cancellation'), { reason: 'Closed that day' })).statusCode).toBe(200);

    // 20 hours before the start: half of 9 hours at $60 = $270; the platform's 15% = $40.50.
    clock.set('2027-03-14T18:00:00.000Z');
    const cancelled = await call(api, practice, 'POST', practicePath(shiftId, '/cancellation'), { reason: 'The office flooded.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const invoices = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shift-invoices`)).json();
    expect(invoices.filter((invoice: { shiftId: number }) => invoice.shiftId === early)).toEqual([]);
    const fee = invoices.find((invoice: { shiftId: number }) => invoice.shiftId === shiftId);
    expect(fee).toMatchObject({
      kind: 'CANCELLATION_FEE',
      timesheetId: null,
      payCents: 0,
      cancellationFeeCents: 27_000,
      platformFeeCents: 4050,
      totalCents: 31_050,
      status: 'paid',
      attempts: 1,
    });
    const [key] = (await db().execute<{ key: string }>(sql`select idempotency_key as key from shift_invoices where id = ${fee.id}`)).rows;
    expect(key!.key).toMatch(/^shift-cancellation-\d+-[0-9a-f]{8}-1$/);
    // Another practice does not see it; the professional's statement owes it.
    const other = await signUpEmployer(api);
    expect((await call(api, other, 'GET', `/api9/users/employers/${other.username}/shift-invoices`)).json()).toEqual([]);
    const statement = (await call(api, pro, 'GET', `/api9/users/staff/${pro.username}/payouts`)).json();
    expect(statement).toMatchObject({ owedCents: 45_000 + 27_000, ledgerOwedCents: 45_000 + 27_000 });
    expect(statement.lines).toContainEqual(
      expect.objectContaining({ invoiceId: fee.id, kind: 'CANCELLATION_FEE', workerClassification: 'CONTRACTOR', amountCents: 27_000, status: 'owed' }),
    );

    const run = await runPayouts(api.ctx);
    expect(run).toMatchObject({ paid: 2, amountCents: 72_000 });
    const totals = await balances(db());
    expect(Object.values(totals).reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(totals.professional_payable).toBe(0);
    const csv = await call(api, pro, 'GET', `/api9/users/staff/${pro.username}/payouts/earnings.csv?year=2027`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"item","classification"');
    expect(csv.body).toContain('"Hours worked","Employee of the practice","45000","$450.00"');
    expect(csv.body).toContain('"Late cancellation fee","Independent contractor","27000","$270.00"');
  });
});
