// What other modules use of matching: read-only scores.
/** The match between a posting and an applicant (hiring's applicant view). */
export { matchForApplicant, type MatchResult } from './match-service';
