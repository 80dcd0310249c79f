import { officeHoursOf, type OfficeHour, type OfficeHoursInput } from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { deleteHour, findOffice, loadHours, replaceHours } from './offices-repository';
import { requireCallerId } from '../../platform/caller';

/** Replaces the whole week: the days listed open, every other day closed. */
export async function setOfficeHours(ctx: AppContext, username: string, officeId: number, input: OfficeHoursInput): Promise<{ hours: OfficeHour[] }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await ctx.db.transaction(async (tx) => {
    if (!(await findOffice(tx, employerId, officeId, true))) throw notFound('That office');
    await replaceHours(tx, officeId, input.hours);
  });
  return { hours: officeHoursOf(await loadHours(ctx.db, [officeId])) };
}

/** Closes one day of the week (a day already closed: nothing to do, same answer). */
export async function clearOfficeDay(ctx: AppContext, username: string, officeId: number, dow: number): Promise<{ hours: OfficeHour[] }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  if (!(await findOffice(ctx.db, employerId, officeId))) throw notFound('That office');
  await deleteHour(ctx.db, officeId, dow);
  return { hours: officeHoursOf(await loadHours(ctx.db, [officeId])) };
}
