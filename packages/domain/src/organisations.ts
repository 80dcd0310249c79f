// Groups of practices (ADR 120): an organisation (a practice whose account is the group's sign-in
// and billing account) and its locations (practices of their own), the location switcher and the
// report across locations.
import { z } from 'zod';
import { EmployerSignUpSchema } from './accounts';
import { daySchema } from './job-posting';

/** A new location: a practice of its own, its owner's sign-in at the email given (they set a password by resetting it). */
export const NewLocationSchema = EmployerSignUpSchema.pick({ email: true, name: true, practiceName: true, zip: true, phone: true }).extend({
  sharesBilling: z.boolean().default(true),
});
export type NewLocation = z.input<typeof NewLocationSchema>;

export const LocationSharingSchema = z.object({ sharesBilling: z.boolean() });

/** One practice of a group: the organisation itself (isOrganisation) or a location. */
export const LocationSchema = z.object({
  username: z.string(),
  practiceName: z.string(),
  isOrganisation: z.boolean(),
  sharesBilling: z.boolean(),
});
export type Location = z.infer<typeof LocationSchema>;

/** A location in the switcher: where the signed-in person may act, with their role there. */
export const SwitchableLocationSchema = z.object({ username: z.string(), practiceName: z.string(), current: z.boolean() });
export type SwitchableLocation = z.infer<typeof SwitchableLocationSchema>;

/** The report across locations: amounts in cents (settled payments). */
export const LocationReportRowSchema = LocationSchema.extend({
  postings: z.number(),
  livePostings: z.number(),
  applicants: z.number(),
  hires: z.number(),
  spend: z.number(),
});
export type LocationReportRow = z.infer<typeof LocationReportRowSchema>;

/**
 * The report's period (ADR 127): from and to are days (YYYY-MM-DD, UTC), both included, either
 * optional; postings published, applicants, hires and spend count inside it, live postings are now.
 */
export const LocationReportQuerySchema = z
  .strictObject({ from: daySchema('from').optional(), to: daySchema('to').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from is on or before to.', path: ['to'] });
export type LocationReportQuery = z.infer<typeof LocationReportQuerySchema>;

/** The columns of the report's CSV file, in order. */
export const LOCATION_REPORT_CSV_COLUMNS = [
  'Practice',
  'Organization',
  'Shares billing',
  'Postings published',
  'Live postings',
  'Applicants',
  'Hires',
  'Spend (USD)',
] as const;

/** Linking an existing practice as a location (ADR 127): its sign-in email, and whether it shares the organization's billing. */
export const LocationLinkRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email('Enter the email the practice signs in with.').max(254),
  sharesBilling: z.boolean().default(true),
});
export type LocationLinkRequest = z.input<typeof LocationLinkRequestSchema>;

/** What a link request offers, shown before its practice's owner accepts. */
export const LocationLinkPreviewSchema = z.object({
  organisationName: z.string(),
  practiceName: z.string(),
  practiceUsername: z.string(),
  sharesBilling: z.boolean(),
});
export type LocationLinkPreview = z.infer<typeof LocationLinkPreviewSchema>;
