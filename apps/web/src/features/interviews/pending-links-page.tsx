import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { PendingSchedulingLink } from '@chairside/domain/interview-scheduling';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { cancelPendingLink, fetchPendingLinks, pendingLinksKey, resendPendingLink } from './scheduling-api';

type Notice = { kind: 'status' | 'alert'; text: string };

/** /app/interviews/scheduling-links: scheduling links sent and not yet used to book a time (ADR 125), to send again or withdraw. */
export function PendingLinksPage({ user }: { user: CurrentUser }) {
  const queries = useQueryClient();
  const key = pendingLinksKey(user.username);
  const links = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchPendingLinks(user.username, signal) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const failed = (error: unknown, fallback: string) => setNotice({ kind: 'alert', text: error instanceof ApiError ? error.message : fallback });
  const resend = useMutation({
    mutationFn: (link: PendingSchedulingLink) => resendPendingLink(user.username, link.requestId),
    onSuccess: (fresh, link) => {
      setNotice({ kind: 'status', text: `A new link was sent to ${link.applicantName}.` });
      queries.setQueryData<PendingSchedulingLink[]>(key, (rows) => rows?.map((row) => (row.requestId === fresh.requestId ? fresh : row)));
    },
    onError: (error) => failed(error, 'The link could not be sent again. Try again.'),
  });
  const cancel = useMutation({
    mutationFn: (link: PendingSchedulingLink) => cancelPendingLink(user.username, link.requestId),
    onSuccess: (_, link) => {
      setNotice({ kind: 'status', text: `The link to ${link.applicantName} was withdrawn; they were told politely.` });
      queries.setQueryData<PendingSchedulingLink[]>(key, (rows) => rows?.filter((row) => row.requestId !== link.requestId));
    },
    onError: (error) => failed(error, 'The link could not be withdrawn. Try again.'),
  });
  const busy = resend.isPending || cancel.isPending;

  return (
    <section className="app-page pending-links-page" aria-labelledby="pending-links-title">
      <PageMeta title="Scheduling links waiting for a time" noindex />
      <p className="mb-1">
        <Link to="/app/interviews">← Interviews</Link>
      </p>
      <h1 id="pending-links-title">Scheduling links waiting for a time</h1>
      <p className="text-body-secondary">Links you sent that no one has used to book an interview yet. Each works for 30 days from when it was sent.</p>
      {notice ? (
        <p className={notice.kind === 'status' ? 'alert alert-success' : 'alert alert-warning'} role={notice.kind}>
          {notice.text}
        </p>
      ) : null}
      {links.isPending ? (
        <PageLoading label="Loading your scheduling links…" />
      ) : links.isError ? (
        <PlainErrorAlert message="Your scheduling links could not be loaded. Reload the page to try again." />
      ) : links.data.length === 0 ? (
        <p className="app-panel">No links are waiting: every link you sent has been used, or none was sent.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Posting</th>
                <th scope="col">Office</th>
                <th scope="col">Sent</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {links.data.map((link) => (
                <tr key={link.requestId} data-testid="pending-link">
                  <th scope="row">
                    <Link to={`/app/job-application/${link.jobId}/${link.applicantUsername}`}>{link.applicantName}</Link>
                  </th>
                  <td>{link.jobTitle ?? 'Untitled posting'}</td>
                  <td>
                    {link.officeName}
                    {link.interviewerName ? `, with ${link.interviewerName}` : ''}
                  </td>
                  <td>{formatDateTime(link.sentAt)}</td>
                  <td>{link.expired ? <span className="badge text-bg-secondary">Expired</span> : formatDateTime(link.expiresAt)}</td>
                  <td className="text-nowrap">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-2"
                      disabled={busy}
                      aria-label={`Resend the link to ${link.applicantName}`}
                      onClick={() => resend.mutate(link)}
                    >
                      Resend
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={busy}
                      aria-label={`Withdraw the link to ${link.applicantName}`}
                      onClick={() => {
                        if (window.confirm(`Withdraw the scheduling link sent to ${link.applicantName}? They will be told it no longer works.`))
                          cancel.mutate(link);
                      }}
                    >
                      Withdraw
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
