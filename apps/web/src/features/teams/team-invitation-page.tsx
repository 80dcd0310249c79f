// /team-invitation/:token: the emailed link to join a practice's team (ADR 116). Signed out: sign
// in or create an account with the invited address, coming back here; signed in: accept, then
// act for the practice.
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { TEAM_ROLE_LABELS, type Membership, type TeamRole } from '@chairside/domain/teams';
import { api, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';
import { useActForPractice } from './act-for-practice';

type Preview = { practiceName: string; role: TeamRole; email: string };

export function TeamInvitationPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { status, user } = useAuth();
  const actFor = useActForPractice();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: ['team-invitation', token],
    queryFn: async ({ signal }) => (await apiRequest<Preview>(`/signed/team-invitation/${encodeURIComponent(token)}`, { signal, auth: false })).data,
    retry: false,
  });
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const membership = await api.post<Membership>(`/signed/team-invitation/${encodeURIComponent(token)}`);
      await actFor(membership.practiceUsername);
    } catch (caught) {
      setFailure(failureMessage(caught));
      setBusy(false);
    }
  };
  return (
    <main className="container py-5" style={{ maxWidth: 640 }}>
      <PageMeta title="Join a practice's team" noindex />
      <h1 className="h3 mb-3">Join a practice’s team</h1>
      {preview.isPending || status === 'loading' ? (
        <PageLoading />
      ) : preview.isError ? (
        <Alert variant="danger">{failureMessage(preview.error)}</Alert>
      ) : (
        <>
          <p>
            <strong>{preview.data.practiceName}</strong> invited <span className="text-break">{preview.data.email}</span> to its team as{' '}
            {TEAM_ROLE_LABELS[preview.data.role].toLowerCase()}.
          </p>
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          {status === 'signed-in' && user ? (
            <>
              <p className="text-body-secondary">You are signed in as {user.email}.</p>
              <Button onClick={() => void accept()} disabled={busy}>
                {busy ? 'Joining…' : `Join ${preview.data.practiceName}`}
              </Button>
            </>
          ) : (
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to={loginPathFor(pathname)}>
                Sign in to accept
              </Link>
              <Link className="btn btn-outline-primary" to={`/dental-jobs/register/staff?fromPath=${encodeURIComponent(pathname)}`}>
                Create an account
              </Link>
            </div>
          )}
        </>
      )}
    </main>
  );
}
