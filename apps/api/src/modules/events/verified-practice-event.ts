import type { AppContext } from '../../platform/context';
import { isVerifiedPractice } from '../credentials/public-api';
import { setEventReview } from './events-repository';

/** A practice verified by its organization NPI skips moderation (ADR 115): its new or edited event is approved at once. */
export async function approveIfVerifiedPractice(ctx: AppContext, id: number, submitterId: number): Promise<void> {
  if (await isVerifiedPractice(ctx.db, submitterId))
    await setEventReview(ctx.db, id, 'APPROVED', 'Verified practice: published without review.', ctx.clock.now());
}
