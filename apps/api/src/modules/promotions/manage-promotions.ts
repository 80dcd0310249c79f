import type { AdminPromotion, PromotionInputSchema } from '@chairside/domain/promotions';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { adminPromotionView } from './promotion-views';
import { findPromotionRow, insertPromotion, listPromotionRows, updatePromotionRow } from './promotions-repository';
import { endedSchedule, nextSchedule } from './schedule';

type PromotionFields = z.output<typeof PromotionInputSchema>;

const contentOf = (input: PromotionFields) => ({
  heading: input.heading,
  discountCode: input.discountCode.toUpperCase(),
  ctaText: input.ctaText,
  ctaLink: input.ctaLink,
  expirationDate: input.expirationDate,
  buildEnvironment: input.buildEnvironment,
});

/** Every promotion, the newest start first, with whether it is scheduled, live or ended. */
export async function listPromotions(ctx: AppContext): Promise<AdminPromotion[]> {
  const now = ctx.clock.now();
  return (await listPromotionRows(ctx.db)).map((row) => adminPromotionView(row, now));
}

export async function createPromotion(ctx: AppContext, admin: string, input: PromotionFields): Promise<AdminPromotion> {
  const now = ctx.clock.now();
  const schedule = nextSchedule(input, null, now);
  const row = await insertPromotion(ctx.db, { ...contentOf(input), ...schedule, createdBy: admin });
  return adminPromotionView(row, now);
}

/** Replaces the content; the schedule changes only where the body names it. */
export async function updatePromotion(ctx: AppContext, id: number, input: PromotionFields): Promise<AdminPromotion> {
  const now = ctx.clock.now();
  const current = await findPromotionRow(ctx.db, id);
  if (!current) throw notFound('That promotion');
  const schedule = nextSchedule(input, current, now);
  const row = await updatePromotionRow(ctx.db, id, { ...contentOf(input), ...schedule, updatedAt: now });
  if (!row) throw notFound('That promotion');
  return adminPromotionView(row, now);
}

/** Takes it down now (again: no change). */
export async function endPromotion(ctx: AppContext, id: number): Promise<AdminPromotion> {
  const now = ctx.clock.now();
  const current = await findPromotionRow(ctx.db, id);
  if (!current) throw notFound('That promotion');
  const row = await updatePromotionRow(ctx.db, id, { ...endedSchedule(current, now), updatedAt: now });
  if (!row) throw notFound('That promotion');
  return adminPromotionView(row, now);
}
