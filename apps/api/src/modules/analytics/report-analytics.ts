import { PURCHASE_FUNNEL, type AnalyticsReport } from '@chairside/domain/analytics';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { countEventsByName, countEventsPerDay, countSignUpsBySource } from './analytics-repository';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * Events per day and the purchase funnel (each step's conversion from the one before) for UTC
 * days from..to, read from the daily counts kept with each batch (fast at any number of events),
 * and the accounts created in those days by the campaign they signed up from.
 */
export async function reportAnalytics(ctx: AppContext, query: { from: string; to: string }): Promise<AnalyticsReport> {
  const from = new Date(`${query.from}T00:00:00Z`);
  const to = new Date(`${query.to}T00:00:00Z`);
  if (to < from) throw new AppError('VALIDATION', 'to is on or after from.', { field: 'to' });
  if ((to.getTime() - from.getTime()) / DAY_MS >= MAX_DAYS) throw new AppError('VALIDATION', `The period is at most ${MAX_DAYS} days.`, { field: 'to' });
  const [perDay, byName, signUpsBySource] = await Promise.all([
    countEventsPerDay(ctx.db, query.from, query.to),
    countEventsByName(ctx.db, PURCHASE_FUNNEL, query.from, query.to),
    countSignUpsBySource(ctx.db, from.toISOString(), new Date(to.getTime() + DAY_MS).toISOString()),
  ]);
  const counts = new Map(byName.map((row) => [row.name, Number(row.count)]));
  const funnel = PURCHASE_FUNNEL.map((name, index) => {
    const count = counts.get(name) ?? 0;
    const before = index === 0 ? null : (counts.get(PURCHASE_FUNNEL[index - 1]) ?? 0);
    return { name, count, conversion: before === null || before === 0 ? null : Math.round((count / before) * 1000) / 1000 };
  });
  return {
    from: query.from,
    to: query.to,
    perDay: perDay.map((row) => ({ day: row.day, name: row.name, count: Number(row.count) })),
    funnel,
    signUpsBySource: signUpsBySource.map((row) => ({ ...row, employers: Number(row.employers), jobSeekers: Number(row.jobSeekers) })),
  };
}
