import type { StartConversationInput } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordMessageAnswer } from '../applications/public-api';
import { appliedOrInvited } from '../invitations/public-api';
import { loadJobSummaries } from '../jobs/public-api';
import { reachableThroughResumeSearch, refuseBlocked, type Messenger } from './messaging-access';
import type { MessagingEvents } from './messaging-events';
import { appendMessage, findMessage, findParticipant, isJobInReach } from './messaging-repository';
import { messageOf } from './messaging-views';

const noLink = (message: string) => new AppError('FORBIDDEN', message, { field: 'username' });

/**
 * POST conversations {username, jobId, message}: the first message of the pair's conversation
 * about one posting, or the next one when it exists. A practice writes to a job seeker who
 * applied to, or was invited to, that posting of its own (or whom resume search reaches); a job
 * seeker writes to the practice of a posting they applied to or were invited to, unless the posting is confidential
 * (its practice writes first, and the job seeker answers in that conversation). Blocked either way: refused.
 * Nothing is stored when refused.
 */
export async function startConversation(ctx: AppContext, events: MessagingEvents, messenger: Messenger, input: StartConversationInput) {
  const { me } = messenger;
  const other = await findParticipant(ctx.db, input.username);
  const otherRole = me.role === 'employer' ? 'staff' : 'employer';
  if (!other || other.role !== otherRole)
    throw new AppError('NOT_FOUND', otherRole === 'staff' ? 'That job seeker was not found.' : 'That practice was not found.', { field: 'username' });
  const employer = me.role === 'employer' ? me : other;
  const seeker = me.role === 'employer' ? other : me;
  // A job seeker never starts one about a confidential posting, whichever username they try: an
  // answer that differed for its practice's username would name the practice (ADR 23).
  const asked = me.role === 'staff' ? (await loadJobSummaries(ctx.db, [input.jobId], ctx.clock.now())).get(input.jobId) : undefined;
  if (asked?.isConfidential && asked.status !== 'DRAFT')
    throw noLink('This job is confidential: the practice writes first. Answer in the conversation it starts.');

  const job = (await loadJobSummaries(ctx.db, [input.jobId], ctx.clock.now(), { employerId: employer.id })).get(input.jobId);
  if (!job || job.status === 'DRAFT' || !(await isJobInReach(ctx.db, me, job.id)))
    throw new AppError('NOT_FOUND', 'That job was not found.', { field: 'jobId' });

  const link = await appliedOrInvited(ctx.db, job.id, seeker.id);
  if (me.role === 'employer') {
    if (!link.applied && !link.invited && !(await reachableThroughResumeSearch(ctx, employer.id, seeker.id)))
      throw noLink('You can message job seekers who applied to or were invited to this job, or whom your resume search shows.');
  } else {
    if (!link.applied && !link.invited) throw noLink('You can message a practice about a job you applied to or were invited to.');
  }
  await refuseBlocked(ctx, me.id, other.id);

  const saved = await appendMessage(
    ctx.db,
    { employerUserId: employer.id, staffUserId: seeker.id, jobId: job.id },
    { senderUserId: me.id, supportUserId: messenger.supportUserId, memberUserId: messenger.memberUserId, body: input.message, createdAt: ctx.clock.now() },
  );
  // A practice's message answers the person's applications to it (their response time, ADR 112).
  if (me.role === 'employer') await recordMessageAnswer(ctx.db, me.id, other.id, ctx.clock.now());
  await events.publish([me.id, other.id]);
  const message = await findMessage(ctx.db, saved.conversationId, saved.messageId);
  return { id: saved.conversationId, message: messageOf(message!, me, other.username) };
}
