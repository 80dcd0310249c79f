import type { RequestAuth } from '../../platform/auth';
import { findCaller, requireSignedInId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findClassified, findOwnClassified, type ClassifiedRow } from './classifieds-repository';
import { displayStatusOf } from './classified-view';

export const listingNotFound = () => notFound('That listing');

/** The viewer of a read: their account id (null signed out) and whether they administer. */
export async function viewerOf(ctx: AppContext, auth: RequestAuth | null): Promise<{ userId: number | null; isAdmin: boolean }> {
  return { userId: auth ? ((await findCaller(ctx.db, auth.username))?.id ?? null) : null, isAdmin: auth?.role === 'admin' };
}

/**
 * A listing the viewer may read: its owner and administrators always; everyone else only while
 * it is approved and within its term (404 otherwise, as if it did not exist).
 */
export async function readableClassified(ctx: AppContext, auth: RequestAuth | null, id: number) {
  const row = await findClassified(ctx.db, id);
  if (!row) throw listingNotFound();
  const viewer = await viewerOf(ctx, auth);
  const privileged = viewer.isAdmin || (viewer.userId !== null && viewer.userId === row.ownerId);
  if (!privileged && displayStatusOf(row, ctx.clock.now()) !== 'APPROVED') throw listingNotFound();
  return { row, viewer };
}

/** The caller's own listing (anyone else's, or none: 404). */
export async function ownClassified(ctx: AppContext, auth: RequestAuth, id: number): Promise<{ row: ClassifiedRow; userId: number }> {
  const userId = await requireSignedInId(ctx, auth);
  const row = await findOwnClassified(ctx.db, id, userId);
  if (!row) throw listingNotFound();
  return { row, userId };
}
