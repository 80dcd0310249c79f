import type { AdminAnnouncement, AnnouncementInputSchema } from '@chairside/domain/promotions';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { adminAnnouncementView } from './promotion-views';
import { findAnnouncementRow, insertAnnouncement, listAnnouncementRows, updateAnnouncementRow } from './promotions-repository';
import { endedSchedule, nextSchedule } from './schedule';

type AnnouncementFields = z.output<typeof AnnouncementInputSchema>;

const contentOf = (input: AnnouncementFields) => ({
  heading: input.heading,
  ctaText: input.ctaText,
  ctaLink: input.ctaLink,
  iconUrl: input.iconUrl,
  iconTitle: input.iconUrl ? input.iconTitle : '',
  backgroundColor: input.backgroundColor.toLowerCase(),
  userRoles: [...new Set(input.userRoles)],
  buildEnvironments: [...new Set(input.buildEnvironments)],
});

/** Every announcement, the newest start first, with whether it is scheduled, live or ended. */
export async function listAnnouncements(ctx: AppContext): Promise<AdminAnnouncement[]> {
  const now = ctx.clock.now();
  return (await listAnnouncementRows(ctx.db)).map((row) => adminAnnouncementView(row, now));
}

export async function createAnnouncement(ctx: AppContext, admin: string, input: AnnouncementFields): Promise<AdminAnnouncement> {
  const now = ctx.clock.now();
  const schedule = nextSchedule(input, null, now);
  const row = await insertAnnouncement(ctx.db, { ...contentOf(input), ...schedule, createdBy: admin });
  return adminAnnouncementView(row, now);
}

/** Replaces the content; the schedule changes only where the body names it. */
export async function updateAnnouncement(ctx: AppContext, id: number, input: AnnouncementFields): Promise<AdminAnnouncement> {
  const now = ctx.clock.now();
  const current = await findAnnouncementRow(ctx.db, id);
  if (!current) throw notFound('That announcement');
  const schedule = nextSchedule(input, current, now);
  const row = await updateAnnouncementRow(ctx.db, id, { ...contentOf(input), ...schedule, updatedAt: now });
  if (!row) throw notFound('That announcement');
  return adminAnnouncementView(row, now);
}

/** Takes it down now (again: no change). */
export async function endAnnouncement(ctx: AppContext, id: number): Promise<AdminAnnouncement> {
  const now = ctx.clock.now();
  const current = await findAnnouncementRow(ctx.db, id);
  if (!current) throw notFound('That announcement');
  const row = await updateAnnouncementRow(ctx.db, id, { ...endedSchedule(current, now), updatedAt: now });
  if (!row) throw notFound('That announcement');
  return adminAnnouncementView(row, now);
}
