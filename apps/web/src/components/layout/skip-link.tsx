import { useLocation } from 'react-router';

/**
 * The page's first link, before the announcement banner and every layout: the signed-in area's
 * main column, or the public site's main content.
 */
export function SkipLink() {
  const { pathname } = useLocation();
  return pathname === '/app' || pathname.startsWith('/app/') ? (
    <a href="#app-main" className="visually-hidden-focusable app-skip-link">
      Skip to main content
    </a>
  ) : (
    <a href="#main-content" className="cs-skip-link">
      Skip to content
    </a>
  );
}
