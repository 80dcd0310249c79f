import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import { api, ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { ResumeView } from '../resume-profile/public-api';
import { InviteToPostingForm } from '../applications/public-api';

const SEARCH_PATH = '/app/resume-search';

/**
 * /app/resume-search/{username}: the whole resume of a candidate found in resume search, as this
 * practice may read it (GET users/staff/{username}/profile with its session), and inviting them.
 */
export function SearchResumePage({ user }: { user: CurrentUser }) {
  const username = useParams().username ?? '';
  const navigate = useNavigate();
  const resume = useQuery({
    queryKey: ['search-resume', username],
    queryFn: ({ signal }) => api.get<StaffProfile>(`/users/staff/${encodeURIComponent(username)}/profile`, signal),
    retry: false,
  });
  // Back to the results as they were (page, filters) when the search led here; else the search.
  const cameFromApp = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;
  const back = (
    <p className="mb-1">
      <Link
        to={SEARCH_PATH}
        onClick={(event) => {
          if (!cameFromApp) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        ← Back to resume search
      </Link>
    </p>
  );

  if (resume.isPending) return <PageLoading label="Loading the resume…" />;
  if (resume.isError)
    return (
      <section className="app-page" aria-labelledby="search-resume-title">
        <PageMeta title="Resume" noindex />
        {back}
        <h1 id="search-resume-title">Resume</h1>
        <div className="alert alert-danger" role="alert">
          {resume.error instanceof ApiError && resume.error.status === 404
            ? 'This resume is not available.'
            : 'The resume could not be loaded. Please try again.'}
        </div>
      </section>
    );

  const profile = resume.data;
  return (
    <section className="app-page" aria-label={`${profile.name}, resume`}>
      <PageMeta title={`${profile.name} — Resume`} noindex />
      {back}
      <div className="app-panel mb-3">
        <ResumeView profile={profile} headingLevel={1} />
      </div>
      <InvitePanel employer={user.username} candidate={{ username: profile.username, name: profile.name }} />
    </section>
  );
}

function InvitePanel({ employer, candidate }: { employer: string; candidate: { username: string; name: string } }) {
  const [invited, setInvited] = useState(false);
  return (
    <section className="app-panel" aria-labelledby="search-resume-invite-title">
      <h2 className="h5" id="search-resume-invite-title">
        Invite to apply
      </h2>
      {invited ? (
        <p className="alert alert-success py-2 mb-0" role="status">
          {candidate.name} is invited to apply.
        </p>
      ) : (
        <InviteToPostingForm employer={employer} candidate={candidate} onInvited={() => setInvited(true)} />
      )}
    </section>
  );
}
