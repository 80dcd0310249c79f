import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BlogList } from '@chairside/domain/content';
import { AUDIENCE_LABELS, BLOG_FEED_PATH, blogAudiencePath } from '@chairside/domain/content-rules';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { blogListKey, fetchBlogList, pageNumber, type BlogListFilter } from './blog-data';
import { BlogPostCard } from './blog-post-card';
import { blogListJsonLd } from './blog-json-ld';

export type BlogListVariant = 'all' | 'job-seekers' | 'employers' | 'author' | 'tag' | 'category';

const PARAM_OF: Record<'author' | 'tag' | 'category', string> = { author: 'name', tag: 'tag', category: 'category' };

function useFilter(variant: BlogListVariant): BlogListFilter {
  const params = useParams();
  if (variant === 'all') return { kind: 'all' };
  if (variant === 'job-seekers' || variant === 'employers') return { kind: 'audience', value: variant };
  return { kind: variant, value: params[PARAM_OF[variant]] ?? '' };
}

function headingOf(filter: BlogListFilter, list: BlogList) {
  switch (filter.kind) {
    case 'all':
      return { title: 'Blog', lead: 'News and advice for dental professionals and practices.' };
    case 'audience':
      return filter.value === 'job-seekers'
        ? { title: 'Blog for Job Seekers', lead: 'Career advice for dental professionals: interviews, pay, licensing and growth.' }
        : { title: 'Blog for Employers', lead: 'Hiring advice for dental practices: writing postings, interviewing and keeping your team.' };
    default: {
      const label = { author: 'Posts by', tag: 'Posts tagged', category: 'Posts in' }[filter.kind];
      return { title: `${label} ${list.term?.name ?? filter.value}`, lead: list.term?.description || '' };
    }
  }
}

function Pager({ page, pages, pathname }: { page: number; pages: number; pathname: string }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <nav className="blog-pager" aria-label="Blog pages">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="btn btn-outline-primary">
          Newer posts
        </Link>
      ) : (
        <span />
      )}
      <span className="blog-pager__status">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="btn btn-outline-primary">
          Older posts
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** /blog/ and its sections: ten posts a page, newest first, with links to the audiences' lists. */
export function BlogListPage({ variant }: { variant: BlogListVariant }) {
  const filter = useFilter(variant);
  const location = useLocation();
  const page = pageNumber(location.search);
  const query = useQuery({ queryKey: blogListKey(filter, page), queryFn: ({ signal }) => fetchBlogList(filter, page, signal) });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <ServerErrorPage />;
  if (query.data === null) return <NotFoundPage />;
  const list = query.data;
  const pathname = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
  const canonicalPath = page > 1 ? `${pathname}?page=${page}` : pathname;
  const { title, lead } = headingOf(filter, list);
  return (
    <div className="blog container-xl">
      <PageMeta
        title={page > 1 ? `${title} (page ${page})` : title}
        description={lead || `${title}: articles from Chairside.`}
        canonicalPath={canonicalPath}
        jsonLd={blogListJsonLd(title, canonicalPath, list.posts)}
        noindex={list.posts.length === 0 && page > 1}
      />
      <header className="blog__header">
        <h1 className="blog__title">{title}</h1>
        {lead ? <p className="blog__lead">{lead}</p> : null}
        <nav className="blog__sections" aria-label="Blog sections">
          <Link to="/blog/" aria-current={filter.kind === 'all' ? 'page' : undefined}>
            All posts
          </Link>
          {(['job-seekers', 'employers'] as const).map((audience) => (
            <Link key={audience} to={blogAudiencePath(audience)} aria-current={filter.kind === 'audience' && filter.value === audience ? 'page' : undefined}>
              For {AUDIENCE_LABELS[audience]}
            </Link>
          ))}
          <a href={BLOG_FEED_PATH} type="application/atom+xml">
            Atom feed
          </a>
        </nav>
      </header>
      {list.posts.length === 0 ? (
        <p className="blog__empty">{page > 1 ? 'There are no more posts here.' : 'No posts here yet.'}</p>
      ) : (
        <div className="blog__grid">
          {list.posts.map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      <Pager page={page} pages={list.nbPages} pathname={pathname} />
    </div>
  );
}
