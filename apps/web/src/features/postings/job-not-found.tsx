import { Link } from 'react-router';
import { PageMeta } from '../../lib/page-meta';

/** An unknown posting id, or another practice's: the same answer (the API says 404 for both). */
export function JobNotFound() {
  return (
    <section className="app-page app-page--narrow" aria-labelledby="job-not-found-title">
      <PageMeta title="Job posting not found" noindex />
      <h1 className="app-page__title" id="job-not-found-title">
        Job posting not found
      </h1>
      <div className="app-panel">
        <p className="mb-3">There is no job posting of yours at this address. It may have been removed, or the link may be mistyped.</p>
        <Link to="/app/post-job/all" className="btn btn-primary">
          See your job postings
        </Link>
      </div>
    </section>
  );
}
