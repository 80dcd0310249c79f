import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AUDIENCE_LABELS, blogAudiencePath, blogTermPath } from '@chairside/domain/content-rules';
import { useReaderTimeZone } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { formatPostedDate } from '../../components/layout/latest-posts';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { blogPostKey, fetchBlogPost } from './blog-data';
import { blogPostingJsonLd } from './blog-json-ld';

/** A published post: title, date, author, picture, the text (sanitised by the server), tags and category. */
export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const query = useQuery({ queryKey: blogPostKey(slug), queryFn: ({ signal }) => fetchBlogPost(slug, signal) });
  const zone = useReaderTimeZone();
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <ServerErrorPage />;
  const post = query.data;
  if (!post) return <NotFoundPage />;
  return (
    <article className="blog-post container-xl" aria-labelledby="blog-post-title">
      <PageMeta
        title={post.title}
        description={post.summary || `${post.title}: from the Chairside blog.`}
        canonicalPath={post.path}
        jsonLd={blogPostingJsonLd(post)}
      />
      <Breadcrumbs
        className="blog-post__crumbs"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog/' },
          ...(post.audience ? [{ name: `For ${AUDIENCE_LABELS[post.audience]}`, path: blogAudiencePath(post.audience) }] : []),
          { name: post.title, path: post.path },
        ]}
      />
      <header className="blog-post__header">
        <h1 className="blog-post__title" id="blog-post-title">
          {post.title}
        </h1>
        <p className="blog-post__meta">
          <time dateTime={post.date}>{formatPostedDate(post.date, zone)}</time>
          {post.author ? (
            <>
              {' · By '}
              <Link to={blogTermPath('author', post.author.slug)}>{post.author.name}</Link>
            </>
          ) : null}
          {post.category ? (
            <>
              {' · In '}
              <Link to={blogTermPath('category', post.category.slug)}>{post.category.name}</Link>
            </>
          ) : null}
        </p>
      </header>
      {post.featuredImage ? <img className="blog-post__image" src={post.featuredImage.image} alt={post.featuredImage.altText} /> : null}
      {/* Sanitised by the server: an allow-list of article tags, no scripts, images from the site's uploads only. */}
      <div className="blog-post__body cs-prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length > 0 ? (
        <ul className="blog-post__tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={blogTermPath('tag', tag.slug)} className="blog-post__tag">
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {post.author && post.authorDescription ? (
        <aside className="blog-post__author" aria-label="About the author">
          <p className="blog-post__author-name">
            <Link to={blogTermPath('author', post.author.slug)}>{post.author.name}</Link>
          </p>
          <p className="mb-0">{post.authorDescription}</p>
        </aside>
      ) : null}
    </article>
  );
}
