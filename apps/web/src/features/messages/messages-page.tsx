import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { MESSAGE_MAX_LENGTH, NO_MORE_CONVERSATIONS, REPORT_REASON_MAX_LENGTH, type Conversation, type Message } from '@chairside/domain/messaging';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { MessageText } from './message-text';
import {
  MESSAGES_PATH,
  conversationPath,
  markRead,
  messagingKeys,
  reportMessage,
  sendMessage,
  setBlocked,
  startConversation,
  useConversation,
  useConvoGroups,
  useMessages,
} from './messages-api';
import { formatDateTime } from '../../lib/dates';
import './messages.css';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
const when = (iso: string) => formatDateTime(iso, 'monthDayTime');

/** /app/messages and /app/messages/{conversationId}. */
export function MessagesRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route index element={<MessagesScreen user={user} />} />
      <Route path=":conversationId" element={<MessagesScreen user={user} />} />
    </Routes>
  );
}

function MessagesScreen({ user }: { user: CurrentUser }) {
  const { conversationId } = useParams();
  const selected = conversationId && /^\d{1,15}$/.test(conversationId) ? Number(conversationId) : null;
  return (
    <section className={`app-page messages ${selected ? 'messages--thread' : 'messages--list'}`} aria-labelledby="messages-title">
      <PageMeta title="Messages" noindex />
      <h1 className="app-page__title messages__title" id="messages-title">
        Messages
      </h1>
      <div className="messages__layout app-panel p-0">
        <ConversationList selected={selected} />
        <div className="messages__thread">
          {selected ? <Thread key={selected} id={selected} user={user} /> : <p className="messages__empty">Choose a conversation to read it.</p>}
        </div>
      </div>
    </section>
  );
}

function ConversationList({ selected }: { selected: number | null }) {
  const groups = useConvoGroups();
  if (groups.isPending)
    return (
      <div className="messages__list">
        <PageLoading />
      </div>
    );
  if (groups.isError)
    return (
      <div className="messages__list">
        <p className="text-danger p-3">{errorText(groups.error)}</p>
      </div>
    );
  const all = groups.data.pages.flat();
  return (
    <nav className="messages__list" aria-label="Conversations">
      {all.length === 0 ? (
        <p className="messages__empty">No conversations yet. Practices and job seekers start them from applications and invitations.</p>
      ) : (
        <ul className="list-unstyled m-0">
          {all.map((group) => (
            // A confidential posting's practice has no username: its group is the one conversation.
            <li key={group.username ?? `job-${group.conversations[0].jobId}`} className="convo-group" data-testid="convo-group">
              <div className="convo-group__head">
                <span className="convo-group__name">{group.otherParty.name}</span>
                {group.unreadCount > 0 ? (
                  <span className="badge rounded-pill text-bg-danger">
                    {group.unreadCount}
                    <span className="visually-hidden"> unread</span>
                  </span>
                ) : null}
              </div>
              <ul className="list-unstyled m-0">
                {group.conversations.map((conversation) => (
                  <li key={conversation.id}>
                    <Link
                      to={conversationPath(conversation.id)}
                      className={`convo-link${conversation.id === selected ? ' active' : ''}${conversation.unreadCount > 0 ? ' unread' : ''}`}
                      aria-current={conversation.id === selected ? 'page' : undefined}
                    >
                      <span className="convo-link__job">{conversation.job.name ?? conversation.job.positionLabel}</span>
                      <span className="convo-link__last">{conversation.lastMessage?.message ?? ''}</span>
                      <span className="convo-link__when">{when(conversation.lastMessageAt)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {all.length > 0 && groups.hasNextPage ? (
        <button type="button" className="btn btn-link" onClick={() => void groups.fetchNextPage()} disabled={groups.isFetchingNextPage}>
          More conversations
        </button>
      ) : null}
      {all.length > 0 && !groups.hasNextPage ? <p className="messages__end">{NO_MORE_CONVERSATIONS}</p> : null}
    </nav>
  );
}

function Thread({ id, user }: { id: number; user: CurrentUser }) {
  const queries = useQueryClient();
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const unread = conversation.data?.unreadCount ?? 0;
  const bottom = useRef<HTMLDivElement>(null);
  const newest = messages.data?.pages[0]?.messages.at(-1)?.id;

  // Opening a conversation (and each new message while it is open) marks it read; support reading leaves it as it was.
  useEffect(() => {
    if (unread === 0 || user.delegated) return;
    void markRead(id, true).then((updated) => {
      queries.setQueryData(messagingKeys.conversation(id), updated);
      void queries.invalidateQueries({ queryKey: messagingKeys.groups });
    });
  }, [id, unread, user.delegated, queries]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  if (conversation.isPending || messages.isPending) return <PageLoading />;
  if (conversation.isError) return <p className="messages__empty">{errorText(conversation.error)}</p>;
  if (messages.isError) return <p className="messages__empty">{errorText(messages.error)}</p>;
  const c = conversation.data;
  const list = [...messages.data.pages].reverse().flatMap((page) => page.messages);
  const lastMine = [...list].reverse().find((message) => message.fromMe);

  return (
    <div className="thread" data-testid="thread">
      <header className="thread__head">
        <Link to={MESSAGES_PATH} className="thread__back btn btn-link" aria-label="Back to conversations">
          ‹
        </Link>
        <div className="thread__who">
          <h2 className="h5 m-0">{c.otherParty.name}</h2>
          <p className="thread__job m-0">
            About:{' '}
            {user.role === 'staff' && c.job.slug ? (
              <Link to={`/app/search-jobs/post-job/${c.job.id}/${encodeURIComponent(c.job.slug)}`}>{c.job.name ?? c.job.positionLabel}</Link>
            ) : user.role === 'employer' ? (
              <Link to={`/app/post-job/summary/${c.job.id}`}>{c.job.name ?? c.job.positionLabel}</Link>
            ) : (
              (c.job.name ?? c.job.positionLabel)
            )}
            {c.job.city ? ` · ${c.job.city}, ${c.job.state ?? ''}` : ''}
          </p>
        </div>
        <BlockButton conversation={c} disabled={user.delegated} />
      </header>
      <div className="thread__messages" aria-live="polite">
        {messages.hasNextPage ? (
          <button type="button" className="btn btn-link btn-sm" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
            Earlier messages
          </button>
        ) : null}
        <ol className="list-unstyled m-0">
          {list.map((message) => (
            <MessageBubble
              key={message.id}
              conversationId={id}
              message={message}
              seen={message.id === lastMine?.id && c.readByOtherUpTo >= message.id}
              canReport={!user.delegated}
            />
          ))}
        </ol>
        <div ref={bottom} />
      </div>
      {c.isBlocked ? (
        <p className="thread__blocked alert alert-secondary m-2" role="status">
          {c.blockedByMe
            ? `You blocked ${c.otherParty.name}. Unblock them to send messages.`
            : `${c.otherParty.name} has blocked you. You cannot send them messages.`}
        </p>
      ) : (
        <Composer id={id} />
      )}
    </div>
  );
}

function MessageBubble({ conversationId, message, seen, canReport }: { conversationId: number; message: Message; seen: boolean; canReport: boolean }) {
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`bubble ${message.fromMe ? 'bubble--mine' : 'bubble--theirs'}`} data-testid="message">
      <div className="bubble__body">
        <MessageText text={message.message} />
      </div>
      <div className="bubble__meta">
        {message.sentBySupport ? <span className="badge text-bg-info me-1">Sent by support</span> : null}
        <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
        {seen ? <span className="ms-1">· Seen</span> : null}
        {!message.fromMe && canReport ? (
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 bubble__report" onClick={() => setReporting(true)}>
            Report
          </button>
        ) : null}
      </div>
      {reporting ? <ReportModal conversationId={conversationId} messageId={message.id} onClose={() => setReporting(false)} /> : null}
    </li>
  );
}

function ReportModal({ conversationId, messageId, onClose }: { conversationId: number; messageId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: boolean }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    try {
      await reportMessage(conversationId, messageId, reason);
      setState({ done: true });
    } catch (error) {
      setState({ error: errorText(error) });
    }
  };
  return (
    <Modal show onHide={onClose} aria-labelledby="report-title">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="report-title">Report this message</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {state.done ? (
            <p role="status">Thank you. The message was reported to our team.</p>
          ) : (
            <Form.Group controlId="report-reason">
              <Form.Label>What is wrong with it? (optional)</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={REPORT_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Form.Group>
          )}
          {state.error ? (
            <p className="text-danger mt-2" role="alert">
              {state.error}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {state.done ? 'Close' : 'Cancel'}
          </button>
          {!state.done ? (
            <button type="submit" className="btn btn-danger" disabled={state.busy}>
              Report
            </button>
          ) : null}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function BlockButton({ conversation, disabled }: { conversation: Conversation; disabled: boolean }) {
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (conversation.isBlocked && !conversation.blockedByMe) return null;
  const toggle = async () => {
    if (!conversation.blockedByMe && !window.confirm(`Block ${conversation.otherParty.name}? Neither of you can send messages while blocked.`)) return;
    setBusy(true);
    try {
      const updated = await setBlocked(conversation.id, !conversation.blockedByMe);
      queries.setQueryData(messagingKeys.conversation(conversation.id), updated);
      void queries.invalidateQueries({ queryKey: messagingKeys.groups });
      setError(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="thread__actions">
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void toggle()} disabled={busy || disabled}>
        {conversation.blockedByMe ? 'Unblock' : 'Block'}
      </button>
      {error ? (
        <span className="text-danger small d-block" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function Composer({ id }: { id: number }) {
  const queries = useQueryClient();
  const [text, setText] = useState('');
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setState({ error: 'Write a message.' });
    setState({ busy: true });
    try {
      await sendMessage(id, text);
      setText('');
      setState({});
      await Promise.all([
        queries.invalidateQueries({ queryKey: messagingKeys.messages(id) }),
        queries.invalidateQueries({ queryKey: messagingKeys.conversation(id) }),
        queries.invalidateQueries({ queryKey: messagingKeys.groups }),
      ]);
    } catch (error) {
      setState({ error: errorText(error) });
    }
  };
  return (
    <form className="composer" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`composer-${id}`} className="visually-hidden">
        Your message
      </label>
      <textarea
        id={`composer-${id}`}
        className={`form-control${state.error ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        placeholder="Write a message"
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? `composer-error-${id}` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={state.busy}>
        Send
      </button>
      {state.error ? (
        <p className="composer__error text-danger small m-0" id={`composer-error-${id}`} role="alert">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}

/** Starts (or adds to) the conversation about a posting, then opens it. */
export function MessageButton({
  username,
  jobId,
  name,
  className = 'btn btn-outline-primary btn-sm',
}: {
  username: string;
  jobId: number;
  name: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});
  const textBox = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React passes its submit up to any form the button sits in.
    event.stopPropagation();
    if (!text.trim()) {
      setState({ error: 'Write a message.' });
      return textBox.current?.focus();
    }
    setState({ busy: true });
    try {
      const started = await startConversation(username, jobId, text);
      setOpen(false);
      navigate(conversationPath(started.id));
    } catch (error) {
      setState({ error: errorText(error) });
      textBox.current?.focus();
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Message
      </button>
      {open ? (
        <Modal show onHide={() => setOpen(false)} aria-labelledby={`message-title-${jobId}-${username}`}>
          <Form onSubmit={(event) => void submit(event)} noValidate>
            <Modal.Header closeButton>
              <Modal.Title id={`message-title-${jobId}-${username}`}>Message {name}</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Form.Group controlId={`message-text-${jobId}-${username}`}>
                <Form.Label>Your message</Form.Label>
                <Form.Control
                  ref={textBox}
                  as="textarea"
                  rows={4}
                  maxLength={MESSAGE_MAX_LENGTH}
                  value={text}
                  isInvalid={Boolean(state.error)}
                  onChange={(event) => setText(event.target.value)}
                />
                <Form.Control.Feedback type="invalid">{state.error}</Form.Control.Feedback>
              </Form.Group>
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={state.busy}>
                Send
              </button>
            </Modal.Footer>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
