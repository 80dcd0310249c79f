import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { alertRequestOfSearch, type AlertSearch } from '@chairside/domain/job-alert-rules';
import { ApiError } from '../../lib/api-client';
import { JOB_ALERTS_PATH, requestVisitorAlert, saveAlert } from './job-alerts-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';

type Status = { kind: 'idle' } | { kind: 'open' } | { kind: 'busy' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

/**
 * 'Email me jobs like these' under a search (app and public): signed in, the search is saved as
 * an alert at once; signed out, the visitor gives an email address and confirms from the email.
 * `search`: what the person searched; the alert is made of it (a local radius for 'Any distance'
 * from a ZIP, ADR 73). `asked`: the person already pressed the button (the search page's button
 * loads this): act on it at once.
 */
export function EmailMeJobs({ user, search, asked = false }: { user: CurrentUser | null; search: AlertSearch; asked?: boolean }) {
  const [status, setStatus] = useState<Status>({ kind: asked && !user ? 'open' : 'idle' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const body = alertRequestOfSearch(search);

  async function saveSignedIn() {
    if (!user) return;
    setStatus({ kind: 'busy' });
    try {
      const saved = await saveAlert(user.username, body);
      setStatus({ kind: 'saved', message: `Alert saved: we will email you new ${saved.summary}.` });
    } catch (caught) {
      setStatus({ kind: 'failed', message: failureMessage(caught, 'Could not save the alert. Please try again.') });
    }
  }

  async function submitVisitor(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setEmailError('Enter a valid email address.');
      return;
    }
    setEmailError(null);
    setStatus({ kind: 'busy' });
    try {
      const answer = await requestVisitorAlert({ ...body, email: address });
      setStatus({ kind: 'saved', message: `Almost done: we sent a link to ${answer.email}. Open it to start your alert for ${answer.summary}.` });
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.email) {
        setEmailError(caught.fields.email);
        setStatus({ kind: 'open' });
      } else setStatus({ kind: 'failed', message: failureMessage(caught, 'Could not save the alert. Please try again.') });
    }
  }

  const savedOnArrival = useRef(false);
  useEffect(() => {
    if (!asked || !user || savedOnArrival.current) return;
    savedOnArrival.current = true;
    void saveSignedIn();
    // Once, when the panel arrives after the press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (status.kind === 'saved')
    return (
      <div className="alert alert-success my-3" role="status">
        {status.message} {user ? <Link to={JOB_ALERTS_PATH}>Manage your alerts</Link> : null}
      </div>
    );

  const showForm = !user && status.kind !== 'idle';
  return (
    <div className="my-3">
      {!showForm ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={status.kind === 'busy'}
          onClick={() => (user ? void saveSignedIn() : setStatus({ kind: 'open' }))}
        >
          {status.kind === 'busy' ? 'Saving…' : 'Email me jobs like these'}
        </button>
      ) : (
        <form className="col-12 col-md-8 col-lg-6 px-0" onSubmit={(event) => void submitVisitor(event)} noValidate aria-label="Email me jobs like these">
          <label htmlFor="job-alert-email" className="form-label">
            Email me jobs like these
          </label>
          <div className="d-flex flex-column flex-sm-row gap-2">
            <input
              id="job-alert-email"
              name="email"
              type="email"
              autoComplete="email"
              className={`form-control form-control-sm${emailError ? ' is-invalid' : ''}`}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'job-alert-email-error' : 'job-alert-email-hint'}
              placeholder="you@example.com"
              autoFocus={asked}
            />
            <button type="submit" className="btn btn-primary btn-sm" disabled={status.kind === 'busy'}>
              {status.kind === 'busy' ? 'Sending…' : 'Create alert'}
            </button>
          </div>
          {emailError ? (
            <div className="invalid-feedback d-block" id="job-alert-email-error">
              {emailError}
            </div>
          ) : (
            <div className="form-text" id="job-alert-email-hint">
              We email you once to confirm. Unsubscribe any time.
            </div>
          )}
        </form>
      )}
      {status.kind === 'failed' ? <PlainErrorAlert message={status.message} className="mt-2 mb-0" /> : null}
    </div>
  );
}
