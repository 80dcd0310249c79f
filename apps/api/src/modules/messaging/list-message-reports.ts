import type { MessageReport } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { listOpenReportsWithContext } from './message-reports-repository';

/** GET admin/message-reports: open reports for the administrators, oldest first, with the conversation around each. */
export function listMessageReports(ctx: AppContext, limit: number): Promise<MessageReport[]> {
  return listOpenReportsWithContext(ctx.db, limit);
}
