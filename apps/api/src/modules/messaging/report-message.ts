import type { ReportInput } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireOwnConversation, type Messenger } from './messaging-access';
import { findMessage, saveReport } from './messaging-repository';

/**
 * POST conversations/{id}/messages/{messageId}/report {reason}: reports a message the person
 * received to the administrators (once per message). Their own messages: 409; another
 * conversation's message: 404.
 */
export async function reportMessage(ctx: AppContext, messenger: Messenger, conversationId: number, messageId: number, input: ReportInput) {
  if (messenger.delegated) throw new AppError('FORBIDDEN', 'Support cannot report messages for the person.');
  await requireOwnConversation(ctx, messenger, conversationId);
  const message = await findMessage(ctx.db, conversationId, messageId);
  if (!message) throw new AppError('NOT_FOUND', 'That message was not found.', { field: 'messageId' });
  if (message.senderUserId === messenger.me.id) throw new AppError('CONFLICT', 'You can report only messages sent to you.', { field: 'messageId' });
  const id = await saveReport(ctx.db, { messageId, reporterUserId: messenger.me.id, reason: input.reason ?? null, createdAt: ctx.clock.now() });
  if (id === null) throw new AppError('CONFLICT', 'You have already reported this message.', { field: 'messageId' });
  return { id, messageId, reported: true as const };
}
