// Acting for a practice one is a member of (ADR 116): the session answered replaces this one.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { TeamRole } from '@chairside/domain/teams';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';

/** Where a member of a role starts: the first screen the role uses. */
export const TEAM_HOME: Record<TeamRole, string> = {
  owner: '/app/dashboard',
  admin: '/app/dashboard',
  hiring_manager: '/app/post-job/all',
  interviewer: '/app/interviews',
  billing: '/app/account-settings',
};

export function useActForPractice() {
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (practiceUsername: string) => {
      const { data, response } = await apiRequest<CurrentUser & { teamRole: TeamRole }>(`/users/me/teams/${encodeURIComponent(practiceUsername)}/session`, {
        method: 'POST',
      });
      if (!acceptSession(response.headers.get('authorization'), data)) throw new Error('The server sent no usable session. Please try again.');
      await navigate(TEAM_HOME[data.teamRole], { replace: true });
    },
    [acceptSession, navigate],
  );
}
