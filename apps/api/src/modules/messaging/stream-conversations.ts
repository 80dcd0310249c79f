import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Messenger } from './messaging-access';
import type { MessagingEvents } from './messaging-events';
import { getChangeset } from './get-changeset';

const KEEP_ALIVE_MS = 25_000;

/**
 * GET conversations/stream: server-sent events for the signed-in person. Sends a changeset at
 * once and again whenever their conversations change (on any instance), one at a time and
 * coalesced; ends when the access token would expire, so a stream never outlives its session.
 */
export async function openConversationStream(
  ctx: AppContext,
  events: MessagingEvents,
  messenger: Messenger,
  request: FastifyRequest<{ Querystring: { since?: number } }>,
  reply: FastifyReply,
): Promise<void> {
  let cursor = request.query.since;
  let closed = false;
  let busy = false;
  let again = false;

  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.write('retry: 5000\n\n');

  const push = async () => {
    if (closed) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const changeset = await getChangeset(ctx, messenger, cursor);
        cursor = Number(changeset.cursor);
        if (!closed) out.write(`event: changeset\ndata: ${JSON.stringify(changeset)}\n\n`);
      } while (again && !closed);
    } catch (err) {
      request.log.warn({ err }, 'conversation stream update failed');
    } finally {
      busy = false;
    }
  };

  const unsubscribe = await events.subscribe(messenger.me.id, () => void push());
  const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const lifetime = setTimeout(() => out.end(), ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(keepAlive);
    clearTimeout(lifetime);
  };
  out.on('close', close);
  request.raw.on('close', close);
  await push();
}
