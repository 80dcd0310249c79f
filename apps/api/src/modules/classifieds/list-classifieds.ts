import { CLASSIFIEDS_PAGE_SIZE, type Classified, type ClassifiedCategory, type ClassifiedList } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requireSignedInId } from '../../platform/caller';
import { classifiedViewOf } from './classified-view';
import { listOwnerClassifieds, listPhotos, listPublicClassifieds } from './classifieds-repository';

/** GET classifieds: live listings (approved, within their term), newest first, 20 a page, optionally of one category. */
export async function listClassifieds(ctx: AppContext, category: ClassifiedCategory | null, page: number): Promise<ClassifiedList> {
  const now = ctx.clock.now();
  const { rows, total } = await listPublicClassifieds(ctx.db, { category, now, limit: CLASSIFIEDS_PAGE_SIZE, offset: (page - 1) * CLASSIFIEDS_PAGE_SIZE });
  const photos = await listPhotos(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    classifieds: rows.map((row) => classifiedViewOf(row, photos, { userId: null, isAdmin: false }, now)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / CLASSIFIEDS_PAGE_SIZE)),
  };
}

/** GET classifieds/mine: the owner's listings, newest first, in every state. */
export async function listMyClassifieds(ctx: AppContext, auth: RequestAuth): Promise<Classified[]> {
  const userId = await requireSignedInId(ctx, auth);
  const now = ctx.clock.now();
  const rows = await listOwnerClassifieds(ctx.db, userId);
  const photos = await listPhotos(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => classifiedViewOf(row, photos, { userId, isAdmin: false }, now));
}
