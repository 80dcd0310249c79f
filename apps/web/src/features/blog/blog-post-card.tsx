import { Link } from 'react-router';
import type { BlogPostSummary } from '@chairside/domain/content';
import { AUDIENCE_LABELS, blogTermPath } from '@chairside/domain/content-rules';
import { formatPostedDate } from '../../components/layout/latest-posts';
import { useReaderTimeZone } from '../../lib/dates';

/** One post in a blog list: its picture (when it has one), title, date ('MMMM DD, YYYY'), author and summary. */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const zone = useReaderTimeZone();
  return (
    <article className="blog-card">
      {post.featuredImage ? (
        <img className="blog-card__image" src={post.featuredImage.thumbnail} alt={post.featuredImage.altText} width={600} height={400} loading="lazy" />
      ) : null}
      <div className="blog-card__body">
        {post.audience ? <p className="blog-card__audience">For {AUDIENCE_LABELS[post.audience]}</p> : null}
        <Heading className="blog-card__title">
          <Link to={post.path}>{post.title}</Link>
        </Heading>
        <p className="blog-card__meta">
          <time dateTime={post.date}>{formatPostedDate(post.date, zone)}</time>
          {post.author ? (
            <>
              {' · '}
              <Link to={blogTermPath('author', post.author.slug)}>{post.author.name}</Link>
            </>
          ) : null}
        </p>
        {post.summary ? <p className="blog-card__summary">{post.summary}</p> : null}
      </div>
    </article>
  );
}
