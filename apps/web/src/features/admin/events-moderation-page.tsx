import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CommunityEvent } from '@chairside/domain/community-events';
import { formatInZone } from '@chairside/domain/time-zones';
import { PageMeta } from '../../lib/page-meta';
import { useAdminEvents, useReviewEvent } from './community-moderation-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { ModerationReview } from './moderation-review';

const TABS: { status: CommunityEvent['status']; label: string }[] = [
  { status: 'PENDING', label: 'Waiting for review' },
  { status: 'APPROVED', label: 'Approved' },
  { status: 'REJECTED', label: 'Rejected' },
];

/** Admin: submitted events, oldest first; approve (listed publicly) or reject with a note for the submitter. */
export function EventsModerationPage() {
  const [status, setStatus] = useState<CommunityEvent['status']>('PENDING');
  const events = useAdminEvents(status);
  const review = useReviewEvent();
  const [done, setDone] = useState<string | null>(null);

  async function decide(event: CommunityEvent, decision: 'APPROVE' | 'REJECT', note: string | null) {
    setDone(null);
    await review.mutateAsync({ id: event.id, decision, note: note ?? '' });
    setDone(`“${event.title}” was ${decision === 'APPROVE' ? 'approved' : 'rejected'}.`);
  }

  return (
    <>
      <PageMeta title="Events · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Events
      </h1>
      <p className="app-page__subtitle">Events people submitted. Approved events are listed on the events pages until they are over.</p>
      <div className="btn-group mb-3 flex-wrap" role="group" aria-label="Review state">
        {TABS.map((tab) => (
          <Button
            key={tab.status}
            variant={status === tab.status ? 'primary' : 'outline-primary'}
            aria-pressed={status === tab.status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
          </Button>
        ))}
      </div>
      <div aria-live="polite">
        {done ? <Alert variant="success">{done}</Alert> : null}
        {review.isError ? <FormErrorAlert message={review.error.message} /> : null}
      </div>
      {events.isPending ? <p>Loading…</p> : null}
      {events.isError ? <p className="text-danger">{events.error.message}</p> : null}
      {events.data && events.data.length === 0 ? <p className="app-panel">Nothing here.</p> : null}
      <ul className="list-unstyled">
        {events.data?.map(({ event, submitterName, submitterEmail }) => (
          <li key={event.id} className="app-panel mb-3" data-testid="admin-event" aria-labelledby={`admin-event-${event.id}`}>
            <h2 className="h5 mb-1" id={`admin-event-${event.id}`}>
              {event.title}
            </h2>
            <p className="small text-body-secondary mb-2">
              {event.categoryLabel} · {formatInZone(event.start, event.timeZone)} ·{' '}
              {event.isOnline ? 'Online' : [event.venue, event.city, event.state].filter(Boolean).join(', ')} · from {submitterName ?? 'a removed account'}{' '}
              {submitterEmail ? `(${submitterEmail})` : ''}
            </p>
            <p className="text-break mb-2">{event.description}</p>
            {event.url ? <p className="small text-break mb-2">Website: {event.url}</p> : null}
            {status === 'PENDING' ? (
              <ModerationReview
                noteId={`event-note-${event.id}`}
                noteLabel="Note for the submitter (shown if rejected)"
                busy={review.isPending}
                choices={[
                  { decision: 'APPROVE', label: 'Approve', readAfter: event.title, variant: 'success' },
                  { decision: 'REJECT', label: 'Reject', readAfter: event.title, variant: 'outline-danger' },
                ]}
                onDecide={(decision, note) => decide(event, decision, note)}
              />
            ) : event.reviewNote ? (
              <p className="small mb-0">Note: {event.reviewNote}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
