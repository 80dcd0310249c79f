// The messages screen (/app/messages): the conversation list beside the open thread.
import { Route, Routes, useParams } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { ConversationList } from './conversation-list';
import { Thread } from './thread';
import './messages.css';

// The Message button lives in its own file; its callers import it from here.

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
