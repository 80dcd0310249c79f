// The request and answer bodies of the marketing-form calls (lead form, contact us, newsletter,
// form tickets, salary survey). The rules without zod are in ./marketing-forms.
import { z } from 'zod';
import { EmailSchema, PersonNameSchema } from './accounts';
import { PositionCodeSchema } from './form-fields';
import { LEAD_FIELD_MESSAGES, LEAD_LIMITS, LEAD_ROLE_CODES, MARKETING_FORM_NAMES, PHONE_PATTERN, ZIP_PATTERN } from './marketing-forms';

/** Optional text: trimmed, blank or null becomes null. */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(max, `${field} is at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** The bot checks every public form carries: the form ticket and the honeypot (which must stay empty). */
const botChecks = {
  formTicket: z.string({ error: 'formTicket is text.' }).max(2_000, 'formTicket is at most 2000 characters.').optional(),
  website: z.string({ error: 'website is text.' }).max(2_000, 'website is at most 2000 characters.').optional(),
};

export const LeadFormRequestSchema = z
  .strictObject({
    formName: z
      .enum(MARKETING_FORM_NAMES, { error: `formName is one of ${MARKETING_FORM_NAMES.join(', ')}.` })
      .nullish()
      .transform((value) => value ?? 'lead-form'),
    name: PersonNameSchema,
    leadEmail: EmailSchema,
    phone: text('phone', 25).refine(
      (phone) => phone === null || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= 7),
      LEAD_FIELD_MESSAGES.phone,
    ),
    practiceName: text('practiceName', LEAD_LIMITS.practiceName),
    role: z
      .enum(LEAD_ROLE_CODES, { error: `role is one of ${LEAD_ROLE_CODES.join(', ')}.` })
      .nullish()
      .transform((value) => value ?? null),
    roleOther: text('roleOther', LEAD_LIMITS.roleOther),
    position: PositionCodeSchema.nullish().transform((value) => value ?? null),
    zip: text('zip', 5).refine((zip) => zip === null || ZIP_PATTERN.test(zip), LEAD_FIELD_MESSAGES.zip),
    leadSource: text('leadSource', LEAD_LIMITS.leadSource),
    assetTitle: text('assetTitle', LEAD_LIMITS.assetTitle),
    utmSource: text('utmSource', LEAD_LIMITS.utm),
    utmMedium: text('utmMedium', LEAD_LIMITS.utm),
    utmCampaign: text('utmCampaign', LEAD_LIMITS.utm),
    utmContent: text('utmContent', LEAD_LIMITS.utm),
    /** The page the form was sent from (a path of this site), the service's page URI. */
    pageUri: text('pageUri', 500).refine((uri) => uri === null || uri.startsWith('/'), 'pageUri is a path of this site, starting with /.'),
    ...botChecks,
  })
  // The role-dependent rules of the spec: staff names a position, other says what it is.
  .superRefine((lead, issues) => {
    if (lead.role === 'staff' && !lead.position) issues.addIssue({ code: 'custom', path: ['position'], message: LEAD_FIELD_MESSAGES.position });
    if (lead.role === 'other' && !lead.roleOther) issues.addIssue({ code: 'custom', path: ['roleOther'], message: LEAD_FIELD_MESSAGES.roleOther });
  });
export type LeadFormRequest = z.infer<typeof LeadFormRequestSchema>;

export const MarketingFormAnswerSchema = z.object({ message: z.string() });

export const ContactMessageRequestSchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  message: z
    .string({ error: 'Enter your message.' })
    .trim()
    .min(1, 'Enter your message.')
    .max(LEAD_LIMITS.message, `A message is at most ${LEAD_LIMITS.message} characters.`),
  ...botChecks,
});

export const NewsletterSubscribeRequestSchema = z.strictObject({ email: EmailSchema, ...botChecks });
export const NewsletterTokenRequestSchema = z.strictObject({
  token: z.string({ error: 'token is text.' }).min(1, 'token is missing.').max(2_000, 'token is too long.'),
});
export const NewsletterStatusSchema = z.object({ email: z.string(), status: z.enum(['PENDING', 'CONFIRMED', 'UNSUBSCRIBED']) });

export const FormTicketSchema = z.object({ formTicket: z.string() });

const SalaryFigureSchema = z.object({ count: z.number().int(), median: z.number().int(), p25: z.number().int(), p75: z.number().int() });
export const SalarySurveySchema = z.object({
  minimumPostings: z.number().int(),
  postingsCounted: z.number().int(),
  groups: z.array(
    z.object({
      position: z.string(),
      unit: z.enum(['HOUR', 'YEAR']),
      national: SalaryFigureSchema.nullable(),
      states: z.array(SalaryFigureSchema.extend({ state: z.string() })),
    }),
  ),
});
