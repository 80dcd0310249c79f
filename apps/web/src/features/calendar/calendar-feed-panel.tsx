import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { CalendarFeedAddress } from '@chairside/domain/calendar-feed';
import { formatDate, formatDateTime } from '../../lib/dates';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';
import { calendarFeedKey, createCalendarFeed, revokeCalendarFeed, useCalendarFeed } from './calendar-api';

function Spinner() {
  return <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />;
}

/**
 * The personal feed: a secret address calendar apps subscribe to (shifts and interviews, kept up
 * to date). Made here and shown once with how to add it; then when it was last fetched, a new
 * address, or revoking it after a confirmation.
 */
export function CalendarFeedPanel({ user }: { user: CurrentUser }) {
  const queries = useQueryClient();
  const status = useCalendarFeed(user.username);
  // The address just made: shown this once (the server keeps only its hash).
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const create = useMutation({
    mutationFn: () => createCalendarFeed(user.username),
    onSuccess: (made) => {
      setAddress(made);
      setNotice(null);
      void queries.invalidateQueries({ queryKey: calendarFeedKey(user.username) });
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeCalendarFeed(user.username),
    onSuccess: async () => {
      setConfirming(false);
      setAddress(null);
      setNotice('Your feed address was revoked. Calendars subscribed to it no longer get your events.');
      await queries.invalidateQueries({ queryKey: calendarFeedKey(user.username) });
    },
  });

  const feed = status.data;

  return (
    <section className="app-panel calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 className="calendar-feed__title" id="calendar-feed-title">
        Calendar feed
      </h2>
      <p className="text-body-secondary">
        Subscribe to your shifts and interviews in Google Calendar, Apple Calendar or Outlook: they stay up to date as they change. The address is private;
        anyone who has it can see these events.
      </p>
      {notice ? (
        <p className="calendar-feed__notice" role="status" ref={noticeRef} tabIndex={-1}>
          {notice}
        </p>
      ) : null}

      {address ? (
        <FeedAddress address={address} />
      ) : status.isPending ? (
        <p role="status">Checking your feed…</p>
      ) : status.isError ? (
        <PlainErrorAlert message={failureMessage(status.error, 'Could not check your calendar feed.')} />
      ) : feed?.exists ? (
        <p>
          You have a feed address, made {formatDate(feed.createdAt, 'medium')}.{' '}
          {feed.lastFetchedAt ? `A calendar app last fetched it ${formatDateTime(feed.lastFetchedAt)}.` : 'No calendar app has fetched it yet.'} The address is
          shown only when it is made: if you lost it, make a new one (the old one then stops working).
        </p>
      ) : (
        <p>You have no feed address yet.</p>
      )}

      {create.isError ? <PlainErrorAlert message={failureMessage(create.error)} className="py-2" /> : null}
      <div className="calendar-feed__actions">
        <button
          type="button"
          className={`btn ${feed?.exists || address ? 'btn-outline-primary' : 'btn-primary'}`}
          onClick={() => create.mutate()}
          disabled={create.isPending || status.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? (
            <>
              <Spinner />
              Making the address…
            </>
          ) : feed?.exists || address ? (
            'Make a new address'
          ) : (
            'Create a feed address'
          )}
        </button>
        {feed?.exists || address ? (
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => {
              revoke.reset();
              setConfirming(true);
            }}
          >
            Revoke address
          </button>
        ) : null}
      </div>

      {/* Once revoked, focus goes to the line that says so (the button that opened the dialog is gone). */}
      <Modal
        show={confirming}
        onHide={() => !revoke.isPending && setConfirming(false)}
        restoreFocus={notice === null}
        onExited={() => noticeRef.current?.focus()}
        aria-labelledby="revoke-feed-title"
        centered
      >
        <Modal.Header closeButton={!revoke.isPending} closeLabel="Keep the address">
          <Modal.Title id="revoke-feed-title" as="h2" className="h5">
            Revoke your calendar feed?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">The address stops working at once: calendars subscribed to it no longer get your shifts and interviews.</p>
          {revoke.isError ? <PlainErrorAlert message={failureMessage(revoke.error)} className="py-2 mb-0" /> : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
            Keep address
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => revoke.mutate()}
            disabled={revoke.isPending}
            aria-busy={revoke.isPending || undefined}
          >
            {revoke.isPending ? (
              <>
                <Spinner />
                Revoking…
              </>
            ) : (
              'Revoke address'
            )}
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

/** The new address, once: a box to copy it from, a link for calendar apps, and how to add it. */
function FeedAddress({ address }: { address: CalendarFeedAddress }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const boxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setCopy('idle');
    boxRef.current?.focus();
    boxRef.current?.select();
  }, [address]);

  function copyAddress() {
    boxRef.current?.select();
    // Without a clipboard (an insecure page, an old browser) the address stays selected to copy by hand.
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(address.httpsUrl).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <div className="calendar-feed__address">
      <p className="mb-2">
        <strong>Your feed address is ready.</strong> Copy it now: it is shown only this once.
      </p>
      <label className="form-label" htmlFor="calendar-feed-address">
        Feed address
      </label>
      <div className="calendar-feed__copy">
        <input
          ref={boxRef}
          id="calendar-feed-address"
          className="form-control"
          value={address.httpsUrl}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={copyAddress}>
          Copy
        </button>
      </div>
      <p className="calendar-feed__copied" role="status">
        {copy === 'copied' ? 'Address copied.' : copy === 'failed' ? 'Copying did not work here: the address is selected, copy it with your keyboard.' : ''}
      </p>
      <p>
        <a href={address.url}>Open in your calendar app</a> (on a phone or a Mac with Apple Calendar or Outlook).
      </p>
      <div className="calendar-feed__help">
        <div>
          <h3 className="calendar-feed__subtitle">Google Calendar</h3>
          <ol>
            <li>On a computer, open Google Calendar.</li>
            <li>Beside “Other calendars”, choose + and then “From URL”.</li>
            <li>Paste the address and choose “Add calendar”.</li>
          </ol>
          <p className="text-body-secondary small mb-0">Google fetches it again every few hours; it then shows on your phone too.</p>
        </div>
        <div>
          <h3 className="calendar-feed__subtitle">Apple Calendar</h3>
          <ol>
            <li>On iPhone or iPad: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar.</li>
            <li>On a Mac: in Calendar, File, New Calendar Subscription.</li>
            <li>Paste the address and subscribe.</li>
          </ol>
        </div>
      </div>
    </div>
  );
}
