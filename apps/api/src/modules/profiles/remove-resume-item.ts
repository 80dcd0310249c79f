import type { ResumeSection } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { itemNotFound } from './add-resume-item';
import { requireStaffUser } from './require-staff-user';
import { deleteItem } from './resume-items-repository';

/** Removes one of the owner's entries; 404 when there is none with that id. */
export async function removeResumeItem(ctx: AppContext, username: string, section: ResumeSection, id: number): Promise<void> {
  const user = await requireStaffUser(ctx, username);
  if (!(await deleteItem(ctx.db, section, user.id, id))) throw itemNotFound(section);
}
