// Workplace culture (our own items and model). Four themes a dental practice's culture leans on:
// team (a close-knit team), patient (the patient experience), results (productivity and growth)
// and systems (structure and consistent systems). 12 multiple-choice questions: each option is
// keyed to one theme; a person's culture profile is the share of answers per theme (0-100, adding
// up to 100 give or take rounding). The job seeker describes the practice they want to work in;
// the practice answers the same questions mirrored, about itself (`culture-employer`, kept apart).
// 8 preference questions (job seekers only) place the person between two poles on a 1-5 scale;
// they describe the person and do not count toward fit. See ADR 0051 and 0052.
import { cyclic } from '../lists';
import type { AnswerOption, QuestionBank } from './instrument';

export const CULTURE_THEMES = ['team', 'patient', 'results', 'systems'] as const;
export type CultureTheme = (typeof CULTURE_THEMES)[number];
export type CultureProfile = Record<CultureTheme, number>;

export const CULTURE_THEME_TEXT: Record<CultureTheme, { label: string; description: string }> = {
  team: { label: 'Close-knit team', description: 'People look after each other and decide things together.' },
  patient: { label: 'Patient experience', description: 'Everything is built around how patients feel and are treated.' },
  results: { label: 'Results and growth', description: 'Goals, productivity and growing the practice drive the day.' },
  systems: { label: 'Structure and systems', description: 'Clear protocols, roles and consistent ways of working.' },
};

type McItem = { id: string; seeker: string; practice: string; options: Record<CultureTheme, { seeker: string; practice: string }> };

const opt = (seeker: string, practice: string = seeker) => ({ seeker, practice });

const MC_ITEMS: readonly McItem[] = [
  {
    id: 'culture-mc-01',
    seeker: 'In the practice I want to work in, decisions are mostly made…',
    practice: 'In our practice, decisions are mostly made…',
    options: {
      team: opt('by talking them through as a team'),
      patient: opt('by asking what is best for the patient'),
      results: opt('by looking at what grows the practice'),
      systems: opt('by following an agreed process'),
    },
  },
  {
    id: 'culture-mc-02',
    seeker: 'A great day at work is one where…',
    practice: 'For our team, a great day is one where…',
    options: {
      team: opt('everyone pulled together and helped each other'),
      patient: opt('patients left happy and cared for'),
      results: opt('the schedule was full and goals were met'),
      systems: opt('everything ran on time and by the book'),
    },
  },
  {
    id: 'culture-mc-03',
    seeker: 'I would like to be recognized for…',
    practice: 'We mostly recognize people for…',
    options: {
      team: opt('supporting my colleagues', 'supporting their colleagues'),
      patient: opt('the care and kindness I show patients', 'the care and kindness they show patients'),
      results: opt('the results I achieve', 'the results they achieve'),
      systems: opt('accurate, consistent work'),
    },
  },
  {
    id: 'culture-mc-04',
    seeker: 'When something goes wrong, I want the practice to…',
    practice: 'When something goes wrong, our practice…',
    options: {
      team: opt('talk it over together without blame', 'talks it over together without blame'),
      patient: opt('put things right for the patient first', 'puts things right for the patient first'),
      results: opt('fix it fast and move on', 'fixes it fast and moves on'),
      systems: opt('change the protocol so it does not happen again', 'changes the protocol so it does not happen again'),
    },
  },
  {
    id: 'culture-mc-05',
    seeker: 'The leader I work best with…',
    practice: 'Our dentist or office manager mostly…',
    options: {
      team: opt('treats the team like family', 'treats the team like family'),
      patient: opt('models great chairside manner', 'models great chairside manner'),
      results: opt('sets ambitious targets', 'sets ambitious targets'),
      systems: opt('sets clear rules and sticks to them', 'sets clear rules and sticks to them'),
    },
  },
  {
    id: 'culture-mc-06',
    seeker: 'Team meetings should mostly be about…',
    practice: 'Our team meetings are mostly about…',
    options: {
      team: opt('how we are doing as people and as a team'),
      patient: opt('patient feedback and comfort'),
      results: opt('production numbers and goals'),
      systems: opt('procedures, checklists and compliance'),
    },
  },
  {
    id: 'culture-mc-07',
    seeker: 'New technology should be brought in…',
    practice: 'We bring in new technology…',
    options: {
      team: opt('once the whole team has had a say'),
      patient: opt('when it makes visits easier for patients'),
      results: opt('when it improves productivity'),
      systems: opt('with training and a written procedure'),
    },
  },
  {
    id: 'culture-mc-08',
    seeker: 'The pace of work that suits me is…',
    practice: 'The pace of work in our practice is…',
    options: {
      team: opt('busy, but we cover for each other'),
      patient: opt('unhurried, with time for each patient'),
      results: opt('fast, with a full schedule'),
      systems: opt('steady and predictable'),
    },
  },
  {
    id: 'culture-mc-09',
    seeker: 'Training and growth should come from…',
    practice: 'Training and growth in our practice come from…',
    options: {
      team: opt('colleagues teaching each other'),
      patient: opt('learning to give patients a better experience'),
      results: opt('courses that add services and revenue'),
      systems: opt('a structured training plan'),
    },
  },
  {
    id: 'culture-mc-10',
    seeker: 'The practice should be known for…',
    practice: 'Our practice is known for…',
    options: {
      team: opt('a team that has worked together for years'),
      patient: opt('the way it treats patients', 'the way we treat patients'),
      results: opt('growth and modern dentistry'),
      systems: opt('being well run and reliable'),
    },
  },
  {
    id: 'culture-mc-11',
    seeker: 'Disagreements are best handled by…',
    practice: 'Disagreements in our team are handled by…',
    options: {
      team: opt('an open, honest conversation'),
      patient: opt('asking what the patient needs'),
      results: opt('going with what works best'),
      systems: opt('checking what the policy says'),
    },
  },
  {
    id: 'culture-mc-12',
    seeker: 'At the end of the year I want to be proud that…',
    practice: 'At the end of the year we want to be proud that…',
    options: {
      team: opt('the team is stronger and closer'),
      patient: opt('patients trust us more'),
      results: opt('the practice grew'),
      systems: opt('we ran safely and without errors'),
    },
  },
];

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

const mcKey = new Map<string, CultureTheme>();

function mcBank(id: string, voice: 'seeker' | 'practice'): QuestionBank {
  return {
    id,
    version: 1,
    questions: MC_ITEMS.map((item, index) => ({
      id: item.id,
      text: item[voice],
      options: OPTION_IDS.map((optionId, position): AnswerOption => {
        const theme = cyclic(CULTURE_THEMES, index + position);
        mcKey.set(`${item.id}:${optionId}`, theme);
        return { id: optionId, label: item.options[theme][voice] };
      }),
    })),
  };
}

/** The job seeker's multiple-choice questions (culture-q). */
export const CULTURE_MC_BANK = mcBank('culture-mc', 'seeker');
/** The same questions, mirrored for the practice (culture-employer); same ids and keys. */
export const EMPLOYER_CULTURE_MC_BANK = mcBank('culture-employer', 'practice');

const LEANING_OPTIONS: readonly AnswerOption[] = [
  { id: '1', label: 'Strongly the first' },
  { id: '2', label: 'Somewhat the first' },
  { id: '3', label: 'No preference' },
  { id: '4', label: 'Somewhat the second' },
  { id: '5', label: 'Strongly the second' },
];

type PreferenceItem = { id: string; first: string; second: string };

export const CULTURE_PREFERENCE_ITEMS: readonly PreferenceItem[] = [
  { id: 'culture-pq-1', first: 'A small practice where everyone knows everyone', second: 'A large practice or group with many colleagues' },
  { id: 'culture-pq-2', first: 'The same routine every day', second: 'Variety and new challenges' },
  { id: 'culture-pq-3', first: 'Clear instructions', second: 'Freedom to work my own way' },
  { id: 'culture-pq-4', first: 'Quiet, focused work', second: 'Lively chat with patients and team' },
  { id: 'culture-pq-5', first: 'A fixed salary', second: 'Pay tied to production or bonuses' },
  { id: 'culture-pq-6', first: 'Feedback once in a while', second: 'Feedback often' },
  { id: 'culture-pq-7', first: 'Proven, familiar methods', second: 'The latest techniques and equipment' },
  { id: 'culture-pq-8', first: 'Keeping work and private life separate', second: 'Socialising with the team outside work' },
];

/** The job seeker's preference questions (culture-pq): each between two poles, 1 to 5. */
export const CULTURE_PREFERENCE_BANK: QuestionBank = {
  id: 'culture-pq',
  version: 1,
  questions: CULTURE_PREFERENCE_ITEMS.map((item) => ({
    id: item.id,
    text: `${item.first} — or — ${item.second}`,
    options: LEANING_OPTIONS,
  })),
};

export function cultureThemeOf(questionId: string, answer: string): CultureTheme | undefined {
  return mcKey.get(`${questionId}:${answer}`);
}

/** Share of answers per theme, 0-100 (largest remainder, so they add up to exactly 100). */
export function cultureProfileOf(answers: ReadonlyMap<string, string>): CultureProfile {
  const counts: CultureProfile = { team: 0, patient: 0, results: 0, systems: 0 };
  let total = 0;
  for (const [questionId, answer] of answers) {
    const theme = cultureThemeOf(questionId, answer);
    if (theme) {
      counts[theme] += 1;
      total += 1;
    }
  }
  if (total === 0) return counts;
  const exact = CULTURE_THEMES.map((theme) => ({ theme, value: (counts[theme] * 100) / total }));
  const profile = Object.fromEntries(exact.map(({ theme, value }) => [theme, Math.floor(value)])) as CultureProfile;
  let left = 100 - CULTURE_THEMES.reduce((sum, theme) => sum + profile[theme], 0);
  for (const { theme } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1) || CULTURE_THEMES.indexOf(a.theme) - CULTURE_THEMES.indexOf(b.theme))) {
    if (left <= 0) break;
    profile[theme] += 1;
    left -= 1;
  }
  return profile;
}

export type CulturePreference = { questionId: string; first: string; second: string; value: number };

/** A job seeker's culture result (both parts answered). */
export type CultureResult = { profile: CultureProfile; choices: Record<string, CultureTheme>; preferences: CulturePreference[] };
/** A practice's culture result. */
export type EmployerCultureResult = { profile: CultureProfile; choices: Record<string, CultureTheme> };

function choicesOf(answers: ReadonlyMap<string, string>): Record<string, CultureTheme> {
  const choices: Record<string, CultureTheme> = {};
  for (const [questionId, answer] of answers) {
    const theme = cultureThemeOf(questionId, answer);
    if (theme) choices[questionId] = theme;
  }
  return choices;
}

export function scoreEmployerCulture(multipleChoice: ReadonlyMap<string, string>): EmployerCultureResult {
  return { profile: cultureProfileOf(multipleChoice), choices: choicesOf(multipleChoice) };
}

export function scoreCulture(multipleChoice: ReadonlyMap<string, string>, preference: ReadonlyMap<string, string>): CultureResult {
  return {
    ...scoreEmployerCulture(multipleChoice),
    preferences: CULTURE_PREFERENCE_ITEMS.filter((item) => preference.has(item.id)).map((item) => ({
      questionId: item.id,
      first: item.first,
      second: item.second,
      value: Number(preference.get(item.id)),
    })),
  };
}
