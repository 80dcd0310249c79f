import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LatestPosts, type BlogPostSummary } from './latest-posts';

const menu = (post: BlogPostSummary) =>
  renderToString(
    <StaticRouter location="/blog/">
      <LatestPosts headingId="posts" posts={[post]} />
    </StaticRouter>,
  );

describe('the latest blog posts of the menu', () => {
  it('shows no empty box for a post without a picture', () => {
    const html = menu({ title: 'No picture', path: '/blog/no-picture/', imageUrl: null, postedAt: '2025-03-05' });
    expect(html).toContain('No picture');
    expect(html).not.toContain('cs-posts__image');
  });

  it('shows the picture of a post that has one', () => {
    expect(menu({ title: 'Picture', path: '/blog/picture/', imageUrl: '/api9/files/a-thumb.webp', postedAt: '2025-03-05' })).toContain(
      'src="/api9/files/a-thumb.webp"',
    );
  });
});
