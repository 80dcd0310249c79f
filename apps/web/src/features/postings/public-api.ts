// What postings offers the other features: the one way in (ADR 93).
export { DATE_STATUS_LABELS, DATE_STATUS_VARIANTS, STATUS_VARIANTS, expiryOf, formatDay, formatWeekday, localToday, statusActions } from './job-format';
export { JobNotFound } from './job-not-found';
export {
  EMPLOYER_JOBS_KEY,
  cancelSlotPath,
  editJobPath,
  employerJobKey,
  freeSlots,
  jobSlotsKey,
  newJobPath,
  summaryPath,
  useEmployerJob,
  useEmployerJobs,
  useJobChanged,
  useJobOffices,
  useJobSlots,
} from './job-postings-api';
export { actionLabel, jobTitle, slotFor, slotLabel, useStatusChange } from './job-status-actions';
export { BUY_POSTINGS_PATH, NEW_JOB_PATH, PostJobDialog, slotJobPath } from './post-job-chooser';
