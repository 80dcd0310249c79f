// What job postings offers the other features: the one way in (ADR 93).
export { JobEditPage } from './job-edit-page';
