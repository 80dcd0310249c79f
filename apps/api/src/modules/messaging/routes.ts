import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitsParamSchema, idParamSchema } from '@chairside/domain/form-fields';
import {
  BlockInputSchema,
  CONVO_GROUPS_FIRST_PAGE,
  CONVO_GROUPS_MAX_PAGE,
  CURSOR_PATTERN,
  ChangesetSchema,
  ConversationSchema,
  ConvoGroupSchema,
  MESSAGES_MAX_PAGE,
  MESSAGES_PAGE,
  MessageInputSchema,
  MessageSchema,
  MessagesPageSchema,
  ReadInputSchema,
  ReportInputSchema,
  StartConversationInputSchema,
  StartedConversationSchema,
} from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireUser } from '../../platform/auth';
import { limitRequests } from '../../platform/request-limits';
import { blockPerson } from './block-person';
import { getChangeset } from './get-changeset';
import { getConversation } from './get-conversation';
import { listConversationMessages } from './list-conversation-messages';
import { listConversations } from './list-conversations';
import { listConvoGroups } from './list-convo-groups';
import { markConversationRead } from './mark-conversation-read';
import { requireMessenger } from './messaging-access';
import { createMessagingEvents, type MessagingEvents } from './messaging-events';
import { MESSAGE_LIMITS, REPORTS_PER_PERSON, START_LIMITS } from './messaging-limits';
import { reportMessage } from './report-message';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';
import { openConversationStream } from './stream-conversations';

const tags = ['messaging'];
const ACCESS =
  'Practices and job seekers (anonymous 401, an administrator in their own session 403; a delegated session reads as the person). ' +
  "Another pair's conversation answers 404 exactly as a missing one.";

const pageMessage = (name: string, min: number, max: number) => `${name} is a whole number from ${min} to ${max}.`;
const pageNumber = (name: string, min: number, max: number) =>
  digitsParamSchema(
    pageMessage(name, min, max),
    z
      .number()
      .int()
      .min(min, pageMessage(name, min, max))
      .max(max, pageMessage(name, min, max)),
  );

const PageQuerySchema = z.strictObject({
  limit: pageNumber('limit', 1, CONVO_GROUPS_MAX_PAGE).default(CONVO_GROUPS_FIRST_PAGE),
  offset: pageNumber('offset', 0, 1_000_000).default(0),
});
const MessagesQuerySchema = z.strictObject({
  limit: pageNumber('limit', 1, MESSAGES_MAX_PAGE).default(MESSAGES_PAGE),
  before: idParamSchema('before').optional(),
});
const cursorMessage = 'since is the cursor of a previous changeset (digits).';
const ChangesetQuerySchema = z.strictObject({
  since: z.string({ error: cursorMessage }).regex(CURSOR_PATTERN, cursorMessage).transform(Number).optional(),
});
const ConversationParamsSchema = z.strictObject({ id: idParamSchema('The conversation id') });
const MessageParamsSchema = z.strictObject({ id: idParamSchema('The conversation id'), messageId: idParamSchema('messageId') });
const ReportAnswerSchema = z.object({ id: z.number(), messageId: z.number(), reported: z.literal(true) });

const eventsByContext = new WeakMap<AppContext, MessagingEvents>();

/** This instance's messaging events (open streams, for measurements and tests). */
export const messagingEventsOf = (ctx: AppContext): MessagingEvents | undefined => eventsByContext.get(ctx);

export function messagingRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const events = createMessagingEvents(ctx.db, fastify.log);
    eventsByContext.set(ctx, events);
    fastify.addHook('onClose', async () => events.close());
    const messenger = (request: FastifyRequest) => requireMessenger(ctx, currentAuth(request));

    app.get('/conversations', {
      schema: {
        tags,
        summary: "The person's conversations, newest first",
        description: `limit 1-${CONVO_GROUPS_MAX_PAGE} (default ${CONVO_GROUPS_FIRST_PAGE}), offset. ${ACCESS}`,
        querystring: PageQuerySchema,
        response: { 200: z.array(ConversationSchema) },
      },
      preValidation: requireUser,
      handler: async (request) => listConversations(ctx, await messenger(request), request.query),
    });

    app.post('/conversations', {
      schema: {
        tags,
        summary: "Start the pair's conversation about a posting (or add to it)",
        description:
          'A practice writes to a job seeker who applied to or was invited to that posting of its own; a job seeker to the practice ' +
          'of a posting they applied to or were invited to (a confidential posting: the practice writes first). Unknown person: 404 username; unknown ' +
          "or another practice's posting: 404 jobId; no link: 403 username; blocked by them: 403 isBlocked; blocked by you: 409 " +
          `isBlocked. message: 1-5000 characters, kept as written. Answers 201 {id, message}. Rate limited per person and address (429). ${ACCESS}`,
        body: StartConversationInputSchema,
        response: { 201: StartedConversationSchema },
      },
      preValidation: requireUser,
      preHandler: limitRequests(ctx, START_LIMITS),
      handler: async (request, reply) => reply.status(201).send(await startConversation(ctx, events, await messenger(request), request.body)),
    });

    app.get('/convo-groups', {
      schema: {
        tags,
        summary: "Conversation groups keyed by the other party's username, newest first",
        description: `The spec pages 30 (first), 30 (next), 1 (a single refresh); limit 1-${CONVO_GROUPS_MAX_PAGE}. An empty page: no more. ${ACCESS}`,
        querystring: PageQuerySchema,
        response: { 200: z.array(ConvoGroupSchema) },
      },
      preValidation: requireUser,
      handler: async (request) => listConvoGroups(ctx, await messenger(request), request.query),
    });

    app.get('/conversations/changeset', {
      schema: {
        tags,
        summary: 'totalUnreadCount and the conversations changed since a cursor',
        description: `since: the cursor of the previous answer (none: only the count and a cursor). A malformed cursor: 400 since. ${ACCESS}`,
        querystring: ChangesetQuerySchema,
        response: { 200: ChangesetSchema },
      },
      preValidation: requireUser,
      handler: async (request) => getChangeset(ctx, await messenger(request), request.query.since),
    });

    app.get('/conversations/stream', {
      schema: {
        tags,
        summary: "Server-sent events: a changeset whenever the person's conversations change",
        description:
          'text/event-stream of `changeset` events (the changeset body), the first at once; a comment every 25 s keeps it open; it ' +
          `ends when the access token expires (reconnect with a fresh one). since as in changeset. Polling the changeset is the fallback. ${ACCESS}`,
        querystring: ChangesetQuerySchema,
        produces: ['text/event-stream'],
      },
      preValidation: requireUser,
      handler: async (request: FastifyRequest<{ Querystring: { since?: number } }>, reply: FastifyReply) =>
        openConversationStream(ctx, events, await messenger(request), request, reply),
    });

    app.get('/conversations/:id', {
      schema: {
        tags,
        summary: 'One conversation with the posting it is about',
        description: ACCESS,
        params: ConversationParamsSchema,
        response: { 200: ConversationSchema },
      },
      preValidation: requireUser,
      handler: async (request) => getConversation(ctx, await messenger(request), request.params.id),
    });

    app.get('/conversations/:id/messages', {
      schema: {
        tags,
        summary: "A page of the conversation's messages, newest last",
        description: `limit 1-${MESSAGES_MAX_PAGE} (default ${MESSAGES_PAGE}); before: a message id, for the page before it; hasMore. ${ACCESS}`,
        params: ConversationParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesPageSchema },
      },
      preValidation: requireUser,
      handler: async (request) => listConversationMessages(ctx, await messenger(request), request.params.id, request.query),
    });

    app.post('/conversations/:id/messages', {
      schema: {
        tags,
        summary: 'Send a message in the conversation',
        description: `message: 1-5000 characters, kept as written. Blocked by them: 403 isBlocked; by you: 409 isBlocked. A delegated session's message is marked sentBySupport. Rate limited (429). ${ACCESS}`,
        params: ConversationParamsSchema,
        body: MessageInputSchema,
        response: { 201: MessageSchema },
      },
      preValidation: requireUser,
      preHandler: limitRequests(ctx, MESSAGE_LIMITS),
      handler: async (request, reply) => reply.status(201).send(await sendMessage(ctx, events, await messenger(request), request.params.id, request.body)),
    });

    app.put('/conversations/:id/read', {
      schema: {
        tags,
        summary: 'Mark the conversation read (or its last message unread)',
        description: `A delegated session leaves the read state as it was. ${ACCESS}`,
        params: ConversationParamsSchema,
        body: ReadInputSchema,
        response: { 200: ConversationSchema },
      },
      preValidation: requireUser,
      handler: async (request) => markConversationRead(ctx, events, await messenger(request), request.params.id, request.body.read),
    });

    app.put('/conversations/:id/block', {
      schema: {
        tags,
        summary: 'Block or unblock the other party',
        description: `No messages either way in any of the pair's conversations while blocked. Not in a delegated session (403). ${ACCESS}`,
        params: ConversationParamsSchema,
        body: BlockInputSchema,
        response: { 200: ConversationSchema },
      },
      preValidation: requireUser,
      handler: async (request) => blockPerson(ctx, events, await messenger(request), request.params.id, request.body.isBlocked),
    });

    app.post('/conversations/:id/messages/:messageId/report', {
      schema: {
        tags,
        summary: 'Report a message you received to the administrators',
        description: `reason: optional, up to 1000 characters. Your own message or twice: 409 messageId. ${ACCESS}`,
        params: MessageParamsSchema,
        body: ReportInputSchema,
        response: { 201: ReportAnswerSchema },
      },
      preValidation: requireUser,
      preHandler: limitRequests(ctx, [REPORTS_PER_PERSON]),
      handler: async (request, reply) =>
        reply.status(201).send(await reportMessage(ctx, await messenger(request), request.params.id, request.params.messageId, request.body)),
    });
  };
}
