// The thread's Block / Unblock button, which asks before blocking.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@chairside/domain/messaging';
import { failureMessage } from '../../components/form/errors';
import { messagingKeys, setBlocked } from './messages-api';

export function BlockButton({ conversation, disabled }: { conversation: Conversation; disabled: boolean }) {
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
      setError(failureMessage(failure));
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
