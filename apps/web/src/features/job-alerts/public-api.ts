// What job alerts offers the other features: the one way in (ADR 93).
export { EmailMeJobs } from './email-me-jobs';
