import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { BlogPostSummary } from '@chairside/domain/content';
import { BlogPostCard } from './blog-post-card';

const card = (featuredImage: BlogPostSummary['featuredImage']) =>
  renderToString(
    <StaticRouter location="/blog/">
      <BlogPostCard
        post={{
          id: 1,
          title: 'Hiring your first hygienist',
          slug: 'hiring-your-first-hygienist',
          path: '/blog/hiring-your-first-hygienist/',
          date: '2025-03-05',
          summary: 'What to ask.',
          featuredImage,
          audience: null,
          author: null,
          category: null,
        }}
      />
    </StaticRouter>,
  );

describe('a blog list card', () => {
  it('shows no picture box for a post without a picture', () => {
    const html = card(null);
    expect(html).toContain('Hiring your first hygienist');
    expect(html).not.toContain('blog-card__image');
  });

  it("shows a post's picture by its thumbnail", () => {
    expect(card({ image: '/api9/files/b.webp', thumbnail: '/api9/files/b-thumb.webp', altText: 'A chair' })).toContain('src="/api9/files/b-thumb.webp"');
  });
});
