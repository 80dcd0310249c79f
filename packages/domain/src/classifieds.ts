// Classified listings (ADR 49): the owner's form, the categories and their public paths, the
// listing as the API answers it, its photos and readers' reports.
import { z } from 'zod';
import { idSchema, omittableRegionSchema, omittableText, omittableZipSchema } from './form-fields';
import { titleSlug } from './community-events';

export const CLASSIFIED_CATEGORIES = [
  { code: 'EQUIPMENT', slug: 'equipment', label: 'Equipment' },
  { code: 'PRACTICE_FOR_SALE', slug: 'practices-for-sale', label: 'Practices for Sale' },
  { code: 'OFFICE_SPACE', slug: 'office-space', label: 'Office Space' },
  { code: 'SERVICES', slug: 'services', label: 'Services' },
  { code: 'SUPPLIES', slug: 'supplies', label: 'Supplies' },
  { code: 'OTHER', slug: 'other', label: 'Other' },
] as const;
export type ClassifiedCategory = (typeof CLASSIFIED_CATEGORIES)[number]['code'];
export const CLASSIFIED_CATEGORY_CODES = CLASSIFIED_CATEGORIES.map((category) => category.code) as [ClassifiedCategory, ...ClassifiedCategory[]];
export const ALL_CLASSIFIEDS_SLUG = 'all';

export const classifiedCategoryBySlug = (slug: string) => CLASSIFIED_CATEGORIES.find((category) => category.slug === slug) ?? null;
export const classifiedCategoryByCode = (code: string) => CLASSIFIED_CATEGORIES.find((category) => category.code === code) ?? null;

/** A listing shows this many days from its approval or its renewal. */
export const CLASSIFIED_TERM_DAYS = 60;
export const CLASSIFIED_PHOTO_LIMIT = 10;
export const CLASSIFIED_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CLASSIFIED_PHOTO_TOO_LARGE_MESSAGE = 'A photo is at most 5 MB. Please choose a smaller image.';
export const CLASSIFIED_PHOTO_MAX_SIDE = 1600;
export const CLASSIFIED_PHOTO_THUMBNAIL = { width: 400, height: 300 } as const;
export const CLASSIFIEDS_PAGE_SIZE = 20;
export const CLASSIFIED_SUBMISSIONS_PER_DAY = 10;
export const CLASSIFIED_FLAGS_PER_HOUR = 20;
export const CLASSIFIED_FLAG_REASON_MAX = 500;

export const classifiedsListPath = (slug: string) => `/dental-jobs/classifieds-list/${slug}/`;
export const classifiedPath = (id: number, title: string) => `/dental-jobs/classifieds/${id}/${titleSlug(title)}/`;
export const MY_CLASSIFIEDS_PATH = '/app/my-classifieds';

/** POST classifieds and PUT classifieds/{id}: what the owner writes. Price in whole cents (null: ask). */
export const ClassifiedInputSchema = z.strictObject({
  category: z.enum(CLASSIFIED_CATEGORY_CODES, { error: 'Choose a category.' }),
  title: z.string({ error: 'Enter a title.' }).trim().min(5, 'A title has at least 5 characters.').max(120, 'A title is at most 120 characters.'),
  description: z
    .string({ error: 'Describe what you offer.' })
    .trim()
    .min(20, 'A description has at least 20 characters.')
    .max(5000, 'A description is at most 5000 characters.'),
  priceCents: z
    .number({ error: 'The price is a whole number of cents.' })
    .int('The price is a whole number of cents.')
    .min(0, 'The price cannot be negative.')
    .max(2_000_000_000, 'The price is at most $20,000,000.')
    .nullable()
    .default(null),
  city: omittableText(100, 'The city'),
  state: omittableRegionSchema,
  zip: omittableZipSchema,
  contactEmail: z
    .string({ error: 'Enter a valid email address.' })
    .trim()
    .max(254, 'An email address is at most 254 characters.')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.')
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullable()
    .default(null),
  contactPhone: z
    .string({ error: 'Enter a phone number of 7 to 25 digits.' })
    .trim()
    .refine((value) => value === '' || (/^[0-9()+.\-\s]{7,25}$/.test(value) && value.replace(/\D/g, '').length >= 7), 'Enter a phone number of 7 to 25 digits.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});
export type ClassifiedInput = z.input<typeof ClassifiedInputSchema>;
export type ClassifiedValues = z.output<typeof ClassifiedInputSchema>;

export const CLASSIFIED_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** What the owner sees: EXPIRED is an approved listing past its term. */
export const CLASSIFIED_DISPLAY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export type ClassifiedDisplayStatus = (typeof CLASSIFIED_DISPLAY_STATUSES)[number];
export const CLASSIFIED_STATUS_LABELS: Record<ClassifiedDisplayStatus, string> = {
  PENDING: 'Waiting for review',
  APPROVED: 'Live',
  REJECTED: 'Not approved',
  EXPIRED: 'Expired',
};

export const ClassifiedPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ClassifiedPhoto = z.infer<typeof ClassifiedPhotoSchema>;

export const ClassifiedSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLASSIFIED_STATUSES),
  displayStatus: z.enum(CLASSIFIED_DISPLAY_STATUSES),
  category: z.enum(CLASSIFIED_CATEGORY_CODES),
  categoryLabel: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  photos: z.array(ClassifiedPhotoSchema),
  approvedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  path: z.string(),
  isOwner: z.boolean(),
  /** Only for the owner and administrators: why it was not approved. */
  reviewNote: z.string().nullable(),
});
export type Classified = z.infer<typeof ClassifiedSchema>;

export const ClassifiedListSchema = z.object({
  classifieds: z.array(ClassifiedSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ClassifiedList = z.infer<typeof ClassifiedListSchema>;

export const ClassifiedCreatedSchema = z.object({ id: z.number().int() });

export const ClassifiedFlagInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Tell us what is wrong with this listing.' })
    .trim()
    .min(1, 'Tell us what is wrong with this listing.')
    .max(CLASSIFIED_FLAG_REASON_MAX, `A reason is at most ${CLASSIFIED_FLAG_REASON_MAX} characters.`),
});

export const ClassifiedPhotoOrderSchema = z.strictObject({
  ids: z
    .array(idSchema('A photo id'), { error: 'ids is the list of the listing photo ids in their new order.' })
    .max(CLASSIFIED_PHOTO_LIMIT, `A listing has at most ${CLASSIFIED_PHOTO_LIMIT} photos.`),
});

/** A classified in the admin area: the listing, its owner and its open reports. */
export const AdminClassifiedSchema = z.object({
  classified: ClassifiedSchema,
  ownerName: z.string(),
  ownerEmail: z.string(),
  openFlags: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type AdminClassified = z.infer<typeof AdminClassifiedSchema>;

/** A price in cents as readers see it: '$1,250' or '$1,250.50'; null: 'Contact for price'. */
export function formatClassifiedPrice(priceCents: number | null): string {
  if (priceCents === null) return 'Contact for price';
  const dollars = priceCents / 100;
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2 });
}
