import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { useEmployerAccount, useEmployerProfile } from './employer-api';
import { OfficesSection } from './offices-section';
import { PracticeNpiPanel } from './practice-npi-panel';
import { ContactInfoForm, PracticeForm, PublicProfileToggle } from './practice-forms';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { failureMessage } from '../../components/form/errors';

/** /app/employer-profile: the practice's profile, contact info, visibility and offices. */
function EmployerProfileScreen({ username }: { username: string }) {
  const profile = useEmployerProfile(username);
  // Contact info never saved is filled in from sign-up: wait for it (a failed read leaves the fields empty).
  const account = useEmployerAccount(username);
  useScrollToHash(!profile.isPending && !account.isPending);

  if (profile.isPending || account.isPending) return <PageLoading label="Loading your practice profile…" />;
  if (profile.isError)
    return (
      <section className="app-page">
        <Alert variant="danger" role="alert">
          {failureMessage(profile.error)}{' '}
          <Button variant="link" className="btn-inline-link alert-link" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      </section>
    );

  const data = profile.data;
  return (
    <section className="app-page employer-profile" aria-labelledby="employer-profile-title">
      <PageMeta title="Employer Profile" noindex />
      <h1 className="app-page__title" id="employer-profile-title">
        Employer Profile
      </h1>
      <p className="app-page__subtitle">{data.practiceName}: what candidates learn about your practice before they apply.</p>
      <div className="employer-profile__layout">
        <div className="employer-profile__main">
          <PracticeForm profile={data} />
          <OfficesSection profile={data} />
        </div>
        <div className="employer-profile__side">
          <PublicProfileToggle profile={data} />
          <PracticeNpiPanel profile={data} />
          <ContactInfoForm profile={data} signUp={account.data ?? null} />
        </div>
      </div>
    </section>
  );
}

export function EmployerProfilePage({ user }: { user: CurrentUser }) {
  if (user.role !== 'employer')
    return (
      <section className="app-page app-page--narrow" aria-labelledby="employer-only-title">
        <PageMeta title="Employer Profile" noindex />
        <h1 className="app-page__title" id="employer-only-title">
          Employer Profile
        </h1>
        <div className="app-panel">
          <p className="mb-3">The employer profile is where practices describe themselves and their offices. Your account is not an employer account.</p>
          <Link to="/app/dashboard" className="btn btn-outline-primary">
            Back to your dashboard
          </Link>
        </div>
      </section>
    );
  return <EmployerProfileScreen username={user.username} />;
}
