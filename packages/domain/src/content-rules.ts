// Blog posts and content pages without zod: kinds, audiences, the slug rule and the site's
// addresses. Public pages import these (no zod in their bundle); ./content re-exports them.
import { slugify } from './job-slug';

export const CONTENT_KINDS = ['post', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const TERM_KINDS = ['author', 'tag', 'category'] as const;
export type TermKind = (typeof TERM_KINDS)[number];
export const AUDIENCES = ['job-seekers', 'employers'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = { 'job-seekers': 'Job Seekers', employers: 'Employers' };
export const CONTENT_STATUSES = ['draft', 'published'] as const;
/** As an editor sees it: a published item whose time has not come is scheduled. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** Posts per page of a blog list. */
export const BLOG_PAGE_SIZE = 10;
/** Posts in the menu's 'Latest blog posts'. */
export const LATEST_POSTS = 3;
export const SLUG_MAX = 100;

/**
 * The blog's Atom feed at its public address: served by the web server, linked from every public
 * page's head, open to crawlers (robots.txt keeps out /api9/ only). ADR 101.
 */
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const BLOG_FEED_TITLE = 'Chairside Blog';

/** Post slugs that would clash with the blog's own pages (/blog/author/..., /blog/job-seekers/...). */
export const RESERVED_POST_SLUGS: readonly string[] = ['job-seekers', 'employers', 'author', 'tag', 'category', 'feed', 'page', 'latest-posts'];

/**
 * The spec's slug rule (job-slug.ts: lowercased, accents folded, '&' to 'and', spaces to
 * hyphens, other characters dropped), cut to at most 100 characters at a hyphen where possible.
 */
export function contentSlug(text: string): string {
  const slug = slugify(text);
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** A page's slug is its path: each segment by the slug rule, joined by '/' ('/Dental Jobs/Resources/' → 'dental-jobs/resources'). */
export function pageSlug(path: string): string {
  return path
    .split('/')
    .map((segment) => contentSlug(segment))
    .filter((segment) => segment !== '')
    .slice(0, 4)
    .join('/');
}

export const blogPostPath = (slug: string) => `/blog/${slug}/`;
export const contentPagePath = (slug: string) => `/${slug}/`;
export const blogTermPath = (kind: TermKind, slug: string) => `/blog/${kind}/${slug}/`;
export const blogAudiencePath = (audience: Audience) => `/blog/${audience}/`;
