import type { Classified, ClassifiedValues } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requireSignedInId } from '../../platform/caller';
import { listingNotFound } from './classified-access';
import { classifiedViewOf } from './classified-view';
import { findClassified, listPhotos, updateOwnClassified } from './classifieds-repository';
import { approveIfVerifiedPractice } from './verified-practice-listing';

/** PUT classifieds/{id}: the owner edits the listing, which goes back to review. Anyone else: 404. */
export async function updateClassified(ctx: AppContext, auth: RequestAuth, id: number, values: ClassifiedValues): Promise<Classified> {
  const userId = await requireSignedInId(ctx, auth);
  const now = ctx.clock.now();
  if (!(await updateOwnClassified(ctx.db, id, userId, values, now))) throw listingNotFound();
  await approveIfVerifiedPractice(ctx.db, id, userId, now);
  const row = await findClassified(ctx.db, id);
  if (!row) throw listingNotFound();
  return classifiedViewOf(row, await listPhotos(ctx.db, [id]), { userId, isAdmin: false }, now);
}
