// The job seeker's resume profile: the zod schemas of every section, shared by the API (request
// and answer shapes) and the web app (forms, messages).
// Decisions where the spec is silent (docs/decisions/0009-resume-profile-and-photos.md):
// - experience is whole years of service (0 to 60); salary is the person's own words
//   ('$42/hour', 'Negotiable'), at most 100 characters.
// - a skill's score is 1 to 5; 1 (the default) means not yet rated, so the completeness item
//   'Skills assessment' stays missing until some skill is rated above 1.
// - dowTotal / dowTotalTemp are the number of weekdays marked available (0 to 7).
// - blank text is stored as null (not specified); dates are real days written YYYY-MM-DD.
// The codes, limits and rules without zod are in ./resume-profile-rules, re-exported here.
import { z } from 'zod';
import { PhoneSchema, ZipSchema } from './accounts';
import { PositionCodeSchema } from './form-fields';
import { COMPLETENESS_ITEMS, type CompletenessKey } from './profile-completeness';
import {
  DOW_KEYS,
  DOW_TEMP_KEYS,
  EXPERIENCE_MAX_YEARS,
  INTRO_MAX_LENGTH,
  REGION_CODES,
  SKILL_SCORE_MAX,
  SKILL_SCORE_MIN,
  SPECIALTY_CODES,
  TEXT_MAX_LENGTH,
  isRealDay,
  type DowKey,
  type RegionCode,
  type SpecialtyCode,
} from './resume-profile-rules';

export * from './resume-profile-rules';

export const SpecialtyCodeSchema = z.enum(SPECIALTY_CODES as [SpecialtyCode, ...SpecialtyCode[]], {
  error: `Choose specialties from: ${SPECIALTY_CODES.join(', ')}.`,
});

// ---- field helpers ----

/** Text a person may leave blank: trimmed, blank becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const requiredText = (max: number, emptyMessage: string, maxMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, maxMessage);

const daySchema = (label: string) => z.string({ error: `${label} is a day written YYYY-MM-DD.` }).refine(isRealDay, `${label} is a day written YYYY-MM-DD.`);

export const RegionCodeSchema = z.enum(REGION_CODES as [RegionCode, ...RegionCode[]], {
  error: 'Choose a state or province by its two-letter code (IL, TX, ON...).',
});

/** Adds an issue on `endKey` when both days are given and the end comes before the start. */
function daysInOrder<T extends Record<string, unknown>>(startKey: keyof T & string, endKey: keyof T & string, message: string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start === 'string' && typeof end === 'string' && end < start) ctx.addIssue({ code: 'custom', path: [endKey], message });
  };
}

// ---- request bodies ----

export const ProfileToggleSchema = z.strictObject({ state: z.boolean({ error: 'state is true or false.' }) });
export type ProfileToggle = z.infer<typeof ProfileToggleSchema>;

/** The profile prompt of this account: the day (YYYY-MM-DD, the person's own calendar) it was last shown; null: never. */
export const ProfilePromptStateSchema = z.object({ lastShownDate: z.string().nullable() });
export type ProfilePromptState = z.infer<typeof ProfilePromptStateSchema>;
/** Records that the prompt was shown on `day`, the person's own calendar day. */
export const ProfilePromptShownSchema = z.strictObject({
  day: z.string({ error: 'day is a day written YYYY-MM-DD.' }).refine(isRealDay, 'day is a day written YYYY-MM-DD.'),
});

/**
 * Whether practices may find the job seeker: ACTIVE (actively looking), OPEN (open to offers,
 * the default) or NOT_LOOKING (left out of resume search and candidate matches).
 */
export const CANDIDATE_STATES = ['ACTIVE', 'OPEN', 'NOT_LOOKING'] as const;
export type CandidateState = (typeof CANDIDATE_STATES)[number];
export const CandidateStateSchema = z.enum(CANDIDATE_STATES, { error: 'state is ACTIVE, OPEN or NOT_LOOKING.' });
export const CandidateStateInputSchema = z.strictObject({ state: CandidateStateSchema });
export type CandidateStateInput = z.infer<typeof CandidateStateInputSchema>;

export const IntroSchema = z.strictObject({
  intro: optionalText(INTRO_MAX_LENGTH, `An intro is at most ${INTRO_MAX_LENGTH} characters.`),
});
export type Intro = z.infer<typeof IntroSchema>;
export const IntroAnswerSchema = z.object({ intro: z.string().nullable() });

export const StaffDetailsSchema = z.strictObject({
  position: PositionCodeSchema,
  zip: ZipSchema,
  license: optionalText(100, 'A license is at most 100 characters.'),
  licenseState: RegionCodeSchema.nullable().default(null),
  licenseNumber: optionalText(50, 'A license number is at most 50 characters.').default(null),
  /** Blank or left out: none. Never public: practices the person applied to see it with the email. */
  phone: z
    .string({ error: 'A phone number is text.' })
    .trim()
    .refine((phone) => phone === '' || PhoneSchema.safeParse(phone).success, 'Enter a phone number of 7 to 25 digits, or leave it blank.')
    .transform((phone) => (phone === '' ? null : phone))
    .nullable()
    .default(null),
  showCurrentEmployer: z.boolean({ error: 'showCurrentEmployer is true or false.' }).default(false),
  other: optionalText(TEXT_MAX_LENGTH, `Other achievements are at most ${TEXT_MAX_LENGTH} characters.`),
  experience: z
    .number({ error: `Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}, or null.` })
    .int(`Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.`)
    .min(0, `Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.`)
    .max(EXPERIENCE_MAX_YEARS, `Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.`)
    .nullable(),
  salary: optionalText(100, 'A salary requirement is at most 100 characters.'),
  specialties: z
    .array(SpecialtyCodeSchema, { error: 'specialties is a list of specialty codes.' })
    .max(SPECIALTY_CODES.length, 'Choose each specialty at most once.')
    .transform((codes) => [...new Set(codes)]),
});
export type StaffDetails = z.infer<typeof StaffDetailsSchema>;
const dowFlag = (key: DowKey) => z.boolean({ error: `${key} is true or false.` });
export const AvailabilitySchema = z.strictObject(
  Object.fromEntries([...DOW_KEYS, ...DOW_TEMP_KEYS].map((key) => [key, dowFlag(key)])) as Record<DowKey, z.ZodBoolean>,
);

export const SkillInputSchema = z.strictObject({
  name: requiredText(100, 'Enter the skill.', 'A skill is at most 100 characters.'),
  score: z
    .number({ error: `A skill score is a whole number from ${SKILL_SCORE_MIN} to ${SKILL_SCORE_MAX}.` })
    .int(`A skill score is a whole number from ${SKILL_SCORE_MIN} to ${SKILL_SCORE_MAX}.`)
    .min(SKILL_SCORE_MIN, `A skill score is a whole number from ${SKILL_SCORE_MIN} to ${SKILL_SCORE_MAX}.`)
    .max(SKILL_SCORE_MAX, `A skill score is a whole number from ${SKILL_SCORE_MIN} to ${SKILL_SCORE_MAX}.`)
    .default(SKILL_SCORE_MIN),
});
export type SkillInput = z.infer<typeof SkillInputSchema>;

const place = {
  city: optionalText(100, 'A city is at most 100 characters.'),
  state: RegionCodeSchema.nullable(),
};

export const CompanyInputSchema = z
  .strictObject({
    name: requiredText(150, 'Enter the practice or company name.', 'A company name is at most 150 characters.'),
    title: requiredText(100, 'Enter your job title.', 'A job title is at most 100 characters.'),
    ...place,
    startDate: daySchema('A start date'),
    endDate: daySchema('An end date').nullable(),
    description: optionalText(TEXT_MAX_LENGTH, `A description is at most ${TEXT_MAX_LENGTH} characters.`),
  })
  .superRefine(daysInOrder('startDate', 'endDate', 'The end date must come after the start date.'));
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

export const SchoolInputSchema = z
  .strictObject({
    name: requiredText(150, 'Enter the school name.', 'A school name is at most 150 characters.'),
    degree: optionalText(100, 'A degree or program is at most 100 characters.'),
    ...place,
    startDate: daySchema('A start date').nullable(),
    endDate: daySchema('An end date').nullable(),
  })
  .superRefine(daysInOrder('startDate', 'endDate', 'The end date must come after the start date.'));
export type SchoolInput = z.infer<typeof SchoolInputSchema>;

export const CertInputSchema = z
  .strictObject({
    name: requiredText(150, 'Enter the certification.', 'A certification is at most 150 characters.'),
    issuer: optionalText(150, 'An issuer is at most 150 characters.'),
    issuedDate: daySchema('An issue date').nullable(),
    expiresDate: daySchema('An expiry date').nullable(),
  })
  .superRefine(daysInOrder('issuedDate', 'expiresDate', 'The expiry date must come after the issue date.'));
export type CertInput = z.infer<typeof CertInputSchema>;

export const CourseInputSchema = z.strictObject({
  name: requiredText(150, 'Enter the course.', 'A course name is at most 150 characters.'),
  provider: optionalText(150, 'A course provider is at most 150 characters.'),
  completedDate: daySchema('A completion date').nullable(),
  hours: z
    .number({ error: 'Hours are a number from 0.25 to 1000, or null.' })
    .min(0.25, 'Hours are a number from 0.25 to 1000.')
    .max(1000, 'Hours are a number from 0.25 to 1000.')
    .nullable(),
});
export type CourseInput = z.infer<typeof CourseInputSchema>;

/** The photo dialog's crop (./photo-crop), re-exported for the profile photo's callers. */
export { PhotoCropSchema, type PhotoCrop } from './photo-crop';

// ---- answers ----

export const SkillSchema = z.object({ id: z.number().int(), name: z.string(), score: z.number().int() });
export type Skill = z.infer<typeof SkillSchema>;

export const CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  startDate: z.string(),
  /** null: works there now. */
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  /** The public view of a current employer the person keeps private: `name` is empty. */
  nameHidden: z.boolean().optional(),
});
export type Company = z.infer<typeof CompanySchema>;

export const SchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  degree: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type School = z.infer<typeof SchoolSchema>;

export const CertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string().nullable(),
  issuedDate: z.string().nullable(),
  expiresDate: z.string().nullable(),
});
export type Cert = z.infer<typeof CertSchema>;

export const CourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: z.string().nullable(),
  completedDate: z.string().nullable(),
  hours: z.number().nullable(),
});
export type Course = z.infer<typeof CourseSchema>;

const availabilityShape = Object.fromEntries([...DOW_KEYS, ...DOW_TEMP_KEYS].map((key) => [key, z.boolean()])) as Record<DowKey, z.ZodBoolean>;

export const AvailabilityAnswerSchema = z.object({ ...availabilityShape, dowTotal: z.number().int(), dowTotalTemp: z.number().int() });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;

/** The resume itself, as its owner and the people allowed to read it see it. */
export const ResumeSchema = z.object({
  intro: z.string().nullable(),
  license: z.string().nullable(),
  licenseState: z.string().nullable(),
  /** Null in the public view. */
  licenseNumber: z.string().nullable(),
  showCurrentEmployer: z.boolean(),
  other: z.string().nullable(),
  experience: z.number().int().nullable(),
  salary: z.string().nullable(),
  ...availabilityShape,
  dowTotal: z.number().int(),
  dowTotalTemp: z.number().int(),
  /** The temp profile's one line (users/staff/{id}/temp-profile's summary), or null without one. */
  tempSummary: z.string().nullable(),
  skills: z.array(SkillSchema),
  companies: z.array(CompanySchema),
  schools: z.array(SchoolSchema),
  certs: z.array(CertSchema),
  courses: z.array(CourseSchema),
});
export type Resume = z.infer<typeof ResumeSchema>;

export const CompletenessSchema = z.object({
  score: z.number().int(),
  missing: z.array(
    z.object({
      key: z.enum(COMPLETENESS_ITEMS.map((item) => item.key) as [CompletenessKey, ...CompletenessKey[]]),
      label: z.string(),
      points: z.number().int(),
    }),
  ),
});

export const PhotoStateSchema = z.object({
  hasPhoto: z.boolean(),
  photoUrl: z.string().nullable(),
  photoThumbnailUrl: z.string().nullable(),
});
export type PhotoState = z.infer<typeof PhotoStateSchema>;

/** A resume as anyone allowed to read it sees it: no email, no ZIP, no coordinates. */
export const StaffProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  isPublic: z.boolean(),
  isRelocate: z.boolean(),
  isGoodToApply: z.boolean(),
  ...PhotoStateSchema.shape,
  specialties: z.array(z.string()),
  resume: ResumeSchema,
  /** "License verified" (ADR 115), and the verified credentials: numbers only for the person, administrators and practices they applied to. */
  licenseVerified: z.boolean().optional(),
  verifiedCredentials: z.array(z.object({ label: z.string(), state: z.string().nullable(), number: z.string().nullable() })).optional(),
  /** Practices' ratings of the person as reviews show them (ADR 114): the average (null with none) and count. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

/** The signed-in job seeker (get-current-staff): the profile plus place and completeness. */
export const CurrentStaffSchema = StaffProfileSchema.extend({
  email: z.string(),
  /** Seen only by the person and the practices they applied to. */
  phone: z.string().nullable(),
  candidateState: CandidateStateSchema,
  zip: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  completeness: CompletenessSchema,
  // The spec's assessment fields of the staff profile (null until the assessment is done).
  discScores: z.object({ D: z.number(), I: z.number(), S: z.number(), C: z.number() }).nullable(),
  emotion: z.object({ isComplete: z.boolean() }).nullable(),
  /** The ranked top five core values (labels). */
  values: z.array(z.string()).nullable(),
  /** The culture profile: share of answers per theme (team, patient, results, systems). */
  culture: z.record(z.string(), z.number()).nullable(),
  alignmentQuestionnaire: z.object({ personalVisionAnswer: z.string(), teamExpectationsAnswer: z.string() }).nullable(),
});
export type CurrentStaff = z.infer<typeof CurrentStaffSchema>;

export const StaffDetailsAnswerSchema = z.object({
  position: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  license: z.string().nullable(),
  licenseState: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  phone: z.string().nullable(),
  showCurrentEmployer: z.boolean(),
  other: z.string().nullable(),
  experience: z.number().int().nullable(),
  salary: z.string().nullable(),
  specialties: z.array(z.string()),
});
export type StaffDetailsAnswer = z.infer<typeof StaffDetailsAnswerSchema>;

/** What each list of the resume takes (POST and PUT bodies) and answers. */
export type SectionInputs = {
  skills: SkillInput;
  companies: CompanyInput;
  schools: SchoolInput;
  certs: CertInput;
  courses: CourseInput;
};
export type SectionItems = { skills: Skill; companies: Company; schools: School; certs: Cert; courses: Course };
