import type { EmployerJob, JobDate, JobSlot, PayUnit } from '@chairside/domain/job-posting';
import { isPayRange, payUnitOf } from '@chairside/domain/job-posting';
import { regionOfZip } from '@chairside/domain/commerce-rules';
import type { Office } from '@chairside/domain/office';
import { payRangeRequired } from '@chairside/domain/pay-transparency';

/** The posting type's choices in words (the codes PERM and TEMP are the API's, not the reader's). */
export const JOB_TYPE_LABELS = { PERM: 'Permanent', TEMP: 'Temp dates' } as const;

/** One temp date as the form holds it; `id` and `status` for dates the posting already has. */
/** One screening question as the form holds it; `id` for a question the posting already asks. */
export type FormScreeningQuestion = { key: string; id: string | null; text: string; isDealBreaker: boolean };

export type FormJobDate = { key: string; id: number | null; date: string; startTime: string; endTime: string; status: JobDate['status'] | null };

/** The posting form's values: text as typed, amounts in dollars or percent. */
export type JobFormValues = {
  officeId: string;
  position: string;
  name: string;
  description: string;
  urltitle: string;
  type: 'PERM' | 'TEMP';
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  isConfidential: boolean;
  payUnit: '' | PayUnit;
  payRange: boolean;
  salaryMin: string;
  salaryMax: string;
  specialties: string[];
  jobDates: FormJobDate[];
  employmentType: string;
  workDays: string[];
  shifts: string[];
  benefits: string[];
  screeningQuestions: FormScreeningQuestion[];
  /** Required licenses, permits or certificates (kind codes), checked on applying and booking (ADR 115). */
  requiredCredentials: string[];
};

let dateKeys = 0;
export const newDateKey = () => `date-${++dateKeys}`;

/** Hundredths (cents, or hundredths of a percent) as people type them: 4500 → '45', 4550 → '45.50'. */
export function fromHundredths(amount: number | null): string {
  if (amount === null) return '';
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);
}

/**
 * What people type ('45', '$45.50', '1,000', '30%') as whole hundredths; null when blank;
 * NaN when it is not a number.
 */
export function toHundredths(text: string): number | null {
  const cleaned = text.trim().replace(/[$,%\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export function emptyForm(office?: Office | null): JobFormValues {
  return {
    officeId: office ? String(office.id) : '',
    position: '',
    name: '',
    description: '',
    urltitle: '',
    type: 'PERM',
    address: office?.address ?? '',
    address2: office?.address2 ?? '',
    city: office?.city ?? '',
    state: office?.state ?? '',
    zip: office?.zip ?? '',
    isConfidential: false,
    payUnit: '',
    payRange: false,
    salaryMin: '',
    salaryMax: '',
    specialties: [],
    jobDates: [],
    employmentType: '',
    workDays: [],
    shifts: [],
    benefits: [],
    screeningQuestions: [],
    requiredCredentials: [],
  };
}

/**
 * A new posting's form: in the office the slot it is started for was bought for (its price
 * region; else the primary office; with no office, the practice's ZIP code), with that slot's
 * position, and with pay shown (per hour, a range) where state law asks postings for pay.
 */
export function newPostingForm(
  offices: readonly Office[],
  slot: Pick<JobSlot, 'position' | 'region'> | null,
  today: string,
  practiceZip: string | null = null,
): JobFormValues {
  const ordered = [...offices].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const office = ordered.find((candidate) => !slot?.region || regionOfZip(candidate.zip) === slot.region) ?? ordered[0] ?? null;
  const values = emptyForm(office);
  // No office yet: the practice's own ZIP code, when the slot may carry a posting there.
  if (!office && practiceZip && (!slot?.region || regionOfZip(practiceZip) === slot.region)) values.zip = practiceZip;
  if (slot?.position) values.position = slot.position;
  if (payRangeRequired(values.state, today)) {
    values.payUnit = 'HOUR';
    values.payRange = true;
  }
  return values;
}

/** The form's values for a saved posting. */
export function jobToForm(job: EmployerJob): JobFormValues {
  return {
    officeId: job.officeId === null ? '' : String(job.officeId),
    position: job.position ?? '',
    name: job.name ?? '',
    description: job.description ?? '',
    urltitle: job.urltitle ?? '',
    type: job.type,
    address: job.address ?? '',
    address2: job.address2 ?? '',
    city: job.city ?? '',
    state: job.state ?? '',
    zip: job.zip ?? '',
    isConfidential: job.isConfidential,
    payUnit: payUnitOf(job.payCode) ?? '',
    payRange: isPayRange(job.payCode),
    salaryMin: fromHundredths(job.salaryMin),
    salaryMax: isPayRange(job.payCode) ? fromHundredths(job.salaryMax) : '',
    specialties: [...job.specialties],
    jobDates: job.jobDates.map((date) => ({
      key: newDateKey(),
      id: date.id,
      date: date.date,
      startTime: date.startTime ?? '',
      endTime: date.endTime ?? '',
      status: date.status,
    })),
    employmentType: job.employmentType ?? '',
    workDays: [...job.workDays],
    shifts: [...job.shifts],
    benefits: [...job.benefits],
    screeningQuestions: job.screeningQuestions.map((question) => ({
      key: newDateKey(),
      id: question.id,
      text: question.text,
      isDealBreaker: question.isDealBreaker,
    })),
    requiredCredentials: [...job.requiredCredentials],
  };
}

/** The office's place copied into the form (what choosing an office does). */
export function withOffice(values: JobFormValues, office: Office | null): JobFormValues {
  if (!office) return { ...values, officeId: '' };
  return {
    ...values,
    officeId: String(office.id),
    address: office.address,
    address2: office.address2 ?? '',
    city: office.city,
    state: office.state,
    zip: office.zip,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** An empty editor still holds markup ('<p><br></p>'): no words, no description. */
const descriptionOrNull = (html: string) => (html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : html.trim());

export type FormProblems = Record<string, string>;

/**
 * The request body (JobPostingInput, every field, since PUT replaces the posting) and the
 * problems only the form can see (amounts that are not numbers). Temp dates only for TEMP.
 */
export function formToInput(values: JobFormValues): { input: Record<string, unknown>; problems: FormProblems } {
  const problems: FormProblems = {};
  const unit = values.payUnit;
  const salaryMin = unit ? toHundredths(values.salaryMin) : null;
  const salaryMax = unit && values.payRange ? toHundredths(values.salaryMax) : null;
  const percent = unit === 'PRODUCTION' || unit === 'COLLECTION';
  if (Number.isNaN(salaryMin)) problems.salaryMin = percent ? 'Enter the percentage as a number, like 30.' : 'Enter the amount in dollars, like 45 or 45.50.';
  if (Number.isNaN(salaryMax)) problems.salaryMax = percent ? 'Enter the percentage as a number, like 35.' : 'Enter the amount in dollars, like 55 or 55.50.';
  const input: Record<string, unknown> = {
    officeId: values.officeId === '' ? null : Number(values.officeId),
    position: values.position === '' ? null : values.position,
    name: textOrNull(values.name),
    description: descriptionOrNull(values.description),
    urltitle: textOrNull(values.urltitle),
    type: values.type,
    address: textOrNull(values.address),
    address2: textOrNull(values.address2),
    city: textOrNull(values.city),
    state: values.state === '' ? null : values.state,
    zip: textOrNull(values.zip),
    isConfidential: values.isConfidential,
    payCode: unit ? (values.payRange ? `${unit}_RANGE` : unit) : null,
    salaryMin: Number.isNaN(salaryMin) ? null : salaryMin,
    salaryMax: Number.isNaN(salaryMax) ? null : salaryMax,
    specialties: values.specialties,
    jobDates:
      values.type === 'TEMP'
        ? values.jobDates.map((date) => ({
            date: date.date,
            startTime: date.startTime === '' ? null : date.startTime,
            endTime: date.endTime === '' ? null : date.endTime,
          }))
        : [],
    employmentType: values.employmentType === '' ? null : values.employmentType,
    workDays: values.workDays,
    shifts: values.shifts,
    benefits: values.benefits,
    screeningQuestions: values.screeningQuestions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      text: question.text.trim(),
      isDealBreaker: question.isDealBreaker,
    })),
    requiredCredentials: values.requiredCredentials,
  };
  return { input, problems };
}

/** Zod issues as 'field' or 'jobDates.0.date' → message (the first per path), as the server names them. */
export function issuesToProblems(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FormProblems {
  const problems: FormProblems = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !problems[path]) problems[path] = issue.message;
  }
  return problems;
}
