// Resume profile completeness score, good-to-apply and the profile-boost prompt rule.
// Decisions where the spec is silent (docs/decisions/0073-completeness-alerts-and-profile-prompt.md):
// - A score never goes down when something is added. So 'more skills' ("shown when 2 to 5
//   skills") is missing until the 6th skill, from no skills on: the 2nd skill no longer costs
//   5 points, and an empty resume does not start with them.
// - 'Skills assessment' is missing until some skill is rated above 1 (the not-yet-rated
//   default): the spec's "scores sum to at most the number of skills" for scores of 1 to 5,
//   without an unrated skill added later taking the points away again.
// - 'education' counts schools, certs and courses: missing only when all three are.
// - isMissing: false, 0 and NaN are missing (an unset toggle, zero days or years, no salary).
// - The prompt shows again once 30 or more whole days have passed since it was last shown to the
//   account, and only to a private resume (ADR 73).

export type Skill = { name: string; score?: number | null };

export type ResumeProfile = {
  intro?: string | null;
  skills?: readonly Skill[] | null;
  isPublic?: boolean | null;
  isRelocate?: boolean | null;
  license?: string | null;
  other?: string | null;
  /** Years of service. */
  experience?: string | number | null;
  salary?: string | number | null;
  companies?: readonly unknown[] | null;
  schools?: readonly unknown[] | null;
  certs?: readonly unknown[] | null;
  courses?: readonly unknown[] | null;
  dowTotal?: string | number | null;
  dowTotalTemp?: string | number | null;
  hasPhoto?: boolean | null;
  position?: string | null;
};

export type AssessmentResults = {
  discScores?: unknown;
  emotion?: { isComplete?: boolean | null } | null;
  values?: unknown;
  culture?: unknown;
  alignmentQuestionnaire?: {
    personalVisionAnswer?: string | null;
    teamExpectationsAnswer?: string | null;
  } | null;
};

export type CompletenessInput = ResumeProfile & AssessmentResults;

export type CompletenessKey =
  | 'intro'
  | 'skills'
  | 'moreSkills'
  | 'publicResume'
  | 'photo'
  | 'availability'
  | 'license'
  | 'otherAchievements'
  | 'yearsOfService'
  | 'salaryRequirement'
  | 'discAssessment'
  | 'emotionalIntelligence'
  | 'coreValues'
  | 'skillsAssessment'
  | 'culture'
  | 'alignmentQuestionnaire'
  | 'workHistory'
  | 'education';

export type CompletenessItem = { key: CompletenessKey; label: string; points: number };
export type Completeness = { score: number; missing: CompletenessItem[] };

export const PROFILE_COMPLETENESS_MAX = 100;
export const GOOD_TO_APPLY_MIN_SKILLS = 5;
export const PROFILE_PROMPT_SUPPRESS_DAYS = 30;
/** The fewest skills that clear both skills rows of the table. */
export const SKILLS_FOR_FULL_POINTS = 6;
export const LICENSED_POSITIONS: readonly string[] = ['DD', 'DH'];

const NOT_SPECIFIED = new Set(['none specified', 'not specified']);

/** Empty, blank, an empty list or object, false, 0, or the text 'none/not specified'. */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === '' || NOT_SPECIFIED.has(text);
  }
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

type Rule = CompletenessItem & { isMissing: (input: CompletenessInput) => boolean };

function skillCount(input: CompletenessInput): number {
  return input.skills?.length ?? 0;
}

// In the order of the spec's table; the points add up to 100.
const RULES: readonly Rule[] = [
  { key: 'intro', label: 'intro', points: 10, isMissing: (p) => isMissing(p.intro) },
  { key: 'skills', label: 'skills', points: 10, isMissing: (p) => skillCount(p) === 0 },
  {
    key: 'moreSkills',
    label: 'more skills',
    points: 5,
    isMissing: (p) => skillCount(p) < SKILLS_FOR_FULL_POINTS,
  },
  { key: 'publicResume', label: 'public resume', points: 5, isMissing: (p) => p.isPublic !== true },
  { key: 'photo', label: 'photo', points: 5, isMissing: (p) => p.hasPhoto !== true },
  {
    key: 'availability',
    label: 'availability',
    points: 5,
    isMissing: (p) => isMissing(p.dowTotal) && isMissing(p.dowTotalTemp),
  },
  {
    key: 'license',
    label: 'license',
    points: 5,
    isMissing: (p) => LICENSED_POSITIONS.includes(p.position ?? '') && isMissing(p.license),
  },
  { key: 'otherAchievements', label: 'other achievements', points: 5, isMissing: (p) => isMissing(p.other) },
  { key: 'yearsOfService', label: 'years of service', points: 5, isMissing: (p) => isMissing(p.experience) },
  { key: 'salaryRequirement', label: 'salary requirement', points: 5, isMissing: (p) => isMissing(p.salary) },
  { key: 'discAssessment', label: 'DISC assessment', points: 5, isMissing: (p) => isMissing(p.discScores) },
  {
    key: 'emotionalIntelligence',
    label: 'Emotional Intelligence',
    points: 5,
    isMissing: (p) => p.emotion?.isComplete !== true,
  },
  { key: 'coreValues', label: 'Core Values', points: 5, isMissing: (p) => isMissing(p.values) },
  {
    key: 'skillsAssessment',
    label: 'Skills assessment',
    points: 5,
    isMissing: (p) => !(p.skills ?? []).some((skill) => (Number(skill.score) || 0) > 1),
  },
  { key: 'culture', label: 'Culture', points: 5, isMissing: (p) => isMissing(p.culture) },
  {
    key: 'alignmentQuestionnaire',
    label: 'Alignment Questionnaire',
    points: 5,
    isMissing: (p) => isMissing(p.alignmentQuestionnaire?.personalVisionAnswer) || isMissing(p.alignmentQuestionnaire?.teamExpectationsAnswer),
  },
  { key: 'workHistory', label: 'work history', points: 5, isMissing: (p) => isMissing(p.companies) },
  {
    key: 'education',
    label: 'education',
    points: 5,
    isMissing: (p) => isMissing(p.schools) && isMissing(p.certs) && isMissing(p.courses),
  },
];

const RULE_POINTS = Object.fromEntries(RULES.map((rule) => [rule.key, rule.points])) as Record<CompletenessKey, number>;

/** All items of the spec's table, in order. */
export const COMPLETENESS_ITEMS: readonly CompletenessItem[] = RULES.map(({ key, label, points }) => ({
  key,
  label,
  points,
}));

export function profileCompleteness(input: CompletenessInput): Completeness {
  const missing = RULES.filter((rule) => rule.isMissing(input)).map(({ key, label, points }) => ({
    key,
    label,
    points,
  }));
  const lost = missing.reduce((total, item) => total + item.points, 0);
  return { score: Math.max(0, PROFILE_COMPLETENESS_MAX - lost), missing };
}

/**
 * What the next skills bring to the score: `add` more skills gain `points` (the first skill its
 * 10, then the 6th the 5 of 'more skills'). Null once the skills rows are clear.
 */
export type SkillsAdvice = { add: number; points: number };

export function skillsAdvice(count: number): SkillsAdvice | null {
  if (count <= 0) return { add: 1, points: RULE_POINTS.skills };
  if (count >= SKILLS_FOR_FULL_POINTS) return null;
  return { add: SKILLS_FOR_FULL_POINTS - count, points: RULE_POINTS.moreSkills };
}

/** Good to apply: at least 5 skills and an intro. */
export function isGoodToApply(profile: Pick<ResumeProfile, 'intro' | 'skills'>): boolean {
  return (profile.skills?.length ?? 0) >= GOOD_TO_APPLY_MIN_SKILLS && !isMissing(profile.intro);
}

export type ProfilePromptInput = {
  isGoodToApply: boolean;
  isPublic: boolean;
  /** YYYY-MM-DD the prompt was last shown to this user; null if never (or unreadable). */
  lastShownDate: string | null;
  /** YYYY-MM-DD */
  today: string;
  isOpen: boolean;
};

const DAY_MS = 86_400_000;

/** Milliseconds at UTC midnight of a YYYY-MM-DD day, or null if it is not a real day. */
function parseDay(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? ms : null;
}

/**
 * The profile-boost modal opens when the profile is good to apply and still private (a public
 * resume is what the prompt asks for; relocation alone is not worth an interruption: ADR 73),
 * was not shown to the account in the last 30 days, and is not already open. A stored date that
 * cannot be read counts as never shown; one in the future counts as just shown.
 */
export function shouldShowProfilePrompt(input: ProfilePromptInput): boolean {
  const today = parseDay(input.today);
  if (today === null) throw new RangeError(`today must be a YYYY-MM-DD day, got '${input.today}'`);
  if (!input.isGoodToApply || input.isOpen || input.isPublic) return false;
  const last = input.lastShownDate === null ? null : parseDay(input.lastShownDate);
  if (last === null) return true;
  return (today - last) / DAY_MS >= PROFILE_PROMPT_SUPPRESS_DAYS;
}
