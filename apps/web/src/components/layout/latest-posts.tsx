import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BlogPostSummary as PublishedPost } from '@chairside/domain/content';
import { apiRequest } from '../../lib/api-client';
import { formatDate, useReaderTimeZone } from '../../lib/dates';
import { BLOG_PATH } from './nav-links';

/** A blog post as the menu shows it (from GET /api9/blog/latest-posts; the server renders it with every public page). */
export type BlogPostSummary = {
  title: string;
  /** The post's path, e.g. '/blog/hiring-your-first-hygienist/'. */
  path: string;
  imageUrl?: string | null;
  /** ISO date or date-time. */
  postedAt: string;
};

/** 'MMMM DD, YYYY', e.g. 'March 05, 2025': a day as it is, a date-time on its day in `timeZone` (the reader's, useReaderTimeZone). */
export const formatPostedDate = (iso: string, timeZone?: string) => formatDate(iso, 'longPadded', timeZone);

export const LATEST_POSTS_KEY = ['blog', 'latest'] as const;
export const LATEST_POSTS_PATH = '/blog/latest-posts';
type LatestPostsAnswer = { posts: PublishedPost[] };

const menuPost = (post: PublishedPost): BlogPostSummary => ({
  title: post.title,
  path: post.path,
  imageUrl: post.featuredImage?.thumbnail ?? null,
  postedAt: post.date,
});

/** The newest published posts for the menu; none while loading or when the answer failed (the menu says posts are on the way). */
export function useLatestPosts(): BlogPostSummary[] {
  const query = useQuery({
    queryKey: LATEST_POSTS_KEY,
    queryFn: async ({ signal }) => (await apiRequest<LatestPostsAnswer>(LATEST_POSTS_PATH, { signal, auth: false })).data,
    staleTime: 5 * 60_000,
  });
  return (query.data?.posts ?? []).map(menuPost);
}

/** The 'latest blog posts' block of the Resources tab. */
export function LatestPosts({ posts, headingId }: { posts: BlogPostSummary[]; headingId: string }) {
  const zone = useReaderTimeZone();
  return (
    <div className="cs-posts">
      <p className="cs-mega__heading" id={headingId}>
        Latest blog posts
      </p>
      {posts.length === 0 ? (
        <p className="cs-posts__empty">New posts are on the way.</p>
      ) : (
        <ul className="cs-posts__list" aria-labelledby={headingId}>
          {posts.slice(0, 3).map((post) => (
            <li key={post.path}>
              <Link to={post.path} className="cs-posts__item">
                {/* A post without a picture shows none: no empty box in its place. */}
                {post.imageUrl ? <img className="cs-posts__image" src={post.imageUrl} alt="" width={96} height={64} loading="lazy" /> : null}
                <span>
                  <span className="cs-posts__title">{post.title}</span>
                  <span className="cs-posts__date">{formatPostedDate(post.postedAt, zone)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={BLOG_PATH} className="cs-mega__more">
        View all blog posts <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
