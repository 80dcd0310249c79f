import { ceProgress, cePresetFor, type CeOverview } from '@chairside/domain/ce-tracker';
import { licenseCeStatus, licenseCeSummary } from '@chairside/domain/ce-state-rules';
import { dayOf } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { renewableLicensesOf } from '../credentials/public-api';
import { findCycle, findSeeker, listCourses } from './ce-repository';
import { courseOf } from './ce-views';

export type Seeker = NonNullable<Awaited<ReturnType<typeof findSeeker>>>;

/** The job seeker the path names (the guards checked it is the caller), or 404. */
export async function requireSeeker(ctx: AppContext, username: string): Promise<Seeker> {
  const seeker = await findSeeker(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  return seeker;
}

/** GET users/staff/{id}/ce: courses, the renewal cycle, the preset for the person, and progress. */
export async function getCeOverview(ctx: AppContext, username: string): Promise<CeOverview> {
  const seeker = await requireSeeker(ctx, username);
  const [rows, cycle, licenses] = await Promise.all([listCourses(ctx.db, seeker.id), findCycle(ctx.db, seeker.id), renewableLicensesOf(ctx.db, seeker.id)]);
  const today = dayOf(ctx.clock.now());
  const shape = cycle ? { state: cycle.state, cycleStart: cycle.cycleStart, cycleEnd: cycle.cycleEnd, hoursRequired: cycle.hoursRequired } : null;
  return {
    courses: rows.map((row) => courseOf(username, row)),
    cycle: shape,
    preset: cePresetFor(cycle?.state ?? seeker.licenseState ?? seeker.state, seeker.position),
    progress: shape ? ceProgress(rows, shape, today) : null,
    licenses: licenses.flatMap((license) => {
      const status = licenseCeStatus(license, rows, today);
      return status && license.state
        ? [{ credentialId: license.id, label: license.label, state: license.state, status: license.status, ...status, summary: licenseCeSummary(status) }]
        : [];
    }),
  };
}
