import { randomBytes } from 'node:crypto';
import type { JobPostingInput, ScreeningQuestion } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireZip } from '../geo/public-api';
import { findOwnOfficePlace } from '../offices/public-api';
import type { JobValues } from './jobs-repository';
import { sanitizeDescription } from './sanitize-description';

/**
 * The stored columns of a posting from the form. The office must be the employer's (400
 * officeId). The place: with a ZIP, the posting's own address (the ZIP must be known, 400
 * zip; it gives lat/lng, and city and state when left empty); without one, the office's
 * address. The description is sanitised (active content: 400 description).
 */
export async function jobValuesOf(ctx: AppContext, employerId: number, input: JobPostingInput): Promise<JobValues> {
  const description = sanitizeDescription(input.description);
  const office = input.officeId === null ? null : await findOwnOfficePlace(ctx.db, employerId, input.officeId);
  if (input.officeId !== null && !office) throw new AppError('VALIDATION', 'Choose one of your offices.', { field: 'officeId' });
  let place: Pick<JobValues, 'address' | 'address2' | 'city' | 'state' | 'zip' | 'lat' | 'lng'>;
  if (input.zip !== null) {
    const zip = await requireZip(ctx.db, input.zip);
    place = {
      address: input.address,
      address2: input.address2,
      city: input.city ?? zip.city,
      state: input.state ?? zip.state,
      zip: zip.zip,
      lat: zip.lat,
      lng: zip.lng,
    };
  } else if (office) {
    place = { address: office.address, address2: office.address2, city: office.city, state: office.state, zip: office.zip, lat: office.lat, lng: office.lng };
  } else {
    place = { address: input.address, address2: input.address2, city: input.city, state: input.state, zip: null, lat: null, lng: null };
  }
  return {
    officeId: office?.id ?? null,
    position: input.position,
    name: input.name,
    description,
    urltitle: input.urltitle,
    type: input.type,
    ...place,
    isConfidential: input.isConfidential,
    payCode: input.payCode,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    specialties: input.specialties,
    employmentType: input.employmentType,
    workDays: input.workDays,
    shifts: input.shifts,
    benefits: input.benefits,
    screeningQuestions: screeningQuestionsOf(input.screeningQuestions),
    // Required credentials (ADR 115) are kind codes among the requirements; left out: unchanged.
    ...(input.requiredCredentials === undefined ? {} : { shiftRequirements: input.requiredCredentials }),
  };
}

/**
 * The questions as stored: a question sent back with its id keeps it (answers already given
 * name it), a new one gets a fresh random id.
 */
export function screeningQuestionsOf(questions: JobPostingInput['screeningQuestions']): ScreeningQuestion[] {
  return questions.map((question) => ({
    id: question.id ?? randomBytes(6).toString('hex'),
    text: question.text,
    isDealBreaker: question.isDealBreaker,
  }));
}
