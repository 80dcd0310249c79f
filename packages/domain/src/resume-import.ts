// Filling the resume profile from a resume file (PDF or Word): the draft read from the file
// (nothing saved), and what the person chose to add from it. The reading rules are in
// ./resume-reading; decisions in docs/decisions/0085-profile-from-a-resume-file.md.
import { z } from 'zod';
import { PhoneSchema, ZipSchema } from './accounts';
import { PositionCodeSchema } from './form-fields';
import { CertInputSchema, CompanyInputSchema, CourseInputSchema, RegionCodeSchema, SchoolInputSchema, SkillInputSchema } from './resume-profile';
import { EXPERIENCE_MAX_YEARS, INTRO_MAX_LENGTH, RESUME_LIMITS, TEXT_MAX_LENGTH } from './resume-profile-rules';

/** The largest resume file read. */
export const RESUME_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FILE_TOO_LARGE_MESSAGE = 'The file you have chosen is larger than 5 MB. Please choose a PDF or Word file of less than 5 MB.';
/** What the file chooser offers: PDF and Word (.docx) files. The server checks the content, never the name. */
export const RESUME_FILE_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const NO_SECTIONS_MESSAGE = 'We could not read sections from this file; add them by hand.';

// ---- the draft (the answer of reading a file) ----

export const DraftCompanySchema = z.object({
  name: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Written as going on ("Present"): endDate is null. */
  current: z.boolean(),
  description: z.string().nullable(),
});
export type DraftCompany = z.infer<typeof DraftCompanySchema>;

export const DraftSchoolSchema = z.object({
  name: z.string(),
  degree: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type DraftSchool = z.infer<typeof DraftSchoolSchema>;

export const DraftCertSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  issuedDate: z.string().nullable(),
  expiresDate: z.string().nullable(),
});
export type DraftCert = z.infer<typeof DraftCertSchema>;

export const DraftCourseSchema = z.object({
  name: z.string(),
  provider: z.string().nullable(),
  completedDate: z.string().nullable(),
  hours: z.number().nullable(),
});
export type DraftCourse = z.infer<typeof DraftCourseSchema>;

/** What a resume file says that the profile keeps; null or empty where it says nothing. */
export const ResumeDraftSchema = z.object({
  intro: z.string().nullable(),
  phone: z.string().nullable(),
  zip: z.string().nullable(),
  position: PositionCodeSchema.nullable(),
  license: z.string().nullable(),
  licenseState: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  /** Whole years of the work history (overlapping jobs counted once). */
  experience: z.number().int().nullable(),
  /** Awards, honors and memberships: the profile's other achievements. */
  other: z.string().nullable(),
  skills: z.array(z.string()),
  companies: z.array(DraftCompanySchema),
  schools: z.array(DraftSchoolSchema),
  certs: z.array(DraftCertSchema),
  courses: z.array(DraftCourseSchema),
  /** The section headings read, as written ("Work History", "Licensure"). */
  sections: z.array(z.string()),
});
export type ResumeDraft = z.infer<typeof ResumeDraftSchema>;

/** A draft with nothing of the resume's sections: only contact details, or nothing at all. */
export function isDraftEmpty(draft: ResumeDraft): boolean {
  return (
    !draft.intro &&
    !draft.license &&
    !draft.other &&
    draft.skills.length === 0 &&
    draft.companies.length === 0 &&
    draft.schools.length === 0 &&
    draft.certs.length === 0 &&
    draft.courses.length === 0
  );
}

// ---- what the person adds ----

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .min(1, `${label} is empty; leave it out instead.`)
    .max(max, `${label} is at most ${max} characters.`);

/**
 * The items the person chose from the draft, after reviewing them. A field given replaces the
 * profile's; list entries are added to the profile's lists (a skill it already lists is skipped).
 */
export const ResumeImportSchema = z
  .strictObject({
    intro: text(INTRO_MAX_LENGTH, 'The intro').optional(),
    phone: PhoneSchema.optional(),
    zip: ZipSchema.optional(),
    position: PositionCodeSchema.optional(),
    license: text(100, 'A license').optional(),
    licenseState: RegionCodeSchema.optional(),
    licenseNumber: text(50, 'A license number').optional(),
    experience: z
      .number({ error: `Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.` })
      .int(`Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.`)
      .min(0, `Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.`)
      .max(EXPERIENCE_MAX_YEARS, `Years of service is a whole number from 0 to ${EXPERIENCE_MAX_YEARS}.`)
      .optional(),
    other: text(TEXT_MAX_LENGTH, 'Other achievements').optional(),
    skills: z.array(SkillInputSchema).max(RESUME_LIMITS.skills, `Choose at most ${RESUME_LIMITS.skills} skills.`).default([]),
    companies: z.array(CompanyInputSchema).max(RESUME_LIMITS.companies, `Choose at most ${RESUME_LIMITS.companies} jobs.`).default([]),
    schools: z.array(SchoolInputSchema).max(RESUME_LIMITS.schools, `Choose at most ${RESUME_LIMITS.schools} schools.`).default([]),
    certs: z.array(CertInputSchema).max(RESUME_LIMITS.certs, `Choose at most ${RESUME_LIMITS.certs} certifications.`).default([]),
    courses: z.array(CourseInputSchema).max(RESUME_LIMITS.courses, `Choose at most ${RESUME_LIMITS.courses} courses.`).default([]),
  })
  .refine((chosen) => Object.values(chosen).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined)), {
    message: 'Choose at least one item to add to your profile.',
    path: [],
  });
export type ResumeImport = z.infer<typeof ResumeImportSchema>;
export type ResumeImportInput = z.input<typeof ResumeImportSchema>;

/** The profile's fields an import may replace. */
export const IMPORT_FIELDS = ['intro', 'phone', 'zip', 'position', 'license', 'licenseState', 'licenseNumber', 'experience', 'other'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const ResumeImportAnswerSchema = z.object({
  /** How many entries each list gained. */
  added: z.object({
    skills: z.number().int(),
    companies: z.number().int(),
    schools: z.number().int(),
    certs: z.number().int(),
    courses: z.number().int(),
  }),
  /** Skills left out because the profile already lists them (any case). */
  skippedSkills: z.array(z.string()),
  /** The profile's fields replaced. */
  updated: z.array(z.enum(IMPORT_FIELDS)),
});
export type ResumeImportAnswer = z.infer<typeof ResumeImportAnswerSchema>;
