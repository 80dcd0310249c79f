import { publishProblems, type JobDateInput } from '@chairside/domain/job-posting';
import { AppError } from '../../platform/errors';
import type { JobValues } from './jobs-repository';

const pastDate = (index: number) => new AppError('VALIDATION', 'A temp date cannot be in the past.', { field: `jobDates.${index}.date` });

/** Dates added now must be today or later (dates the posting already had may have passed). */
export function refusePastDates(dates: readonly JobDateInput[], existing: ReadonlySet<string>, today: string): void {
  dates.forEach((jobDate, index) => {
    if (!existing.has(jobDate.date) && jobDate.date < today) throw pastDate(index);
  });
}

/**
 * A published posting must stay complete (publishProblems): the first problem is a 400 naming
 * its field. Dates the posting already had may have passed.
 */
export function refuseIncomplete(
  values: Pick<JobValues, 'position' | 'name' | 'description' | 'zip' | 'city' | 'state' | 'type'>,
  dates: readonly { date: string }[],
  today: string,
  existing: ReadonlySet<string> = new Set(),
): void {
  const problems = publishProblems(
    {
      position: values.position ?? null,
      name: values.name ?? null,
      description: values.description ?? null,
      zip: values.zip ?? null,
      city: values.city ?? null,
      state: values.state ?? null,
      type: values.type ?? 'PERM',
      jobDates: dates,
    },
    today,
  ).filter((problem) => {
    const index = /^jobDates\.(\d+)\.date$/.exec(problem.field);
    return !index || !existing.has(dates[Number(index[1])].date);
  });
  if (problems.length) throw new AppError('VALIDATION', problems[0].message, { field: problems[0].field });
}
