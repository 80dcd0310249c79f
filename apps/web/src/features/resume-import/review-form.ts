// The review of a resume file's draft as form values (what is ticked, as the person corrected
// it) and back to what the import call takes. The domain's schemas check the chosen items; their
// messages land beside the form's fields.
import { z } from 'zod';
import { POSITIONS } from '@chairside/domain/positions';
import { ResumeImportSchema, type ImportField, type ResumeDraft, type ResumeImport } from '@chairside/domain/resume-import';
import { REGIONS, type CurrentStaff } from '@chairside/domain/resume-profile';

export type FieldChoice = { use: boolean; value: string };
export type SkillChoice = { use: boolean; name: string };
export type CompanyChoice = {
  use: boolean;
  name: string;
  title: string;
  city: string;
  state: string;
  start: string;
  end: string;
  current: boolean;
  description: string;
};
export type SchoolChoice = { use: boolean; name: string; degree: string; city: string; state: string; start: string; end: string };
export type CertChoice = { use: boolean; name: string; issuer: string; issued: string; expires: string };
export type CourseChoice = { use: boolean; name: string; provider: string; completed: string; hours: string };

export type ReviewValues = {
  fields: Partial<Record<ImportField, FieldChoice>>;
  skills: SkillChoice[];
  companies: CompanyChoice[];
  schools: SchoolChoice[];
  certs: CertChoice[];
  courses: CourseChoice[];
};

export const FIELD_LABELS: Record<ImportField, string> = {
  intro: 'Intro',
  phone: 'Phone',
  zip: 'ZIP code',
  position: 'Position',
  license: 'License',
  licenseState: 'License state',
  licenseNumber: 'License number',
  experience: 'Years of service',
  other: 'Other achievements',
};
const FIELD_ORDER: ImportField[] = ['intro', 'position', 'license', 'licenseState', 'licenseNumber', 'experience', 'phone', 'zip', 'other'];

/** A day (YYYY-MM-DD) as a month field holds it (YYYY-MM), and back (the first of the month). */
export const monthOf = (day: string | null) => (day ? day.slice(0, 7) : '');
const dayOfMonth = (month: string) => (month.trim() ? `${month.trim()}-01` : null);
const textOrNull = (text: string) => (text.trim() ? text : null);

/** The profile's current value of a field, as text ('' when empty). */
function currentValue(staff: CurrentStaff, field: ImportField): string {
  const value = field === 'phone' || field === 'zip' || field === 'position' ? staff[field] : staff.resume[field];
  return value === null || value === undefined ? '' : String(value);
}

/** How the profile's current value reads beside the found one ('Dental Hygienist (RDH)', 'Illinois'). */
export function readableValue(field: ImportField, value: string): string {
  if (field === 'position') return POSITIONS[value as keyof typeof POSITIONS] ?? value;
  if (field === 'licenseState') return REGIONS[value as keyof typeof REGIONS] ?? value;
  return value;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const draftValue = (draft: ResumeDraft, field: ImportField) => (draft[field] === null ? '' : String(draft[field]));

/** The fields the draft found that differ from the profile, each with the profile's value (null when it has none). */
export function changedFields(draft: ResumeDraft, staff: CurrentStaff): { field: ImportField; current: string | null }[] {
  return FIELD_ORDER.filter((field) => draftValue(draft, field) !== '' && !same(draftValue(draft, field), currentValue(staff, field))).map((field) => ({
    field,
    current: currentValue(staff, field) || null,
  }));
}

/**
 * The form's first values: every field the draft found that the profile lacks is ticked (one the
 * profile has another value for is offered, not ticked); every entry is ticked except those the
 * profile already lists (left out).
 */
export function reviewValuesOf(draft: ResumeDraft, staff: CurrentStaff): ReviewValues {
  const listedSkills = new Set(staff.resume.skills.map((skill) => skill.name.toLowerCase()));
  const listedJobs = new Set(staff.resume.companies.map((job) => `${job.name}|${job.title}|${job.startDate}`.toLowerCase()));
  const listedSchools = new Set(staff.resume.schools.map((school) => school.name.toLowerCase()));
  const listedCerts = new Set(staff.resume.certs.map((cert) => cert.name.toLowerCase()));
  const listedCourses = new Set(staff.resume.courses.map((course) => course.name.toLowerCase()));
  return {
    fields: Object.fromEntries(changedFields(draft, staff).map(({ field, current }) => [field, { use: current === null, value: draftValue(draft, field) }])),
    skills: draft.skills.filter((name) => !listedSkills.has(name.toLowerCase())).map((name) => ({ use: true, name })),
    companies: draft.companies
      .filter((job) => !listedJobs.has(`${job.name}|${job.title}|${job.startDate}`.toLowerCase()))
      .map((job) => ({
        use: true,
        name: job.name,
        title: job.title,
        city: job.city ?? '',
        state: job.state ?? '',
        start: monthOf(job.startDate),
        end: monthOf(job.endDate),
        current: job.current,
        description: job.description ?? '',
      })),
    schools: draft.schools
      .filter((school) => !listedSchools.has(school.name.toLowerCase()))
      .map((school) => ({
        use: true,
        name: school.name,
        degree: school.degree ?? '',
        city: school.city ?? '',
        state: school.state ?? '',
        start: monthOf(school.startDate),
        end: monthOf(school.endDate),
      })),
    certs: draft.certs
      .filter((cert) => !listedCerts.has(cert.name.toLowerCase()))
      .map((cert) => ({ use: true, name: cert.name, issuer: cert.issuer ?? '', issued: monthOf(cert.issuedDate), expires: monthOf(cert.expiresDate) })),
    courses: draft.courses
      .filter((course) => !listedCourses.has(course.name.toLowerCase()))
      .map((course) => ({
        use: true,
        name: course.name,
        provider: course.provider ?? '',
        completed: monthOf(course.completedDate),
        hours: course.hours === null ? '' : String(course.hours),
      })),
  };
}

/** How many items are ticked. */
export function chosenCount(values: ReviewValues): number {
  const lists = [values.skills, values.companies, values.schools, values.certs, values.courses];
  return (
    Object.values(values.fields).filter((choice) => choice?.use).length + lists.reduce((sum, list) => sum + (list ?? []).filter((item) => item.use).length, 0)
  );
}

type ListName = 'skills' | 'companies' | 'schools' | 'certs' | 'courses';
/** The import's field names of each list entry, as the form names them. */
const FORM_NAMES: Record<ListName, Record<string, string>> = {
  skills: {},
  companies: { startDate: 'start', endDate: 'end' },
  schools: { startDate: 'start', endDate: 'end' },
  certs: { issuedDate: 'issued', expiresDate: 'expires' },
  courses: { completedDate: 'completed' },
};

/** The import call's body of the ticked items, and where in the form each chosen entry is. */
export function importOf(values: ReviewValues): { input: Record<string, unknown>; positions: Record<ListName, number[]> } {
  const positions: Record<ListName, number[]> = { skills: [], companies: [], schools: [], certs: [], courses: [] };
  const chosen = <T extends { use: boolean }>(list: ListName, items: T[] | undefined): T[] => {
    const picked: T[] = [];
    (items ?? []).forEach((item, index) => {
      if (!item.use) return;
      positions[list].push(index);
      picked.push(item);
    });
    return picked;
  };
  const input: Record<string, unknown> = {};
  for (const [field, choice] of Object.entries(values.fields) as [ImportField, FieldChoice | undefined][]) {
    if (!choice?.use) continue;
    input[field] = field === 'experience' ? (/^\s*\d+\s*$/.test(choice.value) ? Number(choice.value) : choice.value) : choice.value;
  }
  input.skills = chosen('skills', values.skills).map((skill) => ({ name: skill.name }));
  input.companies = chosen('companies', values.companies).map((job) => ({
    name: job.name,
    title: job.title,
    city: textOrNull(job.city),
    state: textOrNull(job.state),
    startDate: dayOfMonth(job.start) ?? '',
    endDate: job.current ? null : (dayOfMonth(job.end) ?? ''),
    description: textOrNull(job.description),
  }));
  input.schools = chosen('schools', values.schools).map((school) => ({
    name: school.name,
    degree: textOrNull(school.degree),
    city: textOrNull(school.city),
    state: textOrNull(school.state),
    startDate: dayOfMonth(school.start),
    endDate: dayOfMonth(school.end),
  }));
  input.certs = chosen('certs', values.certs).map((cert) => ({
    name: cert.name,
    issuer: textOrNull(cert.issuer),
    issuedDate: dayOfMonth(cert.issued),
    expiresDate: dayOfMonth(cert.expires),
  }));
  input.courses = chosen('courses', values.courses).map((course) => ({
    name: course.name,
    provider: textOrNull(course.provider),
    completedDate: dayOfMonth(course.completed),
    hours: course.hours.trim() ? Number(course.hours) : null,
  }));
  return { input, positions };
}

/**
 * Where a problem the import names ('companies.1.endDate', 'license') is in the form
 * ('companies.4.end', 'fields.license.value'); null for a problem of the whole ('', 'skills').
 */
export function formPathOf(path: readonly PropertyKey[], positions: Record<ListName, number[]>): string | null {
  const [first, index, field] = path.map(String);
  if (!first) return null;
  if (first in positions) {
    const list = first as ListName;
    if (index === undefined || positions[list][Number(index)] === undefined) return null;
    return [list, positions[list][Number(index)], ...(field ? [FORM_NAMES[list][field] ?? field] : [])].join('.');
  }
  return `fields.${first}.value`;
}

/** The review form's schema: the ticked items through the import's own schema, its messages at the form's fields. */
export const ReviewFormSchema = z.custom<ReviewValues>().transform((values, context): ResumeImport => {
  const { input, positions } = importOf(values);
  const parsed = ResumeImportSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const at = formPathOf(issue.path, positions);
    context.addIssue({ code: 'custom', path: at ? at.split('.') : ['root'], message: issue.message });
  }
  return z.NEVER;
});
