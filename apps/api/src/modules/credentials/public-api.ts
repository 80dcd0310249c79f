// What other modules use of credentials (ADR 115).
/** The admin area's review queue. */
export { credentialsAdminRoutes } from './admin-routes';
/** The expiry reminder, for the template registry's previews. */
export { credentialExpiryEmail } from './credential-expiry-email';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { CREDENTIALS_EVERY_MS, CREDENTIALS_TASK, runCredentialTasks } from './credential-tasks';
/** The monthly re-check of verified practices' organization NPIs, run by scheduled-tasks.ts, and its notice. */
export { PRACTICE_NPI_EVERY_MS, PRACTICE_NPI_TASK, recheckPracticeNpis } from './practice-npi-recheck';
export { practiceNpiLapsedEmail } from './practice-npi-lapsed-email';
/** Badges and verified credentials for resume cards, applicants, offers and profiles. */
export {
  hasVerifiedLicenseSql,
  verifiedCredentialOf,
  verifiedCredentialsByUser,
  verifiedCredentialsOf,
  verifiedCredentialsSql,
  verifiedBadgesByUser,
  verifiedKindsFor,
} from './badges';
/** The one checker of credential requirements on shifts and postings. */
export { missingCredentials, missingCredentialsMessage, requireCredentials } from './required-credentials';
/** The practice's organization NPI: routes, and the "verified practice" standing other modules read. */
export { practiceNpiRoutes } from './practice-npi-routes';
export { isVerifiedPractice } from './practice-npi';
/** Licenses with a renewal day, for the CE tracker's per-license hours. */
export { renewableLicensesOf } from './renewable-licenses';
/** Who may read a person's card images and numbers. */
export type { PracticeReadsCredentials } from './reader-access';
/** Its routes: the app gives them the practices' reading rule (apps/api/src/credential-readers.ts). */
export { credentialsRoutes } from './routes';
