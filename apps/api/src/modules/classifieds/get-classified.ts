import type { Classified } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { readableClassified } from './classified-access';
import { classifiedViewOf } from './classified-view';
import { listPhotos } from './classifieds-repository';

/** GET classifieds/{id}: the owner (and administrators) always; everyone else once approved and within its term, 404 before. */
export async function getClassified(ctx: AppContext, auth: RequestAuth | null, id: number): Promise<Classified> {
  const { row, viewer } = await readableClassified(ctx, auth, id);
  return classifiedViewOf(row, await listPhotos(ctx.db, [id]), viewer, ctx.clock.now());
}
