// Erasing closed accounts once their grace period is over (ADR 104): a recurring task of the
// notice queue runs the written rule (erasure-rule.ts) for each, one account per transaction.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { accountClosures, dataExports } from '@chairside/db/schema';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { ERASURE_RULE, type ErasedPerson } from './erasure-rule';

export const ACCOUNT_ERASURE_TASK = 'account-erasure';
export const ACCOUNT_ERASURE_EVERY_MS = 60 * 60_000;
/** Archives are removed a day after their links stop working. */
const EXPORT_KEPT_MS = 8 * 86_400_000;

const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim().length > 0))];

/** Every email, name and phone that identifies the person in the product, read before anything is changed. */
async function identify(db: Database, userId: number, now: Date): Promise<ErasedPerson | null> {
  const result = await db.execute<{ email: string; name: string; values: string[] | string | null }>(sql`
    select u.email, u.name, array_remove(array[
      e.phone, e.contact_phone, e.contact_email, e.contact_name, sp.phone, sms.phone
    ] || coalesce((select array_agg(phone) from sms_consents where user_id = u.id), '{}')
      || coalesce((select array_agg(phone) from offices where employer_id = u.id), '{}')
      || coalesce((select array_agg(contact_phone) from classifieds where owner_id = u.id), '{}')
      || coalesce((select array_agg(contact_email) from classifieds where owner_id = u.id), '{}'), null) as values
    from users u left join employers e on e.user_id = u.id left join staff_profiles sp on sp.user_id = u.id left join sms_phones sms on sms.user_id = u.id
    where u.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  const others = (typeof row.values === 'string' ? [] : (row.values ?? [])).map(String);
  const emailLike = others.filter((value) => value.includes('@'));
  const phones = others.filter((value) => /\d{3}/.test(value) && !value.includes('@'));
  const names = others.filter((value) => !value.includes('@') && !/\d{3}/.test(value));
  const username = `closed-${userId}`;
  return {
    userId,
    username,
    closedName: 'Former member',
    emails: distinct([row.email, ...emailLike]),
    names: distinct([row.name, ...names]),
    phones: distinct(phones),
    now,
  };
}

/** The keys of the person's files, removed from storage once the rows are gone. */
async function filesOf(db: Database, userId: number): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select photo_key as key from staff_profiles where user_id = ${userId} and photo_key is not null
    union all select photo_thumbnail_key from staff_profiles where user_id = ${userId} and photo_thumbnail_key is not null
    union all select certificate_key from staff_courses where user_id = ${userId} and certificate_key is not null
    union all select card_key from credentials where user_id = ${userId} and card_key is not null
    union all select p.photo_key from classified_photos p join classifieds c on c.id = p.classified_id where c.owner_id = ${userId}
    union all select p.thumbnail_key from classified_photos p join classifieds c on c.id = p.classified_id where c.owner_id = ${userId}
    union all select p.photo_key from office_photos p join offices o on o.id = p.office_id where o.employer_id = ${userId}
    union all select p.thumbnail_key from office_photos p join offices o on o.id = p.office_id where o.employer_id = ${userId}
    union all select file_key from data_exports where user_id = ${userId} and file_key is not null`);
  return result.rows.map((row) => row.key).filter(Boolean);
}

/** Runs the rule for one account in one transaction, then removes its files; false when it was not due (kept, or erased already). */
export async function eraseAccount(ctx: AppContext, userId: number): Promise<boolean> {
  const now = ctx.clock.now();
  const files = await filesOf(ctx.db, userId);
  const erased = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const due = await db
      .select({ userId: accountClosures.userId })
      .from(accountClosures)
      .where(and(eq(accountClosures.userId, userId), isNull(accountClosures.erasedAt), lte(accountClosures.eraseAfter, now)))
      .for('update');
    if (due.length === 0) return false;
    const person = await identify(db, userId, now);
    if (!person) return false;
    for (const step of ERASURE_RULE) await db.execute(step.statement(person));
    await db.update(accountClosures).set({ erasedAt: now }).where(eq(accountClosures.userId, userId));
    return true;
  });
  if (erased) for (const key of files) await ctx.storage.delete(key);
  return erased;
}

/** The task: every account whose grace period is over is erased; archives past their links are removed. */
export async function eraseClosedAccounts(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ userId: accountClosures.userId })
    .from(accountClosures)
    .where(and(isNull(accountClosures.erasedAt), lte(accountClosures.eraseAfter, now)));
  let erased = 0;
  for (const { userId } of due) if (await eraseAccount(ctx, userId)) erased++;
  if (erased > 0) log.info({ erased }, 'closed accounts erased');
  const old = await ctx.db
    .delete(dataExports)
    .where(lte(dataExports.requestedAt, new Date(now.getTime() - EXPORT_KEPT_MS)))
    .returning({ fileKey: dataExports.fileKey });
  for (const { fileKey } of old) if (fileKey) await ctx.storage.delete(fileKey);
  return erased;
}
