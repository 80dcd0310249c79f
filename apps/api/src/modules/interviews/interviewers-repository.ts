// The queries of interviewers' own availability (ADR 125): the team members who interview, and
// each one's weekly hours at an office.
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { accountClosures, interviewAvailability, practiceMembers, users } from '@chairside/db/schema';
import type { Interviewer } from '@chairside/domain/interview-scheduling';
import { availabilityColumns, type AvailabilityRow, type AvailabilityValues } from './scheduling-repository';

const INTERVIEWING_ROLES = ['interviewer', 'hiring_manager'] as const;

/** The practice's team members who interview (interviewer or hiring manager role), by name; closing accounts left out. */
export async function findInterviewers(db: Database, employerId: number, userId?: number): Promise<Interviewer[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, role: practiceMembers.role })
    .from(practiceMembers)
    .innerJoin(users, eq(users.id, practiceMembers.userId))
    .where(
      and(
        eq(practiceMembers.employerId, employerId),
        inArray(practiceMembers.role, [...INTERVIEWING_ROLES]),
        userId === undefined ? undefined : eq(practiceMembers.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(accountClosures)
            .where(eq(accountClosures.userId, practiceMembers.userId)),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, role: row.role as Interviewer['role'] }));
}

/** One team member who interviews for the practice, or null. */
export async function findInterviewer(db: Database, employerId: number, userId: number): Promise<Interviewer | null> {
  const [row] = await findInterviewers(db, employerId, userId);
  return row ?? null;
}

/** A team member's own hours at an office. */
export async function findInterviewerAvailability(db: Database, officeId: number, interviewerUserId: number): Promise<AvailabilityRow | null> {
  const [row] = await db
    .select(availabilityColumns)
    .from(interviewAvailability)
    .where(and(eq(interviewAvailability.officeId, officeId), eq(interviewAvailability.interviewerUserId, interviewerUserId)))
    .limit(1);
  return row ?? null;
}

export async function saveInterviewerAvailability(
  db: Database,
  employerId: number,
  officeId: number,
  interviewerUserId: number,
  values: AvailabilityValues,
  now: Date,
): Promise<void> {
  await db
    .insert(interviewAvailability)
    .values({ officeId, employerId, interviewerUserId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [interviewAvailability.officeId, interviewAvailability.interviewerUserId],
      targetWhere: sql`${interviewAvailability.interviewerUserId} is not null`,
      set: { ...values, updatedAt: now },
    });
}
