import { resumeAccessOf } from '@chairside/domain/resume-search-rules';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { jobScopeOf } from '../../platform/team-access';
import { loadResumeAccessFacts } from '../commerce/public-api';
import { isFindableInResumeSearch } from '../profiles/public-api';
import { isSenderBlocked } from './message-reports-repository';
import { findOwnConversation, findParticipant, isBlockedEitherWay, type ConversationRow, type Participant, type Side } from './messaging-repository';

/** The signed-in person in messaging, and the administrator acting for them in a delegated session. */
export type Messenger = { me: Participant; side: Side; supportUserId: number | null; delegated: boolean; memberUserId?: number | null };

/** Practices and job seekers only: an administrator's own session is 403 (a delegated session acts as the person). */
export async function requireMessenger(ctx: AppContext, auth: RequestAuth): Promise<Messenger> {
  const found = await findParticipant(ctx.db, auth.username);
  // A member limited to offices or postings: the conversations about those postings (ADR 127).
  const me = found && { ...found, scope: jobScopeOf(auth.member) };
  if (!me) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (me.role === 'admin') throw new AppError('FORBIDDEN', 'Messages are for job seekers and practices.');
  let supportUserId: number | null = null;
  if (auth.delegated && auth.actor) supportUserId = (await findParticipant(ctx.db, auth.actor))?.id ?? null;
  return { me, side: me.role, supportUserId, delegated: auth.delegated, memberUserId: auth.member?.userId ?? null };
}

/** One of the person's conversations; another pair's answers exactly as a missing one (404). */
export async function requireOwnConversation(ctx: AppContext, messenger: Messenger, conversationId: number): Promise<ConversationRow> {
  const row = await findOwnConversation(ctx.db, messenger.me, messenger.side, conversationId);
  if (!row) throw new AppError('NOT_FOUND', 'That conversation was not found.');
  return row;
}

/**
 * No messages either way while either person blocks the other; each side is told plainly. A
 * sender an administrator stopped (a reported message) sends nothing to anyone.
 */
export async function refuseBlocked(ctx: AppContext, meId: number, otherId: number): Promise<void> {
  if (await isSenderBlocked(ctx.db, meId))
    throw new AppError('FORBIDDEN', 'Your account can no longer send messages after a report. Contact support if you think this is a mistake.', {
      field: 'message',
    });
  const { byA: iBlocked, byB: theyBlocked } = await isBlockedEitherWay(ctx.db, meId, otherId);
  if (theyBlocked) throw new AppError('FORBIDDEN', 'This person has blocked you: you cannot send them messages.', { field: 'isBlocked' });
  if (iBlocked) throw new AppError('CONFLICT', 'You blocked this person. Unblock them to send a message.', { field: 'isBlocked' });
}

/**
 * Resume search reach: a practice with full resume cards (invitation credits, an invitation
 * subscription or resume access) may write to a job seeker resume search shows, about any of its
 * postings.
 */
export async function reachableThroughResumeSearch(ctx: AppContext, employerUserId: number, staffUserId: number): Promise<boolean> {
  const [access, findable] = await Promise.all([loadResumeAccessFacts(ctx.db, employerUserId, ctx.clock.now()), isFindableInResumeSearch(ctx.db, staffUserId)]);
  return findable && resumeAccessOf(access) === 'full';
}
