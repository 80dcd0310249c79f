// A practice requiring two-step sign-in of its team (ADR 119). The owner turns it on once their own
// sign-in has a second factor; from then on a member without one cannot open a session acting for
// the practice, and a session opened before is refused on every practice route (403
// TEAM_TWO_STEP_REQUIRED, team-access.ts) until they set one up. Turning it on emails every member
// without a second factor where to set one up (through the notice queue, in the change's transaction).
import { and, eq, sql } from 'drizzle-orm';
import { employers, practiceMembers, users } from '@chairside/db/schema';
import type { TeamTwoStep } from '@chairside/domain/teams';
import type { RequestAuth } from '../../platform/auth';
import { requireCallerId } from '../../platform/caller';
import { appLink } from '../../platform/app-link';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { teamTwoStepRequired } from '../../platform/team-access';
import { hasSecondFactor } from '../accounts/public-api';
import { actingUsername } from './manage-team';
import { teamTwoStepRequiredEmail } from './team-emails';

/** Where a member sets up their second factor: their own settings. */
const TWO_STEP_SETTINGS = '/app/account-settings#settings-two-step';

async function idOf(ctx: AppContext, username: string): Promise<number | null> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

/**
 * Turns the requirement on or off. On: the practice's own sign-in and the person turning it on (a
 * member acting as owner) need a second factor first (403 SECOND_FACTOR_REQUIRED), so nobody locks
 * themselves out; the practice's own sign-in then keeps its second factor while it lasts. Turned on
 * (from off), every member without a second factor is emailed, once, in the same transaction.
 */
export async function setTeamTwoStep(
  ctx: AppContext,
  username: string,
  auth: RequestAuth,
  input: TeamTwoStep,
): Promise<{ twoStepRequired: boolean; membersEmailed: number }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  if (input.required) {
    if (!(await hasSecondFactor(ctx.db, employerId)))
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Set up two-step sign-in for the practice’s own sign-in first (Settings, Two-step sign-in).');
    const actorId = auth.member ? await idOf(ctx, actingUsername(auth)) : null;
    if (actorId !== null && !(await hasSecondFactor(ctx.db, actorId)))
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Set up two-step sign-in for your own account first, so that you keep access.');
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ at: employers.teamTwoStepRequiredAt, practiceName: employers.practiceName })
      .from(employers)
      .where(eq(employers.userId, employerId))
      .for('update');
    const [row] = await tx
      .update(employers)
      .set({ teamTwoStepRequiredAt: input.required ? (before?.at ?? now.toISOString()) : null })
      .where(eq(employers.userId, employerId))
      .returning({ at: employers.teamTwoStepRequiredAt });
    if (!input.required || before?.at || !row?.at) return { twoStepRequired: Boolean(row?.at), membersEmailed: 0 };
    const missing = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(practiceMembers)
      .innerJoin(users, eq(users.id, practiceMembers.userId))
      .where(
        and(
          eq(practiceMembers.employerId, employerId),
          sql`not exists (select 1 from second_factors f where f.user_id = ${users.id} and f.enabled_at is not null)`,
          sql`not exists (select 1 from passkeys k where k.user_id = ${users.id})`,
        ),
      )
      .orderBy(practiceMembers.id);
    const settingsUrl = appLink(ctx, TWO_STEP_SETTINGS);
    for (const member of missing)
      await ctx.mailer.send(
        { to: member.email, ...teamTwoStepRequiredEmail.render({ name: member.name, practiceName: before?.practiceName ?? 'Your practice', settingsUrl }) },
        { tx, key: `team-two-step-required:${employerId}:${member.id}:${now.getTime()}` },
      );
    return { twoStepRequired: true, membersEmailed: missing.length };
  });
}

/** Before opening a session acting for a practice: 403 TEAM_TWO_STEP_REQUIRED when it requires a second factor the member lacks. */
export async function checkTeamTwoStep(ctx: AppContext, practiceId: number, memberId: number): Promise<void> {
  const [row] = await ctx.db.select({ at: employers.teamTwoStepRequiredAt }).from(employers).where(eq(employers.userId, practiceId));
  if (row?.at && !(await hasSecondFactor(ctx.db, memberId))) throw teamTwoStepRequired();
}
