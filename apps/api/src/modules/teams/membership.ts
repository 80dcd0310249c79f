// The invited person's side (ADR 116): what an invitation link offers, accepting it signed in
// with the invited address, the practices one belongs to, and opening a session acting for one.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { employers, practiceInvitations, practiceMembers, users } from '@chairside/db/schema';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { Membership, TeamRole } from '@chairside/domain/teams';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { loadCurrentUserOf, startEmployerSession, startMemberSession } from '../accounts/public-api';
import { loadMember } from '../../platform/team-access';
import { actingUsername } from './manage-team';
import { checkTeamTwoStep } from './team-two-step';

const gone = () => new AppError('CONFLICT', 'This invitation was withdrawn or already accepted. Ask the practice for a new one.', { field: 'token' });

async function openInvitation(ctx: AppContext, token: string) {
  const link = ctx.signedLinks.verify(token, 'team-invitation');
  const [row] = await ctx.db
    .select({ invitation: practiceInvitations, practiceName: employers.practiceName, practiceUsername: users.username })
    .from(practiceInvitations)
    .innerJoin(employers, eq(employers.userId, practiceInvitations.employerId))
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(practiceInvitations.id, Number(link.subject.invitationId)));
  if (!row || row.invitation.acceptedAt || row.invitation.revokedAt) throw gone();
  return row;
}

/** What the link offers, signed out: the practice, the role and the address invited. */
export async function previewInvitation(ctx: AppContext, token: string) {
  const row = await openInvitation(ctx, token);
  return { practiceName: row.practiceName, role: row.invitation.role as TeamRole, email: row.invitation.email };
}

async function personOf(ctx: AppContext, auth: RequestAuth) {
  const [person] = await ctx.db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.username, actingUsername(auth)));
  if (!person) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return person;
}

/** Accepts, signed in with the invited address: the person becomes a member (their role replaced if they were one). */
export async function acceptInvitation(ctx: AppContext, auth: RequestAuth, token: string): Promise<Membership> {
  const row = await openInvitation(ctx, token);
  const person = await personOf(ctx, auth);
  if (person.email.toLowerCase() !== row.invitation.email.toLowerCase())
    throw new AppError('FORBIDDEN', `This invitation is for ${row.invitation.email}: sign in with that address to accept it.`, { field: 'token' });
  if (person.role === 'admin' || person.id === row.invitation.employerId)
    throw new AppError('FORBIDDEN', 'This account cannot join a practice’s team.', { field: 'token' });
  const { role, officeIds, jobIds, employerId, id } = row.invitation;
  await ctx.db.transaction(async (tx) => {
    const taken = await tx
      .update(practiceInvitations)
      .set({ acceptedAt: ctx.clock.now() })
      .where(and(eq(practiceInvitations.id, id), isNull(practiceInvitations.acceptedAt), isNull(practiceInvitations.revokedAt)))
      .returning({ id: practiceInvitations.id });
    if (taken.length === 0) throw gone();
    await tx
      .insert(practiceMembers)
      .values({ employerId, userId: person.id, role, officeIds, jobIds })
      .onConflictDoUpdate({ target: [practiceMembers.employerId, practiceMembers.userId], set: { role, officeIds, jobIds } });
  });
  return { practiceUsername: row.practiceUsername, practiceName: row.practiceName, role: role as TeamRole };
}

/** The practices the signed-in person is a member of. */
export async function listMemberships(ctx: AppContext, auth: RequestAuth): Promise<Membership[]> {
  const person = await personOf(ctx, auth);
  const rows = await ctx.db
    .select({ practiceUsername: users.username, practiceName: employers.practiceName, role: practiceMembers.role })
    .from(practiceMembers)
    .innerJoin(employers, eq(employers.userId, practiceMembers.employerId))
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(practiceMembers.userId, person.id))
    .orderBy(employers.practiceName);
  return rows.map((row) => ({ ...row, role: row.role as TeamRole }));
}

/**
 * Opens a session acting for a practice the person is a member of: the answer's token names the
 * practice with the person as its actor, and the refresh cookie is that session's.
 */
export async function actForPractice(
  ctx: AppContext,
  reply: FastifyReply,
  auth: RequestAuth,
  practiceUsername: string,
): Promise<CurrentUser & { teamRole: TeamRole; actor: string }> {
  if (auth.delegated || auth.apiKey) throw new AppError('FORBIDDEN', 'Sign in as yourself to act for a practice.');
  const person = await personOf(ctx, auth);
  // An organisation's own sign-in back at its own practice (ADR 120): a session of its own again.
  if (person.username === practiceUsername && person.role === 'employer') {
    await startEmployerSession(ctx, reply, person);
    const own = await loadCurrentUserOf(ctx, practiceUsername);
    if (!own) throw notFound('That practice');
    return { ...own, teamRole: 'owner', actor: person.username };
  }
  // A row of practice_members, or a role an organisation gives in its locations (ADR 120).
  const member = await loadMember(ctx.db, practiceUsername, person.username);
  const [practice] = member ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, practiceUsername)) : [];
  if (!member || !practice) throw notFound('That practice');
  const row = { practiceId: practice.id, role: member.role };
  await checkTeamTwoStep(ctx, row.practiceId, person.id);
  await startMemberSession(ctx, reply, { id: row.practiceId, username: practiceUsername }, { id: person.id, username: person.username });
  const current = await loadCurrentUserOf(ctx, practiceUsername);
  if (!current) throw notFound('That practice');
  const [named] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, person.id));
  return { ...current, teamRole: row.role as TeamRole, actorName: named?.name, actor: person.username };
}
