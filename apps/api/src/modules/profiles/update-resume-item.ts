import type { ResumeSection, SectionInputs, SectionItems } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { duplicateSkill, itemNotFound } from './add-resume-item';
import { requireStaffUser } from './require-staff-user';
import { isUniqueViolation, skillNameTaken, updateItem } from './resume-items-repository';

/** Replaces one of the owner's entries; another person's id answers 404 like a missing one. */
export async function updateResumeItem<S extends ResumeSection>(
  ctx: AppContext,
  username: string,
  section: S,
  id: number,
  input: SectionInputs[S],
): Promise<SectionItems[S]> {
  const user = await requireStaffUser(ctx, username);
  if (section === 'skills') {
    const { name } = input as SectionInputs['skills'];
    if (await skillNameTaken(ctx.db, user.id, name, id)) throw duplicateSkill(name);
  }
  try {
    const item = await updateItem(ctx.db, section, user.id, id, input);
    if (!item) throw itemNotFound(section);
    return item;
  } catch (error) {
    if (section === 'skills' && isUniqueViolation(error)) throw duplicateSkill((input as SectionInputs['skills']).name);
    throw error;
  }
}
