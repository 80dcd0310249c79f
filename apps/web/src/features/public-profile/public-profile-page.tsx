import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PROFESSIONALS_PATH } from '@chairside/domain/job-directory-rules';
import { positionLabel } from '@chairside/domain/positions';
import { PageMeta } from '../../lib/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
// The resume's read-only view is the resume feature's one shared piece (presentation only).
import { ResumeView } from '../resume-profile/public-api';
import { fetchPublicProfile, publicProfileKey } from './public-profile-data';
import { publicProfileCanonical, publicProfileMeta } from './public-profile-meta';

/**
 * /dental-professionals/{username}/: a public resume, rendered on the server for crawlers.
 * Never email, ZIP code or completeness (the API leaves them out). A private or unknown
 * resume answers the 404 page.
 */
export function PublicProfilePage() {
  const username = useParams().username ?? '';
  const profile = useQuery({
    queryKey: publicProfileKey(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
  });

  if (profile.isPending) return <PageLoading label="Loading the profile…" />;
  if (profile.isError) return <ServerErrorPage onRetry={() => void profile.refetch()} />;
  if (profile.data === null) return <NotFoundPage />;

  const person = profile.data;
  const position = positionLabel(person.position);
  return (
    <div className="public-profile container-xl">
      <PageMeta {...publicProfileMeta(person)} />
      <Breadcrumbs
        className="public-profile__crumbs"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Dental professionals', path: PROFESSIONALS_PATH },
          { name: person.name, path: publicProfileCanonical(person.username) },
        ]}
      />
      <div className="public-profile__grid">
        <div className="public-profile__resume">
          <ResumeView profile={person} headingLevel={1} />
        </div>
        <aside className="public-profile__aside" aria-label="Hiring on Chairside">
          <div className="public-profile__cta">
            <h2 className="public-profile__cta-title">Hiring a {position.replace(/\s*\(.*\)$/, '')}?</h2>
            <p>Invite candidates like {person.name.split(/\s+/)[0]} to apply, and message them directly with Resume Search.</p>
            <Link to="/resume-search/" className="btn btn-primary w-100 mb-2">
              Search resumes
            </Link>
            <Link to="/dental-hiring-products/" className="btn btn-outline-primary w-100">
              Post a job
            </Link>
          </div>
          <div className="public-profile__cta public-profile__cta--soft">
            <h2 className="public-profile__cta-title">Looking for a dental job?</h2>
            <p>Build your own resume profile for free. Public profiles get hired twice as fast.</p>
            <Link to="/dental-jobs/register/staff/" className="btn btn-outline-primary w-100">
              Create your profile
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
