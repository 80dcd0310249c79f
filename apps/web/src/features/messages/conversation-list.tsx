// The messages screen's list of conversations, grouped by the other party, with paging.
import { Link } from 'react-router';
import { NO_MORE_CONVERSATIONS } from '@chairside/domain/messaging';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';
import { conversationPath, useConvoGroups } from './messages-api';
import { when } from './message-time';

export function ConversationList({ selected }: { selected: number | null }) {
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
        <p className="text-danger p-3">{failureMessage(groups.error)}</p>
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
