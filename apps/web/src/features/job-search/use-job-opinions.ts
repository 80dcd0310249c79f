import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchesEvaluation } from '@chairside/domain/job-search-rules';
import type { PremiumJob } from '@chairside/domain/job-search';
import type { CurrentUser } from '@chairside/domain/accounts';
import { api, ApiError } from '../../lib/api-client';
import type { SearchState } from './job-search-url';

type Opinion = { isLike: boolean; isDislike: boolean };

/**
 * Likes and dislikes made on the search screen, over what the lists answered: shown at once, put
 * back when the server refuses, and the lists filtered by the "Show" choice (asked again once saved).
 */
export function useJobOpinions(user: CurrentUser | null, evaluation: SearchState['evaluation']) {
  const [opinions, setOpinions] = useState<Record<number, Opinion>>({});
  const [opinionError, setOpinionError] = useState<string | null>(null);
  const queries = useQueryClient();

  async function setOpinion(job: PremiumJob, opinion: 'LIKED' | 'DISLIKED' | null) {
    if (!user) return;
    const before = opinions[job.id];
    setOpinions((all) => ({ ...all, [job.id]: { isLike: opinion === 'LIKED', isDislike: opinion === 'DISLIKED' } }));
    setOpinionError(null);
    try {
      const answer = await api.put<Opinion>(`/users/${encodeURIComponent(user.username)}/jobs/${job.id}/opinion`, { opinion });
      setOpinions((all) => ({ ...all, [job.id]: { isLike: answer.isLike, isDislike: answer.isDislike } }));
      // A "Show" list asked for while this was saving answered without it: ask again.
      void queries.invalidateQueries({ queryKey: ['job-search', user.username] });
    } catch (caught) {
      setOpinions((all) => {
        const next = { ...all };
        if (before) next[job.id] = before;
        else delete next[job.id];
        return next;
      });
      // Not failureMessage: the public search's chunk stays free of the form layer (the budget).
      setOpinionError(caught instanceof ApiError ? caught.message : 'Could not save your choice.');
    }
  }

  const withOpinion = (jobs: PremiumJob[]) => jobs.map((job) => ({ ...job, ...opinions[job.id] })).filter((job) => matchesEvaluation(job, evaluation));

  return { setOpinion, withOpinion, opinionError };
}
