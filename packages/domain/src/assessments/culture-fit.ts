// Culture fit between a practice and a candidate (ADR 0052). Both answered the same 12 culture
// questions: the practice about itself, the candidate about the practice they want. Each answer
// leans on one of four themes, so each side has a profile (the share of answers per theme).
// Fit is how much the two profiles overlap: the sum, over the themes, of the smaller of the two
// shares (0-100). 100 means the themes weigh the same for both; it does not need identical
// answers. The drivers are the theme both weigh most (what they share), the theme with the
// largest gap, and how many of the 12 questions they answered alike.
import { highestBy } from '../lists';
import { CULTURE_THEMES, CULTURE_THEME_TEXT, type CultureProfile, type CultureTheme } from './culture';

export type FitDriver = { kind: 'shared' | 'gap' | 'answers'; theme?: CultureTheme; text: string };
export type CultureFit = { percent: number; drivers: FitDriver[]; sameAnswers: number; questions: number };

type Side = { profile: CultureProfile; choices: Record<string, CultureTheme> };

/** Differences under this many points are not called a gap. */
export const FIT_GAP_MIN = 15;

export const FIT_EXPLANATION =
  'Culture fit compares how the practice describes its culture with the culture the candidate is looking for, ' +
  'on the same 12 questions about four themes (close-knit team, patient experience, results and growth, structure and systems). ' +
  'It is the share of the two culture profiles that overlaps: 100% means the themes weigh the same for both. ' +
  'It describes preferences, not ability, and is one input among many: use it to start a conversation in the interview.';

export function cultureFit(practice: Side, candidate: Side): CultureFit {
  const percent = CULTURE_THEMES.reduce((sum, theme) => sum + Math.min(practice.profile[theme], candidate.profile[theme]), 0);
  const questions = Object.keys(practice.choices).filter((id) => id in candidate.choices);
  const sameAnswers = questions.filter((id) => practice.choices[id] === candidate.choices[id]).length;

  const drivers: FitDriver[] = [];
  const shared = highestBy(CULTURE_THEMES, (theme) => Math.min(practice.profile[theme], candidate.profile[theme]));
  if (Math.min(practice.profile[shared], candidate.profile[shared]) > 0)
    drivers.push({
      kind: 'shared',
      theme: shared,
      text: `Both weigh ${CULTURE_THEME_TEXT[shared].label.toLowerCase()} highly (practice ${practice.profile[shared]}%, candidate ${candidate.profile[shared]}%).`,
    });
  const gap = highestBy(CULTURE_THEMES, (theme) => Math.abs(practice.profile[theme] - candidate.profile[theme]));
  const difference = practice.profile[gap] - candidate.profile[gap];
  if (Math.abs(difference) >= FIT_GAP_MIN)
    drivers.push({
      kind: 'gap',
      theme: gap,
      text:
        difference > 0
          ? `The practice leans on ${CULTURE_THEME_TEXT[gap].label.toLowerCase()} more than the candidate is looking for (${practice.profile[gap]}% against ${candidate.profile[gap]}%).`
          : `The candidate is looking for more ${CULTURE_THEME_TEXT[gap].label.toLowerCase()} than the practice describes (${candidate.profile[gap]}% against ${practice.profile[gap]}%).`,
    });
  if (questions.length > 0) drivers.push({ kind: 'answers', text: `They gave the same kind of answer to ${sameAnswers} of ${questions.length} questions.` });
  return { percent, drivers, sameAnswers, questions: questions.length };
}
