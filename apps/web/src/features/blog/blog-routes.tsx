import type { ReactElement } from 'react';
import { preloadedPages } from '../../components/layout/load-on-demand';
import { BLOG_LIST_ROUTES, BLOG_POST_ROUTE, CONTENT_PAGE_SLUGS } from './blog-data';

// The blog's pages load as chunks of their own, out of every public page's first download.
const listPages = preloadedPages(() => import('./blog-list-page'));
const postPages = preloadedPages(() => import('./blog-post-page'));
const contentPages = preloadedPages(() => import('./content-page'));
const BlogListPage = listPages.page((module) => module.BlogListPage);
const BlogPostPage = postPages.page((module) => module.BlogPostPage);
const ContentPage = contentPages.page((module) => module.ContentPage);

/** Loads the blog's page chunks: the server awaits it before rendering. */
export const preloadBlogPages = () => Promise.all([listPages.preload(), postPages.preload(), contentPages.preload()]);

/** The blog's pages and the company and legal pages, rendered on the server with their data (see BLOG_LOADERS). */
export const BLOG_ROUTES: { path: string; element: ReactElement }[] = [
  { path: BLOG_LIST_ROUTES.all, element: <BlogListPage variant="all" /> },
  { path: BLOG_LIST_ROUTES.jobSeekers, element: <BlogListPage variant="job-seekers" /> },
  { path: BLOG_LIST_ROUTES.employers, element: <BlogListPage variant="employers" /> },
  { path: BLOG_LIST_ROUTES.author, element: <BlogListPage variant="author" /> },
  { path: BLOG_LIST_ROUTES.tag, element: <BlogListPage variant="tag" /> },
  { path: BLOG_LIST_ROUTES.category, element: <BlogListPage variant="category" /> },
  { path: BLOG_POST_ROUTE, element: <BlogPostPage /> },
  ...CONTENT_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, element: <ContentPage key={slug} slug={slug} /> })),
];
