import { CLASSIFIED_SUBMISSIONS_PER_DAY, type ClassifiedValues } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requireSignedInId } from '../../platform/caller';
import { spendSubmission } from '../events/public-api';
import { insertClassified } from './classifieds-repository';
import { approveIfVerifiedPractice } from './verified-practice-listing';

/** POST classifieds: the signed-in person writes a listing; it waits for review (PENDING; a verified practice's is APPROVED at once). At most 10 a day. */
export async function createClassified(ctx: AppContext, auth: RequestAuth, values: ClassifiedValues): Promise<{ id: number }> {
  const userId = await requireSignedInId(ctx, auth);
  await spendSubmission(ctx, `classified-submit:${userId}`, CLASSIFIED_SUBMISSIONS_PER_DAY, 'classified listings');
  const id = await insertClassified(ctx.db, userId, values, ctx.clock.now());
  await approveIfVerifiedPractice(ctx.db, id, userId, ctx.clock.now());
  return { id };
}
