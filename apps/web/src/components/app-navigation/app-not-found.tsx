import { Link } from 'react-router';
import { PageMeta } from '../../lib/page-meta';

/** An /app path that matches no screen. */
export function AppNotFound() {
  return (
    <section className="app-page" aria-labelledby="app-not-found-title">
      <PageMeta title="Page not found" noindex />
      <h1 className="app-page__title" id="app-not-found-title">
        Page not found
      </h1>
      <div className="app-panel">
        <p className="mb-3">There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <Link to="/app/dashboard" className="btn btn-primary">
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
