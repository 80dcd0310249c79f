// A practice's offices: address, primary office, opening hours per weekday, photos.
// Decisions where the spec is silent (docs/decisions/0010-job-postings-and-slots.md):
// - dow is 0 (Sunday) to 6 (Saturday), as JavaScript's getDay and the resume's isDowSun...isDowSat.
// - One opening range per day, HH:MM in 24 hours; closes after opens. A day not listed is closed.
// - city and state may be left null: they are then taken from the ZIP code, which also gives
//   lat/lng (the office's map position).
// - At most 50 offices per employer and 20 photos per office; a photo description is at most
//   300 characters. Photos are the same 5 MB images as profile photos.
// The limits, day names and hours display without zod are in ./office-rules, re-exported here.
import { z } from 'zod';
import { PhoneSchema, ZipSchema } from './accounts';
import { TIME_PATTERN, digitsParamSchema, idSchema, optionalText, requiredText, timeSchema } from './form-fields';
import { OFFICE_PHOTO_DESCRIPTION_MAX, OFFICE_PHOTO_LIMIT } from './office-rules';
import type { MapSettings } from './office-map';
import { RegionCodeSchema } from './resume-profile';

export * from './office-rules';

export const DowSchema = z
  .number({ error: 'dow is a day of the week from 0 (Sunday) to 6 (Saturday).' })
  .int('dow is a day of the week from 0 (Sunday) to 6 (Saturday).')
  .min(0, 'dow is a day of the week from 0 (Sunday) to 6 (Saturday).')
  .max(6, 'dow is a day of the week from 0 (Sunday) to 6 (Saturday).');

/** dow in a path ('/hours/3'). */
export const DowParamSchema = digitsParamSchema('dow is a day of the week from 0 (Sunday) to 6 (Saturday).', DowSchema);

// ---- request bodies ----

/** POST offices and PUT offices/{id} (the whole office; null clears an optional field). */
export const OfficeInputSchema = z.strictObject({
  name: requiredText(150, 'Enter the office name.', 'An office name is at most 150 characters.'),
  address: requiredText(150, 'Enter the street address.', 'A street address is at most 150 characters.'),
  address2: optionalText(150, 'The second address line is at most 150 characters.').default(null),
  city: optionalText(100, 'A city is at most 100 characters.').default(null),
  state: RegionCodeSchema.nullable().default(null),
  zip: ZipSchema,
  phone: PhoneSchema.nullable().default(null),
});
export type OfficeInput = z.infer<typeof OfficeInputSchema>;

export const OfficeDaySchema = z
  .strictObject({
    dow: DowSchema,
    opens: timeSchema('opens'),
    closes: timeSchema('closes'),
  })
  .superRefine((day, ctx) => {
    const valid = TIME_PATTERN.test(day.opens) && TIME_PATTERN.test(day.closes);
    if (valid && day.closes <= day.opens) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'The closing time must come after the opening time.' });
  });
export type OfficeDay = z.infer<typeof OfficeDaySchema>;

/** PUT offices/{id}/hours: the whole week; a day not listed is closed. */
export const OfficeHoursInputSchema = z
  .strictObject({
    hours: z.array(OfficeDaySchema, { error: 'hours is a list of {dow, opens, closes}.' }).max(7, 'List each day of the week at most once.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.hours.forEach((day, index) => {
      if (seen.has(day.dow)) ctx.addIssue({ code: 'custom', path: ['hours', index, 'dow'], message: 'List each day of the week at most once.' });
      seen.add(day.dow);
    });
  });
export type OfficeHoursInput = z.infer<typeof OfficeHoursInputSchema>;

export const OfficePhotoDescriptionSchema = optionalText(
  OFFICE_PHOTO_DESCRIPTION_MAX,
  `A photo description is at most ${OFFICE_PHOTO_DESCRIPTION_MAX} characters.`,
);

/** PUT .../OFFICE_PHOTOS/{officeId}/{photoId} as JSON (multipart also takes a new file). */
export const OfficePhotoUpdateSchema = z.strictObject({ description: OfficePhotoDescriptionSchema });

/** PUT .../OFFICE_PHOTOS/{officeId}/order: every photo id of the office, in the new order. */
export const PhotoOrderSchema = z
  .strictObject({
    ids: z.array(idSchema('A photo id'), { error: 'ids is the list of the office photo ids in their new order.' }).max(OFFICE_PHOTO_LIMIT),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.ids).size !== value.ids.length) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'List each photo once.' });
  });
export type PhotoOrder = z.infer<typeof PhotoOrderSchema>;

// ---- answers ----

export const OfficeHourSchema = z.object({ dow: z.number().int(), day: z.string(), opens: z.string(), closes: z.string() });
export type OfficeHour = z.infer<typeof OfficeHourSchema>;

export const OfficePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OfficePhoto = z.infer<typeof OfficePhotoSchema>;

export const OfficeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  hours: z.array(OfficeHourSchema),
  photos: z.array(OfficePhotoSchema),
});
export type Office = z.infer<typeof OfficeSchema>;

/** GET /map/settings (ADR 89): the office maps' tile server address template and its credit, or nulls. */
export const MapSettingsSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
}) satisfies z.ZodType<MapSettings>;
