import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { smsCodes, smsConsents, smsInbound, smsMessages, smsOptOuts, smsPhones } from '@chairside/db/schema';
import type { PreferenceKind, SmsConsentAction, SmsConsentSource } from '@chairside/domain/notice-preferences';

/** A database or a transaction. */
export type SmsDb = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type SmsReader = Pick<Database, 'select'>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

// ---- people ----

// ---- numbers ----

export type PhoneRow = { phone: string; verifiedAt: Date | null; updatedAt: Date };

export async function findPhone(db: SmsReader, userId: number): Promise<PhoneRow | null> {
  const [row] = await db
    .select({ phone: smsPhones.phone, verifiedAt: smsPhones.verifiedAt, updatedAt: smsPhones.updatedAt })
    .from(smsPhones)
    .where(eq(smsPhones.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The person's number is now this one, not yet verified. */
export async function replacePhone(db: SmsDb, userId: number, phone: string, now: Date): Promise<void> {
  await db
    .insert(smsPhones)
    .values({ userId, phone, verifiedAt: null, updatedAt: now })
    .onConflictDoUpdate({ target: smsPhones.userId, set: { phone, verifiedAt: null, updatedAt: now } });
}

/** Marks the person's number verified, if it is still this one; answers whether it was. */
export async function markPhoneVerified(db: SmsDb, userId: number, phone: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsPhones)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(smsPhones.userId, userId), eq(smsPhones.phone, phone)))
    .returning({ userId: smsPhones.userId });
  return rows.length === 1;
}

export async function deletePhone(db: SmsDb, userId: number): Promise<void> {
  await db.delete(smsPhones).where(eq(smsPhones.userId, userId));
}

/** The people whose verified number this is. */
export async function usersWithVerifiedPhone(db: SmsReader, phone: string): Promise<number[]> {
  const rows = await db
    .select({ userId: smsPhones.userId })
    .from(smsPhones)
    .where(and(eq(smsPhones.phone, phone), isNotNull(smsPhones.verifiedAt)));
  return rows.map((row) => Number(row.userId));
}

// ---- codes ----

export type CodeRow = { id: number; phone: string; codeHash: string; attempts: number; expiresAt: Date; usedAt: Date | null; createdAt: Date };

export async function insertCode(db: SmsDb, values: { userId: number; phone: string; codeHash: string; expiresAt: Date; now: Date }): Promise<number> {
  const [row] = await db
    .insert(smsCodes)
    .values({ userId: values.userId, phone: values.phone, codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.now })
    .returning({ id: smsCodes.id });
  return Number(row.id);
}

/** The person's newest code. */
export async function latestCode(db: SmsReader, userId: number): Promise<CodeRow | null> {
  const [row] = await db
    .select({
      id: smsCodes.id,
      phone: smsCodes.phone,
      codeHash: smsCodes.codeHash,
      attempts: smsCodes.attempts,
      expiresAt: smsCodes.expiresAt,
      usedAt: smsCodes.usedAt,
      createdAt: smsCodes.createdAt,
    })
    .from(smsCodes)
    .where(eq(smsCodes.userId, userId))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Counts a guess before it is checked (parallel guesses cannot pass the limit); null once no guess is left. */
export async function reserveGuess(db: SmsDb, codeId: number, maxGuesses: number): Promise<number | null> {
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, codeId), sql`${smsCodes.attempts} < ${maxGuesses}`, sql`${smsCodes.usedAt} is null`))
    .returning({ attempts: smsCodes.attempts });
  return rows.length === 1 ? rows[0].attempts : null;
}

/** Uses the code once; false when it was used meanwhile. */
export async function spendCode(db: SmsDb, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, codeId), sql`${smsCodes.usedAt} is null`))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

// ---- consent ----

export type ConsentInsert = {
  userId: number;
  kind: PreferenceKind | null;
  action: SmsConsentAction;
  source: SmsConsentSource;
  phone: string;
  wording: string | null;
};

export async function insertConsents(db: SmsDb, records: ConsentInsert[], now: Date): Promise<void> {
  if (records.length === 0) return;
  await db.insert(smsConsents).values(records.map((record) => ({ ...record, createdAt: now })));
}

/** The kinds the person's latest record opts in to texts, for this number. */
export async function optedInKinds(db: SmsDb, userId: number, phone: string): Promise<Set<PreferenceKind>> {
  const result = await db.execute<{ kind: string }>(sql`
    select kind from (
      select distinct on (kind) kind, action, phone from sms_consents
      where user_id = ${userId} and kind is not null
      order by kind, id desc) latest
    where action = 'opt-in' and phone = ${phone}`);
  return new Set(result.rows.map((row) => row.kind as PreferenceKind));
}

/**
 * Of these people, those a text of this kind reaches: the latest record of the kind is an opt-in
 * for their number, the number is verified and has not replied STOP. One query.
 */
export async function textsOnAmong(db: Pick<Database, 'select' | 'selectDistinctOn'>, userIds: number[], kind: PreferenceKind): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const latest = db
    .selectDistinctOn([smsConsents.userId], { userId: smsConsents.userId, action: smsConsents.action, phone: smsConsents.phone })
    .from(smsConsents)
    .where(and(inArray(smsConsents.userId, ids), eq(smsConsents.kind, kind)))
    .orderBy(smsConsents.userId, desc(smsConsents.id))
    .as('latest');
  const rows = await db
    .select({ userId: smsPhones.userId })
    .from(latest)
    .innerJoin(smsPhones, and(eq(smsPhones.userId, latest.userId), eq(smsPhones.phone, latest.phone), isNotNull(smsPhones.verifiedAt)))
    .where(and(eq(latest.action, 'opt-in'), sql`not exists (select 1 from sms_opt_outs o where o.phone = ${smsPhones.phone})`));
  return new Set(rows.map((row) => Number(row.userId)));
}

export async function consentHistory(db: SmsReader, userId: number, limit: number) {
  return db
    .select({
      kind: smsConsents.kind,
      action: smsConsents.action,
      source: smsConsents.source,
      phone: smsConsents.phone,
      wording: smsConsents.wording,
      createdAt: smsConsents.createdAt,
    })
    .from(smsConsents)
    .where(eq(smsConsents.userId, userId))
    .orderBy(desc(smsConsents.id))
    .limit(limit);
}

// ---- STOP ----

export async function stoppedAt(db: SmsReader, phone: string): Promise<Date | null> {
  const [row] = await db.select({ stoppedAt: smsOptOuts.stoppedAt }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
  return row?.stoppedAt ?? null;
}

/** Stops every text to the number; false when it was stopped already. */
export async function addOptOut(db: SmsDb, phone: string, keyword: string, now: Date): Promise<boolean> {
  const rows = await db.insert(smsOptOuts).values({ phone, keyword, stoppedAt: now }).onConflictDoNothing().returning({ phone: smsOptOuts.phone });
  return rows.length === 1;
}

/** Texts may go to the number again; false when it was not stopped. */
export async function removeOptOut(db: SmsDb, phone: string): Promise<boolean> {
  const rows = await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone)).returning({ phone: smsOptOuts.phone });
  return rows.length === 1;
}

// ---- inbound ----

/** Keeps a message a person sent; false when the provider sent it before (a retried webhook). */
export async function recordInbound(
  db: SmsDb,
  values: { messageSid: string; fromPhone: string; body: string; keyword: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(smsInbound)
    .values({ messageSid: values.messageSid, fromPhone: values.fromPhone, body: values.body, keyword: values.keyword, receivedAt: values.now })
    .onConflictDoNothing({ target: smsInbound.messageSid })
    .returning({ id: smsInbound.id });
  return rows.length === 1;
}

// ---- messages ----

export type MessageInsert = Pick<typeof smsMessages.$inferInsert, 'userId' | 'toPhone' | 'body' | 'purpose' | 'kind' | 'noticeKey' | 'notAfter'>;

/** Writes a text; null when one with the key exists. */
export async function insertMessage(db: Pick<Database, 'insert'>, values: MessageInsert, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(smsMessages)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: smsMessages.noticeKey })
    .returning({ id: smsMessages.id });
  return row ? Number(row.id) : null;
}

export type MessageRow = typeof smsMessages.$inferSelect;

export async function findMessage(db: SmsReader, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id)).limit(1);
  return row ?? null;
}

export async function updateMessage(
  db: SmsDb,
  id: number,
  values: Partial<Pick<MessageRow, 'status' | 'toPhone' | 'transport' | 'providerId' | 'detail' | 'sendAfter' | 'sentAt'>>,
): Promise<void> {
  await db.update(smsMessages).set(values).where(eq(smsMessages.id, id));
}

/** One class of advisory locks for texts: a person's and a number's hourly counts are read and claimed one at a time. */
const SMS_LOCK_CLASS = 7240211;

/** claimed: the caller hands the text over; taken: another attempt has it (or it is done); a time: the limits allow it then. */
export type SendSlot = 'claimed' | 'taken' | Date;

/** A text left `sending` this long ago was being handed over by a worker that died: it may be claimed again. */
const ABANDONED_SENDING_MS = 5 * 60_000;

/**
 * Claims the hand-over of a text under the hourly limits: under the person's and the number's
 * locks (in that order, so two claims never wait on each other), counts the texts handed over in
 * the last hour (codes not counted); within the limits the message becomes `sending` with its
 * number and time, else the answer says when the oldest counted text leaves the window. A text
 * that is already sent, or being sent by another attempt, is `taken`.
 */
export async function claimSendSlot(
  db: Database,
  message: { id: number; userId: number | null; toPhone: string; transport: string },
  limits: { perPerson: number | null; perNumber: number | null },
  now: Date,
): Promise<SendSlot> {
  return db.transaction(async (tx) => {
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const counted = async (column: 'user_id' | 'to_phone', value: number | string) => {
      const result = await tx.execute<{ n: string | number; oldest: string | Date | null }>(sql`
        select count(*) as n, min(sent_at) as oldest from sms_messages
        where ${sql.identifier(column)} = ${value} and status in ('sending', 'sent') and purpose <> 'code' and sent_at > ${at(hourAgo)}`);
      const row = result.rows[0];
      return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    };
    const waits: Date[] = [];
    if (message.userId !== null && limits.perPerson !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK_CLASS}, hashtext(${`person:${message.userId}`}))`);
      const person = await counted('user_id', message.userId);
      if (person.n >= limits.perPerson && person.oldest) waits.push(person.oldest);
    }
    if (limits.perNumber !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK_CLASS}, hashtext(${`number:${message.toPhone}`}))`);
      const number = await counted('to_phone', message.toPhone);
      if (number.n >= limits.perNumber && number.oldest) waits.push(number.oldest);
    }
    if (waits.length > 0) return new Date(Math.max(...waits.map((date) => date.getTime())) + 3_600_000 + 1_000);
    const claimed = await tx
      .update(smsMessages)
      .set({ status: 'sending', toPhone: message.toPhone, transport: message.transport, sentAt: now, sendAfter: null, detail: null })
      .where(
        and(
          eq(smsMessages.id, message.id),
          sql`(${smsMessages.status} in ('queued', 'deferred') or (${smsMessages.status} = 'sending' and ${smsMessages.sentAt} < ${at(new Date(now.getTime() - ABANDONED_SENDING_MS))}))`,
        ),
      )
      .returning({ id: smsMessages.id });
    return claimed.length === 1 ? 'claimed' : 'taken';
  });
}

/** Messages with this keyword the number sent since then (the one just recorded among them). */
export async function countInbound(db: SmsReader, phone: string, keyword: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(smsInbound)
    .where(and(eq(smsInbound.fromPhone, phone), eq(smsInbound.keyword, keyword), sql`${smsInbound.receivedAt} > ${at(since)}`));
  return Number(row?.n ?? 0);
}
