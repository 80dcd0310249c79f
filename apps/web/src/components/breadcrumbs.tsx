import { Link } from 'react-router';
import { useBreadcrumbCollector, type Crumb } from '../lib/page-meta';

/**
 * A page's breadcrumb trail, from the site's home to the page itself (the last step, not a link).
 * The same steps are the page's BreadcrumbList markup: rendered on the server, the trail hands
 * them to the document, which writes them as JSON-LD, so what people see and what crawlers read
 * cannot differ.
 */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  useBreadcrumbCollector()?.(crumbs);
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="breadcrumb mb-0">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={`${index}-${crumb.path}`} className="breadcrumb-item active" aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={`${index}-${crumb.path}`} className="breadcrumb-item">
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
