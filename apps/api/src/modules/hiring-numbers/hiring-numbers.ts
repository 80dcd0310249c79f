// GET users/employers/{id}/hiring-numbers (ADR 121): the practice's funnel per posting and
// overall, where applicants came from, time to fill, and similar postings nearby.
import {
  APPLICATION_SOURCES,
  emptySources,
  median,
  type Funnel,
  type HiringNumbers,
  type NearbyComparison,
  type SourceCounts,
} from '@chairside/domain/hiring-numbers';
import type { AppContext } from '../../platform/context';
import { requireEmployerAccount } from '../applications/public-api';
import { NEARBY_MINIMUM, nearbyMedians, postingFunnels, sourceCounts } from './numbers-repository';

const KNOWN_SOURCES = new Set<string>([...APPLICATION_SOURCES, 'unknown']);
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const NO_COMPARISON: NearbyComparison = { postings: 0, medianViews: null, medianApplications: null, medianDaysToFill: null };

export async function getHiringNumbers(ctx: AppContext, username: string): Promise<HiringNumbers> {
  const employer = await requireEmployerAccount(ctx, username);
  const funnels = await postingFunnels(ctx.db, employer.id);
  const sources = new Map<number, SourceCounts>(funnels.map((row) => [row.id, emptySources()]));
  const overallSources = emptySources();
  for (const row of await sourceCounts(ctx.db, employer.id)) {
    const key = (KNOWN_SOURCES.has(row.source) ? row.source : 'unknown') as keyof SourceCounts;
    const counts = sources.get(row.jobId);
    if (!counts) continue;
    counts[key] += row.count;
    overallSources[key] += row.count;
  }
  const nearby = new Map(
    (
      await nearbyMedians(
        ctx.db,
        employer.id,
        funnels.map((row) => row.id),
        ctx.clock.now(),
      )
    ).map((row) => [row.jobId, row]),
  );
  const overall: Funnel = { views: 0, applications: 0, interviews: 0, hires: 0 };
  for (const row of funnels) {
    overall.views += row.views;
    overall.applications += row.applications;
    overall.interviews += row.interviews;
    overall.hires += row.hires;
  }
  const filled = funnels.flatMap((row) => (row.daysToFill === null ? [] : [row.daysToFill]));
  return {
    overall: { funnel: overall, sources: overallSources, medianDaysToFill: oneDecimal(median(filled)), filledPostings: filled.length },
    postings: funnels.map((row) => {
      const near = nearby.get(row.id);
      return {
        jobId: row.id,
        title: row.title ?? 'Untitled posting',
        status: row.status,
        postedDate: row.postedDate?.toISOString() ?? null,
        funnel: { views: row.views, applications: row.applications, interviews: row.interviews, hires: row.hires },
        sources: sources.get(row.id) ?? emptySources(),
        daysToFill: oneDecimal(row.daysToFill),
        nearby:
          near && near.postings >= NEARBY_MINIMUM
            ? {
                postings: near.postings,
                medianViews: oneDecimal(near.medianViews),
                medianApplications: oneDecimal(near.medianApplications),
                medianDaysToFill: oneDecimal(near.medianDaysToFill),
              }
            : { ...NO_COMPARISON, postings: near?.postings ?? 0 },
      };
    }),
  };
}
