// What other modules use of applications. Applications is the lowest part of hiring (ADR 93):
// invitations, interviews and candidate review read it through this door, never the reverse.
import type { Database } from '@chairside/db/client';
import { countUnreviewed } from './applications-repository';

import type { JobScope } from '../../platform/team-access';
/** A posting as the job seeker's screens show it (the practice unnamed while confidential): saved jobs, invitations. */
export { hiringJobOf, summaryIn } from './application-views';

/** Applications to the employer's postings it has not opened yet (the employer dashboard's newApplicants). */
export async function countNewApplicants(db: Database, employerId: number, scope?: JobScope): Promise<number> {
  return countUnreviewed(db, employerId, scope);
}

/** Applying (accepting an invitation applies), and its request limits (also spent by the request-limits test). */
export { submitApplication } from './submit-application';
export { APPLICATION_LIMITS, APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_PERSON } from './application-limits';

/** The accounts hiring acts for, the caller's account and posting checks, and the applications others read. */
export { findAccount, findAccountById, type Account } from './accounts-repository';
export { requireEmployerAccount, requireStaffAccount } from './require-accounts';
export { requireOwnJob } from './require-own-job';
export { findApplicant, findApplicantById, findApplicantsByIds, findApplication } from './applications-repository';
/** A page of applicants as the practice's list shows them (the hiring pipeline's pages, ADR 130). */
export { withScores } from './list-employer-applications';
export { employerApplicationOf, feedbackOf } from './application-views';

/** Queuing a hiring email in the change's transaction, and a link into the app. */
export { appLink, notify } from './notify';

/** The applications emails (the template registry, and the parts that send the invitation, feedback and reminder ones). */
export {
  applicationReceiptEmail,
  candidateFeedbackEmail,
  invitationToApplyEmail,
  newApplicantEmail,
  reviewReminderEmail,
  unansweredReminderEmail,
} from './application-emails';
/** The practice's first answer to an application (feedback, interviews, messaging stamp it), and the 7-day reminder task (scheduled-tasks.ts). */
export { recordAnswer, recordMessageAnswer, sendUnansweredReminders, UNANSWERED_REMINDER_EVERY_MS, UNANSWERED_REMINDER_TASK } from './practice-answers';

/** The hiring emails' shared sample values and footers (the interview emails use them too). */
export { SAMPLE_TOKEN, SAMPLE_WHEN, TO_APPLICANT, TO_PRACTICE } from './email-parts';

/** Reading a signed link's subject ids. */
export { subjectId } from './signed-link-urls';

/** What the hiring routes share: tags, access wording, owner guards, path parameters, and the signed links' token and wording. */
export {
  AccountParamsSchema,
  ApplicantParamsSchema,
  EMPLOYER_ONLY,
  employerOwner,
  InterviewParamsSchema,
  InvitationParamsSchema,
  LIMITED,
  ONCE,
  OWN_POSTING,
  OwnJobParamsSchema,
  SIGNED,
  SIGNED_LINK_TAGS,
  STAFF_ONLY,
  staffOwner,
  tags,
  TokenParamsSchema,
} from './route-parts';
