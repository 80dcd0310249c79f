import type { BlogPost, BlogPostSummary, PublicContentPage } from '@chairside/domain/content';
import { blogTermPath } from '@chairside/domain/content-rules';
import { SITE_NAME } from '../../lib/page-meta';

// schema.org markup for the blog and content pages. Addresses are site paths: the document writes
// them absolute, from the configured public origin; images and pages are on the same site.

const publisher = { '@type': 'Organization', name: SITE_NAME, url: '/' };

export function blogPostingJsonLd(post: BlogPost): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary || undefined,
    datePublished: post.date,
    dateModified: post.updatedAt,
    mainEntityOfPage: post.path,
    url: post.path,
    image: post.featuredImage ? [post.featuredImage.image] : undefined,
    author: post.author ? { '@type': 'Person', name: post.author.name, url: blogTermPath('author', post.author.slug) } : publisher,
    publisher,
    articleSection: post.category?.name,
    keywords: post.tags.length > 0 ? post.tags.map((tag) => tag.name).join(', ') : undefined,
  };
}

export function blogListJsonLd(name: string, path: string, posts: BlogPostSummary[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${name} | ${SITE_NAME}`,
    url: path,
    publisher,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.date,
      url: post.path,
      image: post.featuredImage ? post.featuredImage.image : undefined,
      author: post.author ? { '@type': 'Person', name: post.author.name } : undefined,
    })),
  };
}

export function contentPageJsonLd(page: PublicContentPage, isFaq: boolean): object {
  if (isFaq && page.faq.length > 0)
    return {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: page.faq.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
    };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.summary || undefined,
    url: page.path,
    dateModified: page.updatedAt,
    publisher,
  };
}
