import type { AdminAnnouncement, AdminPromotion, Announcement, Promotion, ScheduleStatus } from '@chairside/domain/promotions';
import type { Config } from '../../platform/config';
import type { AnnouncementRow, PromotionRow } from './promotions-repository';

/** The environment a deployment shows announcements and promotions for when the caller names none. */
export const siteEnvironment = (config: Config): string => (config.NODE_ENV === 'production' ? 'production' : 'development');

export function scheduleStatus(row: { startsAt: Date; endsAt: Date | null }, now: Date): ScheduleStatus {
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return row.startsAt > now ? 'scheduled' : 'live';
}

export const announcementView = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  heading: row.heading,
  ctaText: row.ctaText,
  ctaLink: row.ctaLink,
  icon: row.iconUrl ? { url: row.iconUrl, title: row.iconTitle } : null,
  backgroundColor: row.backgroundColor,
  userRoles: row.userRoles,
  buildEnvironments: row.buildEnvironments,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

export const adminAnnouncementView = (row: AnnouncementRow, now: Date): AdminAnnouncement => ({
  ...announcementView(row),
  status: scheduleStatus(row, now),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
});

export const promotionView = (row: PromotionRow): Promotion => ({
  id: row.id,
  heading: row.heading,
  discountCode: row.discountCode,
  ctaText: row.ctaText,
  ctaLink: row.ctaLink,
  expirationDate: row.expirationDate,
  buildEnvironment: row.buildEnvironment,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

export const adminPromotionView = (row: PromotionRow, now: Date): AdminPromotion => ({
  ...promotionView(row),
  status: scheduleStatus(row, now),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
});
