import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Classified } from '@chairside/domain/classifieds';
import { ApiError, apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';

type RenewLink = { classified: Classified; isUsed: boolean };

/** /classified-renew/{token}: the emailed link renews the listing for another 60 days, signed out. */
export function ClassifiedRenewLinkPage() {
  const { token = '' } = useParams();
  const path = `/signed/classified-renew/${encodeURIComponent(token)}`;
  const link = useQuery({
    queryKey: ['classified-renew', token],
    queryFn: async () => (await apiRequest<RenewLink>(path, { auth: false })).data,
    retry: false,
  });
  const [renewed, setRenewed] = useState<Classified | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function renew() {
    setBusy(true);
    setError(null);
    try {
      setRenewed((await apiRequest<Classified>(path, { method: 'POST', auth: false })).data);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="container-xl py-4" aria-labelledby="renew-title">
      <PageMeta title="Renew your listing" noindex />
      <h1 id="renew-title">Renew your listing</h1>
      {link.isPending ? <p>Loading…</p> : null}
      {link.isError ? <p className="alert alert-danger">{link.error instanceof ApiError ? link.error.message : 'This link could not be read.'}</p> : null}
      {link.data ? (
        <div className="border rounded p-3">
          <p className="fw-semibold">{link.data.classified.title}</p>
          {renewed ? (
            <p role="status">
              Renewed: your listing is shown until {formatDate(renewed.expiresAt, 'long')}. <Link to={renewed.path}>View it</Link>
            </p>
          ) : link.data.isUsed ? (
            <p>
              This link has already renewed the listing. <Link to="/app/my-classifieds">Manage your listings</Link>
            </p>
          ) : (
            <>
              <p>Show it for another 60 days from today.</p>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void renew()}>
                {busy ? 'Renewing…' : 'Renew for 60 days'}
              </button>
            </>
          )}
          {error ? (
            <p className="text-danger mt-2" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
