import { Link } from 'react-router';
import { PageMeta } from '../lib/page-meta';

/** The 500 page: something failed on our side. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="cs-status-page container-xl" aria-labelledby="server-error-title">
      <PageMeta title="Something went wrong" description="This page could not be shown because of an error on our side." status={500} noindex />
      <p className="cs-status-page__code" aria-hidden="true">
        500
      </p>
      <h1 id="server-error-title">Something went wrong</h1>
      <p className="cs-status-page__lead">Sorry, this page hit an error on our side. Please try again in a moment; if it keeps happening, let us know.</p>
      <div className="cs-status-page__actions">
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to="/" className={onRetry ? 'btn btn-outline-primary' : 'btn btn-primary'}>
          Go to the home page
        </Link>
        <Link to="/dental-jobs/contact-us/" className="btn btn-outline-primary">
          Contact Us
        </Link>
      </div>
    </section>
  );
}
