// Announcements (the banner) and promotions (the widget) on the wire: what administrators send
// and what every page reads. The show rules without zod are in ./promotion-rules.
import { z } from 'zod';
import { requiredText } from './form-fields';
import { isSitePath } from './site-paths';
import { ANNOUNCEMENT_ROLES, BUILD_ENVIRONMENTS } from './promotion-rules';

export * from './promotion-rules';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();

/** A site path ('/pricing') or an http(s) address; blank allowed where the field is optional. */
const linkSchema = (label: string) =>
  z
    .string({ error: `${label} is a site path or an http(s) address.` })
    .trim()
    .max(2000, `${label} is at most 2000 characters.`)
    .refine((value) => value === '' || isSitePath(value) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(value), {
      message: `${label} is a site path (starting with /) or an http(s) address.`,
    });

/** An image of the site itself ('/assets/...'): the pages' Content-Security-Policy loads images from the site only. */
const sitePathSchema = (label: string) =>
  z
    .string({ error: `${label} is a site path (starting with /).` })
    .trim()
    .max(2000, `${label} is at most 2000 characters.`)
    .refine((value) => value === '' || isSitePath(value), { message: `${label} is a site path (starting with /).` });

const optionalShortText = (label: string, max: number) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters.`);

const timestampSchema = (label: string) => z.iso.datetime({ offset: true, error: `${label} is a date and time such as 2026-05-01T09:00:00Z.` });

export const BuildEnvironmentSchema = z.enum(BUILD_ENVIRONMENTS, { error: `Choose an environment: ${BUILD_ENVIRONMENTS.join(', ')}.` });
export const AnnouncementRoleSchema = z.enum(ANNOUNCEMENT_ROLES, { error: `Choose who sees it: ${ANNOUNCEMENT_ROLES.join(', ')}.` });
export const ScheduleStatusSchema = z.enum(['scheduled', 'live', 'ended']);
export type ScheduleStatus = z.infer<typeof ScheduleStatusSchema>;

const scheduleRefinement = (value: { startsAt?: string | null; endsAt?: string | null }, context: z.RefinementCtx) => {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt.' });
};

export const AnnouncementInputSchema = z
  .strictObject({
    heading: requiredText(200, 'heading is required.', 'heading is at most 200 characters.'),
    ctaText: optionalShortText('ctaText', 60).default(''),
    ctaLink: linkSchema('ctaLink').default(''),
    iconUrl: sitePathSchema('iconUrl').default(''),
    iconTitle: optionalShortText('iconTitle', 100).default(''),
    backgroundColor: z
      .string({ error: 'backgroundColor is a color such as #0b5ed7.' })
      .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'backgroundColor is a color such as #0b5ed7.'),
    userRoles: z.array(AnnouncementRoleSchema, { error: 'userRoles is a list of roles.' }).min(1, 'userRoles needs at least one role.').max(3),
    buildEnvironments: z
      .array(BuildEnvironmentSchema, { error: 'buildEnvironments is a list of environments.' })
      .min(1, 'buildEnvironments needs at least one environment.')
      .max(3),
    /** omitted: from now */
    startsAt: timestampSchema('startsAt').optional(),
    /** null or omitted: until ended */
    endsAt: timestampSchema('endsAt').nullable().optional(),
  })
  .superRefine(scheduleRefinement);
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

export const AnnouncementSchema = z.object({
  id: z.number().int(),
  heading: z.string(),
  ctaText: z.string(),
  ctaLink: z.string(),
  icon: z.object({ url: z.string(), title: z.string() }).nullable(),
  backgroundColor: z.string(),
  userRoles: z.array(z.string()),
  buildEnvironments: z.array(z.string()),
  startsAt: instant,
  endsAt: instant.nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AdminAnnouncementSchema = AnnouncementSchema.extend({ status: ScheduleStatusSchema, createdBy: z.string(), updatedAt: instant });
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const PromotionInputSchema = z
  .strictObject({
    heading: requiredText(200, 'heading is required.', 'heading is at most 200 characters.'),
    discountCode: z
      .string({ error: 'discountCode is required.' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'discountCode is 1-40 letters, digits, - or _.'),
    ctaText: optionalShortText('ctaText', 60).default(''),
    ctaLink: linkSchema('ctaLink').default(''),
    expirationDate: z
      .string({ error: 'expirationDate is a day (YYYY-MM-DD).' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expirationDate is a day (YYYY-MM-DD).')
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      }, 'expirationDate is a day (YYYY-MM-DD).'),
    buildEnvironment: BuildEnvironmentSchema,
    startsAt: timestampSchema('startsAt').optional(),
    endsAt: timestampSchema('endsAt').nullable().optional(),
  })
  .superRefine(scheduleRefinement);
export type PromotionInput = z.input<typeof PromotionInputSchema>;

export const PromotionSchema = z.object({
  id: z.number().int(),
  heading: z.string(),
  discountCode: z.string(),
  ctaText: z.string(),
  ctaLink: z.string(),
  expirationDate: day,
  buildEnvironment: z.string(),
  startsAt: instant,
  endsAt: instant.nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const AdminPromotionSchema = PromotionSchema.extend({ status: ScheduleStatusSchema, createdBy: z.string(), updatedAt: instant });
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

export const CurrentPromotionSchema = z.object({ promotion: PromotionSchema.nullable() });

export const AnnouncementQuerySchema = z.strictObject({
  role: AnnouncementRoleSchema.optional(),
  env: BuildEnvironmentSchema.optional(),
});
export const PromotionQuerySchema = z.strictObject({ env: BuildEnvironmentSchema.optional() });
