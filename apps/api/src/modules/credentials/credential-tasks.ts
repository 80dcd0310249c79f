// The credentials' scheduled pass (ADR 115), one recurring task of scheduled-tasks.ts: marks what
// expired, re-verifies verified licenses every 30 days and before they expire, and sends the
// expiry reminders 60, 30 and 7 days ahead, each once (the outbox key and reminded_days).
import { and, eq, sql } from 'drizzle-orm';
import { credentials } from '@chairside/db/schema';
import { CREDENTIAL_KINDS, credentialLabel, REVERIFY_BEFORE_EXPIRY_DAYS, REVERIFY_EVERY_DAYS, type CredentialKind } from '@chairside/domain/credentials';
import { dayOf } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { recordCheck } from './credentials-repository';
import { credentialExpiryEmail } from './credential-expiry-email';
import { runVerification } from './verify-credential';

export const CREDENTIALS_TASK = 'credentials-expiry-and-reverification';
export const CREDENTIALS_EVERY_MS = 6 * 60 * 60 * 1000;
export const EXPIRY_REMINDER_DAYS = [60, 30, 7] as const;

const DAY_MS = 86_400_000;
const addDays = (today: string, days: number) => dayOf(new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The reminder due for a credential with `daysLeft` days to go: the smallest of 60, 30, 7 not below it, unless sent. */
export function reminderDue(daysLeft: number, sent: number[]): number | null {
  if (daysLeft < 0) return null;
  const due = [...EXPIRY_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  return due !== undefined && !sent.includes(due) ? due : null;
}

export async function runCredentialTasks(ctx: AppContext, log: TaskLog, now: Date): Promise<{ expired: number; reverified: number; reminded: number }> {
  const today = dayOf(now);
  const counts = { expired: 0, reverified: 0, reminded: 0 };

  const expired = await ctx.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(sql`${credentials.expiresOn} < ${today}::date`, sql`${credentials.status} <> 'EXPIRED'`));
  for (const { id } of expired) {
    await recordCheck(ctx.db, id, { source: 'EXPIRY_DATE', outcome: 'EXPIRED', detail: 'The expiry date passed.' }, now);
    counts.expired += 1;
  }

  // Licenses verified 30 days ago or more, and anything verified before its last 14 days began.
  const due = await ctx.db.execute<{ id: number }>(sql`
    select c.id from credentials c
    where c.status = 'VERIFIED' and (
      (c.kind in (${sql.join(
        Object.entries(CREDENTIAL_KINDS)
          .filter(([, kind]) => kind.group === 'license')
          .map(([code]) => sql`${code}`),
        sql`, `,
      )}) and c.verified_at <= ${new Date(now.getTime() - REVERIFY_EVERY_DAYS * DAY_MS)})
      or (c.expires_on is not null and c.expires_on <= ${addDays(today, REVERIFY_BEFORE_EXPIRY_DAYS)}::date
          and c.verified_at < (c.expires_on - ${REVERIFY_BEFORE_EXPIRY_DAYS}::int)::timestamptz)
    )
    order by c.verified_at limit 500`);
  for (const { id } of due.rows) {
    const [row] = await ctx.db
      .select()
      .from(credentials)
      .where(eq(credentials.id, Number(id)));
    const holder = await ctx.db.execute<{ name: string }>(sql`select name from users where id = ${row.userId}`);
    await runVerification(ctx, row, holder.rows[0]?.name ?? '');
    counts.reverified += 1;
  }

  const expiring = await ctx.db.execute<{
    id: number;
    kind: string;
    title: string | null;
    state: string | null;
    expires_on: string;
    reminded_days: number[];
    email: string;
  }>(sql`
    select c.id, c.kind, c.title, c.state, c.expires_on::text as expires_on, c.reminded_days, u.email
    from credentials c join users u on u.id = c.user_id
    where c.expires_on between ${today}::date and ${addDays(today, EXPIRY_REMINDER_DAYS[0])}::date`);
  for (const row of expiring.rows) {
    const daysLeft = daysBetween(today, row.expires_on);
    const days = reminderDue(daysLeft, row.reminded_days ?? []);
    if (days === null) continue;
    // The claim and the queued mail commit together: a reminder is never marked sent without its mail.
    const queued = await ctx.db
      .transaction(async (tx) => {
        const claimed = await tx
          .update(credentials)
          .set({ remindedDays: sql`${credentials.remindedDays} || ${JSON.stringify([days])}::jsonb` })
          .where(and(eq(credentials.id, Number(row.id)), sql`not (${credentials.remindedDays} @> ${JSON.stringify([days])}::jsonb)`))
          .returning({ id: credentials.id });
        if (claimed.length === 0) return false;
        const email = credentialExpiryEmail.render({
          label: credentialLabel(row.kind as CredentialKind, row.title),
          state: row.state,
          expiresOn: row.expires_on,
          daysLeft,
          credentialsUrl: `${ctx.config.PUBLIC_URL}/app/profile/`,
        });
        return ctx.mailer.send({ to: row.email, ...email }, { tx, key: `credential-expiry:${row.id}:${row.expires_on}:${days}` });
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a credential expiry reminder was not queued');
        return false;
      });
    if (queued) counts.reminded += 1;
  }
  return counts;
}
