import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobAlerts, jobAlertSettings, users } from '@chairside/db/schema';
import type { AlertFrequency, AlertType } from '@chairside/domain/job-alert-rules';

export type AlertRow = {
  id: number;
  userId: number | null;
  email: string | null;
  position: string;
  zip: string | null;
  radius: number;
  type: AlertType;
  keyword: string | null;
  frequency: AlertFrequency;
  isPaused: boolean;
  createdAt: Date;
  lastSentAt: Date | null;
};

/** The criteria as stored, with the ZIP's place (null for a national alert without a ZIP). */
export type AlertValues = {
  position: string;
  zip: string | null;
  state: string | null;
  lat: number | null;
  lng: number | null;
  radius: number;
  type: AlertType;
  keyword: string | null;
  frequency: AlertFrequency;
};

const alertColumns = {
  id: jobAlerts.id,
  userId: jobAlerts.userId,
  email: jobAlerts.email,
  position: jobAlerts.position,
  zip: jobAlerts.zip,
  radius: jobAlerts.radius,
  type: sql<AlertType>`${jobAlerts.type}`,
  keyword: jobAlerts.keyword,
  frequency: sql<AlertFrequency>`${jobAlerts.frequency}`,
  isPaused: jobAlerts.isPaused,
  createdAt: jobAlerts.createdAt,
  lastSentAt: jobAlerts.lastSentAt,
};

export type AlertOwner = { id: number; email: string; zip: string | null };

export async function findOwner(db: Database, username: string): Promise<AlertOwner | null> {
  const [row] = await db.select({ id: users.id, email: users.email, zip: users.zip }).from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

export async function listAlertsOf(db: Database, userId: number): Promise<AlertRow[]> {
  return db.select(alertColumns).from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.id));
}

/** The person's alert by id: null when it is someone else's or does not exist. */
export async function findAlertOf(db: Database, userId: number, alertId: number): Promise<AlertRow | null> {
  const [row] = await db
    .select(alertColumns)
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findAlert(db: Database, alertId: number): Promise<(AlertRow & { ownerEmail: string }) | null> {
  const [row] = await db
    .select({ ...alertColumns, ownerEmail: sql<string>`coalesce(${users.email}, ${jobAlerts.email})` })
    .from(jobAlerts)
    .leftJoin(users, eq(users.id, jobAlerts.userId))
    .where(eq(jobAlerts.id, alertId))
    .limit(1);
  return row ?? null;
}

export async function countAlertsOfUser(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return row.n;
}

export async function countAlertsOfEmail(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobAlerts)
    .where(sql`lower(${jobAlerts.email}) = ${email.toLowerCase()}`);
  return row.n;
}

/** A visitor's alert with the same criteria, already confirmed. */
export async function findSameVisitorAlert(db: Database, email: string, values: AlertValues): Promise<AlertRow | null> {
  const [row] = await db
    .select(alertColumns)
    .from(jobAlerts)
    .where(
      sql`lower(${jobAlerts.email}) = ${email.toLowerCase()} and ${jobAlerts.position} = ${values.position}
        and ${jobAlerts.zip} is not distinct from ${values.zip} and ${jobAlerts.radius} = ${values.radius}
        and ${jobAlerts.type} = ${values.type} and ${jobAlerts.keyword} is not distinct from ${values.keyword}`,
    )
    .limit(1);
  return row ?? null;
}

/**
 * A new alert, confirmed now: a signed-in person's (userId) or a visitor's who confirmed
 * (email). Postings published from now on are its matches.
 */
export async function insertAlert(db: Database, owner: { userId: number } | { email: string }, values: AlertValues, now: Date): Promise<AlertRow> {
  const [row] = await db
    .insert(jobAlerts)
    .values({
      userId: 'userId' in owner ? owner.userId : null,
      email: 'email' in owner ? owner.email : null,
      ...values,
      confirmedAt: now,
      checkedUntil: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning(alertColumns);
  return row;
}

export async function updateAlertOf(
  db: Database,
  userId: number,
  alertId: number,
  values: AlertValues & { isPaused: boolean },
  now: Date,
): Promise<AlertRow | null> {
  const [row] = await db
    .update(jobAlerts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .returning(alertColumns);
  return row ?? null;
}

export async function deleteAlertOf(db: Database, userId: number, alertId: number): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length === 1;
}

export async function deleteAlert(db: Database, alertId: number): Promise<boolean> {
  const rows = await db.delete(jobAlerts).where(eq(jobAlerts.id, alertId)).returning({ id: jobAlerts.id });
  return rows.length === 1;
}

/** emailAlerts (email_preferences.jobAlerts, true unless turned off) and the stored radius (null: none chosen). */
export async function loadAlertSettings(db: Database, userId: number): Promise<{ emailAlerts: boolean; radius: number | null }> {
  const result = await db.execute<{ email_alerts: boolean; radius: number | null }>(sql`
    select (u.email_preferences ->> 'jobAlerts') is distinct from 'false' as email_alerts, s.radius
    from users u left join job_alert_settings s on s.user_id = u.id where u.id = ${userId}`);
  const row = result.rows[0];
  return { emailAlerts: row.email_alerts, radius: row.radius === null ? null : Number(row.radius) };
}

/** Saves both in one transaction; the other email preferences stay as they are. */
export async function saveAlertSettings(db: Database, userId: number, settings: { emailAlerts: boolean; radius: number }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update users set email_preferences = email_preferences || jsonb_build_object('jobAlerts', ${settings.emailAlerts}::boolean) where id = ${userId}`,
    );
    await tx
      .insert(jobAlertSettings)
      .values({ userId, radius: settings.radius, updatedAt: now })
      .onConflictDoUpdate({ target: jobAlertSettings.userId, set: { radius: settings.radius, updatedAt: now } });
  });
}

/** The marketing email preferences (job alerts, newsletter, product news) all set to `allowed`; messages stay as they are. */
export async function setMarketingEmail(db: Database, userId: number, allowed: boolean): Promise<void> {
  await db.execute(sql`
    update users set email_preferences = email_preferences
      || jsonb_build_object('jobAlerts', ${allowed}::boolean, 'newsletter', ${allowed}::boolean, 'productNews', ${allowed}::boolean)
    where id = ${userId}`);
}

/** Opted out: none of the marketing email preferences is on. */
export async function isOptedOut(db: Database, userId: number): Promise<boolean> {
  const result = await db.execute<{ out: boolean }>(sql`
    select (email_preferences ->> 'jobAlerts') = 'false' and (email_preferences ->> 'newsletter') = 'false'
      and (email_preferences ->> 'productNews') = 'false' as out
    from users where id = ${userId}`);
  return result.rows[0]?.out === true;
}
