import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ApiError, apiRequest } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';

export type OutboxMessage = { id: number; to: string; subject: string; text: string; createdAt: string };
export type OutboxText = {
  id: number;
  to: string | null;
  body: string;
  purpose: string;
  kind: string | null;
  status: string;
  detail: string | null;
  createdAt: string;
  sentAt: string | null;
};

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

async function fetchTexts(to: string | null, signal: AbortSignal): Promise<OutboxText[]> {
  const { data } = await apiRequest<{ texts?: OutboxText[] }>(to ? `/dev/outbox/sms?to=${encodeURIComponent(to)}` : '/dev/outbox/sms', { signal });
  return data?.texts ?? [];
}

const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
};

const STATUS_VARIANTS: Record<string, string> = {
  sent: 'success',
  queued: 'secondary',
  deferred: 'warning',
  sending: 'info',
  skipped: 'light',
  failed: 'danger',
};

/** The texts the app has sent or holds, newest first, with how each ended. */
function TextsList({ to }: { to: string | null }) {
  const texts = useQuery({ queryKey: ['dev', 'outbox', 'sms', to], queryFn: ({ signal }) => fetchTexts(to, signal), retry: false, staleTime: 0 });
  if (texts.isPending) return <PageLoading label="Loading the texts…" />;
  if (texts.isError)
    return (
      <Alert variant="danger" role="alert">
        {texts.error instanceof ApiError ? texts.error.message : 'The texts could not be loaded.'}
      </Alert>
    );
  const refresh = (
    <Button variant="outline-primary" size="sm" className="mb-3" onClick={() => void texts.refetch()} disabled={texts.isFetching}>
      {texts.isFetching ? 'Refreshing…' : 'Refresh'}
    </Button>
  );
  if (texts.data.length === 0)
    return (
      <>
        {refresh}
        <Alert variant="info">No text has been sent yet.</Alert>
      </>
    );
  return (
    <>
      {refresh}
      <ol className="list-unstyled outbox-list" aria-label="Stored texts">
        {texts.data.map((text) => (
          <li key={text.id} className="mb-3">
            <Card as="article">
              <Card.Header className="d-flex flex-wrap justify-content-between gap-2">
                <h2 className="h6 mb-0">
                  Text to {text.to ?? 'a number chosen when it is sent'}{' '}
                  <Badge bg={STATUS_VARIANTS[text.status] ?? 'secondary'} text={text.status === 'skipped' ? 'dark' : undefined}>
                    {text.status}
                  </Badge>
                </h2>
                <time dateTime={text.createdAt} className="text-body-secondary small">
                  {formatTime(text.createdAt)}
                </time>
              </Card.Header>
              <Card.Body>
                <p className="mb-2 small text-body-secondary">
                  {text.purpose}
                  {text.kind ? ` · ${text.kind}` : ''}
                  {text.detail ? ` · ${text.detail}` : ''}
                </p>
                <pre className="outbox-text mb-0">{text.body}</pre>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}

/** /dev/outbox[?to=address][&channel=sms]: the email (or the texts) the app has stored, for development (codes, notices). */
export function OutboxPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  const texts = params.get('channel') === 'sms';
  const outbox = useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: ({ signal }) => fetchOutbox(to, signal),
    retry: false,
    staleTime: 0,
    enabled: !texts,
  });

  return (
    <div className="container py-4 outbox-page">
      <PageMeta title="Outbox" noindex />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h2 mb-1">Outbox</h1>
          <p className="text-body-secondary mb-0">
            Email and texts the app has sent, newest first. A development aid for the server’s own machine and administrators: nothing here leaves this machine
            unless SMTP (or Twilio, for texts) is configured.
          </p>
        </div>
        {texts ? null : (
          <Button variant="outline-primary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {outbox.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        )}
      </div>
      <nav aria-label="Outbox" className="mb-3">
        <ul className="nav nav-pills">
          <li className="nav-item">
            <Link className={texts ? 'nav-link' : 'nav-link active'} aria-current={texts ? undefined : 'page'} to="/dev/outbox">
              Email
            </Link>
          </li>
          <li className="nav-item">
            <Link className={texts ? 'nav-link active' : 'nav-link'} aria-current={texts ? 'page' : undefined} to="/dev/outbox?channel=sms">
              Texts
            </Link>
          </li>
        </ul>
      </nav>

      {texts ? (
        <TextsList to={to} />
      ) : outbox.isPending ? (
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
