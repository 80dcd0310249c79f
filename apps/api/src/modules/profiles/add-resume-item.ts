import { RESUME_LIMITS, SECTION_NOUNS, type ResumeSection, type SectionInputs, type SectionItems } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lockStaffUser } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';
import { countItems, insertItem, isUniqueViolation, skillNameTaken } from './resume-items-repository';

export const duplicateSkill = (name: string) => new AppError('CONFLICT', `Your resume already lists the skill '${name}'.`, { field: 'name' });

/** Adds one entry to a list of the resume, within the list's limit; skills are unique by name. */
export async function addResumeItem<S extends ResumeSection>(ctx: AppContext, username: string, section: S, input: SectionInputs[S]): Promise<SectionItems[S]> {
  const user = await requireStaffUser(ctx, username);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockStaffUser(tx, user.id);
      const limit = RESUME_LIMITS[section];
      if ((await countItems(tx, section, user.id)) >= limit)
        throw new AppError('CONFLICT', `A resume lists at most ${limit} ${section}; remove one to add another.`, { field: section });
      if (section === 'skills' && (await skillNameTaken(tx, user.id, (input as SectionInputs['skills']).name)))
        throw duplicateSkill((input as SectionInputs['skills']).name);
      return insertItem(tx, section, user.id, input);
    });
  } catch (error) {
    // Two requests adding the same skill at once: the unique index decides.
    if (section === 'skills' && isUniqueViolation(error)) throw duplicateSkill((input as SectionInputs['skills']).name);
    throw error;
  }
}

export const itemNotFound = (section: ResumeSection) => new AppError('NOT_FOUND', `That ${SECTION_NOUNS[section]} was not found.`);
