import { announcementRoleOf, type Announcement, type AnnouncementRole, type Promotion } from '@chairside/domain/promotions';
import type { AppContext } from '../../platform/context';
import type { RequestAuth } from '../../platform/auth';
import { announcementView, promotionView, siteEnvironment } from './promotion-views';
import { findCurrentPromotionRow, listLiveAnnouncementRows } from './promotions-repository';

/**
 * The live announcements for a role and environment in display order (the page shows the
 * first). No role named: the caller's own (signed out: unauthenticated); an administrator sees
 * none unless a role is named.
 */
export async function listLiveAnnouncements(
  ctx: AppContext,
  auth: RequestAuth | null,
  query: { role?: AnnouncementRole; env?: string },
): Promise<Announcement[]> {
  const role = query.role ?? announcementRoleOf(auth?.role ?? null);
  if (!role) return [];
  const rows = await listLiveAnnouncementRows(ctx.db, ctx.clock.now(), role, query.env ?? siteEnvironment(ctx.config));
  return rows.map(announcementView);
}

/** The promotion the widget offers now in this environment, or null. */
export async function getCurrentPromotion(ctx: AppContext, query: { env?: string }): Promise<Promotion | null> {
  const row = await findCurrentPromotionRow(ctx.db, ctx.clock.now(), query.env ?? siteEnvironment(ctx.config));
  return row ? promotionView(row) : null;
}
