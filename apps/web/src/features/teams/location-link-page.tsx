// /location-link/:token: an organization's emailed request to link this practice as one of its
// locations (ADR 127). Signed out: sign in as the practice, coming back here; signed in as its
// owner: accept, then see the locations.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { LocationLinkPreview } from '@chairside/domain/organisations';
import { api, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';

export function LocationLinkPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: ['location-link', token],
    queryFn: async ({ signal }) => (await apiRequest<LocationLinkPreview>(`/signed/location-link/${encodeURIComponent(token)}`, { signal, auth: false })).data,
    retry: false,
  });
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.post(`/signed/location-link/${encodeURIComponent(token)}`);
      await queryClient.invalidateQueries({ queryKey: ['my-locations'] });
      void navigate('/app/account-settings/locations');
    } catch (caught) {
      setFailure(failureMessage(caught));
      setBusy(false);
    }
  };
  return (
    <main className="container py-5" style={{ maxWidth: 640 }}>
      <PageMeta title="Join an organization as a location" noindex />
      <h1 className="h3 mb-3">Join an organization as a location</h1>
      {preview.isPending || status === 'loading' ? (
        <PageLoading />
      ) : preview.isError ? (
        <Alert variant="danger">{failureMessage(preview.error)}</Alert>
      ) : (
        <>
          <p>
            <strong>{preview.data.organisationName}</strong> asks to add <strong>{preview.data.practiceName}</strong> as one of its locations.
          </p>
          <p>
            {preview.data.sharesBilling
              ? `${preview.data.practiceName} would use the organization's subscriptions and credits once its own are used.`
              : `${preview.data.practiceName} would keep its own subscriptions and credits.`}{' '}
            Its sign-in, postings and applicants stay its own; the organization’s owners and admins could act for it.
          </p>
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          {status === 'signed-in' && user ? (
            <>
              <p className="text-body-secondary">You are signed in as {user.email}.</p>
              <Button onClick={() => void accept()} disabled={busy}>
                {busy ? 'Linking…' : `Join ${preview.data.organisationName}`}
              </Button>
            </>
          ) : (
            <Link className="btn btn-primary" to={loginPathFor(pathname)}>
              Sign in as {preview.data.practiceName} to accept
            </Link>
          )}
        </>
      )}
    </main>
  );
}
