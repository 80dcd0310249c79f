import { Link } from 'react-router';
import { PageMeta } from '../lib/page-meta';

const HELPFUL_LINKS = [
  { label: 'Search dental jobs', to: '/#job-search', text: 'Find jobs by position and ZIP code.' },
  { label: 'Browse all dental jobs', to: '/dental-jobs/zones/', text: 'Jobs by area across the country.' },
  { label: 'Resources', to: '/dental-jobs/resources/', text: 'Salary data, toolkits and career guides.' },
  { label: 'Contact Us', to: '/dental-jobs/contact-us/', text: 'Tell us what you were looking for.' },
];

/** The 404 page: answers status 404 on the server and is kept out of search results. */
export function NotFoundPage() {
  return (
    <section className="cs-status-page container-xl" aria-labelledby="not-found-title">
      <PageMeta title="Page not found" description="The page you were looking for does not exist or has moved." status={404} noindex />
      <p className="cs-status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">We couldn't find that page</h1>
      <p className="cs-status-page__lead">The link may be old, or the page may have moved. These might help:</p>
      <ul className="cs-status-page__links">
        {HELPFUL_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            <span>{link.text}</span>
          </li>
        ))}
      </ul>
      <Link to="/" className="btn btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
