// One message in a thread: its text, when it was sent, "Seen", and Report for the other party's.
import { useState } from 'react';
import type { Message } from '@chairside/domain/messaging';
import { MessageText } from './message-text';
import { when } from './message-time';
import { ReportMessageDialog } from './report-message-dialog';

export function MessageBubble({ conversationId, message, seen, canReport }: { conversationId: number; message: Message; seen: boolean; canReport: boolean }) {
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`bubble ${message.fromMe ? 'bubble--mine' : 'bubble--theirs'}`} data-testid="message">
      <div className="bubble__body">
        <MessageText text={message.message} />
      </div>
      <div className="bubble__meta">
        {message.sentBySupport ? <span className="badge text-bg-info me-1">Sent by support</span> : null}
        {message.sentByMember ? (
          <span className="me-1" data-testid="message-member">
            {message.sentByMember} ·{' '}
          </span>
        ) : null}
        <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
        {seen ? <span className="ms-1">· Seen</span> : null}
        {!message.fromMe && canReport ? (
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 bubble__report" onClick={() => setReporting(true)}>
            Report
          </button>
        ) : null}
      </div>
      {reporting ? <ReportMessageDialog conversationId={conversationId} messageId={message.id} onClose={() => setReporting(false)} /> : null}
    </li>
  );
}
