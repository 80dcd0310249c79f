import { CLASSIFIED_TERM_DAYS, type Classified } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listingNotFound, ownClassified } from './classified-access';
import { classifiedViewOf } from './classified-view';
import { extendTerm, findClassified, listPhotos } from './classifieds-repository';

const DAY_MS = 86_400_000;
export const RENEW_PAGE = '/classified-renew/';

const notApproved = () => new AppError('CONFLICT', 'Only an approved listing can be renewed. Edit it and it will be reviewed again.', { field: 'id' });

/** A new 60-day term from now for an approved listing (live or expired). */
async function renew(ctx: AppContext, id: number, viewer: { userId: number | null; isAdmin: boolean }): Promise<Classified> {
  const now = ctx.clock.now();
  if (!(await extendTerm(ctx.db, id, new Date(now.getTime() + CLASSIFIED_TERM_DAYS * DAY_MS)))) throw notApproved();
  const row = await findClassified(ctx.db, id);
  if (!row) throw listingNotFound();
  return classifiedViewOf(row, await listPhotos(ctx.db, [id]), viewer, now);
}

/** PUT classifieds/{id}/renew: the owner renews from the app. */
export async function renewOwnClassified(ctx: AppContext, auth: RequestAuth, id: number): Promise<Classified> {
  const { userId } = await ownClassified(ctx, auth, id);
  return renew(ctx, id, { userId, isAdmin: false });
}

/** GET signed/classified-renew/{token}: the listing the emailed link renews, for its page. */
export async function classifiedOfRenewLink(ctx: AppContext, token: string): Promise<{ classified: Classified; isUsed: boolean }> {
  const link = ctx.signedLinks.verify(token, 'classified-renew');
  const row = await findClassified(ctx.db, Number(link.subject.classifiedId));
  if (!row) throw listingNotFound();
  const classified = classifiedViewOf(row, await listPhotos(ctx.db, [row.id]), { userId: row.ownerId, isAdmin: false }, ctx.clock.now());
  return { classified, isUsed: await ctx.signedLinks.isUsed(link) };
}

/** POST signed/classified-renew/{token}: renews once from the emailed link, signed out. */
export async function renewByLink(ctx: AppContext, token: string): Promise<Classified> {
  const link = ctx.signedLinks.verify(token, 'classified-renew');
  const id = Number(link.subject.classifiedId);
  const row = await findClassified(ctx.db, id);
  if (!row) throw listingNotFound();
  return ctx.signedLinks.useOnce(link, () => renew(ctx, id, { userId: row.ownerId, isAdmin: false }));
}
