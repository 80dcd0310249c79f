import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BlogPostSummary as PublishedPost } from '@chairside/domain/content';
import { apiRequest } from '../../lib/api-client';
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

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** 'MMMM DD, YYYY', e.g. 'March 05, 2025'; the same on server and browser (UTC). */
export function formatPostedDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

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
                {post.imageUrl ? (
                  <img className="cs-posts__image" src={post.imageUrl} alt="" width={96} height={64} loading="lazy" />
                ) : (
                  <span className="cs-posts__image cs-posts__image--blank" aria-hidden="true" />
                )}
                <span>
                  <span className="cs-posts__title">{post.title}</span>
                  <span className="cs-posts__date">{formatPostedDate(post.postedAt)}</span>
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
