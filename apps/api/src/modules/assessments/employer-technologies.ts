import { employerSkillEntries, type SkillEntry } from '@chairside/domain/assessments/skills';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployerUserId, loadTechnologies, saveTechnologies } from './assessments-repository';

async function requireEmployerId(ctx: AppContext, username: string): Promise<number> {
  const id = await findEmployerUserId(ctx.db, username);
  if (id === null) throw notFound('That practice');
  return id;
}

/**
 * PUT users/employers/{id}/profile/assessment {skills}: the practice's technologies are the
 * entries scored 1 (the employer profile's technologies list). Answers every entry of the
 * technology list with its score (1 used, 0 not).
 */
export async function setEmployerTechnologies(ctx: AppContext, username: string, technologies: string[]): Promise<{ skills: SkillEntry[] }> {
  const employerId = await requireEmployerId(ctx, username);
  return { skills: employerSkillEntries(await saveTechnologies(ctx.db, employerId, technologies)) };
}

/** DELETE users/employers/{id}/profile/assessment: clears the technologies. */
export async function clearEmployerTechnologies(ctx: AppContext, username: string): Promise<void> {
  const employerId = await requireEmployerId(ctx, username);
  await saveTechnologies(ctx.db, employerId, []);
}

/** The signed-in practice's technology entries (lists/skills-employer). */
export async function employerSkillsOf(ctx: AppContext, username: string): Promise<SkillEntry[]> {
  const employerId = await findEmployerUserId(ctx.db, username);
  return employerSkillEntries(employerId === null ? [] : await loadTechnologies(ctx.db, employerId));
}
