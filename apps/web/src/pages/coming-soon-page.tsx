import { Link } from 'react-router';
import { PageMeta } from '../lib/page-meta';
import type { ContentPage } from './content-pages';

/** Stands in for a public page that a later issue builds: says so plainly and is kept out of search. */
export function ComingSoonPage({ page }: { page: ContentPage }) {
  return (
    <section className="cs-status-page container-xl" aria-labelledby="coming-soon-title">
      <PageMeta title={page.title} description={page.description} noindex />
      <h1 id="coming-soon-title">{page.title}</h1>
      <p className="cs-status-page__lead">This page is coming soon. We're still building it.</p>
      <div className="cs-status-page__actions">
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to="/#job-search" className="btn btn-outline-primary">
          Search dental jobs
        </Link>
      </div>
    </section>
  );
}
