import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, pageRoute } from '@chairside/domain/page-routes';
import { PAGE_DATA_LOADERS } from '../routes/page-data-loaders';
import { BLOG_LIST_ROUTES, BLOG_POST_ROUTE, CONTENT_PAGE_SLUGS } from '../features/blog/blog-data';
import { DIRECTORY_ROUTES } from '../features/job-directories/directory-data';
import { TOOLKIT_PAGES } from '../features/marketing-forms/toolkit-pages';
import { PUBLIC_PROFILE_ROUTE } from './site-paths';

// Analytics names pages by the domain's route table (ADR 31): every public route of the web app
// is in it, so no page is counted as unknown, and none is recorded by its address.
describe('the analytics route table', () => {
  it('has every public route the web app serves', () => {
    const routes = [
      ...PAGE_DATA_LOADERS.map((loader) => loader.path),
      ...Object.values(BLOG_LIST_ROUTES),
      BLOG_POST_ROUTE,
      ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
      ...DIRECTORY_ROUTES.map((route) => route.path),
      ...TOOLKIT_PAGES.map((page) => page.path),
      PUBLIC_PROFILE_ROUTE,
    ];
    for (const route of routes) expect(PAGE_ROUTES, route).toContain(route);
  });

  it('names a signed link by its pattern', () => {
    expect(pageRoute('/feedback/eyJhbGciOi.abc')).toBe('/feedback/:token');
  });
});
