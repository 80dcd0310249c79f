import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { MessageReport } from '@chairside/domain/messaging';
import { PageMeta } from '../../lib/page-meta';
import { shortDateTime } from './schedule-fields';
import { useMessageReports, useResolveReport } from './message-reports-api';
import { FormErrorAlert } from '../../components/form-error-alert';

const SIDE_LABEL: Record<MessageReport['senderRole'], string> = { employer: 'Practice', staff: 'Job seeker' };

/**
 * Admin: open message reports, oldest first, each with the conversation around the reported
 * message and the posting it is about; dismiss the report, or block the sender from sending
 * messages (which also closes every open report against them).
 */
export function MessageReportsPage() {
  const reports = useMessageReports();
  const resolve = useResolveReport();
  const [done, setDone] = useState<string | null>(null);

  function act(report: MessageReport, action: 'dismiss' | 'block-sender') {
    if (action === 'block-sender' && !window.confirm(`Block ${report.senderName} from sending messages? They can still read theirs.`)) return;
    setDone(null);
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: (result) =>
          setDone(
            result.action === 'dismiss'
              ? `The report about ${report.senderName}'s message was dismissed.`
              : `${report.senderName} can no longer send messages. ${result.closedReports} report${result.closedReports === 1 ? '' : 's'} closed.`,
          ),
      },
    );
  }

  return (
    <>
      <PageMeta title="Message reports · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Message reports
      </h1>
      <p className="app-page__subtitle">Messages people reported, oldest first. Dismiss a report, or block the sender from sending any message.</p>
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {resolve.isError ? <FormErrorAlert message={resolve.error.message} /> : null}
      {reports.isPending ? <p>Loading…</p> : null}
      {reports.isError ? <p className="text-danger">{reports.error.message}</p> : null}
      {reports.data && reports.data.length === 0 ? <p className="app-panel">No open reports.</p> : null}
      <ul className="admin-reports">
        {reports.data?.map((report) => (
          <li key={report.id} className="app-panel admin-report" data-testid="message-report" aria-labelledby={`report-${report.id}`}>
            <div className="admin-report__head">
              <h2 className="h6 mb-1" id={`report-${report.id}`}>
                {report.senderName}{' '}
                <span className="text-body-secondary">
                  ({SIDE_LABEL[report.senderRole]}, {report.sender})
                </span>
                {report.senderBlocked ? (
                  <Badge bg="secondary" className="ms-2">
                    Blocked
                  </Badge>
                ) : null}
              </h2>
              <p className="mb-0 text-body-secondary small">
                Reported by {report.reporter} on {shortDateTime(report.reportedAt)} · about “{report.job.name || `Posting #${report.job.id}`}”
              </p>
              {report.reason ? <p className="mb-0 mt-1">Reason: {report.reason}</p> : null}
            </div>
            <ol className="admin-report__thread" aria-label="Conversation around the message">
              {report.context.map((message) => (
                <li key={message.id} className={message.reported ? 'admin-report__message admin-report__message--reported' : 'admin-report__message'}>
                  <span className="admin-report__sender">
                    {message.sender} · {shortDateTime(message.sentAt)}
                    {message.reported ? <strong> · reported</strong> : null}
                  </span>
                  <span className="admin-report__text">{message.message}</span>
                </li>
              ))}
            </ol>
            <div className="d-flex gap-2 flex-wrap">
              <Button size="sm" variant="outline-secondary" disabled={resolve.isPending} onClick={() => act(report, 'dismiss')}>
                Dismiss
              </Button>
              {!report.senderBlocked ? (
                <Button size="sm" variant="outline-danger" disabled={resolve.isPending} onClick={() => act(report, 'block-sender')}>
                  Block sender
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
