import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { noticePreferences, users } from '@chairside/db/schema';
import { DEFAULT_CHANNELS, type PreferenceKind } from '@chairside/domain/notice-preferences';

/** A database or a transaction: what the reads need. */
export type PreferencesReader = Pick<Database, 'select' | 'selectDistinctOn'>;
/** A database or a transaction: what the writes need. */
export type PreferencesWriter = Pick<Database, 'insert' | 'execute'>;

/** The channels kept in notice_preferences (texts are chosen by consent, in the sms module). */
export type StoredChannel = 'email' | 'push';

/**
 * The email choices that predate notice_preferences and are still read where those emails are
 * sent (the unread-messages and job-alert passes): kept in users.email_preferences under these keys.
 */
const LEGACY_EMAIL_KEYS: Partial<Record<PreferenceKind, 'messages' | 'jobAlerts'>> = { messages: 'messages', matchingJobs: 'jobAlerts' };

export type Cell = { kind: PreferenceKind; channel: StoredChannel; enabled: boolean };

/** Of these people, whether each has this channel of this kind on (the default where they never chose), in one query. */
export async function channelOnAmong(db: PreferencesReader, userIds: number[], kind: PreferenceKind, channel: StoredChannel): Promise<Map<number, boolean>> {
  const ids = [...new Set(userIds)];
  const on = new Map<number, boolean>(ids.map((id) => [id, DEFAULT_CHANNELS[channel]]));
  if (ids.length === 0) return on;
  const legacyKey = channel === 'email' ? LEGACY_EMAIL_KEYS[kind] : undefined;
  if (legacyKey) {
    const rows = await db
      .select({ userId: users.id, enabled: sql<boolean>`(${users.emailPreferences} ->> ${legacyKey}) is distinct from 'false'` })
      .from(users)
      .where(inArray(users.id, ids));
    for (const row of rows) on.set(Number(row.userId), row.enabled);
    return on;
  }
  const rows = await db
    .select({ userId: noticePreferences.userId, enabled: noticePreferences.enabled })
    .from(noticePreferences)
    .where(and(inArray(noticePreferences.userId, ids), eq(noticePreferences.kind, kind), eq(noticePreferences.channel, channel)));
  for (const row of rows) on.set(Number(row.userId), row.enabled);
  return on;
}

/** One person's push choices as stored, in one query (a kind never chosen is missing: on). */
export async function pushChoicesOf(db: PreferencesReader, userId: number): Promise<Partial<Record<PreferenceKind, boolean>>> {
  const rows = await db
    .select({ kind: noticePreferences.kind, enabled: noticePreferences.enabled })
    .from(noticePreferences)
    .where(and(eq(noticePreferences.userId, userId), eq(noticePreferences.channel, 'push')));
  return Object.fromEntries(rows.map((row) => [row.kind, row.enabled]));
}

/** Every stored choice of one person (email and push), with the two legacy email ones. */
export async function storedCells(db: PreferencesReader, userId: number): Promise<Cell[]> {
  const rows = await db
    .select({ kind: noticePreferences.kind, channel: noticePreferences.channel, enabled: noticePreferences.enabled })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  const cells: Cell[] = rows.map((row) => ({ kind: row.kind as PreferenceKind, channel: row.channel, enabled: row.enabled }));
  const [person] = await db.select({ preferences: users.emailPreferences }).from(users).where(eq(users.id, userId)).limit(1);
  const stored = (person?.preferences ?? {}) as Record<string, unknown>;
  for (const [kind, key] of Object.entries(LEGACY_EMAIL_KEYS) as [PreferenceKind, string][])
    cells.push({ kind, channel: 'email', enabled: stored[key] !== false });
  return cells;
}

/** Stores these choices of one person (each in its one place), in the caller's transaction. */
export async function saveCells(db: PreferencesWriter, userId: number, cells: Cell[], now: Date): Promise<void> {
  const legacy: Record<string, boolean> = {};
  const rows: (typeof noticePreferences.$inferInsert)[] = [];
  for (const cell of cells) {
    const legacyKey = cell.channel === 'email' ? LEGACY_EMAIL_KEYS[cell.kind] : undefined;
    if (legacyKey) legacy[legacyKey] = cell.enabled;
    else rows.push({ userId, kind: cell.kind, channel: cell.channel, enabled: cell.enabled, updatedAt: now });
  }
  if (rows.length > 0)
    await db
      .insert(noticePreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [noticePreferences.userId, noticePreferences.kind, noticePreferences.channel],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
      });
  if (Object.keys(legacy).length > 0)
    await db.execute(sql`update users set email_preferences = email_preferences || ${JSON.stringify(legacy)}::jsonb where id = ${userId}`);
}
