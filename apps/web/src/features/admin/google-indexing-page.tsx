import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import type { IndexingCall } from '@chairside/domain/google-indexing';
import { PageMeta } from '../../lib/page-meta';
import { shortDateTime } from './schedule-fields';
import { useGoogleIndexing } from './google-indexing-api';

const STATE_LABELS: Record<IndexingCall['state'], { label: string; bg: string }> = {
  queued: { label: 'Waiting', bg: 'secondary' },
  sending: { label: 'Sending', bg: 'info' },
  sent: { label: 'Sent', bg: 'success' },
  failed: { label: 'Refused', bg: 'danger' },
  superseded: { label: 'Superseded', bg: 'light' },
};

/**
 * Admin: Google's Indexing API (ADR 109): which adapter sends (the local one records only),
 * today's quota, what waits, and the latest notifications with how each ended.
 */
export function GoogleIndexingPage() {
  const status = useGoogleIndexing();
  const data = status.data;
  return (
    <>
      <PageMeta title="Google indexing · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Google indexing
      </h1>
      <p className="app-page__subtitle">
        What Google’s Indexing API was told about job pages: published and changed postings, and those filled, closed or expired.
      </p>
      {status.isPending ? <p>Loading…</p> : null}
      {status.isError ? <p className="text-danger">{status.error.message}</p> : null}
      {data ? (
        <>
          <dl className="app-panel row mb-3" aria-label="Indexing API status">
            <dt className="col-sm-4">Sent through</dt>
            <dd className="col-sm-8">{data.adapter === 'google' ? 'Google’s Indexing API' : 'Recorded here only (no service account set)'}</dd>
            <dt className="col-sm-4">Quota used today ({data.quota.day}, UTC)</dt>
            <dd className="col-sm-8">
              {data.quota.used} of {data.quota.limit}
            </dd>
            <dt className="col-sm-4">Waiting</dt>
            <dd className="col-sm-8">{data.queued}</dd>
          </dl>
          {data.recent.length === 0 ? (
            <p className="app-panel">No notifications yet.</p>
          ) : (
            <Table responsive className="app-panel" aria-label="Recent notifications">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Type</th>
                  <th scope="col">Why</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {data.recent.map((call) => (
                  <tr key={call.id} data-testid="indexing-call">
                    <td className="text-break">{call.url}</td>
                    <td>{call.type}</td>
                    <td>{call.reason}</td>
                    <td>
                      <Badge bg={STATE_LABELS[call.state].bg} text={call.state === 'superseded' ? 'dark' : undefined}>
                        {STATE_LABELS[call.state].label}
                      </Badge>
                      {call.responseStatus !== null ? <span className="small text-body-secondary ms-1">{call.responseStatus}</span> : null}
                      {call.detail ? <span className="d-block small text-body-secondary">{call.detail}</span> : null}
                    </td>
                    <td>{shortDateTime(call.sentAt ?? call.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      ) : null}
    </>
  );
}
