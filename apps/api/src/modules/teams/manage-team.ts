// The practice's team (ADR 116): its members and open invitations, inviting by email (a signed
// link through the mail queue), changing a member's role and scope, removing a member (their
// sessions acting for the practice end at once), and the practice's audit log.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { auditLog, employers, jobs, offices, practiceInvitations, practiceMembers, users } from '@chairside/db/schema';
import type { AuditEntry, Team, TeamInvitation, TeamInvitationInputSchema, TeamMember, TeamMemberUpdateSchema } from '@chairside/domain/teams';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { teamInvitationEmail } from './team-emails';

type Scope = { role: TeamInvitation['role']; officeIds: number[]; jobIds: number[] };
export const TEAM_INVITATION_PATH = '/team-invitation/';
const AUDIT_LIMIT = 200;

/** Keeps only the parts of the scope the role uses, and checks the offices and postings are the practice's (400 naming the field). */
async function checkedScope(db: Database, employerId: number, input: Scope): Promise<Scope> {
  const officeIds = input.role === 'hiring_manager' ? [...new Set(input.officeIds)] : [];
  const jobIds = input.role === 'interviewer' ? [...new Set(input.jobIds)] : [];
  if (officeIds.length) {
    const found = await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.employerId, employerId), inArray(offices.id, officeIds)));
    if (found.length !== officeIds.length) throw new AppError('VALIDATION', 'Choose offices of this practice.', { field: 'officeIds' });
  }
  if (jobIds.length) {
    const found = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.employerId, employerId), inArray(jobs.id, jobIds)));
    if (found.length !== jobIds.length) throw new AppError('VALIDATION', 'Choose postings of this practice.', { field: 'jobIds' });
  }
  if (input.role === 'interviewer' && jobIds.length === 0)
    throw new AppError('VALIDATION', 'Choose the postings the interviewer works on.', { field: 'jobIds' });
  return { role: input.role, officeIds, jobIds };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function getTeam(ctx: AppContext, username: string): Promise<Team> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const [members, invitations, [practice]] = await Promise.all([
    ctx.db
      .select({
        id: practiceMembers.id,
        username: users.username,
        name: users.name,
        email: users.email,
        role: practiceMembers.role,
        officeIds: practiceMembers.officeIds,
        jobIds: practiceMembers.jobIds,
        createdAt: practiceMembers.createdAt,
        hasSecondFactor: sql<boolean>`(exists (select 1 from second_factors f where f.user_id = ${users.id} and f.enabled_at is not null)
          or exists (select 1 from passkeys k where k.user_id = ${users.id}))`,
      })
      .from(practiceMembers)
      .innerJoin(users, eq(users.id, practiceMembers.userId))
      .where(eq(practiceMembers.employerId, employerId))
      .orderBy(practiceMembers.id),
    ctx.db
      .select()
      .from(practiceInvitations)
      .where(and(eq(practiceInvitations.employerId, employerId), isNull(practiceInvitations.acceptedAt), isNull(practiceInvitations.revokedAt)))
      .orderBy(desc(practiceInvitations.id)),
    ctx.db.select({ at: employers.teamTwoStepRequiredAt }).from(employers).where(eq(employers.userId, employerId)),
  ]);
  return {
    members: members.map((m) => ({ ...m, role: m.role as TeamMember['role'], createdAt: iso(m.createdAt), hasSecondFactor: m.hasSecondFactor === true })),
    invitations: invitations.map(invitationOf),
    twoStepRequired: Boolean(practice?.at),
  };
}

const invitationOf = (row: typeof practiceInvitations.$inferSelect): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role as TeamInvitation['role'],
  officeIds: row.officeIds,
  jobIds: row.jobIds,
  invitedBy: row.invitedBy,
  createdAt: iso(row.createdAt),
});

/** Who is acting: the member when a member acts for the practice, else the account itself. */
export const actingUsername = (auth: RequestAuth) => (auth.member ? auth.member.username : auth.username);

export async function inviteMember(
  ctx: AppContext,
  username: string,
  auth: RequestAuth,
  input: z.output<typeof TeamInvitationInputSchema>,
): Promise<TeamInvitation> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const scope = await checkedScope(ctx.db, employerId, input);
  const [practice] = await ctx.db
    .select({ practiceName: employers.practiceName, email: users.email })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(employers.userId, employerId));
  if (practice.email.toLowerCase() === input.email)
    throw new AppError('VALIDATION', 'That is the practice’s own address: it is already the owner.', { field: 'email' });
  const inviter = auth.member?.name ?? practice.practiceName;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(practiceInvitations)
      .values({ employerId, email: input.email, ...scope, invitedBy: actingUsername(auth) })
      .returning();
    const ttlMs = SIGNED_LINK_TTL_MS['team-invitation'];
    const linkUrl = ctx.signedLinks.link('team-invitation', { invitationId: row.id }, TEAM_INVITATION_PATH, { ttlMs });
    await ctx.mailer.send(
      {
        to: input.email,
        ...teamInvitationEmail.render({ practiceName: practice.practiceName, inviterName: inviter, role: scope.role, linkUrl, days: ttlMs / 86_400_000 }),
      },
      { tx: tx as unknown as Database, key: `team-invitation:${row.id}` },
    );
    return invitationOf(row);
  });
}

export async function revokeInvitation(ctx: AppContext, username: string, invitationId: number): Promise<void> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const done = await ctx.db
    .update(practiceInvitations)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(practiceInvitations.id, invitationId), eq(practiceInvitations.employerId, employerId), isNull(practiceInvitations.acceptedAt)))
    .returning({ id: practiceInvitations.id });
  if (done.length === 0) throw notFound('That invitation');
}

export async function updateMember(ctx: AppContext, username: string, memberId: number, input: z.output<typeof TeamMemberUpdateSchema>): Promise<TeamMember> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const scope = await checkedScope(ctx.db, employerId, input);
  const done = await ctx.db
    .update(practiceMembers)
    .set(scope)
    .where(and(eq(practiceMembers.id, memberId), eq(practiceMembers.employerId, employerId)))
    .returning({ id: practiceMembers.id });
  if (done.length === 0) throw notFound('That member');
  const member = (await getTeam(ctx, username)).members.find((m) => m.id === memberId);
  if (!member) throw notFound('That member');
  return member;
}

/** Removes a member and ends, at once, every session in which they act for the practice. */
export async function removeMember(ctx: AppContext, username: string, memberId: number): Promise<void> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(practiceMembers)
      .where(and(eq(practiceMembers.id, memberId), eq(practiceMembers.employerId, employerId)))
      .returning({ userId: practiceMembers.userId });
    if (!removed) throw notFound('That member');
    await tx.execute(sql`update refresh_tokens set revoked_at = now()
      where user_id = ${employerId} and actor_user_id = ${removed.userId} and not delegated and revoked_at is null`);
  });
}

/** The practice's audit log, newest first: delegated sessions, API keys and its members' changes. */
export async function listAuditLog(ctx: AppContext, username: string): Promise<AuditEntry[]> {
  await requireCallerId(ctx, username, 'employer');
  const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectUsername, username)).orderBy(desc(auditLog.id)).limit(AUDIT_LIMIT);
  return rows.map((row) => ({ actor: row.actorUsername, method: row.method, path: row.path, status: row.status, at: iso(row.createdAt) }));
}
