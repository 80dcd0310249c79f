import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatClassifiedPrice, type Classified } from '@chairside/domain/classifieds';
import { PageMeta } from '../../lib/page-meta';
import { shortDateTime } from './schedule-fields';
import { useAdminClassifieds, useReviewClassified } from './community-moderation-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { ModerationReview, type ReviewChoice } from './moderation-review';

type Decision = 'APPROVE' | 'REJECT' | 'DISMISS_FLAGS';
const DONE: Record<Decision, string> = { APPROVE: 'approved', REJECT: 'rejected', DISMISS_FLAGS: 'cleared of its reports' };

/** Admin: classified listings waiting for review, and listings readers reported. */
export function ClassifiedsModerationPage() {
  const [queue, setQueue] = useState<'PENDING' | 'FLAGGED'>('PENDING');
  const listings = useAdminClassifieds(queue);
  const review = useReviewClassified();
  const [done, setDone] = useState<string | null>(null);

  async function decide(listing: Classified, decision: Decision, note: string | null) {
    setDone(null);
    await review.mutateAsync({ id: listing.id, decision, note: note ?? '' });
    setDone(`“${listing.title}” was ${DONE[decision]}.`);
  }

  /** Approve (not for a live listing that was reported), take down or reject, and clear the reports of a live one. */
  const choicesFor = (listing: Classified): ReviewChoice<Decision>[] => [
    ...(listing.status !== 'APPROVED' || queue === 'PENDING'
      ? [{ decision: 'APPROVE' as const, label: 'Approve', readAfter: listing.title, variant: 'success' }]
      : []),
    { decision: 'REJECT', label: queue === 'FLAGGED' ? 'Take down' : 'Reject', readAfter: listing.title, variant: 'outline-danger' },
    ...(queue === 'FLAGGED' && listing.status === 'APPROVED'
      ? [{ decision: 'DISMISS_FLAGS' as const, label: 'Dismiss reports', readAfter: `on ${listing.title}`, variant: 'outline-secondary' }]
      : []),
  ];

  return (
    <>
      <PageMeta title="Classifieds · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Classifieds
      </h1>
      <p className="app-page__subtitle">
        Approve a listing to show it for 60 days; reject it with a note for its owner. Reported listings show the readers' reasons.
      </p>
      <div className="btn-group mb-3" role="group" aria-label="Queue">
        <Button variant={queue === 'PENDING' ? 'primary' : 'outline-primary'} aria-pressed={queue === 'PENDING'} onClick={() => setQueue('PENDING')}>
          Waiting for review
        </Button>
        <Button variant={queue === 'FLAGGED' ? 'primary' : 'outline-primary'} aria-pressed={queue === 'FLAGGED'} onClick={() => setQueue('FLAGGED')}>
          Reported
        </Button>
      </div>
      <div aria-live="polite">
        {done ? <Alert variant="success">{done}</Alert> : null}
        {review.isError ? <FormErrorAlert message={review.error.message} /> : null}
      </div>
      {listings.isPending ? <p>Loading…</p> : null}
      {listings.isError ? <p className="text-danger">{listings.error.message}</p> : null}
      {listings.data && listings.data.length === 0 ? <p className="app-panel">Nothing here.</p> : null}
      <ul className="list-unstyled">
        {listings.data?.map(({ classified: listing, ownerName, ownerEmail, openFlags }) => (
          <li key={listing.id} className="app-panel mb-3" data-testid="admin-classified" aria-labelledby={`admin-classified-${listing.id}`}>
            <h2 className="h5 mb-1 text-break" id={`admin-classified-${listing.id}`}>
              {listing.title}
            </h2>
            <p className="small text-body-secondary mb-2">
              {listing.categoryLabel} · {formatClassifiedPrice(listing.priceCents)} · {[listing.city, listing.state].filter(Boolean).join(', ')} · by{' '}
              {ownerName} ({ownerEmail})
            </p>
            {listing.photos.length > 0 ? (
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label="Photos">
                {listing.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <img src={photo.thumbnailUrl} alt={`Photo ${index + 1} of ${listing.title}`} width={120} height={90} className="rounded object-fit-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-break mb-2">{listing.description}</p>
            {openFlags.length > 0 ? (
              <div className="mb-2">
                <h3 className="h6">Reports</h3>
                <ul className="small">
                  {openFlags.map((flag, index) => (
                    <li key={index} className="text-break">
                      {shortDateTime(flag.createdAt)}: {flag.reason}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ModerationReview
              noteId={`classified-note-${listing.id}`}
              noteLabel="Note for the owner (shown if rejected)"
              busy={review.isPending}
              choices={choicesFor(listing)}
              onDecide={(decision, note) => decide(listing, decision, note)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
