import type { MessageReport } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { listOpenReports } from './messaging-repository';

/** GET admin/message-reports: open reports for the administrators, oldest first. */
export function listMessageReports(ctx: AppContext, limit: number): Promise<MessageReport[]> {
  return listOpenReports(ctx.db, limit);
}
