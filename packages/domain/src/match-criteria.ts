// The zod schemas of match criteria and match answers, shared by the API and the criteria editor.
// The scoring rules are in ./match-rules.
import { z } from 'zod';
import { MATCH_DAYS, MATCH_LIMITS, PAY_UNITS, type MatchCriteria, type MatchDay, type PayUnit } from './match-rules';

const requiredFlag = (field: string) => z.boolean({ error: `${field}.required is true (a deal-breaker) or false (preferred).` });

const namesList = (field: string, noun: string) =>
  z
    .array(
      z
        .string({ error: `Each ${noun} is text.` })
        .trim()
        .min(1, `Enter the ${noun} or remove the empty line.`)
        .max(MATCH_LIMITS.nameMaxLength, `A ${noun} is at most ${MATCH_LIMITS.nameMaxLength} characters.`),
      { error: `${field}.names is a list of ${noun}s.` },
    )
    .min(1, `Name at least one ${noun}, or leave the ${noun}s out.`)
    .max(MATCH_LIMITS.namesMax, `Name at most ${MATCH_LIMITS.namesMax} ${noun}s.`)
    .transform((names) => {
      const seen = new Set<string>();
      return names.filter((name) => {
        const key = name.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });

const yearsMessage = `Years of experience is a whole number from 0 to ${MATCH_LIMITS.experienceMaxYears}.`;
const years = z.number({ error: yearsMessage }).int(yearsMessage).min(0, yearsMessage).max(MATCH_LIMITS.experienceMaxYears, yearsMessage).nullable();

const milesMessage = `Distance is a whole number of miles from 1 to ${MATCH_LIMITS.distanceMaxMiles}.`;
const payMessage = (bound: string) => `The ${bound} pay is an amount in cents from 0 to ${MATCH_LIMITS.payMaxCents}.`;
const payAmount = (bound: string) =>
  z
    .number({ error: payMessage(bound) })
    .int(payMessage(bound))
    .min(0, payMessage(bound))
    .max(MATCH_LIMITS.payMaxCents, payMessage(bound));

export const MatchDaySchema = z.enum(MATCH_DAYS as unknown as [MatchDay, ...MatchDay[]], {
  error: `Days are ${MATCH_DAYS.join(', ')}.`,
});
export const PayUnitSchema = z.enum(PAY_UNITS as unknown as [PayUnit, ...PayUnit[]], { error: 'pay.unit is HOUR or YEAR.' });

export const MatchCriteriaSchema = z.strictObject({
  certifications: z
    .strictObject({ names: namesList('certifications', 'certification'), required: requiredFlag('certifications') })
    .nullable()
    .default(null),
  experience: z
    .strictObject({ minYears: years.default(null), maxYears: years.default(null), required: requiredFlag('experience') })
    .superRefine((value, ctx) => {
      if (value.minYears === null && value.maxYears === null)
        ctx.addIssue({ code: 'custom', path: ['minYears'], message: 'Give a minimum or a maximum number of years, or leave experience out.' });
      if (value.minYears !== null && value.maxYears !== null && value.minYears > value.maxYears)
        ctx.addIssue({ code: 'custom', path: ['maxYears'], message: 'The maximum years of experience must be at least the minimum.' });
    })
    .nullable()
    .default(null),
  skills: z
    .strictObject({ names: namesList('skills', 'skill'), required: requiredFlag('skills') })
    .nullable()
    .default(null),
  days: z
    .strictObject({
      days: z
        .array(MatchDaySchema, { error: 'days.days is a list of days (MON, TUE...).' })
        .min(1, 'Choose at least one day, or leave days out.')
        .transform((days) => MATCH_DAYS.filter((day) => days.includes(day))),
      required: requiredFlag('days'),
    })
    .nullable()
    .default(null),
  distance: z
    .strictObject({
      miles: z.number({ error: milesMessage }).int(milesMessage).min(1, milesMessage).max(MATCH_LIMITS.distanceMaxMiles, milesMessage),
      required: requiredFlag('distance'),
    })
    .nullable()
    .default(null),
  pay: z
    .strictObject({ minCents: payAmount('minimum'), maxCents: payAmount('maximum'), unit: PayUnitSchema, required: requiredFlag('pay') })
    .superRefine((value, ctx) => {
      if (value.minCents > value.maxCents) ctx.addIssue({ code: 'custom', path: ['maxCents'], message: 'The maximum pay must be at least the minimum.' });
    })
    .nullable()
    .default(null),
}) satisfies z.ZodType<MatchCriteria, unknown>;
export type MatchCriteriaInput = z.input<typeof MatchCriteriaSchema>;

export const MatchCriteriaAnswerSchema = z.object({
  jobId: z.number().int(),
  /** null: the posting has no criteria yet. */
  criteria: z
    .object({
      certifications: z.object({ names: z.array(z.string()), required: z.boolean() }).nullable(),
      experience: z.object({ minYears: z.number().int().nullable(), maxYears: z.number().int().nullable(), required: z.boolean() }).nullable(),
      skills: z.object({ names: z.array(z.string()), required: z.boolean() }).nullable(),
      days: z.object({ days: z.array(MatchDaySchema), required: z.boolean() }).nullable(),
      distance: z.object({ miles: z.number().int(), required: z.boolean() }).nullable(),
      pay: z.object({ minCents: z.number().int(), maxCents: z.number().int(), unit: PayUnitSchema, required: z.boolean() }).nullable(),
    })
    .nullable(),
  updatedAt: z.string().nullable(),
});
export type MatchCriteriaAnswer = z.infer<typeof MatchCriteriaAnswerSchema>;

export const EmployerMatchCriteriaSchema = MatchCriteriaAnswerSchema.extend({
  position: z.string().nullable(),
  title: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type EmployerMatchCriteria = z.infer<typeof EmployerMatchCriteriaSchema>;

export const MatchCriterionResultSchema = z.object({
  key: z.string(),
  kind: z.enum(['certification', 'experience', 'skill', 'days', 'distance', 'pay']),
  label: z.string(),
  required: z.boolean(),
  met: z.boolean(),
  detail: z.string(),
});
export const MatchResultSchema = z.object({
  percent: z.number().int(),
  meetsRequirements: z.boolean(),
  criteria: z.array(MatchCriterionResultSchema),
});

/** One candidate in a posting's match list. */
export const MatchedCandidateSchema = z.object({
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  experience: z.number().int().nullable(),
  /** Rounded to a whole mile; null when either place is unknown. */
  distanceMiles: z.number().int().nullable(),
  isRelocate: z.boolean(),
  /** null when the posting has no match criteria. */
  match: MatchResultSchema.nullable(),
});
export type MatchedCandidate = z.infer<typeof MatchedCandidateSchema>;

export const ApplicantMatchSchema = MatchedCandidateSchema.extend({ appliedDate: z.string() });
export type ApplicantMatch = z.infer<typeof ApplicantMatchSchema>;

/** The questions the criteria editor asks (GET lists/match-questions). */
export const MatchQuestionSchema = z.object({
  key: z.enum(['certifications', 'experience', 'skills', 'days', 'distance', 'pay']),
  question: z.string(),
  help: z.string(),
  /** names: a list of free names with suggestions; range: min and max; days: weekdays; miles; pay: min, max and unit. */
  answer: z.enum(['names', 'range', 'days', 'miles', 'pay']),
  suggestions: z.array(z.string()),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type MatchQuestion = z.infer<typeof MatchQuestionSchema>;
