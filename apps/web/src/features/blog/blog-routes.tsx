import type { ReactElement } from 'react';
import { BLOG_LIST_ROUTES, BLOG_POST_ROUTE, CONTENT_PAGE_SLUGS } from './blog-data';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';
import { ContentPage } from './content-page';

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
