import type { SavedJob } from '@chairside/domain/saved-jobs';
import type { JobSummary } from '../jobs/public-api';
import { hiringJobOf } from '../applications/public-api';
import type { SavedJobRow } from './saved-jobs-repository';

export function savedJobOf(row: SavedJobRow, job: JobSummary): SavedJob {
  return { jobId: row.jobId, savedDate: row.savedAt.toISOString(), job: hiringJobOf(job) };
}
