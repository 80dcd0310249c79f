import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { DeadNotice } from '@chairside/domain/notices';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { shortDateTime } from './schedule-fields';
import { useDeadNotices, useRetryNotice } from './dead-notices-api';

/**
 * Admin: emails, push and text messages, and recurring runs that failed every attempt, the
 * latest first, with the last error; "Try again" gives one a fresh set of attempts (ADR 75).
 */
export function DeadNoticesPage() {
  const notices = useDeadNotices();
  const retry = useRetryNotice();
  const [done, setDone] = useState<string | null>(null);

  function tryAgain(notice: DeadNotice) {
    setDone(null);
    retry.mutate(notice.id, { onSuccess: () => setDone(`${notice.key} is queued again.`) });
  }

  return (
    <>
      <PageMeta title="Undelivered notices · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Undelivered notices
      </h1>
      <p className="app-page__subtitle">Emails, push and text messages, and scheduled runs that failed every attempt, the latest first.</p>
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {retry.isError ? <FormErrorAlert message={retry.error.message} /> : null}
      {notices.isPending ? <p>Loading…</p> : null}
      {notices.isError ? <p className="text-danger">{notices.error.message}</p> : null}
      {notices.data && notices.data.length === 0 ? <p className="app-panel">Every notice was delivered.</p> : null}
      {notices.data && notices.data.length > 0 ? (
        <Table responsive className="app-panel" aria-label="Undelivered notices">
          <thead>
            <tr>
              <th scope="col">Notice</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Gave up</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {notices.data.map((notice) => (
              <tr key={notice.id} data-testid="dead-notice">
                <td>
                  <span className="d-block">{notice.key}</span>
                  <span className="small text-body-secondary">{notice.kind}</span>
                </td>
                <td>{notice.attempts}</td>
                <td className="text-break">{notice.lastError ?? '—'}</td>
                <td>{shortDateTime(notice.diedAt)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={retry.isPending}
                    onClick={() => tryAgain(notice)}
                    aria-label={`Try again ${notice.key}`}
                  >
                    Try again
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
