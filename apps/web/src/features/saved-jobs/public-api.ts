// What saved jobs offers the other features: the one way in (ADR 93).
export { SaveJobButton } from './save-job-button';
export { SAVED_JOBS_PATH, useSavedJobs } from './saved-jobs-api';
export { savedJobLink } from './saved-jobs-page';
