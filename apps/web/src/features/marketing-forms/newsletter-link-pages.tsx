import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { confirmNewsletter, unsubscribeNewsletter, type NewsletterStatus } from './marketing-forms-api';

type State = { kind: 'working' } | { kind: 'done'; status: NewsletterStatus } | { kind: 'failed'; message: string };

function useLinkAction(action: (token: string) => Promise<NewsletterStatus>, run: boolean) {
  const token = useParams().token ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    if (!run) return;
    let current = true;
    action(token)
      .then((status) => current && setState({ kind: 'done', status }))
      .catch(
        (error: unknown) =>
          current && setState({ kind: 'failed', message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.' }),
      );
    return () => {
      current = false;
    };
  }, [action, token, run]);
  return { state, token };
}

/** /newsletter/confirm/{token}: opening the emailed link confirms the subscription. */
export function NewsletterConfirmPage() {
  const { state } = useLinkAction(confirmNewsletter, true);
  return (
    <section className="cs-status-page container-xl" aria-labelledby="newsletter-confirm-title">
      <PageMeta title="Newsletter subscription" noindex />
      <h1 id="newsletter-confirm-title">Newsletter subscription</h1>
      {state.kind === 'working' ? <p role="status">Confirming your subscription…</p> : null}
      {state.kind === 'done' ? (
        <p role="status" className="alert alert-success">
          {state.status.status === 'CONFIRMED'
            ? `You're subscribed: ${state.status.email} will get the Chairside newsletter.`
            : 'This address unsubscribed after asking. Subscribe again from the footer of any page.'}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="alert alert-warning">
          {state.message}
        </p>
      ) : null}
      <Link to="/" className="btn btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}

/** /newsletter/unsubscribe/{token}: a button (mail scanners open links; they do not press buttons). */
export function NewsletterUnsubscribePage() {
  const [run, setRun] = useState(false);
  const { state } = useLinkAction(unsubscribeNewsletter, run);
  return (
    <section className="cs-status-page container-xl" aria-labelledby="newsletter-unsubscribe-title">
      <PageMeta title="Unsubscribe from the newsletter" noindex />
      <h1 id="newsletter-unsubscribe-title">Unsubscribe from the newsletter</h1>
      {!run ? (
        <button type="button" className="btn btn-primary" onClick={() => setRun(true)}>
          Unsubscribe
        </button>
      ) : null}
      {run && state.kind === 'working' ? <p role="status">Unsubscribing…</p> : null}
      {state.kind === 'done' ? (
        <p role="status" className="alert alert-success">
          {state.status.email} is unsubscribed. You will not get the newsletter any more.
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="alert alert-warning">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
