import type { ReviewOutcome, TempReliabilityReview } from '@chairside/domain/temp-no-shows';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { clearBookingPause, isNoShow, loadOpenDisputes, loadPausedProfessionals, saveReview } from './no-shows-repository';
import { findUser, reliabilityOf } from './shifts-repository';

/** GET admin/temp-reliability: disputed no-shows waiting for a decision, and professionals whose booking is paused. */
export async function loadReliabilityReview(ctx: AppContext): Promise<TempReliabilityReview> {
  const now = ctx.clock.now();
  const [disputes, paused] = await Promise.all([loadOpenDisputes(ctx.db), loadPausedProfessionals(ctx.db, now)]);
  const reliability = await reliabilityOf(ctx.db, [...disputes.map((row) => row.userId), ...paused.map((row) => row.userId)]);
  return {
    disputes: disputes.map((row) => ({
      id: row.id,
      shiftId: row.shiftId,
      title: row.title,
      date: row.date,
      practice: { username: row.practiceUsername, name: row.practiceName },
      professional: { username: row.username, name: row.name, reliability: reliability.get(row.userId) ?? 0 },
      markedAt: row.at.toISOString(),
      disputedAt: (row.disputedAt ?? row.at).toISOString(),
      disputeText: row.disputeText ?? '',
    })),
    paused: paused.map((row) => ({
      username: row.username,
      name: row.name,
      reliability: reliability.get(row.userId) ?? 0,
      noShows: row.noShows,
      lastNoShowAt: row.lastNoShowAt.toISOString(),
    })),
  };
}

/**
 * POST admin/temp-reliability/no-shows/{id}/review: an administrator upholds a no-show or
 * overturns it (then it counts for nothing: neither the score nor a booking pause sees it). Once.
 */
export async function reviewNoShow(ctx: AppContext, adminId: number, noShowId: number, outcome: ReviewOutcome): Promise<TempReliabilityReview> {
  const saved = await ctx.db.transaction((tx) => saveReview(tx, noShowId, outcome, adminId, ctx.clock.now()));
  if (!saved) {
    if (!(await isNoShow(ctx.db, noShowId))) throw notFound('A no-show with this id');
    throw new AppError('CONFLICT', 'This no-show has already been reviewed.');
  }
  return loadReliabilityReview(ctx);
}

/** POST admin/temp-reliability/paused/{username}/clearance: lifts a booking pause; only later no-shows count toward the next. */
export async function clearPause(ctx: AppContext, username: string): Promise<TempReliabilityReview> {
  const person = await findUser(ctx.db, username);
  if (!person || person.role !== 'staff') throw notFound('That job seeker');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [paused] = await loadPausedProfessionals(tx, now, person.id);
    if (!paused) throw new AppError('CONFLICT', 'Booking is not paused for this professional.');
    await clearBookingPause(tx, person.id, now);
  });
  return loadReliabilityReview(ctx);
}
