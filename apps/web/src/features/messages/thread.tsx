// One open conversation: its head (who, which posting, Block), its messages and the composer.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';
import { MESSAGES_PATH, markRead, messagingKeys, useConversation, useMessages } from './messages-api';
import { BlockButton } from './block-button';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

export function Thread({ id, user }: { id: number; user: CurrentUser }) {
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
  if (conversation.isError) return <p className="messages__empty">{failureMessage(conversation.error)}</p>;
  if (messages.isError) return <p className="messages__empty">{failureMessage(messages.error)}</p>;
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
