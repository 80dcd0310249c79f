// The practice's hiring pipeline (ADR 118): the fixed stages and their meaning, a practice's own
// stages between them, and the message templates with their variables and defaults.
import { z } from 'zod';
import { PIPELINE_MEANINGS, type PipelineMeaning } from './application-stage';
import { EmployerApplicationSchema } from './hiring';

/** The fixed stages in order (application-stage.ts); a practice's own stages each count as one of these (their meaning). */
export { PIPELINE_MEANINGS, type PipelineMeaning };

export const DEFAULT_STAGE_LABELS: Record<PipelineMeaning, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  not_selected: 'Not selected',
};

export function isPipelineMeaning(value: string): value is PipelineMeaning {
  return (PIPELINE_MEANINGS as readonly string[]).includes(value);
}

/** One stage of a practice's pipeline, in board order. */
export type PipelineStage = { key: string; label: string; meaning: PipelineMeaning; position: number };

/** A fixed stage's place: 100, 200, … so a practice's own stages fit between. */
export const fixedPosition = (meaning: PipelineMeaning) => (PIPELINE_MEANINGS.indexOf(meaning) + 1) * 100;

/** The practice's stages: the fixed ones (renamed where it renamed them) and its own, in order. */
export function effectiveStages(saved: readonly PipelineStage[]): PipelineStage[] {
  const byKey = new Map(saved.map((stage) => [stage.key, stage]));
  const fixed = PIPELINE_MEANINGS.map((meaning) => ({
    key: meaning,
    label: byKey.get(meaning)?.label ?? DEFAULT_STAGE_LABELS[meaning],
    meaning,
    position: fixedPosition(meaning),
  }));
  const own = saved.filter((stage) => !isPipelineMeaning(stage.key));
  return [...fixed, ...own].sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}

const label = z
  .string({ error: 'label is the stage name (1 to 40 characters).' })
  .trim()
  .min(1, 'label is the stage name (1 to 40 characters).')
  .max(40, 'label is the stage name (1 to 40 characters).');

/**
 * The whole pipeline as the practice saves it, in order: every fixed stage once (key = its
 * meaning, label its name), and its own stages (no key, or the key it was given) anywhere between
 * "new" and "not selected", each counting as a fixed meaning.
 */
export const PipelineStagesInputSchema = z.strictObject({
  stages: z
    .array(
      z.strictObject({
        key: z.string().max(40).optional(),
        label,
        meaning: z.enum(PIPELINE_MEANINGS, { error: `meaning is one of ${PIPELINE_MEANINGS.join(', ')}.` }),
      }),
    )
    .min(PIPELINE_MEANINGS.length)
    .max(20, 'stages: at most 20.'),
});
export type PipelineStagesInput = z.infer<typeof PipelineStagesInputSchema>;

export const PipelineStageSchema = z.object({ key: z.string(), label: z.string(), meaning: z.enum(PIPELINE_MEANINGS), position: z.number() });
export const PipelineStagesSchema = z.object({ stages: z.array(PipelineStageSchema) });

export const MoveStageInputSchema = z.strictObject({
  stage: z.string({ error: 'stage is the key of one of the practice’s stages.' }).min(1, 'stage is the key of one of the practice’s stages.').max(40),
});

/** One applicant on the board. */
export const PipelineApplicantSchema = z.object({
  applicationId: z.number(),
  username: z.string(),
  name: z.string(),
  stage: z.string(),
  meaning: z.enum(PIPELINE_MEANINGS),
  appliedAt: z.string(),
  stageMovedAt: z.string().nullable(),
  stageMovedBy: z.string().nullable(),
});
export type PipelineApplicant = z.infer<typeof PipelineApplicantSchema>;
/**
 * The board (ADR 130): the stages, how many applicants each holds, and the first page of each
 * stage (newest first); `next` per stage is where "show more" goes on (null: no more).
 */
export const PipelineBoardSchema = z.object({
  stages: z.array(PipelineStageSchema),
  applicants: z.array(PipelineApplicantSchema),
  counts: z.record(z.string(), z.number()),
  next: z.record(z.string(), z.string().nullable()),
  total: z.number(),
});
export type PipelineBoard = z.infer<typeof PipelineBoardSchema>;

// ---- paging (ADR 130) ----

/** Applicants per page of the list and per stage on the board. */
export const PIPELINE_PAGE_SIZE = 50;
export const PIPELINE_PAGE_MAX = 200;
/** "Select all that match" acts on at most this many applicants at once. */
export const PIPELINE_SELECT_ALL_MAX = 5000;

/** A keyset position (the last applicant of a page: when they applied and the application id), opaque to callers. */
export function encodePageCursor(appliedAt: string, applicationId: number): string {
  return `${appliedAt}_${applicationId}`;
}

/** The position a cursor names, or null when it is not one. */
export function decodePageCursor(cursor: string): { appliedAt: string; applicationId: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_(\d{1,15})$/.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { appliedAt: match[1]!, applicationId: Number(match[2]) };
}

const pageMessage = `limit is a whole number from 1 to ${PIPELINE_PAGE_MAX}.`;
export const PipelinePageQuerySchema = z.strictObject({
  limit: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(PIPELINE_PAGE_MAX, pageMessage).default(PIPELINE_PAGE_SIZE),
  after: z
    .string()
    .max(60)
    .refine((value) => decodePageCursor(value) !== null, 'after is the next value of the page before.')
    .optional(),
  stage: z.string().min(1).max(40).optional(),
});
export type PipelinePageQuery = z.infer<typeof PipelinePageQuerySchema>;

/** One page of a posting's applicants (newest first): `total` those that match, `newestId` the newest application then (what "select all" acts on). */
export const PipelinePageSchema = z.object({
  applicants: z.array(
    EmployerApplicationSchema.extend({
      stage: z.string(),
      meaning: z.enum(PIPELINE_MEANINGS),
      stageMovedAt: z.string().nullable(),
      stageMovedBy: z.string().nullable(),
    }),
  ),
  total: z.number(),
  newestId: z.number().nullable(),
  next: z.string().nullable(),
});
export type PipelinePage = z.infer<typeof PipelinePageSchema>;
export type PipelinePageApplicant = PipelinePage['applicants'][number];

// ---- message templates ----

export const TEMPLATE_KINDS = ['decline', 'interview_invitation', 'thank_you'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_VARIABLES = ['name', 'posting', 'practice', 'interview_time'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const TEMPLATE_LABELS: Record<TemplateKind, string> = {
  decline: 'Polite decline',
  interview_invitation: 'Interview invitation',
  thank_you: 'Thank you for applying',
};

export const DEFAULT_TEMPLATES: Record<TemplateKind, string> = {
  decline:
    'Dear {name},\n\nThank you for applying to {posting} and for the time you gave us. After careful thought we will not be moving forward with your application this time. We wish you every success in your search.\n\n{practice}',
  interview_invitation:
    'Dear {name},\n\nThank you for applying to {posting}. We would like to meet you for an interview ({interview_time}). Please reply to let us know whether that suits you.\n\n{practice}',
  thank_you: 'Dear {name},\n\nThank you for applying to {posting}. We have received your application and will be in touch soon.\n\n{practice}',
};

/** The variables a text names that are not known ({name} and the others are): the first problem of a template. */
export function unknownVariables(body: string): string[] {
  const names = [...body.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name)))];
}

/** The text with its variables filled in; a variable without a value reads as an empty string except {interview_time} ('a time we will agree'). */
export function fillTemplate(body: string, values: Partial<Record<TemplateVariable, string>>): string {
  return body.replace(/\{(name|posting|practice|interview_time)\}/g, (_, name: TemplateVariable) => {
    const value = values[name];
    if (value !== undefined && value !== '') return value;
    return name === 'interview_time' ? 'at a time we will agree together' : '';
  });
}

const templateBody = z
  .string({ error: 'body is the message text (1 to 5000 characters).' })
  .trim()
  .min(1, 'body is the message text (1 to 5000 characters).')
  .max(5000, 'body is the message text (1 to 5000 characters).')
  .superRefine((body, check) => {
    const unknown = unknownVariables(body);
    if (unknown.length > 0) {
      check.addIssue({ code: 'custom', message: `body names an unknown variable {${unknown[0]}}; use ${TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(', ')}.` });
    }
  });

export const TemplateInputSchema = z.strictObject({ body: templateBody });
export type TemplateInput = z.infer<typeof TemplateInputSchema>;
export const MessageTemplateSchema = z.object({ kind: z.enum(TEMPLATE_KINDS), label: z.string(), body: z.string(), isDefault: z.boolean() });
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;
export const MessageTemplatesSchema = z.object({ templates: z.array(MessageTemplateSchema), variables: z.array(z.string()) });

/** Many applicants of a posting at once: move them, message them (a template or a written text) or decline them. */
export const BulkActionInputSchema = z.strictObject({
  action: z.enum(['move', 'message', 'decline'], { error: 'action is move, message or decline.' }),
  applicants: z
    .array(z.string().min(1).max(100), { error: 'applicants is a list of applicant usernames.' })
    .min(1, 'applicants: choose at least one applicant.')
    .max(500, 'applicants: at most 500 at once.')
    .optional(),
  /**
   * Instead of applicants: every applicant of the posting (in one stage when given) whose
   * application is `throughId` or older, the list's newestId, so one who applies meanwhile is not included.
   */
  matching: z
    .strictObject({
      stage: z.string().min(1).max(40).optional(),
      throughId: z.number({ error: 'matching.throughId is the newestId of the list.' }).int().positive(),
    })
    .optional(),
  /** move: the stage key. */
  stage: z.string().max(40).optional(),
  /** message / decline: a template kind, or a written body. */
  template: z.enum(TEMPLATE_KINDS, { error: `template is one of ${TEMPLATE_KINDS.join(', ')}.` }).optional(),
  body: templateBody.optional(),
  /** Fills {interview_time}. */
  interviewTime: z.string().max(200).optional(),
});
export type BulkActionInput = z.infer<typeof BulkActionInputSchema>;
export const BulkActionAnswerSchema = z.object({ done: z.number(), alreadyDeclined: z.number() });
