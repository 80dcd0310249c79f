import type { CandidateList, CandidateListQuery } from '@chairside/domain/candidate-review';
import { positionLabel } from '@chairside/domain/positions';
import type { AppContext } from '../../platform/context';
import type { JobScope } from '../../platform/team-access';
import { listCandidates } from './candidate-review-repository';
import { feedbackOf, requireEmployerAccount } from '../applications/public-api';
import { ratingsOfUsernames } from '../reviews/public-api';

/**
 * GET users/employers/{id}/candidates: every applicant and invitee across the practice's
 * postings, newest first, filtered by posting, new or reviewed, liked, disliked, interview; a
 * member limited to offices or postings sees theirs only (ADR 127).
 */
export async function listPracticeCandidates(ctx: AppContext, username: string, query: CandidateListQuery, scope?: JobScope): Promise<CandidateList> {
  const employer = await requireEmployerAccount(ctx, username);
  const { rows, total } = await listCandidates(ctx.db, employer.id, query, scope);
  // Each person's rating from revealed reviews (ADR 114).
  const ratings = await ratingsOfUsernames(
    ctx.db,
    rows.map((row) => row.username),
    ctx.clock.now(),
  );
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      username: row.username,
      name: row.name,
      positionLabel: positionLabel(row.position),
      city: row.city,
      state: row.state,
      photoThumbnailUrl: row.photoThumbnailUrl,
      applicationId: row.applicationId,
      invitationStatus: row.invitationStatus,
      date: row.date,
      reviewedDate: row.reviewedDate,
      opinion: row.opinion,
      isLike: row.opinion === 'LIKED',
      isDislike: row.opinion === 'DISLIKED',
      hasInterview: row.hasInterview,
      feedback: feedbackOf(row),
      rating: ratings.get(row.username),
    })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}
