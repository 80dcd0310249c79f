// Queries of two-step sign-in (ADR 105): the authenticator secret, its recovery codes, and when
// each session last proved the second factor.
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, passkeys, recoveryCodes, secondFactors, signInSessions } from '@chairside/db/schema';

export type SecondFactorRecord = { totpSecret: string; enabledAt: string | null; lastUsedStep: number | null };

export async function findSecondFactor(db: Database, userId: number): Promise<SecondFactorRecord | null> {
  const [row] = await db
    .select({ totpSecret: secondFactors.totpSecret, enabledAt: secondFactors.enabledAt, lastUsedStep: secondFactors.lastUsedStep })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId));
  return row ?? null;
}

/** The second factors the person has turned on: the authenticator app, passkeys (ADR 106). */
export async function secondStepMethods(db: Database, userId: number): Promise<('totp' | 'passkey')[]> {
  const [factor, [keys]] = await Promise.all([findSecondFactor(db, userId), db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))]);
  return [...(factor?.enabledAt ? (['totp'] as const) : []), ...(Number(keys?.n ?? 0) > 0 ? (['passkey'] as const) : [])];
}

export const hasSecondFactor = async (db: Database, userId: number) => (await secondStepMethods(db, userId)).length > 0;

/**
 * Who keeps a second factor: administrators (ADR 105), and a practice's own sign-in while it
 * requires two-step sign-in of its members (ADR 119).
 */
export async function mustKeepSecondFactor(db: Database, user: { id: number; role: string }): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'employer') return false;
  const [row] = await db.select({ at: employers.teamTwoStepRequiredAt }).from(employers).where(eq(employers.userId, user.id));
  return Boolean(row?.at);
}

/** Stores a new secret waiting for its first code; false when two-step sign-in is already on. */
export async function savePendingSecret(db: Database, userId: number, totpSecret: string): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, totpSecret })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { totpSecret, lastUsedStep: null }, setWhere: isNull(secondFactors.enabledAt) })
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/**
 * Takes a code's time step: true only if no code of this or a later step was taken before, so a
 * code works once, even when two requests bring it at the same moment.
 */
export async function claimTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(secondFactors.userId, userId), or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step))))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/** Spends an unused recovery code of the person; false when none matches. */
export async function spendRecoveryCode(db: Database, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

/** Turns two-step sign-in on with a fresh set of recovery codes (their hashes), in one transaction. */
export async function enableSecondFactor(db: Database, userId: number, codeHashes: string[], now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(secondFactors)
      .set({ enabledAt: now.toISOString() })
      .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.enabledAt)))
      .returning({ userId: secondFactors.userId });
    if (!rows.length) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/** Replaces every recovery code of the person with new ones (their hashes). */
export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Turns two-step sign-in off: the secret and every recovery code go. */
export async function removeSecondFactor(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
  });
}

/** The session proved the second factor now. */
export async function markSessionProven(db: Database, familyId: string, now: Date): Promise<void> {
  await db.update(signInSessions).set({ secondFactorAt: now.toISOString() }).where(eq(signInSessions.familyId, familyId));
}

/** When the session last proved the second factor, or null. */
export async function sessionProvenAt(db: Database, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: signInSessions.secondFactorAt })
    .from(signInSessions)
    .where(and(eq(signInSessions.familyId, familyId), isNotNull(signInSessions.secondFactorAt)));
  return row?.at ? new Date(row.at) : null;
}
