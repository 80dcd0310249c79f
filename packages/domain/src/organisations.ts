// Groups of practices (ADR 120): an organisation (a practice whose account is the group's sign-in
// and billing account) and its locations (practices of their own), the location switcher and the
// report across locations.
import { z } from 'zod';
import { EmployerSignUpSchema } from './accounts';

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
