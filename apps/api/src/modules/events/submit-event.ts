import { EVENT_SUBMISSIONS_PER_DAY, type CommunityEvent, type EventValues } from '@chairside/domain/community-events';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { eventFieldsOf } from './event-values';
import { eventViewOf } from './event-view';
import { findEvent, insertEvent } from './events-repository';
import { approveIfVerifiedPractice } from './verified-practice-event';
import { requireSignedInId } from '../../platform/caller';
import { spendSubmission } from './require-account';

/**
 * POST events: anyone signed in submits an event; it waits for an administrator (PENDING; a verified practice's is APPROVED at once, ADR 115) and
 * shows on the public pages once approved. At most 10 submissions a day per account.
 */
export async function submitEvent(ctx: AppContext, auth: RequestAuth, input: EventValues): Promise<CommunityEvent> {
  const userId = await requireSignedInId(ctx, auth);
  const fields = eventFieldsOf(input);
  await spendSubmission(ctx, `event-submit:${userId}`, EVENT_SUBMISSIONS_PER_DAY, 'events');
  const id = await insertEvent(ctx.db, userId, fields, ctx.clock.now());
  await approveIfVerifiedPractice(ctx, id, userId);
  const row = await findEvent(ctx.db, id);
  if (!row) throw new Error(`Event ${id} vanished`);
  return eventViewOf(row, { userId, isAdmin: false });
}
