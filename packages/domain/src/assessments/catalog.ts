// The assessments as the API and the screens know them: kinds, payload schemas, states and the
// answer of GET users/staff/{id}/{kind}. See docs/api/assessments.md.
import { z } from 'zod';
import { AlignmentInputSchema, ALIGNMENT_ANSWER_MAX } from './alignment';
import { QuestionAnswersSchema, VersionSchema } from './instrument';
import { StaffSkillsInputSchema } from './skills';
import { ValuesInputSchema } from './values';

export const STAFF_ASSESSMENT_KINDS = ['disc', 'emotions', 'values', 'culture', 'alignment', 'satisfaction', 'skills'] as const;
export type StaffAssessmentKind = (typeof STAFF_ASSESSMENT_KINDS)[number];
export type AssessmentKind = StaffAssessmentKind | 'culture-employer';

export const ASSESSMENT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'DONE'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const ASSESSMENT_STATUS_LABELS: Record<AssessmentStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
};

/** Titles and what each takes, for the screens. */
export const ASSESSMENT_TITLES: Record<AssessmentKind, { title: string; minutes: number; summary: string }> = {
  disc: { title: 'DISC work style', minutes: 8, summary: 'How you tend to act at work: Dominance, Influence, Steadiness, Conscientiousness.' },
  emotions: { title: 'Emotional Intelligence', minutes: 6, summary: 'How you notice and manage emotions, yours and other people’s.' },
  values: { title: 'Core Values', minutes: 4, summary: 'What matters most to you at work, ranked.' },
  culture: { title: 'Culture', minutes: 7, summary: 'The kind of practice you want to work in.' },
  alignment: { title: 'Alignment Questionnaire', minutes: 5, summary: 'Your career vision and what you expect from a team.' },
  satisfaction: { title: 'Job Satisfaction', minutes: 3, summary: 'How your current job is going. Only you see this one.' },
  skills: { title: 'Skills and Technology', minutes: 5, summary: 'Rate your clinical, office and technology skills.' },
  'culture-employer': { title: 'Practice Culture', minutes: 5, summary: 'How your team works, so candidates can see their culture fit.' },
};

const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ ...shape, version: VersionSchema });

/** PUT bodies (complete answers). */
export const ResponsesInputSchema = strict({ assessmentResponses: QuestionAnswersSchema });
export const CultureInputSchema = strict({ multipleChoiceAnswers: QuestionAnswersSchema, preferenceAnswers: QuestionAnswersSchema });
export const EmployerCultureInputSchema = strict({ questionIdAnswers: QuestionAnswersSchema });
export const ValuesAssessmentInputSchema = strict({ values: ValuesInputSchema });
export const SkillsAssessmentInputSchema = strict({ skills: StaffSkillsInputSchema });
export const AlignmentAssessmentInputSchema = AlignmentInputSchema.extend({ version: VersionSchema }).strict();

const draftText = z.string({ error: 'An answer is text.' }).max(ALIGNMENT_ANSWER_MAX, `An answer is at most ${ALIGNMENT_ANSWER_MAX} characters.`);

/**
 * PUT .../{kind}/progress bodies: the same fields, each optional, answers may be incomplete (a
 * person leaving half-way). Questions and options are still checked.
 */
export const ProgressInputSchema = z.strictObject({
  version: VersionSchema,
  assessmentResponses: QuestionAnswersSchema.optional(),
  multipleChoiceAnswers: QuestionAnswersSchema.optional(),
  preferenceAnswers: QuestionAnswersSchema.optional(),
  questionIdAnswers: QuestionAnswersSchema.optional(),
  values: z
    .array(z.string().max(40, 'A value id is at most 40 characters.'), { error: 'values is a list of value ids.' })
    .max(20, 'At most 20 values.')
    .optional(),
  skills: z
    .array(
      z.strictObject({
        skill: z.string().max(100, 'skill is a name from the skills list.'),
        category: z.string().max(100).optional(),
        score: z.number().int().min(1).max(5),
      }),
    )
    .max(200)
    .optional(),
  personalVisionAnswer: draftText.optional(),
  teamExpectationsAnswer: draftText.optional(),
});
export type ProgressInput = z.infer<typeof ProgressInputSchema>;

/** GET users/staff/{id}/{kind} and users/employers/{id}/culture-employer. */
export const AssessmentAnswerSchema = z.object({
  kind: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  /** The bank's current version. */
  version: z.number().int(),
  /** The version the result was scored with (null before the first result). */
  scoredVersion: z.number().int().nullable(),
  completedDate: z.string().nullable(),
  progressDate: z.string().nullable(),
  /** The answers the result was scored from. */
  answers: z.record(z.string(), z.unknown()).nullable(),
  /** Answers saved on the way (in progress), newer than the result. */
  progress: z.record(z.string(), z.unknown()).nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  D: z.number().int().nullable().optional(),
  I: z.number().int().nullable().optional(),
  S: z.number().int().nullable().optional(),
  C: z.number().int().nullable().optional(),
});
export type AssessmentAnswer = z.infer<typeof AssessmentAnswerSchema>;

export const AssessmentSummarySchema = z.object({
  kind: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  completedDate: z.string().nullable(),
  progressDate: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummarySchema>;

export function assessmentStatusOf(hasResult: boolean, hasProgress: boolean): AssessmentStatus {
  if (hasProgress) return 'IN_PROGRESS';
  return hasResult ? 'DONE' : 'NOT_STARTED';
}
