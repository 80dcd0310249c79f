// The shift-pay tables' reads and conditional writes. Ownership is in the queries: a timesheet,
// invoice or payout is read through the practice's or the professional's id.
import { and, desc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, jobDates, jobs, shiftInvoices, shiftPayouts, shiftTimesheets, users } from '@chairside/db/schema';

export type Reader = Pick<Database, 'select'>;
export type TimesheetRow = typeof shiftTimesheets.$inferSelect & {
  date: string;
  title: string;
  practiceName: string;
  professionalName: string;
  invoiceId: number | null;
};
export type InvoiceRow = typeof shiftInvoices.$inferSelect & { shiftId: number; date: string; professionalName: string };

const timesheetColumns = {
  ...getTableColumns(shiftTimesheets),
  date: jobDates.date,
  title: sql<string>`coalesce(${jobs.name}, '')`,
  practiceName: employers.practiceName,
  professionalName: users.name,
  invoiceId: sql<number | null>`(select ${shiftInvoices.id}::int from ${shiftInvoices} where ${shiftInvoices.timesheetId} = ${shiftTimesheets.id})`,
};

function timesheetsWhere(db: Reader, where: SQL | undefined) {
  return db
    .select(timesheetColumns)
    .from(shiftTimesheets)
    .innerJoin(jobDates, eq(jobDates.id, shiftTimesheets.jobDateId))
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, shiftTimesheets.employerId))
    .innerJoin(users, eq(users.id, shiftTimesheets.userId))
    .where(where)
    .orderBy(desc(shiftTimesheets.id));
}

export type TimesheetOwner = { userId: number } | { employerId: number };
const ownedBy = (owner: TimesheetOwner) => ('userId' in owner ? eq(shiftTimesheets.userId, owner.userId) : eq(shiftTimesheets.employerId, owner.employerId));

/** The shift's timesheet if the owner is its professional or its practice, else null. */
export async function loadTimesheet(db: Reader, owner: TimesheetOwner, shiftId: number): Promise<TimesheetRow | null> {
  const [row] = await timesheetsWhere(db, and(eq(shiftTimesheets.jobDateId, shiftId), ownedBy(owner))).limit(1);
  return row ?? null;
}

export async function loadTimesheetById(db: Reader, id: number): Promise<TimesheetRow | null> {
  const [row] = await timesheetsWhere(db, eq(shiftTimesheets.id, id)).limit(1);
  return row ?? null;
}

export async function listTimesheets(db: Reader, owner: TimesheetOwner, limit = 100): Promise<TimesheetRow[]> {
  return timesheetsWhere(db, ownedBy(owner)).limit(limit);
}

export async function listDisputed(db: Reader): Promise<TimesheetRow[]> {
  return timesheetsWhere(db, eq(shiftTimesheets.status, 'DISPUTED')).limit(200);
}

/** Locks the timesheet row (FOR UPDATE) and answers it. */
export async function lockTimesheet(tx: Database, id: number): Promise<TimesheetRow | null> {
  await tx.execute(sql`select 1 from ${shiftTimesheets} where ${shiftTimesheets.id} = ${id} for update`);
  return loadTimesheetById(tx, id);
}

/** Timesheets left unanswered: submitted (the practice's turn) or corrected (the professional's) before `before`. */
export async function unansweredTimesheets(db: Reader, before: Date): Promise<Array<{ id: number }>> {
  return db
    .select({ id: shiftTimesheets.id })
    .from(shiftTimesheets)
    .where(
      sql`(${shiftTimesheets.status} = 'SUBMITTED' and ${shiftTimesheets.submittedAt} <= ${before}) or (${shiftTimesheets.status} = 'CORRECTED' and ${shiftTimesheets.correctedAt} <= ${before})`,
    )
    .limit(500);
}

export async function workerClassificationOf(db: Reader, employerId: number): Promise<'CONTRACTOR' | 'EMPLOYEE'> {
  const [row] = await db.select({ value: employers.workerClassification }).from(employers).where(eq(employers.userId, employerId)).limit(1);
  return row?.value ?? 'CONTRACTOR';
}

// ---- invoices ----

const invoiceColumns = {
  ...getTableColumns(shiftInvoices),
  shiftId: shiftTimesheets.jobDateId,
  date: jobDates.date,
  professionalName: users.name,
};

function invoicesWhere(db: Reader, where: SQL | undefined) {
  return db
    .select(invoiceColumns)
    .from(shiftInvoices)
    .innerJoin(shiftTimesheets, eq(shiftTimesheets.id, shiftInvoices.timesheetId))
    .innerJoin(jobDates, eq(jobDates.id, shiftTimesheets.jobDateId))
    .innerJoin(users, eq(users.id, shiftInvoices.userId))
    .where(where)
    .orderBy(desc(shiftInvoices.id));
}

export async function listPracticeInvoices(db: Reader, employerId: number): Promise<InvoiceRow[]> {
  return invoicesWhere(db, eq(shiftInvoices.employerId, employerId)).limit(200);
}

export async function listFailedInvoices(db: Reader): Promise<InvoiceRow[]> {
  return invoicesWhere(db, eq(shiftInvoices.status, 'failed')).limit(200);
}

export async function listPaidInvoices(db: Reader): Promise<InvoiceRow[]> {
  return invoicesWhere(db, eq(shiftInvoices.status, 'paid')).limit(50);
}

/** What the next payout run would pay: payouts owed whose invoice was paid. */
export async function payableTotals(db: Pick<Database, 'execute'>): Promise<{ count: number; amountCents: number }> {
  const rows = await db.execute<{ count: number; total: string }>(sql`
    select count(*)::int as count, coalesce(sum(p.amount_cents), 0)::text as total from shift_payouts p join shift_invoices i on i.id = p.invoice_id
    where p.status = 'owed' and i.status = 'paid'`);
  return { count: rows.rows[0]?.count ?? 0, amountCents: Number(rows.rows[0]?.total ?? 0) };
}

export async function loadInvoice(db: Reader, id: number): Promise<InvoiceRow | null> {
  const [row] = await invoicesWhere(db, eq(shiftInvoices.id, id)).limit(1);
  return row ?? null;
}

/** Invoices whose next attempt is due (new, or declined and waiting for the retry). */
export async function invoicesDue(db: Reader, now: Date): Promise<Array<{ id: number }>> {
  return db
    .select({ id: shiftInvoices.id })
    .from(shiftInvoices)
    .where(and(inArray(shiftInvoices.status, ['due', 'declined']), lte(shiftInvoices.nextAttemptAt, now)))
    .orderBy(shiftInvoices.id)
    .limit(200);
}

/** Attempts claimed before `before` whose answer was never written (the process died): reconciled by their key. */
export async function unfinishedInvoices(db: Reader, before: Date): Promise<Array<{ id: number }>> {
  return db
    .select({ id: shiftInvoices.id })
    .from(shiftInvoices)
    .where(and(eq(shiftInvoices.status, 'charging'), lte(shiftInvoices.claimedAt, before)))
    .orderBy(shiftInvoices.id)
    .limit(200);
}

/** The practice's newest vaulted card's token, or null. */
export async function vaultedTokenOf(db: Pick<Database, 'execute'>, employerId: number, gateway: string): Promise<string | null> {
  const rows = await db.execute<{ token: string }>(
    sql`select token from payment_methods where employer_id = ${employerId} and gateway = ${gateway} order by id desc limit 1`,
  );
  return rows.rows[0]?.token ?? null;
}

export async function practiceEmailOf(db: Pick<Database, 'execute'>, employerId: number): Promise<string | null> {
  const rows = await db.execute<{ email: string }>(sql`select email from users where id = ${employerId}`);
  return rows.rows[0]?.email ?? null;
}

// ---- payouts ----

export type PayoutRow = {
  id: number;
  invoiceId: number;
  userId: number;
  date: string;
  practiceName: string;
  workerClassification: 'CONTRACTOR' | 'EMPLOYEE';
  amountCents: number;
  status: 'owed' | 'paid' | 'cancelled';
  invoiceStatus: (typeof shiftInvoices.$inferSelect)['status'];
  paidAt: Date | null;
  createdAt: Date;
};

function payoutsWhere(db: Reader, where: SQL | undefined) {
  return db
    .select({
      id: shiftPayouts.id,
      invoiceId: shiftPayouts.invoiceId,
      userId: shiftPayouts.userId,
      date: jobDates.date,
      practiceName: employers.practiceName,
      workerClassification: shiftTimesheets.workerClassification,
      amountCents: shiftPayouts.amountCents,
      status: shiftPayouts.status,
      invoiceStatus: shiftInvoices.status,
      paidAt: shiftPayouts.paidAt,
      createdAt: shiftPayouts.createdAt,
    })
    .from(shiftPayouts)
    .innerJoin(shiftInvoices, eq(shiftInvoices.id, shiftPayouts.invoiceId))
    .innerJoin(shiftTimesheets, eq(shiftTimesheets.id, shiftInvoices.timesheetId))
    .innerJoin(jobDates, eq(jobDates.id, shiftTimesheets.jobDateId))
    .innerJoin(employers, eq(employers.userId, shiftInvoices.employerId))
    .where(where)
    .orderBy(desc(shiftPayouts.id));
}

export async function listPayouts(db: Reader, userId: number): Promise<PayoutRow[]> {
  return payoutsWhere(db, eq(shiftPayouts.userId, userId)).limit(1000);
}

/** Payouts owed whose invoice the practice paid, locked (skipping those another run holds). */
export async function lockPayablePayouts(tx: Database): Promise<Array<{ id: number; userId: number; invoiceId: number; amountCents: number }>> {
  const rows = await tx.execute<{ id: string; user_id: string; invoice_id: string; amount_cents: number }>(sql`
    select p.id, p.user_id, p.invoice_id, p.amount_cents from shift_payouts p join shift_invoices i on i.id = p.invoice_id
    where p.status = 'owed' and i.status = 'paid' order by p.id limit 500 for update of p skip locked`);
  return rows.rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    invoiceId: Number(row.invoice_id),
    amountCents: Number(row.amount_cents),
  }));
}
