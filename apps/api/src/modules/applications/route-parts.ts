// What the hiring routes share (applications', invitations' and interviews'): the API document's tags and access wording, the owner guards, the path parameters and the signed links' token.
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

// The signed links' routes (docs/api/signed-links.md): their tag and wording, and the token in the path.
export const SIGNED_LINK_TAGS = ['signed links'];
export const SIGNED =
  'Signed out: the token from the emailed link is the only credential. A cut or garbled token: 400 LINK_MALFORMED; changed, ' +
  'made for another purpose, or its record no longer belongs together: 403 LINK_INVALID; expired: 410 LINK_EXPIRED (field token).';
export const ONCE = 'Its action works once: again, 409 LINK_USED (a refused attempt leaves it usable).';

export const TokenParamsSchema = z.strictObject({
  token: z.string({ error: 'token is the signed link.' }).min(1, 'token is the signed link.').max(2000, 'This link is too long.'),
});
