import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import type { Role } from '@chairside/domain/accounts';
import type { EmployerAccount } from '@chairside/domain/employer-profile';
import { positionLabel } from '@chairside/domain/positions';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { ReceiptsPanel } from '../commerce/public-api';
import { PushSettingsPanel } from '../installable-app/public-api';
import { NoticePreferencesPanel } from '../notice-preferences/public-api';
import { ChangeEmailForm, ChangePasswordForm, EmailPreferencesForm } from './account-forms';
import { MarketingOptOutPanel } from './marketing-opt-out';
import { SettingsPanel } from './settings-panel';
import { SignedInDevicesPanel } from './signed-in-devices-panel';
import { TwoStepPanel } from './two-step-panel';
import { PasskeysPanel } from './passkeys-panel';
import { GooglePanel } from './google-panel';
import { YourDataPanel } from './your-data-panel';
import { TeamSettingsPanels } from '../teams/public-api';
import { ShiftTermsPanel } from '../shift-pay/public-api';

const ROLE_LABELS: Record<Role, string> = { employer: 'Employer', staff: 'Job seeker', admin: 'Administrator' };

/** The practice, its main phone and place, and since when it is with us (GET users/employers/{id}). */
function EmployerAccountDetails({ username, practiceName }: { username: string; practiceName: string | null }) {
  const account = useQuery({
    queryKey: ['employer-account', username],
    queryFn: ({ signal }) => api.get<EmployerAccount>(`/users/employers/${encodeURIComponent(username)}`, signal),
  });
  const place = account.data ? [account.data.city, [account.data.state, account.data.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  return (
    <>
      <dt>Practice</dt>
      <dd>{account.data?.practiceName ?? (practiceName || '—')}</dd>
      {account.data ? (
        <>
          <dt>Practice phone</dt>
          <dd>{account.data.phone}</dd>
          <dt>Location</dt>
          <dd>{place || '—'}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(account.data.createdDate, 'monthYear')}</dd>
        </>
      ) : null}
    </>
  );
}

/** /app/account-settings: the account's details, password, email address and email preferences. */
export function AccountSettingsPage() {
  const { user, isDelegated } = useAuth();
  if (!user) return <PageLoading />;
  return (
    <section className="app-page" aria-labelledby="settings-title">
      <PageMeta title="Settings" noindex />
      <h1 className="app-page__title" id="settings-title">
        Settings
      </h1>
      <div className="settings-grid">
        <SettingsPanel title="Your account" id="settings-account">
          <dl className="settings-details">
            <dt>Name</dt>
            <dd>{user.name || '—'}</dd>
            <dt>Email</dt>
            <dd className="text-break">{user.email}</dd>
            <dt>Account type</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
            {user.role === 'employer' ? <EmployerAccountDetails username={user.username} practiceName={user.practiceName} /> : null}
            {user.role === 'staff' ? (
              <>
                <dt>Position</dt>
                <dd>{positionLabel(user.position)}</dd>
                <dt>ZIP code</dt>
                <dd>{user.zip || '—'}</dd>
              </>
            ) : null}
          </dl>
        </SettingsPanel>
        {isDelegated ? (
          <SettingsPanel title="Password and email address" id="settings-delegated">
            <Alert variant="info" className="mb-0">
              You are signed in on behalf of this account (a delegated session). Only the account owner can change its password or email address.
            </Alert>
          </SettingsPanel>
        ) : (
          <>
            <ChangePasswordForm user={user} />
            <ChangeEmailForm user={user} />
            <TwoStepPanel username={user.username} />
            <PasskeysPanel username={user.username} />
            <GooglePanel username={user.username} />
          </>
        )}
        <SignedInDevicesPanel username={user.username} delegated={isDelegated} />
        <EmailPreferencesForm username={user.username} />
        <MarketingOptOutPanel username={user.username} />
        {user.role === 'staff' ? (
          <SettingsPanel title="Job alerts" id="settings-job-alerts">
            <p>Saved searches that email you new jobs: pause, edit or delete them, and choose their distance.</p>
            <Link to="/app/job-alerts" className="btn btn-outline-primary btn-sm">
              Manage job alerts
            </Link>
          </SettingsPanel>
        ) : null}
        {user.role === 'staff' || user.role === 'employer' ? (
          <NoticePreferencesPanel username={user.username} role={user.role} delegated={isDelegated} />
        ) : null}
        <PushSettingsPanel username={user.username} />
        <TeamSettingsPanels user={user} />
        {user.role === 'employer' ? <ReceiptsPanel username={user.username} /> : null}
        {user.role === 'employer' ? <ShiftTermsPanel username={user.username} /> : null}
        {user.role === 'employer' ? (
          <SettingsPanel title="Message templates" id="settings-message-templates">
            <p>The decline, interview invitation and thank-you you send applicants from a posting’s board.</p>
            <Link to="/app/account-settings/message-templates" className="btn btn-outline-primary btn-sm">
              Edit message templates
            </Link>
          </SettingsPanel>
        ) : null}
        {user.role === 'employer' ? (
          <SettingsPanel title="Pipeline stages" id="settings-pipeline-stages">
            <p>Rename the stages of your applicants board, or add your own.</p>
            <Link to="/app/account-settings/pipeline-stages" className="btn btn-outline-primary btn-sm">
              Edit pipeline stages
            </Link>
          </SettingsPanel>
        ) : null}
        {user.role === 'employer' ? (
          <SettingsPanel title="API keys and webhooks" id="settings-integrations">
            <p>Connect your applicant tracking system: keys for the API, and webhooks that tell it of new applicants and bookings.</p>
            <Link to="/app/account-settings/integrations" className="btn btn-outline-primary btn-sm">
              Manage API keys and webhooks
            </Link>
          </SettingsPanel>
        ) : null}
        {user.role === 'staff' || user.role === 'employer' ? <YourDataPanel username={user.username} role={user.role} delegated={isDelegated} /> : null}
      </div>
    </section>
  );
}
