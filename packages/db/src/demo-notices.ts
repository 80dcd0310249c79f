import type { Database } from './client';
import { notices } from './schema';

const HOUR_MS = 3_600_000;

/** One email of the demo that failed every attempt, so the admin area's undelivered notices have something to show (once). */
export async function seedDemoNotices(db: Database, now = new Date()): Promise<{ deadNotices: number } | null> {
  const inserted = await db
    .insert(notices)
    .values({
      kind: 'demo.welcome-email',
      key: 'demo-welcome:returned@demo.chairside.dev',
      payload: { to: 'returned@demo.chairside.dev' },
      state: 'dead',
      attempts: 10,
      maxAttempts: 10,
      runAfter: new Date(now.getTime() - 6 * HOUR_MS),
      lastError: '550 5.1.1 <returned@demo.chairside.dev>: mailbox unavailable',
      createdAt: new Date(now.getTime() - 8 * HOUR_MS),
      finishedAt: new Date(now.getTime() - 6 * HOUR_MS),
    })
    .onConflictDoNothing({ target: notices.key })
    .returning({ id: notices.id });
  return inserted.length ? { deadNotices: inserted.length } : null;
}
