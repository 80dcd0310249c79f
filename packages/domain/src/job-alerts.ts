// Job alerts: the API's request and answer shapes. The rules (pace, quiet hours, wording) are in
// ./job-alert-rules, which the public pages import without zod.
import { z } from 'zod';
import { EmailSchema } from './accounts';
import { ALERT_FREQUENCIES, ALERT_NATIONAL_RADIUS, ALERT_RADII, ALERT_TYPES, alertTypeOf } from './job-alert-rules';
import { POSITION_CODES } from './positions';

const POSITION_MESSAGE = `position is ANY or one of ${POSITION_CODES.join(', ')}.`;
const RADIUS_MESSAGE = `radius is one of ${ALERT_RADII.filter((r) => r !== ALERT_NATIONAL_RADIUS).join(', ')} miles, or ${ALERT_NATIONAL_RADIUS} for national postings.`;
const ZIP_MESSAGE = 'zip is a 5-digit ZIP code or a Canadian postal code.';

const PositionSchema = z
  .string({ error: POSITION_MESSAGE })
  .max(10, POSITION_MESSAGE)
  .transform((value) => value.trim().toUpperCase())
  .transform((value) => (value === 'ALL' ? 'ANY' : value))
  .refine((value) => value === 'ANY' || (POSITION_CODES as string[]).includes(value), POSITION_MESSAGE);

const RadiusSchema = z.number({ error: RADIUS_MESSAGE }).refine((value) => (ALERT_RADII as readonly number[]).includes(value), RADIUS_MESSAGE);

/** A 5-digit ZIP code (ZIP+4 cut to 5) or a Canadian postal code (its forward sortation area). */
const ZipTextSchema = z
  .string({ error: ZIP_MESSAGE })
  .max(10, ZIP_MESSAGE)
  .transform((raw) => raw.trim().toUpperCase())
  .refine((value) => value === '' || /^\d{5}(-\d{4})?$/.test(value) || /^[A-Z]\d[A-Z]( ?\d[A-Z]\d)?$/.test(value), ZIP_MESSAGE)
  .transform((value) => (value === '' ? null : /^\d/.test(value) ? value.slice(0, 5) : value.slice(0, 3)));

const TypeSchema = z
  .string({ error: `type is one of ANY, PERM, PLANNED or TEMP.` })
  .max(10, `type is one of ANY, PERM, PLANNED or TEMP.`)
  .transform((value, context) => {
    const type = alertTypeOf(value);
    if (type === null) {
      context.addIssue({ code: 'custom', message: 'type is one of ANY, PERM, PLANNED or TEMP.' });
      return z.NEVER;
    }
    return type;
  });

const KeywordSchema = z
  .string({ error: 'keyword is text.' })
  .max(200, 'keyword is at most 200 characters.')
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .refine((value) => value === '' || value.length >= 2, 'keyword is at least 2 characters.')
  .refine((value) => !/\p{Cc}/u.test(value), 'keyword has characters that cannot be searched.')
  .transform((value) => (value === '' ? null : value));

const criteriaShape = {
  position: PositionSchema,
  zip: ZipTextSchema.nullable().optional(),
  radius: RadiusSchema,
  type: TypeSchema.optional(),
  keyword: KeywordSchema.nullable().optional(),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'frequency is DAILY or INSTANT.' }).optional(),
};

/** A ZIP is needed unless the alert is national (radius 101). */
const needsZip = (value: { zip?: string | null; radius: number }) => value.radius === ALERT_NATIONAL_RADIUS || !!value.zip;
const ZIP_NEEDED = { message: 'zip is needed unless radius is 101 (national postings).', path: ['zip'] };

/** The criteria as a use case reads them (radius given). */
export const JobAlertInputSchema = z.strictObject(criteriaShape).refine(needsZip, ZIP_NEEDED);
export type JobAlertInput = z.infer<typeof JobAlertInputSchema>;

/**
 * What a signed-in person saves: the search (position, zip, radius, type, keyword) and how often
 * to email. Without radius, the profile's alert radius is used.
 */
export const NewJobAlertSchema = z
  .strictObject({ ...criteriaShape, radius: RadiusSchema.optional() })
  .refine((value) => value.radius === ALERT_NATIONAL_RADIUS || !!value.zip, ZIP_NEEDED);
export type NewJobAlert = z.infer<typeof NewJobAlertSchema>;

/** A visitor's alert: the same with the address to confirm; without radius, DEFAULT_ALERT_RADIUS. */
export const VisitorJobAlertInputSchema = z
  .strictObject({ ...criteriaShape, radius: RadiusSchema.optional(), email: EmailSchema })
  .refine((value) => value.radius === ALERT_NATIONAL_RADIUS || !!value.zip, ZIP_NEEDED);
export type VisitorJobAlertInput = z.infer<typeof VisitorJobAlertInputSchema>;

/** An edit: the whole alert again, with whether it is paused. */
export const JobAlertUpdateSchema = z
  .strictObject({ ...criteriaShape, isPaused: z.boolean({ error: 'isPaused is true or false.' }) })
  .refine(needsZip, ZIP_NEEDED);
export type JobAlertUpdate = z.infer<typeof JobAlertUpdateSchema>;

export const JobAlertSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  zip: z.string().nullable(),
  radius: z.number().int(),
  type: z.enum(ALERT_TYPES),
  keyword: z.string().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  isPaused: z.boolean(),
  /** The alert in words. */
  summary: z.string(),
  createdDate: z.string(),
  lastSentDate: z.string().nullable(),
});
export type JobAlert = z.infer<typeof JobAlertSchema>;

/** The profile's alert settings: emailAlerts (every alert email on or off) and radius (new alerts' distance). */
export const AlertSettingsSchema = z.strictObject({
  emailAlerts: z.boolean({ error: 'emailAlerts is true or false.' }),
  radius: RadiusSchema,
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

/** PUT users/{id}/optout2: state true stops all marketing email (job alerts, newsletter, product news); false allows it again. */
export const OptOutSchema = z.strictObject({ state: z.boolean({ error: 'state is true or false.' }) });
export const OptOutAnswerSchema = z.object({ isOptout: z.boolean() });

/** What a signed link's page shows about its alert. */
export const AlertLinkAnswerSchema = z.object({ summary: z.string(), email: z.string(), status: z.enum(['ACTIVE', 'UNSUBSCRIBED', 'CONFIRMED']) });
