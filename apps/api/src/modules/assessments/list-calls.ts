// The lists/ calls: question banks (current version) and the value and skill lists.
import { CULTURE_MC_BANK, CULTURE_PREFERENCE_BANK, EMPLOYER_CULTURE_MC_BANK } from '@chairside/domain/assessments/culture';
import { DISC_BANK } from '@chairside/domain/assessments/disc';
import { EMOTIONS_BANK, EI_GROUP_TEXT, EI_GROUPS } from '@chairside/domain/assessments/emotions';
import { questionListOf, type QuestionList } from '@chairside/domain/assessments/instrument';
import { SATISFACTION_BANK } from '@chairside/domain/assessments/satisfaction';
import { STAFF_SKILL_CATEGORIES, STAFF_SKILLS, RATEABLE_SKILLS, TECHNOLOGY_CATEGORY_NAMES } from '@chairside/domain/assessments/skills';
import { CORE_VALUES, VALUES_VERSION } from '@chairside/domain/assessments/values';

export const QUESTION_LISTS: Record<string, QuestionList & { groups?: { id: string; label: string; strength: string; tips: string[] }[] }> = {
  'disc-questions': questionListOf(DISC_BANK),
  'emotional-intelligence-questions': {
    ...questionListOf(EMOTIONS_BANK),
    groups: EI_GROUPS.map((id) => ({ id, ...EI_GROUP_TEXT[id], tips: [...EI_GROUP_TEXT[id].tips] })),
  },
  'culture-multiple-choice-questions': questionListOf(CULTURE_MC_BANK),
  'culture-preference-questions': questionListOf(CULTURE_PREFERENCE_BANK),
  'employer-culture-multiple-choice-questions': questionListOf(EMPLOYER_CULTURE_MC_BANK),
  'job-satisfaction-questions': questionListOf(SATISFACTION_BANK),
};

export const valuesList = () => ({ version: VALUES_VERSION, items: CORE_VALUES.map((value) => ({ ...value })) });
export const staffSkillCategories = () => ({ items: Object.keys(STAFF_SKILL_CATEGORIES) });
export const technologyCategories = () => ({ items: [...TECHNOLOGY_CATEGORY_NAMES] });
/** Every rateable skill (skills and technology) with its category. */
export const allSkills = () => ({ items: RATEABLE_SKILLS.map((entry) => ({ ...entry })) });
export const staffSkills = () => ({ items: STAFF_SKILLS.map((entry) => ({ ...entry })) });
