import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';

/**
 * Who should look again: after a message, a read or a block, the people whose conversations
 * changed are announced with NOTIFY on one channel, so every instance on the same database (a
 * PostgreSQL server, or the embedded database in this process) hears it and wakes the open
 * streams of those people (ADR 32). The change itself is read from the database by the stream.
 */
export const MESSAGING_CHANNEL = 'chairside_messaging';

type Listener = () => void;
type EmbeddedClient = { listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>> };
type PoolClient = {
  query: (text: string) => Promise<unknown>;
  on: (event: 'notification' | 'error', callback: (message: { channel?: string; payload?: string } & Partial<Error>) => void) => void;
  release: (err?: Error | boolean) => void;
};
type Pool = { connect: () => Promise<PoolClient> };

export type MessagingEvents = {
  /** Tells every instance that these people's conversations changed. */
  publish: (userIds: number[]) => Promise<void>;
  /** Calls `listener` whenever the person's conversations change; answers the unsubscribe. */
  subscribe: (userId: number, listener: Listener) => Promise<() => void>;
  /** Open streams of this instance. */
  openStreams: () => number;
  close: () => Promise<void>;
};

export function createMessagingEvents(db: Database, log: { warn: (details: object, message: string) => void }): MessagingEvents {
  const listeners = new Map<number, Set<Listener>>();
  let count = 0;
  let started: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    for (const id of payload.split(',')) {
      for (const listener of listeners.get(Number(id)) ?? []) listener();
    }
  };

  /** One dedicated connection per instance listens (on PGlite: the embedded client itself). */
  async function listen(): Promise<() => Promise<void>> {
    const client = (db as unknown as { $client: unknown }).$client;
    if (typeof (client as EmbeddedClient).listen === 'function') return (client as EmbeddedClient).listen(MESSAGING_CHANNEL, deliver);
    const connection = await (client as Pool).connect();
    connection.on('notification', (message) => {
      if (message.channel === MESSAGING_CHANNEL) deliver(message.payload);
    });
    connection.on('error', (err) => {
      // The stream's clients fall back to polling; the next subscriber reconnects.
      log.warn({ err }, 'messaging listener connection lost');
      started = null;
    });
    await connection.query(`LISTEN ${MESSAGING_CHANNEL}`);
    return async () => {
      await connection.query(`UNLISTEN ${MESSAGING_CHANNEL}`).catch(() => undefined);
      connection.release();
    };
  }

  return {
    async publish(userIds) {
      const ids = [...new Set(userIds)].join(',');
      if (ids) await db.execute(sql`select pg_notify(${MESSAGING_CHANNEL}, ${ids})`);
    },
    async subscribe(userId, listener) {
      started ??= listen();
      await started;
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      count++;
      return () => {
        if (!set.delete(listener)) return;
        count--;
        if (set.size === 0) listeners.delete(userId);
      };
    },
    openStreams: () => count,
    async close() {
      listeners.clear();
      count = 0;
      const stop = started;
      started = null;
      if (stop) await (await stop)().catch(() => undefined);
    },
  };
}
