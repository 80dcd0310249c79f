// Queries of passkeys (ADR 106): the person's credentials and the ceremonies' single-use challenges.
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { passkeyChallenges, passkeys } from '@chairside/db/schema';

export type CeremonyPurpose = 'register' | 'sign-in' | 'second-step' | 'step-up';
export type PasskeyRecord = typeof passkeys.$inferSelect;

/** Stores a ceremony's challenge for 5 minutes (expired ones of anybody are cleared on the way). */
export async function saveChallenge(db: Database, challenge: string, purpose: CeremonyPurpose, userId: number | null, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now.toISOString()));
  await db.insert(passkeyChallenges).values({ challenge, purpose, userId, expiresAt: new Date(now.getTime() + 5 * 60_000).toISOString() });
}

/**
 * Takes a challenge once: true only when it was issued for this purpose (and person, or nobody
 * for a password-less sign-in) and has not expired; it is gone afterwards either way.
 */
export async function takeChallenge(db: Database, challenge: string, purpose: CeremonyPurpose, userId: number | null, now: Date): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now.toISOString()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length > 0;
}

export const listPasskeys = (db: Database, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));

export async function findPasskeyByCredential(db: Database, credentialId: string): Promise<PasskeyRecord | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** Stores a new passkey; null when the credential is registered already. */
export async function insertPasskey(
  db: Database,
  values: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string },
): Promise<PasskeyRecord | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return row ?? null;
}

/** Records a use and the authenticator's new signature counter; false when another request used the same counter first. */
export async function recordPasskeyUse(db: Database, id: number, oldCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now.toISOString() })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, oldCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Removes one passkey of the person (ownership in the query); false when there is none. */
export async function deletePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
