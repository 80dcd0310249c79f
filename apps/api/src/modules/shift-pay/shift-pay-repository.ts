// The shift-pay tables' reads and conditional writes. Ownership is in the queries: a timesheet,
// invoice or payout is read through the practice's or the professional's id.
import { and, desc, eq, getTableColumns, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import {
  employers,
  jobDates,
  jobs,
  shiftCancellations,
  shiftInvoices,
  shiftOffers,
  shiftPayouts,
  shiftTimesheets,
  stripeConnectAccounts,
  users,
} from '@chairside/db/schema';

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

/** The classification recorded on the professional's booking of the shift (ADR 126), or null for a booking from before it was recorded. */
export async function bookedClassificationOf(db: Reader, shiftId: number, userId: number): Promise<'CONTRACTOR' | 'EMPLOYEE' | null> {
  const [row] = await db
    .select({ value: shiftOffers.workerClassification })
    .from(shiftOffers)
    .where(and(eq(shiftOffers.jobDateId, shiftId), eq(shiftOffers.userId, userId)))
    .limit(1);
  return row?.value ?? null;
}

export async function workerClassificationOf(db: Reader, employerId: number): Promise<'CONTRACTOR' | 'EMPLOYEE'> {
  const [row] = await db.select({ value: employers.workerClassification }).from(employers).where(eq(employers.userId, employerId)).limit(1);
  return row?.value ?? 'CONTRACTOR';
}

// ---- invoices ----

/** The invoice's shift: its timesheet's, or its late cancellation's (ADR 126). */
const invoiceShiftId = sql<number>`coalesce(${shiftTimesheets.jobDateId}, ${shiftCancellations.jobDateId})`;

const invoiceColumns = {
  ...getTableColumns(shiftInvoices),
  shiftId: sql<number>`${invoiceShiftId}::int`,
  date: jobDates.date,
  professionalName: users.name,
};

function invoicesWhere(db: Reader, where: SQL | undefined) {
  return db
    .select(invoiceColumns)
    .from(shiftInvoices)
    .leftJoin(shiftTimesheets, eq(shiftTimesheets.id, shiftInvoices.timesheetId))
    .leftJoin(shiftCancellations, eq(shiftCancellations.id, shiftInvoices.cancellationId))
    .innerJoin(jobDates, eq(jobDates.id, invoiceShiftId))
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
  /** Worked hours, or a practice's late-cancellation fee (ADR 126). */
  kind: 'HOURS' | 'CANCELLATION_FEE';
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
      // Worked hours: the timesheet's copy of the booking's; a late cancellation's fee: the booking's (ADR 126).
      workerClassification: sql<
        'CONTRACTOR' | 'EMPLOYEE'
      >`coalesce(${shiftTimesheets.workerClassification}, ${shiftOffers.workerClassification}, 'CONTRACTOR')`,
      kind: sql<'HOURS' | 'CANCELLATION_FEE'>`case when ${shiftInvoices.cancellationId} is null then 'HOURS' else 'CANCELLATION_FEE' end`,
      amountCents: shiftPayouts.amountCents,
      status: shiftPayouts.status,
      invoiceStatus: shiftInvoices.status,
      paidAt: shiftPayouts.paidAt,
      createdAt: shiftPayouts.createdAt,
    })
    .from(shiftPayouts)
    .innerJoin(shiftInvoices, eq(shiftInvoices.id, shiftPayouts.invoiceId))
    .leftJoin(shiftTimesheets, eq(shiftTimesheets.id, shiftInvoices.timesheetId))
    .leftJoin(shiftCancellations, eq(shiftCancellations.id, shiftInvoices.cancellationId))
    .leftJoin(shiftOffers, and(eq(shiftOffers.jobDateId, shiftCancellations.jobDateId), eq(shiftOffers.userId, shiftCancellations.userId)))
    .innerJoin(jobDates, eq(jobDates.id, invoiceShiftId))
    .innerJoin(employers, eq(employers.userId, shiftInvoices.employerId))
    .where(where)
    .orderBy(desc(shiftPayouts.id));
}

export async function listPayouts(db: Reader, userId: number): Promise<PayoutRow[]> {
  return payoutsWhere(db, eq(shiftPayouts.userId, userId)).limit(1000);
}

/**
 * Payouts owed whose invoice the practice paid, locked (skipping those another run holds), in id order
 * after `afterId`, with the professional's Stripe connected account if they have one (ADR 129).
 */
export async function lockPayablePayouts(
  tx: Database,
  options: { afterId?: number; limit?: number } = {},
): Promise<Array<{ id: number; userId: number; invoiceId: number; amountCents: number; connectedAccountId: string | null; lastRefusedAt: Date | null }>> {
  const rows = await tx.execute<{
    id: string;
    user_id: string;
    invoice_id: string;
    amount_cents: number;
    account_id: string | null;
    held_at: string | Date | null;
  }>(sql`
    select p.id, p.user_id, p.invoice_id, p.amount_cents, p.held_at, (select a.account_id from stripe_connect_accounts a where a.user_id = p.user_id) as account_id
    from shift_payouts p join shift_invoices i on i.id = p.invoice_id
    where p.status = 'owed' and i.status = 'paid' and p.id > ${options.afterId ?? 0}
    order by p.id limit ${options.limit ?? 500} for update of p skip locked`);
  return rows.rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    invoiceId: Number(row.invoice_id),
    amountCents: Number(row.amount_cents),
    connectedAccountId: row.account_id,
    lastRefusedAt: row.held_at === null ? null : new Date(row.held_at),
  }));
}

/** The professional's Stripe connected account id, or null before their first "Set up payouts". */
export async function connectedAccountOf(db: Reader, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ accountId: stripeConnectAccounts.accountId })
    .from(stripeConnectAccounts)
    .where(eq(stripeConnectAccounts.userId, userId))
    .limit(1);
  return row?.accountId ?? null;
}

export type HeldPayoutRow = { id: number; invoiceId: number; professionalName: string; amountCents: number; holdReason: string; heldAt: Date | null };

/** Payouts still owed that the last run could not pay, with why (the admin queue), oldest first. */
export async function listHeldPayouts(db: Reader): Promise<HeldPayoutRow[]> {
  const rows = await db
    .select({
      id: shiftPayouts.id,
      invoiceId: shiftPayouts.invoiceId,
      professionalName: users.name,
      amountCents: shiftPayouts.amountCents,
      holdReason: shiftPayouts.holdReason,
      heldAt: shiftPayouts.heldAt,
    })
    .from(shiftPayouts)
    .innerJoin(users, eq(users.id, shiftPayouts.userId))
    .where(and(eq(shiftPayouts.status, 'owed'), isNotNull(shiftPayouts.holdReason)))
    .orderBy(shiftPayouts.id)
    .limit(200);
  return rows.map((row) => ({ ...row, holdReason: row.holdReason ?? '' }));
}
