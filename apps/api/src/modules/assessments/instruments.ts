// Each assessment kind: its current version, how a complete payload is checked against the bank
// and scored, and how saved progress is checked. The banks and scoring live in packages/domain.
import type { z } from 'zod';
import {
  AlignmentAssessmentInputSchema,
  CultureInputSchema,
  EmployerCultureInputSchema,
  ResponsesInputSchema,
  SkillsAssessmentInputSchema,
  ValuesAssessmentInputSchema,
  type AssessmentKind,
  type ProgressInput,
  type StaffAssessmentKind,
} from '@chairside/domain/assessments/catalog';
import { CULTURE_MC_BANK, CULTURE_PREFERENCE_BANK, EMPLOYER_CULTURE_MC_BANK, scoreCulture, scoreEmployerCulture } from '@chairside/domain/assessments/culture';
import { DISC_BANK, scoreDisc } from '@chairside/domain/assessments/disc';
import { EMOTIONS_BANK, scoreEmotions } from '@chairside/domain/assessments/emotions';
import { checkAnswers, type QuestionAnswer, type QuestionBank } from '@chairside/domain/assessments/instrument';
import { SATISFACTION_BANK, scoreSatisfaction } from '@chairside/domain/assessments/satisfaction';
import { rateableSkill } from '@chairside/domain/assessments/skills';
import { CORE_VALUES, VALUES_VERSION, scoreValues } from '@chairside/domain/assessments/values';
import { AppError } from '../../platform/errors';

export type Scored = { answers: Record<string, unknown>; result: Record<string, unknown> };

type Instrument = {
  version: number;
  schema: z.ZodType;
  /** Payload fields a progress save may carry. */
  progressFields: readonly (keyof ProgressInput)[];
  score: (body: never) => Scored;
  /** Checks saved progress (questions and options known), throwing a 400 naming the field. */
  checkProgress: (body: ProgressInput) => void;
};

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { field });

function checked(bank: QuestionBank, answers: readonly QuestionAnswer[], field: string, partial = false): Map<string, string> {
  const outcome = checkAnswers(bank, answers, field, partial);
  if (!outcome.ok) throw invalid(outcome.issue.field, outcome.issue.message);
  return outcome.byQuestion;
}

const responses = (bank: QuestionBank, scoreOf: (answers: Map<string, string>) => object): Instrument => ({
  version: bank.version,
  schema: ResponsesInputSchema,
  progressFields: ['assessmentResponses'],
  score: (body: { assessmentResponses: QuestionAnswer[] }) => ({
    answers: { assessmentResponses: body.assessmentResponses },
    result: { ...scoreOf(checked(bank, body.assessmentResponses, 'assessmentResponses')) },
  }),
  checkProgress: (body) => void checked(bank, body.assessmentResponses ?? [], 'assessmentResponses', true),
});

const VALUE_IDS = new Set(CORE_VALUES.map((value) => value.id));

export const INSTRUMENTS: Record<AssessmentKind, Instrument> = {
  disc: responses(DISC_BANK, scoreDisc),
  emotions: responses(EMOTIONS_BANK, scoreEmotions),
  satisfaction: responses(SATISFACTION_BANK, scoreSatisfaction),
  culture: {
    version: Math.max(CULTURE_MC_BANK.version, CULTURE_PREFERENCE_BANK.version),
    schema: CultureInputSchema,
    progressFields: ['multipleChoiceAnswers', 'preferenceAnswers'],
    score: (body: { multipleChoiceAnswers: QuestionAnswer[]; preferenceAnswers: QuestionAnswer[] }) => ({
      answers: { multipleChoiceAnswers: body.multipleChoiceAnswers, preferenceAnswers: body.preferenceAnswers },
      result: scoreCulture(
        checked(CULTURE_MC_BANK, body.multipleChoiceAnswers, 'multipleChoiceAnswers'),
        checked(CULTURE_PREFERENCE_BANK, body.preferenceAnswers, 'preferenceAnswers'),
      ),
    }),
    checkProgress: (body) => {
      checked(CULTURE_MC_BANK, body.multipleChoiceAnswers ?? [], 'multipleChoiceAnswers', true);
      checked(CULTURE_PREFERENCE_BANK, body.preferenceAnswers ?? [], 'preferenceAnswers', true);
    },
  },
  'culture-employer': {
    version: EMPLOYER_CULTURE_MC_BANK.version,
    schema: EmployerCultureInputSchema,
    progressFields: ['questionIdAnswers'],
    score: (body: { questionIdAnswers: QuestionAnswer[] }) => ({
      answers: { questionIdAnswers: body.questionIdAnswers },
      result: scoreEmployerCulture(checked(EMPLOYER_CULTURE_MC_BANK, body.questionIdAnswers, 'questionIdAnswers')),
    }),
    checkProgress: (body) => void checked(EMPLOYER_CULTURE_MC_BANK, body.questionIdAnswers ?? [], 'questionIdAnswers', true),
  },
  values: {
    version: VALUES_VERSION,
    schema: ValuesAssessmentInputSchema,
    progressFields: ['values'],
    score: (body: { values: string[] }) => ({ answers: { values: body.values }, result: scoreValues(body.values) }),
    checkProgress: (body) => {
      const index = (body.values ?? []).findIndex((id) => !VALUE_IDS.has(id));
      if (index >= 0) throw invalid(`values.${index}`, 'That value is not on the values list.');
      if (new Set(body.values).size !== (body.values ?? []).length) throw invalid('values', 'Choose each value once.');
    },
  },
  skills: {
    version: 1,
    schema: SkillsAssessmentInputSchema,
    progressFields: ['skills'],
    score: (body: { skills: { skill: string; category: string; score: number }[] }) => ({
      answers: { skills: body.skills },
      result: { skills: body.skills },
    }),
    checkProgress: (body) => {
      const index = (body.skills ?? []).findIndex((entry) => !rateableSkill(entry.skill));
      if (index >= 0) throw invalid(`skills.${index}.skill`, 'That skill is not on the skills list.');
    },
  },
  alignment: {
    version: 1,
    schema: AlignmentAssessmentInputSchema,
    progressFields: ['personalVisionAnswer', 'teamExpectationsAnswer'],
    score: (body: { personalVisionAnswer: string; teamExpectationsAnswer: string }) => {
      const answers = { personalVisionAnswer: body.personalVisionAnswer, teamExpectationsAnswer: body.teamExpectationsAnswer };
      return { answers, result: answers };
    },
    checkProgress: () => undefined,
  },
};

/** A payload for another version of the bank than the current one: 409 naming version. */
export function checkVersion(kind: AssessmentKind, version: number | undefined): number {
  const current = INSTRUMENTS[kind].version;
  if (version !== undefined && version !== current)
    throw new AppError(
      'CONFLICT',
      `These answers are for version ${version} of the assessment; the current version is ${current}. Reload it and answer again.`,
      {
        field: 'version',
      },
    );
  return current;
}

/** Only the fields of this kind may be in a progress save. */
export function checkProgressFields(kind: AssessmentKind, body: ProgressInput): Record<string, unknown> {
  const allowed = new Set<string>(INSTRUMENTS[kind].progressFields);
  const answers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'version' || value === undefined) continue;
    if (!allowed.has(key)) throw invalid(key, `Unknown field for this assessment: ${key}.`);
    answers[key] = value;
  }
  INSTRUMENTS[kind].checkProgress(body);
  return answers;
}

export const isStaffKind = (kind: AssessmentKind): kind is StaffAssessmentKind => kind !== 'culture-employer';
