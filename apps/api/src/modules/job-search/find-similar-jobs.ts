import { SIMILAR_JOBS_LIMIT, SIMILAR_JOBS_RADIUS, type SimilarJob, type SimilarJobsAnswer } from '@chairside/domain/job-search';
import { POSITION_CODES, type PositionCode } from '@chairside/domain/positions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findPublishedJobPlace, searchJobRows } from './job-search-repository';
import { placeSearchFilters } from './search-filters';
import { premiumJobOf } from './search-jobs';

/** Postings read to pick the similar ones from. */
const CANDIDATES = 20;

const isPosition = (code: string | null): code is PositionCode => code !== null && (POSITION_CODES as readonly string[]).includes(code);

/**
 * 'Similar jobs' for a job page: live postings of the same position within SIMILAR_JOBS_RADIUS
 * miles of the posting, nearest first then newest, at most SIMILAR_JOBS_LIMIT, never the posting
 * itself. It is the visitors' job search from the posting's place, so confidential postings come
 * without their practice. A confidential posting and a posting of its own practice are never listed
 * together (side by side they would point at who posted it), and none has distances (measured from
 * a confidential posting they would tell where it is). A posting without a position or a place has none; a draft or an unknown
 * id: 404.
 */
export async function findSimilarJobs(ctx: AppContext, jobId: number): Promise<SimilarJobsAnswer> {
  const place = await findPublishedJobPlace(ctx.readDb, jobId);
  if (!place) throw notFound('That job posting');
  if (!isPosition(place.position) || place.lat === null || place.lng === null) return { jobs: [] };
  const now = ctx.clock.now();
  const { premium } = await searchJobRows(
    ctx.readDb,
    placeSearchFilters({
      origin: { lat: place.lat, lng: place.lng },
      radius: SIMILAR_JOBS_RADIUS,
      position: place.position,
      now,
      // More than shown: the posting itself, or its practice's own postings, may be among them.
      limit: CANDIDATES,
      offset: 0,
      countLimit: CANDIDATES,
    }),
    null,
  );
  const jobs = premium
    .filter(({ card }) => card.id !== jobId && !(card.practiceUsername === place.practiceUsername && (place.isConfidential || card.isConfidential)))
    .slice(0, SIMILAR_JOBS_LIMIT)
    .map((row): SimilarJob => {
      const job = premiumJobOf(row);
      return {
        id: job.id,
        title: job.title,
        position: job.position,
        practice: job.practice,
        city: job.city,
        state: job.state,
        pay: job.pay,
        type: job.type,
        employmentType: job.employmentType,
        postedDate: job.postedDate,
        slug: job.slug,
      };
    });
  return { jobs };
}
