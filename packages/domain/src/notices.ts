import { z } from 'zod';

/** A notice that used up its attempts, as the admin area lists it. */
export const DeadNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  diedAt: z.iso.datetime().nullable(),
});
export type DeadNotice = z.infer<typeof DeadNoticeSchema>;

export const RetriedNoticeSchema = z.object({ id: z.number().int(), retried: z.literal(true) });
export type RetriedNotice = z.infer<typeof RetriedNoticeSchema>;
