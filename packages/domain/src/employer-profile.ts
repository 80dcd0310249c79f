// The employer (practice) profile: about, employer type, technologies, contact info, public flag,
// the profile gaps the dashboard lists, and the dashboard's answer.
// Decisions where the spec is silent (docs/decisions/0010-job-postings-and-slots.md):
// - empType is one code of EMP_TYPES (the spec names the field, not its values).
// - technologies are names from EMPLOYER_TECHNOLOGIES (the spec's "skill list for employers"),
//   matched in any case and stored as the list writes them, each once.
// - Contact info is the person candidates should reach: contactName, contactEmail,
//   contactPhone, website (http or https; typed without a scheme it gets https://). Empty fields are null.
// - A public profile is readable by anyone; a private one only by its owner (404 for others).
import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './accounts';
import { optionalText, requiredText } from './form-fields';
import { OfficeSchema } from './office';
import { ResponseTimeSchema } from './no-ghosting';

export const EMP_TYPES = {
  SOLO: 'Solo private practice',
  GROUP: 'Group practice',
  SPECIALTY: 'Specialty practice',
  DSO: 'Dental service organization (DSO)',
  PUBLIC_HEALTH: 'Community or public health clinic',
  EDUCATION: 'Dental school or university',
  LAB: 'Dental laboratory',
  SUPPLIER: 'Dental supplier or manufacturer',
  OTHER: 'Other',
} as const;
export type EmpType = keyof typeof EMP_TYPES;
export const EMP_TYPE_CODES = Object.keys(EMP_TYPES) as EmpType[];
export const EmpTypeSchema = z.enum(EMP_TYPE_CODES as [EmpType, ...EmpType[]], {
  error: `Choose an employer type: ${EMP_TYPE_CODES.join(', ')}.`,
});

/** The employer skill list (technologies a practice uses), by category. */
export const EMPLOYER_TECHNOLOGY_CATEGORIES = {
  'Practice management software': ['Dentrix', 'Dentrix Ascend', 'Eaglesoft', 'Open Dental', 'Curve Dental', 'Denticon', 'Carestream Dental'],
  Imaging: ['Digital X-rays', 'Panoramic X-rays', 'Cone beam CT (CBCT)', 'Intraoral camera', 'Intraoral scanner (iTero)', 'Intraoral scanner (3Shape TRIOS)'],
  'Restorative and CAD/CAM': ['CAD/CAM (CEREC)', 'Same-day crowns', '3D printing', 'Dental implants', 'Clear aligners (Invisalign)'],
  'Clinical technology': [
    'Dental lasers',
    'Electric handpieces',
    'Rotary endodontics',
    'Nitrous oxide sedation',
    'IV sedation',
    'Caries detection (DIAGNOdent)',
  ],
  'Patient experience': ['Online scheduling', 'Text message reminders', 'Digital patient forms', 'Paperless charting', 'Patient financing (CareCredit)'],
} as const satisfies Record<string, readonly string[]>;
export const EMPLOYER_TECHNOLOGIES: readonly string[] = Object.values(EMPLOYER_TECHNOLOGY_CATEGORIES).flat();

const TECHNOLOGY_BY_KEY = new Map(EMPLOYER_TECHNOLOGIES.map((name) => [name.toLowerCase(), name]));

/** The list's spelling of a technology (any case), or null when it is not on the list. */
export function canonicalTechnology(name: string): string | null {
  return TECHNOLOGY_BY_KEY.get(name.trim().toLowerCase()) ?? null;
}

export const ABOUT_MAX_LENGTH = 4000;

const AboutTextSchema = optionalText(ABOUT_MAX_LENGTH, `About the practice is at most ${ABOUT_MAX_LENGTH} characters.`);

export const TechnologiesSchema = z
  .array(z.string({ error: 'technologies is a list of technology names.' }).max(100, 'Choose technologies from the list.'), {
    error: 'technologies is a list of technology names.',
  })
  .max(EMPLOYER_TECHNOLOGIES.length, 'Choose each technology at most once.')
  .superRefine((names, ctx) => {
    names.forEach((name, index) => {
      if (!canonicalTechnology(name)) ctx.addIssue({ code: 'custom', path: [index], message: `'${name.slice(0, 100)}' is not on the technology list.` });
    });
  })
  .transform((names) => [...new Set(names.map((name) => canonicalTechnology(name) as string))]);

/** PUT users/employers/{id}/profile: the whole profile (null clears about and empType). */
export const EmployerProfileInputSchema = z.strictObject({
  practiceName: requiredText(150, 'Enter the practice name.', 'A practice name is at most 150 characters.'),
  about: AboutTextSchema,
  empType: EmpTypeSchema.nullable(),
  technologies: TechnologiesSchema,
});
export type EmployerProfileInput = z.infer<typeof EmployerProfileInputSchema>;

/** PUT users/employers/{id}/profile/about. */
export const AboutInputSchema = z.strictObject({ about: AboutTextSchema });
export type AboutInput = z.infer<typeof AboutInputSchema>;

const WEBSITE_MESSAGE = 'Enter the website address, like www.yourpractice.com.';

/**
 * A website as people type it: 'www.practice.com' or 'practice.com/team' gets https:// in front;
 * an address that names its scheme is kept as typed (and refused below unless http or https).
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** An http(s) address of a named host (a dot in it, no user name or password): never a script, a mail link or an IP address. */
export function isWebsiteAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && /^([a-z\d-]+\.)+[a-z][a-z\d-]*$/.test(url.hostname);
}

/** Blank text reads as null (the field is cleared). */
const blankToNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);

/** PUT users/employers/{id}/contact-info (every field; null or blank clears it). */
export const ContactInfoInputSchema = z.strictObject({
  contactName: optionalText(100, 'A contact name is at most 100 characters.'),
  contactEmail: blankToNull(EmailSchema.nullable()),
  contactPhone: blankToNull(PhoneSchema.nullable()),
  website: blankToNull(
    z
      .string({ error: WEBSITE_MESSAGE })
      .trim()
      .max(300, 'A website address is at most 300 characters.')
      .transform(normalizeWebsite)
      .refine(isWebsiteAddress, WEBSITE_MESSAGE)
      .nullable(),
  ),
});
export type ContactInfoInput = z.infer<typeof ContactInfoInputSchema>;

// ---- answers ----

export const ContactInfoSchema = z.object({
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

export const EmployerProfileSchema = z.object({
  username: z.string(),
  practiceName: z.string(),
  about: z.string().nullable(),
  empType: z.string().nullable(),
  technologies: z.array(z.string()),
  ...ContactInfoSchema.shape,
  /** The practice's main phone and place from sign-up. */
  phone: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  isPublic: z.boolean(),
  /** Verified by its organization NPI with the NPI Registry: the "verified practice" badge (ADR 115). */
  isVerifiedPractice: z.boolean().optional(),
  offices: z.array(OfficeSchema),
  /** How soon the practice usually answers applicants (ADR 112); null: too few answered applications to say. */
  responseTime: ResponseTimeSchema.nullable().optional(),
});
export type EmployerProfile = z.infer<typeof EmployerProfileSchema>;

/** The practice's account as its owner reads it (GET users/employers/{id}): who signs in, and the practice. */
export const EmployerAccountSchema = z.object({
  username: z.string(),
  /** The person who signed up for the practice. */
  name: z.string(),
  email: z.string(),
  practiceName: z.string(),
  phone: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  isPublic: z.boolean(),
  /** When the account was made (ISO). */
  createdDate: z.string(),
});
export type EmployerAccount = z.infer<typeof EmployerAccountSchema>;

// ---- profile gaps (dashboard) ----

export const PROFILE_GAPS = [
  { key: 'about', label: 'Tell candidates about your practice' },
  { key: 'empType', label: 'Choose your employer type' },
  { key: 'technologies', label: 'List the technology you use' },
  { key: 'contactInfo', label: 'Add contact info' },
  { key: 'office', label: 'Add an office' },
  { key: 'officeHours', label: 'Add opening hours to your offices' },
  { key: 'officePhotos', label: 'Add photos of your offices' },
  { key: 'public', label: 'Make your profile public' },
] as const;
export type ProfileGapKey = (typeof PROFILE_GAPS)[number]['key'];
export type ProfileGap = { key: ProfileGapKey; label: string };

export type ProfileGapInput = {
  about: string | null;
  empType: string | null;
  technologies: readonly string[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  isPublic: boolean;
  /** Per office: how many days have hours, how many photos. */
  offices: readonly { hours: number; photos: number }[];
};

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * What the practice has not filled in yet, in the order of PROFILE_GAPS. Contact info counts
 * once a name and an email or phone are given; hours and photos are missing when no office has
 * them (without offices only 'office' is listed for them).
 */
export function employerProfileGaps(input: ProfileGapInput): ProfileGap[] {
  const missing: Record<ProfileGapKey, boolean> = {
    about: blank(input.about),
    empType: blank(input.empType),
    technologies: input.technologies.length === 0,
    contactInfo: blank(input.contactName) || (blank(input.contactEmail) && blank(input.contactPhone)),
    office: input.offices.length === 0,
    officeHours: input.offices.length > 0 && input.offices.every((office) => office.hours === 0),
    officePhotos: input.offices.length > 0 && input.offices.every((office) => office.photos === 0),
    public: !input.isPublic,
  };
  return PROFILE_GAPS.filter((gap) => missing[gap.key]).map((gap) => ({ key: gap.key, label: gap.label }));
}

export const ProfileGapSchema = z.object({ key: z.string(), label: z.string() });

/** GET users/employers/{id}/dashboard. */
export const EmployerDashboardSchema = z.object({
  practiceName: z.string(),
  activePostings: z.number().int(),
  draftPostings: z.number().int(),
  /** Credit posts: drafts without a position, ready to be filled in. */
  creditPostings: z.number().int(),
  filledPostings: z.number().int(),
  /** Live postings whose expiredDate falls within the next 7 days (subscription postings renew, so never). */
  expiringSoon: z.number().int(),
  newApplicants: z.number().int(),
  freeSlots: z.number().int(),
  freeSubscriptionSlots: z.number().int(),
  hasSubscription: z.boolean(),
  profileGaps: z.array(ProfileGapSchema),
});
export type EmployerDashboard = z.infer<typeof EmployerDashboardSchema>;
