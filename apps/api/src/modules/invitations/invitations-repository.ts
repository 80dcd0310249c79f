// The queries of invitations to apply: storing, answering and listing them (applying locks and accepts a pending one itself).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, invitations, jobs, users } from '@chairside/db/schema';
import type { InvitationStatus } from '@chairside/domain/hiring';

export type InvitationRow = {
  id: number;
  jobId: number;
  userId: number;
  message: string | null;
  status: InvitationStatus;
  createdAt: Date;
  respondedAt: Date | null;
  /** The application that accepted it. */
  applicationId: number | null;
};

const invitationColumns = {
  id: invitations.id,
  jobId: invitations.jobId,
  userId: invitations.userId,
  message: invitations.message,
  status: invitations.status,
  createdAt: invitations.createdAt,
  respondedAt: invitations.respondedAt,
  applicationId: applications.id,
};

function selectInvitations(db: Database) {
  return db.select(invitationColumns).from(invitations).leftJoin(applications, eq(applications.invitationId, invitations.id));
}

export async function findInvitation(db: Database, jobId: number, userId: number): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(db)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The job seeker's invitation by id. */
export async function findInvitationOf(db: Database, userId: number, invitationId: number): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(db)
    .where(and(eq(invitations.id, invitationId), eq(invitations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a pending invitation; a cancelled one to the same person and posting is opened again
 * with the new message. Null when another (pending, accepted, declined) is there.
 */
export async function saveInvitation(db: Database, values: { jobId: number; userId: number; message: string | null; createdAt: Date }): Promise<number | null> {
  const [row] = await db
    .insert(invitations)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoUpdate({
      target: [invitations.jobId, invitations.userId],
      set: { status: 'PENDING', message: values.message, createdAt: values.createdAt, respondedAt: null },
      setWhere: eq(invitations.status, 'CANCELED'),
    })
    .returning({ id: invitations.id });
  return row?.id ?? null;
}

/** Moves a pending invitation to a new status; null when it is not pending (any more). */
export async function respondToInvitation(db: Database, invitationId: number, status: Exclude<InvitationStatus, 'PENDING'>, at: Date): Promise<number | null> {
  const [row] = await db
    .update(invitations)
    .set({ status, respondedAt: at })
    .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  return row?.id ?? null;
}

export type InviteeRow = InvitationRow & { username: string; name: string; position: string | null; city: string | null; state: string | null };

/** The invitations of one of the employer's postings, newest first (one person's with `userId`). */
export async function listInvitationsOfJob(db: Database, employerId: number, jobId: number, userId?: number): Promise<InviteeRow[]> {
  const ofJob = and(eq(invitations.jobId, jobId), eq(jobs.employerId, employerId));
  return db
    .select({ ...invitationColumns, username: users.username, name: users.name, position: users.position, city: users.city, state: users.state })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .innerJoin(users, eq(users.id, invitations.userId))
    .leftJoin(applications, eq(applications.invitationId, invitations.id))
    .where(userId === undefined ? ofJob : and(ofJob, eq(invitations.userId, userId)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** The job seeker's invitations but cancelled ones: pending first, then newest first. */
export async function listInvitationsOf(db: Database, userId: number, limit: number): Promise<InvitationRow[]> {
  return selectInvitations(db)
    .where(and(eq(invitations.userId, userId), ne(invitations.status, 'CANCELED')))
    .orderBy(sql`(${invitations.status} = 'PENDING') desc`, desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
}
