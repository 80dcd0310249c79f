import type { AppContext } from '../../platform/context';
import { savePublic } from './employers-repository';
import { requireEmployerRecord } from './require-employer';

/** Public: anyone may read the practice profile; private: only the practice. */
export async function setProfilePublic(ctx: AppContext, username: string, state: boolean): Promise<{ isPublic: boolean }> {
  const employer = await requireEmployerRecord(ctx, username);
  return { isPublic: await savePublic(ctx.db, employer.id, state) };
}
