import type { ResolvedReport, ResolveReport } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { blockSender, closeReports, lockOpenReport, openReportsAgainst, reportExists } from './message-reports-repository';

/**
 * PUT admin/message-reports/{id} {action}: an administrator closes an open report. 'dismiss'
 * closes it alone; 'block-sender' also stops the reported message's sender from sending any
 * message (to anyone; they still read theirs) and closes every open report against them. One
 * transaction. A missing report 404; a closed one 409. Audited by the admin area.
 */
export async function resolveMessageReport(ctx: AppContext, reportId: number, input: ResolveReport): Promise<ResolvedReport> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    if (!report) return null;
    if (input.action === 'dismiss') return { closedReports: await closeReports(tx, [report.id]), senderBlocked: false };
    await blockSender(tx, report.senderUserId, now);
    const against = await openReportsAgainst(tx, report.senderUserId);
    return { closedReports: await closeReports(tx, [...new Set([report.id, ...against])]), senderBlocked: true };
  });
  if (!result) {
    if (await reportExists(ctx.db, reportId)) throw new AppError('CONFLICT', 'This report was already closed.', { field: 'id' });
    throw new AppError('NOT_FOUND', 'That report was not found.', { field: 'id' });
  }
  return { id: reportId, status: 'CLOSED', action: input.action, ...result };
}
