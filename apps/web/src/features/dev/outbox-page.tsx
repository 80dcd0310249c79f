import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ApiError, apiRequest } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';

export type OutboxMessage = { id: number; to: string; subject: string; text: string; createdAt: string };

/** The outbox as a list, newest first (the API answers a list, or { messages: [...] }). */
export function outboxMessagesFrom(body: unknown): OutboxMessage[] {
  const list = Array.isArray(body) ? body : (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list)) return [];
  return [...(list as OutboxMessage[])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** Signed in, the token goes along: an administrator may read the outbox from another machine. */
async function fetchOutbox(to: string | null, signal: AbortSignal): Promise<OutboxMessage[]> {
  const { data } = await apiRequest<unknown>(to ? `/dev/outbox?to=${encodeURIComponent(to)}` : '/dev/outbox', { signal });
  return outboxMessagesFrom(data);
}

const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
};

/** /dev/outbox[?to=address]: the email the app has stored, for development (codes, notices). */
export function OutboxPage() {
  const to = useSearchParams()[0].get('to');
  const outbox = useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: ({ signal }) => fetchOutbox(to, signal),
    retry: false,
    staleTime: 0,
  });

  return (
    <div className="container py-4 outbox-page">
      <PageMeta title="Outbox" noindex />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h2 mb-1">Outbox</h1>
          <p className="text-body-secondary mb-0">
            Email the app has sent, newest first. A development aid for the server’s own machine and administrators: nothing here
            leaves this machine unless SMTP is configured.
          </p>
        </div>
        <Button variant="outline-primary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          {outbox.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      {outbox.isPending ? (
        <PageLoading label="Loading the outbox…" />
      ) : outbox.isError ? (
        <Alert variant="danger" role="alert">
          {outbox.error instanceof ApiError && outbox.error.status === 404
            ? 'The outbox is not available here: it exists only in development (SHOW_OUTBOX), while the server’s PUBLIC_URL is a local address.'
            : outbox.error instanceof ApiError
              ? outbox.error.message
              : 'The outbox could not be loaded.'}
        </Alert>
      ) : outbox.data.length === 0 ? (
        <Alert variant="info">No email has been sent yet.</Alert>
      ) : (
        <ol className="list-unstyled outbox-list" aria-label="Stored emails">
          {outbox.data.map((message) => (
            <li key={message.id} className="mb-3">
              <Card as="article">
                <Card.Header className="d-flex flex-wrap justify-content-between gap-2">
                  <h2 className="h6 mb-0">{message.subject}</h2>
                  <time dateTime={message.createdAt} className="text-body-secondary small">
                    {formatTime(message.createdAt)}
                  </time>
                </Card.Header>
                <Card.Body>
                  <p className="mb-2 small">
                    <Badge bg="secondary" className="me-2">
                      To
                    </Badge>
                    {message.to}
                  </p>
                  <pre className="outbox-text mb-0">{message.text}</pre>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
