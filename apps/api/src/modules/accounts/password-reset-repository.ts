import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { passwordResetCodes } from '@chairside/db/schema';

export type ResetCodeRecord = typeof passwordResetCodes.$inferSelect;

/** Stores a new code for the user and removes the older ones: only the newest code works. */
export async function replaceResetCode(db: Database, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
    await tx.insert(passwordResetCodes).values({ userId, codeHash, expiresAt: expiresAt.toISOString() });
  });
}

/** The user's newest code, used or not (so two racing requests still leave one code that works). */
export async function latestResetCode(db: Database, userId: number): Promise<ResetCodeRecord | null> {
  const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId)).orderBy(desc(passwordResetCodes.id)).limit(1);
  return row ?? null;
}

/** Counts one guess before it is checked; null when the code is spent or out of guesses. */
export async function reserveGuess(db: Database, codeId: number, maxGuesses: number): Promise<number | null> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt), lt(passwordResetCodes.attempts, maxGuesses)))
    .returning({ attempts: passwordResetCodes.attempts });
  return row ? row.attempts : null;
}

/** Marks the code used (once: false when it already was) and removes the user's other codes. */
export async function spendResetCode(db: Database, code: { id: number; userId: number }, usedAt: Date): Promise<boolean> {
  const spent = await db
    .update(passwordResetCodes)
    .set({ usedAt: usedAt.toISOString() })
    .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  if (!spent.length) return false;
  await db.delete(passwordResetCodes).where(and(eq(passwordResetCodes.userId, code.userId), ne(passwordResetCodes.id, code.id)));
  return true;
}
