import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { credentialChecks, credentials, users } from '@chairside/db/schema';
import type { CheckOutcome, CheckSource, CredentialInput, CredentialStatus } from '@chairside/domain/credentials';

export type CredentialRow = typeof credentials.$inferSelect;
export type CheckRow = typeof credentialChecks.$inferSelect;

/** The job seeker by username (id, name), or null. */
export async function findSeeker(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return row ?? null;
}

export async function listCredentials(db: Database, userId: number): Promise<CredentialRow[]> {
  return db.select().from(credentials).where(eq(credentials.userId, userId)).orderBy(asc(credentials.id));
}

/** One of the person's credentials; another person's or none: null (the ownership check is in the query). */
export async function findCredential(db: Database, userId: number, credentialId: number): Promise<CredentialRow | null> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findCredentialById(db: Database, credentialId: number): Promise<CredentialRow | null> {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, credentialId)).limit(1);
  return row ?? null;
}

export async function checksOf(db: Database, credentialIds: number[]): Promise<CheckRow[]> {
  if (credentialIds.length === 0) return [];
  return db
    .select()
    .from(credentialChecks)
    .where(inArray(credentialChecks.credentialId, credentialIds))
    .orderBy(desc(credentialChecks.checkedAt), desc(credentialChecks.id));
}

export async function insertCredential(db: Database, userId: number, input: CredentialInput, now: Date): Promise<CredentialRow> {
  const [row] = await db
    .insert(credentials)
    .values({ userId, ...input, status: 'UNVERIFIED', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Changing what a credential says makes it unverified again (its checks stay in the record). */
export async function updateCredential(db: Database, userId: number, credentialId: number, input: CredentialInput, now: Date): Promise<CredentialRow | null> {
  const [row] = await db
    .update(credentials)
    .set({ ...input, status: 'UNVERIFIED', verifiedSource: null, verifiedAt: null, remindedDays: [], updatedAt: now })
    .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteCredential(db: Database, userId: number, credentialId: number): Promise<CredentialRow | null> {
  const [row] = await db
    .delete(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId)))
    .returning();
  return row ?? null;
}

/** Points the credential at a new card in one statement; answers the row and the previous key. */
export async function setCard(db: Database, userId: number, credentialId: number, key: string | null, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ cardKey: credentials.cardKey })
      .from(credentials)
      .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId)))
      .for('update');
    if (!before) return null;
    const [row] = await tx.update(credentials).set({ cardKey: key, updatedAt: now }).where(eq(credentials.id, credentialId)).returning();
    return { row, previous: before.cardKey };
  });
}

export type CheckResult = { source: CheckSource; outcome: CheckOutcome; detail: string | null; reviewer?: string | null };

const statusAfter: Record<CheckOutcome, CredentialStatus | null> = {
  VERIFIED: 'VERIFIED',
  MISMATCH: 'MISMATCH',
  PENDING: 'PENDING',
  REJECTED: 'MISMATCH',
  EXPIRED: 'EXPIRED',
  ERROR: null,
};

/** Records a check and sets the status it leads to, in one transaction. An ERROR leaves the status as it was. */
export async function recordCheck(db: Database, credentialId: number, result: CheckResult, now: Date): Promise<CredentialRow> {
  return db.transaction(async (tx) => {
    await tx.insert(credentialChecks).values({
      credentialId,
      source: result.source,
      outcome: result.outcome,
      detail: result.detail,
      reviewer: result.reviewer ?? null,
      checkedAt: now,
    });
    const status = statusAfter[result.outcome];
    const verified = status === 'VERIFIED';
    const [row] = await tx
      .update(credentials)
      .set(status ? { status, verifiedSource: verified ? result.source : null, verifiedAt: verified ? now : null, updatedAt: now } : { updatedAt: now })
      .where(eq(credentials.id, credentialId))
      .returning();
    return row;
  });
}

/** The review queue: credentials waiting for an administrator, the oldest first, with their owners. */
export async function pendingReviews(db: Database) {
  return db
    .select({ credential: credentials, username: users.username, name: users.name })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(eq(credentials.status, 'PENDING'))
    .orderBy(asc(credentials.updatedAt), asc(credentials.id))
    .limit(200);
}
