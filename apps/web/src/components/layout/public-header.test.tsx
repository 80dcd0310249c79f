import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../../lib/auth-context';
import { FUNNEL_ROUTE } from '../../features/commerce/funnel-route';
import { CANDIDATE_MATCHING_ROUTE, PUBLIC_RESUME_SEARCH_ROUTE } from '../../features/resume-search/resume-search-data';
import { PUBLIC_ASSESSMENTS_ROUTE } from '../../features/assessments/public-assessments-route';
import { EVENTS_ROUTE } from '../../features/events/public-api';
import { DIRECTORY_ROUTES } from '../../features/job-directories/directory-data';
import { MARKETING_ROUTES } from '../../features/marketing-forms/marketing-routes';
import { CLASSIFIEDS_LIST_ROUTE } from '../../features/classifieds/public-api';
import { BLOG_LIST_ROUTES, BLOG_POST_ROUTE, CONTENT_PAGE_SLUGS } from '../../features/blog/blog-data';
import { normalizeZip } from '../../pages/home-page';
import { formatPostedDate } from './latest-posts';
import { FOOTER_LINKS, JOB_DIRECTORIES, NAV_CATEGORIES } from './nav-links';
import { PublicHeader } from './public-header';
import { SiteLayout } from './site-layout';
import { SkipLink } from './skip-link';

const renderAt = (path: string, element = <PublicHeader />) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={path}>
        <AuthProvider>{element}</AuthProvider>
      </StaticRouter>
    </QueryClientProvider>,
  );

const renderLayoutAt = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<p>the page</p>} />
      </Route>
    </Routes>,
  );

describe('PublicHeader on the server', () => {
  const html = renderAt('/');

  it.each(NAV_CATEGORIES.map((category) => [category.label, category.id]))('renders the closed %s tab and its hidden panel', (label, id) => {
    expect(html).toMatch(new RegExp(`<button type="button" class="cs-mega__tab" aria-expanded="false" aria-controls="mega-menu-${id}"[^>]*>${label}<`));
    expect(html).toMatch(new RegExp(`id="mega-menu-${id}" role="region" aria-label="${label} menu"[^>]* hidden=""`));
  });

  it('shows Sign In and Create Account while the session is unknown, as the browser does before hydration', () => {
    expect(html).toContain('href="/dental-jobs/login/"');
    expect(html).toContain('>Create Account<');
    expect(html).not.toContain('My Dashboard');
  });

  it('names the search and menu buttons', () => {
    expect(html).toContain('aria-label="Search the site"');
    expect(html).toContain('aria-label="Open menu"');
  });

  it('renders the empty state of the latest blog posts', () => {
    expect(html).toContain('New posts are on the way.');
    expect(html).toContain('href="/blog/"');
  });
});

describe('navigation links', () => {
  const internal = [...NAV_CATEGORIES.flatMap((category) => [...category.links, category.cta, ...category.features]), ...FOOTER_LINKS, ...JOB_DIRECTORIES]
    .map((link) => link.to)
    .filter((to) => to !== '/' && !to.startsWith('/app/'));

  // Content pages, and the features whose routes stand apart from them.
  const routed = [
    FUNNEL_ROUTE,
    PUBLIC_RESUME_SEARCH_ROUTE,
    CANDIDATE_MATCHING_ROUTE,
    PUBLIC_ASSESSMENTS_ROUTE,
    ...Object.values(BLOG_LIST_ROUTES),
    BLOG_POST_ROUTE,
    ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
    EVENTS_ROUTE,
    CLASSIFIEDS_LIST_ROUTE,
    ...DIRECTORY_ROUTES.map((route) => route.path),
    ...MARKETING_ROUTES.map((route) => route.path),
  ];

  it.each([...new Set(internal)])('%s has a route', (to) => {
    expect(routed.some((path) => matchPath(path, to))).toBe(true);
  });
});

describe('SiteLayout', () => {
  it.each([
    ['/', 'public'],
    ['/about-us/', 'public'],
    ['/dental-jobs/login/', 'login'],
    ['/dental-jobs/register/', 'minimal'],
    ['/dental-hiring-products/', 'minimal'],
  ])('%s uses the %s layout', (path, kind) => {
    const html = renderLayoutAt(path);
    expect(html).toContain('the page');
    expect(html).toContain('id="main-content"');
    // The skip link is App's, before the announcement banner: not the layout's.
    expect(html).not.toContain('Skip to content');
    expect(html.includes('aria-label="Main"')).toBe(kind === 'public');
    expect(html.includes('New to Chairside?')).toBe(kind === 'login');
    expect(html.includes('Already a User?')).toBe(kind === 'minimal');
  });

  it('sends the sign-in prompt of a product page back to it', () => {
    expect(renderLayoutAt('/dental-hiring-products/payment/')).toContain('href="/dental-jobs/login/?fromPath=%2Fdental-hiring-products%2Fpayment%2F"');
  });
});

describe('formatPostedDate', () => {
  it.each([
    ['2025-03-05', 'March 05, 2025'],
    ['2024-12-31T23:30:00Z', 'December 31, 2024'],
    ['not a date', ''],
  ])('%s → %s', (input, expected) => expect(formatPostedDate(input)).toBe(expected));
});

describe('normalizeZip', () => {
  it.each([
    ['90210', '90210'],
    [' 02139 ', '02139'],
    ['90210-1234', '90210'],
    ['m5v 3l9', 'M5V'],
    ['M5V', 'M5V'],
    ['9021', null],
    ['abcde', null],
    ['', null],
  ])('%j → %j', (input, expected) => expect(normalizeZip(input)).toBe(expected));
});

describe('SkipLink', () => {
  it.each([
    ['/', '#main-content', 'Skip to content'],
    ['/dental-hiring-products/', '#main-content', 'Skip to content'],
    ['/app/dashboard', '#app-main', 'Skip to main content'],
  ])('at %s goes to %s', (path, target, words) => {
    const html = renderAt(path, <SkipLink />);
    expect(html).toContain(`href="${target}"`);
    expect(html).toContain(words);
  });
});
