// What a job seeker's resume still needs before they may apply (the spec: good to apply needs
// 5 skills plus an intro), said as steps a person can take.
import { GOOD_TO_APPLY_MIN_SKILLS, isMissing, type ResumeProfile } from './profile-completeness';

export type ApplyNeed = { key: 'intro'; label: string } | { key: 'skills'; label: string; skillsToAdd: number };

/** The steps left before applying, intro first; none when the resume is good to apply. */
export function applyNeeds(profile: Pick<ResumeProfile, 'intro' | 'skills'>): ApplyNeed[] {
  const needs: ApplyNeed[] = [];
  if (isMissing(profile.intro)) needs.push({ key: 'intro', label: 'Write a short intro about yourself' });
  const skillsToAdd = Math.max(0, GOOD_TO_APPLY_MIN_SKILLS - (profile.skills?.length ?? 0));
  if (skillsToAdd > 0)
    needs.push({
      key: 'skills',
      label:
        skillsToAdd === GOOD_TO_APPLY_MIN_SKILLS
          ? `Add ${GOOD_TO_APPLY_MIN_SKILLS} skills`
          : `Add ${skillsToAdd} more skill${skillsToAdd === 1 ? '' : 's'} (${GOOD_TO_APPLY_MIN_SKILLS} in all)`,
      skillsToAdd,
    });
  return needs;
}
