import { employerSkillEntries, type SkillEntry } from '@chairside/domain/assessments/skills';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { findEmployerUserId, loadTechnologies, saveTechnologies } from './assessments-repository';

/**
 * PUT users/employers/{id}/profile/assessment {skills}: the practice's technologies are the
 * entries scored 1 (the employer profile's technologies list). Answers every entry of the
 * technology list with its score (1 used, 0 not).
 */
export async function setEmployerTechnologies(ctx: AppContext, username: string, technologies: string[]): Promise<{ skills: SkillEntry[] }> {
  const employerId = await requireCallerId(ctx, username, 'employer', 'That practice');
  return { skills: employerSkillEntries(await saveTechnologies(ctx.db, employerId, technologies)) };
}

/** DELETE users/employers/{id}/profile/assessment: clears the technologies. */
export async function clearEmployerTechnologies(ctx: AppContext, username: string): Promise<void> {
  const employerId = await requireCallerId(ctx, username, 'employer', 'That practice');
  await saveTechnologies(ctx.db, employerId, []);
}

/** The signed-in practice's technology entries (lists/skills-employer). */
export async function employerSkillsOf(ctx: AppContext, username: string): Promise<SkillEntry[]> {
  const employerId = await findEmployerUserId(ctx.db, username);
  return employerSkillEntries(employerId === null ? [] : await loadTechnologies(ctx.db, employerId));
}
