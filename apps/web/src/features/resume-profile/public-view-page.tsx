import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { LoadFailed } from './my-profile-page';
import { PROFILE_EDIT_PATH, PROFILE_PATH } from './missing-items';
import { ResumeView } from './resume-view';
import { staffPath } from './staff-profile-api';
import { publicProfilePath } from '../../lib/site-paths';

/** /app/my-profile/public-view: the resume exactly as the public reads it (no license number; the current employer as chosen). */
export function PublicViewPage({ user }: { user: CurrentUser }) {
  const profile = useQuery({
    queryKey: ['staff-public-view', user.username],
    queryFn: ({ signal }) => api.get<StaffProfile>(`${staffPath(user.username, 'profile')}?view=public`, signal),
  });

  return (
    <section className="app-page" aria-labelledby="public-view-title">
      <PageMeta title="What the public sees" noindex />
      <div className="profile-page-head">
        <div>
          <h1 className="app-page__title" id="public-view-title">
            What the public sees
          </h1>
          <p className="app-page__subtitle mb-0">Your resume as anyone reads it on your public profile page and in search engines.</p>
        </div>
        <div className="profile-page-head__actions">
          <Link to={PROFILE_PATH} className="btn btn-outline-primary">
            Back to your resume
          </Link>
          <Link to={`${PROFILE_EDIT_PATH}#edit-details`} className="btn btn-primary">
            Change what is shown
          </Link>
        </div>
      </div>
      {profile.isPending ? (
        <PageLoading label="Loading the public view…" />
      ) : profile.isError ? (
        <LoadFailed error={profile.error} retry={() => void profile.refetch()} />
      ) : (
        <>
          <div className="app-panel public-view__notice" role="note">
            {profile.data.isPublic ? (
              <p className="mb-0">
                Your resume is public: this is <Link to={publicProfilePath(profile.data.username)}>your public profile page</Link>. Your license number never
                appears here, and your current employer only if you chose to show it. Practices you apply to, or that invite you, see your whole resume.
              </p>
            ) : (
              <p className="mb-0">
                Your resume is private: only practices you apply to, or that invite you, can read it. If you make it public, this is what anyone would see.
              </p>
            )}
          </div>
          <div className="app-panel">
            <ResumeView profile={profile.data} />
          </div>
        </>
      )}
    </section>
  );
}
