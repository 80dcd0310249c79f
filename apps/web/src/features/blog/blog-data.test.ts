import { describe, expect, it } from 'vitest';
import type { BlogPost, PublicContentPage } from '@chairside/domain/content';
import { blogListApiPath, pageNumber } from './blog-data';
import { blogPostingJsonLd, contentPageJsonLd } from './blog-json-ld';

describe('blog list addresses', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=1e3', 1],
    ['?page=abc', 1],
  ])('page of %s is %d', (search, page) => {
    expect(pageNumber(search)).toBe(page);
  });

  it('asks the API for the filter and page', () => {
    expect(blogListApiPath({ kind: 'all' }, 1)).toBe('/blog/posts');
    expect(blogListApiPath({ kind: 'audience', value: 'employers' }, 2)).toBe('/blog/posts?audience=employers&page=2');
    expect(blogListApiPath({ kind: 'tag', value: 'a&b=c' }, 1)).toBe('/blog/posts?tag=a%26b%3Dc');
  });
});

describe('structured data', () => {
  const post: BlogPost = {
    id: 1,
    title: 'Hiring your first hygienist',
    slug: 'hiring-your-first-hygienist',
    path: '/blog/hiring-your-first-hygienist/',
    date: '2026-05-01T09:00:00.000Z',
    summary: 'A checklist.',
    featuredImage: { image: '/api9/files/content-images/x.webp', thumbnail: '/api9/files/content-images/x-thumb.webp', altText: 'Room' },
    audience: 'employers',
    author: { slug: 'dr-maya-chen', name: 'Dr. Maya Chen' },
    category: null,
    html: '<p>Hi</p>',
    tags: [{ slug: 'hiring', name: 'Hiring' }],
    updatedAt: '2026-05-02T09:00:00.000Z',
    authorDescription: '',
  };

  it('a post is a BlogPosting with its author, dates and image', () => {
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hiring your first hygienist',
      datePublished: '2026-05-01T09:00:00.000Z',
      dateModified: '2026-05-02T09:00:00.000Z',
      image: ['/api9/files/content-images/x.webp'],
      author: { '@type': 'Person', name: 'Dr. Maya Chen', url: '/blog/author/dr-maya-chen/' },
      keywords: 'Hiring',
    });
  });

  it('the FAQ is an FAQPage of its questions; other pages are WebPages', () => {
    const page: PublicContentPage = {
      slug: 'faq',
      path: '/faq/',
      title: 'FAQ',
      summary: '',
      html: '',
      updatedAt: '2026-05-01T09:00:00.000Z',
      faq: [{ question: 'Free?', answer: 'Yes.' }],
    };
    expect(contentPageJsonLd(page, true)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } }],
    });
    expect(contentPageJsonLd({ ...page, slug: 'about-us' }, false)).toMatchObject({ '@type': 'WebPage', name: 'FAQ' });
  });
});
