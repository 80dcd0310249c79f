import { z } from 'zod';

/** One notification to Google's Indexing API, as the admin area lists it (ADR 109). */
export const IndexingCallSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  type: z.enum(['URL_UPDATED', 'URL_DELETED']),
  reason: z.string(),
  state: z.enum(['queued', 'sending', 'sent', 'failed', 'superseded']),
  adapter: z.enum(['local', 'google']).nullable(),
  responseStatus: z.number().int().nullable(),
  detail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type IndexingCall = z.infer<typeof IndexingCallSchema>;

/** The Indexing API's status: which adapter sends, today's quota (UTC day), what waits, and the latest notifications. */
export const IndexingStatusSchema = z.object({
  adapter: z.enum(['local', 'google']),
  quota: z.object({ day: z.string(), used: z.number().int(), limit: z.number().int() }),
  queued: z.number().int(),
  recent: z.array(IndexingCallSchema),
});
export type IndexingStatus = z.infer<typeof IndexingStatusSchema>;
