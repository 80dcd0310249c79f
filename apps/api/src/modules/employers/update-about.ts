import type { AppContext } from '../../platform/context';
import { saveAbout } from './employers-repository';
import { requireEmployerRecord } from './require-employer';

/** Replaces the 'about the practice' text (null or blank clears it). */
export async function updateAbout(ctx: AppContext, username: string, about: string | null): Promise<{ about: string | null }> {
  const employer = await requireEmployerRecord(ctx, username);
  return { about: await saveAbout(ctx.db, employer.id, about) };
}
