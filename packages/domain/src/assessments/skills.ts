// Skills self-rating by category (our own list) and the technology a person knows (the employer
// technology list, so a candidate's ratings line up with what a practice uses).
import { z } from 'zod';
import { EMPLOYER_TECHNOLOGY_CATEGORIES } from '../employer-profile';

export const STAFF_SKILL_CATEGORIES = {
  'Clinical chairside': [
    'Four-handed dentistry',
    'Instrument transfer',
    'Impressions',
    'Temporary crowns',
    'Sealants',
    'Coronal polishing',
    'Rubber dam placement',
  ],
  'Hygiene and periodontics': [
    'Scaling and root planing',
    'Periodontal charting',
    'Local anaesthesia',
    'Ultrasonic scaling',
    'Fluoride varnish',
    'Oral cancer screening',
  ],
  'Radiography and imaging': ['Bitewing radiographs', 'Full-mouth series', 'Panoramic imaging', 'Intraoral photography'],
  'Infection control and safety': ['Sterilisation and autoclave', 'OSHA compliance', 'Operatory turnover', 'Medical emergencies'],
  'Front office': ['Scheduling', 'Insurance verification', 'Claims and billing', 'Treatment presentation', 'Collections', 'Patient check-in and check-out'],
  'Patient care': ['Calming anxious patients', 'Paediatric patients', 'Oral hygiene instruction', 'Post-operative instructions', 'Spanish-speaking patients'],
} as const satisfies Record<string, readonly string[]>;

export type SkillEntry = { skill: string; category: string; score: number };

export const SKILL_RATING_MIN = 1;
export const SKILL_RATING_MAX = 5;

export const SKILL_RATING_LABELS: Record<number, string> = {
  1: 'Learning',
  2: 'Basic',
  3: 'Competent',
  4: 'Proficient',
  5: 'Expert',
};

type Catalogue = Record<string, readonly string[]>;

function entriesOf(categories: Catalogue) {
  return Object.entries(categories).flatMap(([category, skills]) => skills.map((skill) => ({ skill, category })));
}

export const STAFF_SKILLS = entriesOf(STAFF_SKILL_CATEGORIES);
export const TECHNOLOGY_SKILLS = entriesOf(EMPLOYER_TECHNOLOGY_CATEGORIES);
/** Everything a job seeker may rate: skills and technology. */
export const RATEABLE_SKILLS = [...STAFF_SKILLS, ...TECHNOLOGY_SKILLS];
export const TECHNOLOGY_CATEGORY_NAMES: readonly string[] = Object.keys(EMPLOYER_TECHNOLOGY_CATEGORIES);

const CATEGORY_BY_SKILL = new Map(RATEABLE_SKILLS.map((entry) => [entry.skill.toLowerCase(), entry]));

export function rateableSkill(name: string): { skill: string; category: string } | null {
  return CATEGORY_BY_SKILL.get(name.trim().toLowerCase()) ?? null;
}

const rating = z
  .number({ error: `score is a whole number from ${SKILL_RATING_MIN} to ${SKILL_RATING_MAX}.` })
  .int(`score is a whole number from ${SKILL_RATING_MIN} to ${SKILL_RATING_MAX}.`)
  .min(SKILL_RATING_MIN, `score is a whole number from ${SKILL_RATING_MIN} to ${SKILL_RATING_MAX}.`)
  .max(SKILL_RATING_MAX, `score is a whole number from ${SKILL_RATING_MIN} to ${SKILL_RATING_MAX}.`);

/** PUT staff skills: at least one rated skill from the lists, each once; stored with the list's spelling and category. */
export const StaffSkillsInputSchema = z
  .array(
    z.strictObject({
      skill: z.string({ error: 'skill is a name from the skills list.' }).max(100, 'skill is a name from the skills list.'),
      category: z.string().max(100).optional(),
      score: rating,
    }),
    { error: 'skills is a list of {skill, score}.' },
  )
  .min(1, 'Rate at least one skill.')
  .max(RATEABLE_SKILLS.length, 'Rate each skill at most once.')
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const known = rateableSkill(item.skill);
      if (!known) ctx.addIssue({ code: 'custom', path: [index, 'skill'], message: `'${item.skill.slice(0, 100)}' is not on the skills list.` });
      else if (seen.has(known.skill)) ctx.addIssue({ code: 'custom', path: [index, 'skill'], message: `'${known.skill}' is rated twice.` });
      else seen.add(known.skill);
    });
  })
  .transform((items): SkillEntry[] => items.map((item) => ({ ...(rateableSkill(item.skill) as { skill: string; category: string }), score: item.score })));

/** The practice's technologies as skill entries: score 1 when it uses the technology, otherwise 0. */
export function employerSkillEntries(technologies: readonly string[]): SkillEntry[] {
  const used = new Set(technologies);
  return TECHNOLOGY_SKILLS.map((entry) => ({ ...entry, score: used.has(entry.skill) ? 1 : 0 }));
}

/** PUT employer profile/assessment: {skills: [{skill, score}]}; the technologies are the skills scored 1. */
export const EmployerSkillsInputSchema = z
  .array(
    z.strictObject({
      skill: z.string({ error: 'skill is a name from the technology list.' }).max(100, 'skill is a name from the technology list.'),
      category: z.string().max(100).optional(),
      score: z.union([z.literal(0), z.literal(1)], { error: 'score is 1 (the practice uses it) or 0.' }),
    }),
    { error: 'skills is a list of {skill, score}.' },
  )
  .max(TECHNOLOGY_SKILLS.length * 2, 'List each technology at most once.')
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      const known = rateableSkill(item.skill);
      if (!known || !TECHNOLOGY_CATEGORY_NAMES.includes(known.category))
        ctx.addIssue({ code: 'custom', path: [index, 'skill'], message: `'${item.skill.slice(0, 100)}' is not on the technology list.` });
    });
  })
  .transform((items) => [...new Set(items.filter((item) => item.score === 1).map((item) => (rateableSkill(item.skill) as { skill: string }).skill))]);
