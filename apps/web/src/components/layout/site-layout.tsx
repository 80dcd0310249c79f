import { Outlet, useLocation } from 'react-router';
import { usesMinimalLayout } from '../../lib/site-paths';
import { PageErrorBoundary } from '../page-error-boundary';
import { MinimalLayout } from './minimal-layout';
import { PublicLayout } from './public-layout';

/**
 * The frame of every public page: the minimal layout (no main navigation) for the spec's prefixes
 * and for pages excluded from search, the public layout otherwise. A page that throws shows the 500 page inside the frame; the next path
 * clears it.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const content = (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
  return usesMinimalLayout(pathname) ? <MinimalLayout>{content}</MinimalLayout> : <PublicLayout>{content}</PublicLayout>;
}
