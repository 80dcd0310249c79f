// A practice requiring two-step sign-in of its team (ADR 119). The owner turns it on once their own
// sign-in has a second factor; from then on a member without one cannot open a session acting for
// the practice, and a session opened before is refused on every practice route (403
// TEAM_TWO_STEP_REQUIRED, team-access.ts) until they set one up.
import { eq } from 'drizzle-orm';
import { employers, users } from '@chairside/db/schema';
import type { TeamTwoStep } from '@chairside/domain/teams';
import type { RequestAuth } from '../../platform/auth';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { teamTwoStepRequired } from '../../platform/team-access';
import { hasSecondFactor } from '../accounts/public-api';
import { actingUsername } from './manage-team';

async function idOf(ctx: AppContext, username: string): Promise<number | null> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

/**
 * Turns the requirement on or off. On: the practice's own sign-in and the person turning it on (a
 * member acting as owner) need a second factor first (403 SECOND_FACTOR_REQUIRED), so nobody locks
 * themselves out; the practice's own sign-in then keeps its second factor while it lasts.
 */
export async function setTeamTwoStep(ctx: AppContext, username: string, auth: RequestAuth, input: TeamTwoStep): Promise<{ twoStepRequired: boolean }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  if (input.required) {
    if (!(await hasSecondFactor(ctx.db, employerId)))
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Set up two-step sign-in for the practice’s own sign-in first (Settings, Two-step sign-in).');
    const actorId = auth.member ? await idOf(ctx, actingUsername(auth)) : null;
    if (actorId !== null && !(await hasSecondFactor(ctx.db, actorId)))
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Set up two-step sign-in for your own account first, so that you keep access.');
  }
  const [row] = await ctx.db
    .update(employers)
    .set({ teamTwoStepRequiredAt: input.required ? ctx.clock.now().toISOString() : null })
    .where(eq(employers.userId, employerId))
    .returning({ at: employers.teamTwoStepRequiredAt });
  return { twoStepRequired: Boolean(row?.at) };
}

/** Before opening a session acting for a practice: 403 TEAM_TWO_STEP_REQUIRED when it requires a second factor the member lacks. */
export async function checkTeamTwoStep(ctx: AppContext, practiceId: number, memberId: number): Promise<void> {
  const [row] = await ctx.db.select({ at: employers.teamTwoStepRequiredAt }).from(employers).where(eq(employers.userId, practiceId));
  if (row?.at && !(await hasSecondFactor(ctx.db, memberId))) throw teamTwoStepRequired();
}
