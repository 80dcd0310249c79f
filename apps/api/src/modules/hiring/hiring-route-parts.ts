// What the hiring routes share: the API document's tag and access wording, the owner guards and the path parameters.
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import { requireEmployer, requireOwner, requireStaff } from '../../platform/auth';
import type { RequestLimit } from '../../platform/request-limits';

export const tags = ['hiring'];
export const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
export const EMPLOYER_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice (or its posting) 404.';
export const OWN_POSTING = "An employer's own postings only: anonymous 401, not an employer 403, another practice's posting 404.";

/** The limits in words for the API document: 'At most 50 applications a day per person and 200 per client address (429 with Retry-After).' */
export const LIMITED = (what: string, [perPerson, perAddress]: RequestLimit[]) =>
  `At most ${perPerson.limit} ${what} a day per person and ${perAddress.limit} per client address (429 with Retry-After).`;

/** Role first (wrong role: 403), then the path's username must be the caller's (404). */
export const staffOwner = [requireStaff, requireOwner];
export const employerOwner = [requireEmployer, requireOwner];

export const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
export const InvitationParamsSchema = z.strictObject({ id: UsernameSchema, invitationId: idParamSchema('invitationId') });
export const OwnJobParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });
export const ApplicantParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId'), applicant: UsernameSchema });
export const InterviewParamsSchema = z.strictObject({ id: UsernameSchema, interviewId: idParamSchema('interviewId') });
