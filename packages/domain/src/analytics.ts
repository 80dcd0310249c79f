// First-party analytics on the wire: the events batch the web sends (POST /api9/events) and the
// admin area's report. Names and the purchase payload without zod are in ./analytics-rules.
import { z } from 'zod';
import { ANALYTICS_BATCH_LIMIT, ANALYTICS_EVENT_NAMES, ANALYTICS_ROLES, type AnalyticsEventName } from './analytics-rules';

export * from './analytics-rules';

const PARAMS_MAX_BYTES = 4000;
/** Text that holds an email address (name@example.com): analytics never keeps one. */
const EMAIL_LIKE = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}/;
export const holdsEmailAddress = (text: string) => EMAIL_LIKE.test(text);
const paramText = z
  .string()
  .max(500, 'params text is at most 500 characters.')
  .refine((text) => !holdsEmailAddress(text), 'params text must not hold an email address: analytics keeps nothing that names a person.');
const paramValue = z.union([
  paramText,
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.record(z.string().max(40), z.union([paramText, z.number(), z.boolean(), z.null()]))).max(20),
]);

export const AnalyticsEventInputSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES as [AnalyticsEventName, ...AnalyticsEventName[]], { error: 'name is not a known event.' }),
  params: z
    .record(z.string().max(40, 'params names are at most 40 characters.'), paramValue, { error: 'params is an object of text, numbers or item lists.' })
    .refine((params) => Object.keys(params).length <= 25, 'params has at most 25 entries.')
    .refine((params) => JSON.stringify(params).length <= PARAMS_MAX_BYTES, `params is at most ${PARAMS_MAX_BYTES} characters as JSON.`)
    .default({}),
});

const contextText = (label: string, max: number) => z.string({ error: `${label} is text.` }).max(max, `${label} is at most ${max} characters.`);
const utmText = (label: string) =>
  contextText(label, 200)
    .refine((text) => !holdsEmailAddress(text), `${label} must not hold an email address: analytics keeps nothing that names a person.`)
    .optional();

export const AnalyticsBatchSchema = z.strictObject({
  events: z
    .array(AnalyticsEventInputSchema, { error: 'events is a list.' })
    .min(1, 'events needs at least one event.')
    .max(ANALYTICS_BATCH_LIMIT, `events holds at most ${ANALYTICS_BATCH_LIMIT} a batch.`),
  /** who sent them when the request carries no session (a beacon on page hide); a session's own role wins */
  role: z.enum(ANALYTICS_ROLES, { error: `role is one of ${ANALYTICS_ROLES.join(', ')}.` }).optional(),
  /** the page the events happened on: its route pattern (/applicant/:token); the intake keeps only a pattern of the route table */
  page: contextText('page', 500).optional(),
  utm_source: utmText('utm_source'),
  utm_medium: utmText('utm_medium'),
  utm_campaign: utmText('utm_campaign'),
  utm_content: utmText('utm_content'),
});
export type AnalyticsBatch = z.input<typeof AnalyticsBatchSchema>;

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const day = (label: string) =>
  z
    .string({ error: `${label} is a day (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a day (YYYY-MM-DD).`)
    .refine(isCalendarDay, `${label} is a day (YYYY-MM-DD).`);
export const AnalyticsReportQuerySchema = z.strictObject({ from: day('from'), to: day('to') });

export const AnalyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  perDay: z.array(z.object({ day: z.string(), name: z.string(), count: z.number().int() })),
  funnel: z.array(z.object({ name: z.string(), count: z.number().int(), conversion: z.number().nullable() })),
  /** accounts created in the period by the campaign they signed up from (null: no UTM value), most first */
  signUpsBySource: z.array(
    z.object({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      employers: z.number().int(),
      jobSeekers: z.number().int(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;
