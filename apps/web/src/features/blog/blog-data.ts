import type { BlogList, BlogPost, PublicContentPage } from '@chairside/domain/content';
import { ApiError, apiRequest } from '../../lib/api-client';
import { decodeRouteParam, prefetchApi, type PageDataLoader } from '../../lib/page-data';

/** Which posts a blog list shows: all, one audience, or one author, tag or category (by slug). */
export type BlogListFilter =
  { kind: 'all' } | { kind: 'audience'; value: 'job-seekers' | 'employers' } | { kind: 'author' | 'tag' | 'category'; value: string };

export const BLOG_LIST_ROUTES = {
  all: '/blog',
  jobSeekers: '/blog/job-seekers',
  employers: '/blog/employers',
  author: '/blog/author/:name',
  tag: '/blog/tag/:tag',
  category: '/blog/category/:category',
} as const;
export const BLOG_POST_ROUTE = '/blog/:slug';

/** The company and legal pages an administrator writes (the content pages' paths, without slashes at the ends). */
export const CONTENT_PAGE_SLUGS = ['about-us', 'faq', 'tos', 'privacy', 'mobile', 'dental-jobs/resources', 'corporate-recruiting', 'dental-temp'] as const;

/** A page number from '?page=' (1 when missing or not a whole number from 1). */
export function pageNumber(search: string | URLSearchParams): number {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page') ?? '1';
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export function blogListApiPath(filter: BlogListFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter.kind !== 'all') query.set(filter.kind, filter.value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/blog/posts${text ? `?${text}` : ''}`;
}

export const blogListKey = (filter: BlogListFilter, page: number) => ['blog', 'list', filter.kind, filter.kind === 'all' ? '' : filter.value, page] as const;
export const blogPostKey = (slug: string) => ['blog', 'post', slug] as const;
export const contentPageKey = (slug: string) => ['content-page', slug] as const;
const blogPostApiPath = (slug: string) => `/blog/posts/${encodeURIComponent(slug)}`;
const contentPageApiPath = (slug: string) => `/content/pages/${slug}`;

/** A public read in the browser (without the session, as the server renders it); 404: null. */
async function publicRead<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return (await apiRequest<T>(path, { signal, auth: false })).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

export const fetchBlogList = (filter: BlogListFilter, page: number, signal?: AbortSignal) => publicRead<BlogList>(blogListApiPath(filter, page), signal);
export const fetchBlogPost = (slug: string, signal?: AbortSignal) => publicRead<BlogPost>(blogPostApiPath(slug), signal);
export const fetchContentPage = (slug: string, signal?: AbortSignal) => publicRead<PublicContentPage>(contentPageApiPath(slug), signal);

const listLoader = (path: string, filterOf: (params: Record<string, string | undefined>) => BlogListFilter): PageDataLoader => ({
  path,
  load: async (params, queries, get, url) => {
    const filter = filterOf(params);
    const page = pageNumber(url.search);
    await prefetchApi(queries, get, blogListKey(filter, page), blogListApiPath(filter, page));
  },
});

const param = (value: string | undefined) => decodeRouteParam(value ?? '');

/** Server rendering: each blog page and content page with its data in the cache. The fixed paths come before /blog/:slug. */
export const BLOG_LOADERS: PageDataLoader[] = [
  listLoader(BLOG_LIST_ROUTES.all, () => ({ kind: 'all' })),
  listLoader(BLOG_LIST_ROUTES.jobSeekers, () => ({ kind: 'audience', value: 'job-seekers' })),
  listLoader(BLOG_LIST_ROUTES.employers, () => ({ kind: 'audience', value: 'employers' })),
  listLoader(BLOG_LIST_ROUTES.author, (params) => ({ kind: 'author', value: param(params.name) })),
  listLoader(BLOG_LIST_ROUTES.tag, (params) => ({ kind: 'tag', value: param(params.tag) })),
  listLoader(BLOG_LIST_ROUTES.category, (params) => ({ kind: 'category', value: param(params.category) })),
  {
    path: BLOG_POST_ROUTE,
    load: async (params, queries, get) => {
      const slug = param(params.slug);
      await prefetchApi(queries, get, blogPostKey(slug), blogPostApiPath(slug));
    },
  },
  ...CONTENT_PAGE_SLUGS.map((slug): PageDataLoader => ({
    path: `/${slug}`,
    load: async (_params, queries, get) => prefetchApi(queries, get, contentPageKey(slug), contentPageApiPath(slug)),
  })),
];
