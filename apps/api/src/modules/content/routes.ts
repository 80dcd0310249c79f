import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlogListQuerySchema,
  BlogListSchema,
  BlogPostSchema,
  BLOG_FEED_PATH,
  BlogPostSummarySchema,
  ContentSitemapSchema,
  PublicContentPageSchema,
} from '@chairside/domain/content';
import type { AppContext } from '../../platform/context';
import { blogFeed } from './blog-feed';
import { contentSitemap, getBlogPost, getContentPage, latestBlogPosts, listBlogPosts } from './read-blog';

const tags = ['content'];
const ANYONE: { [label: string]: string[] }[] = [{}, { bearer: [] }];
const SlugParamsSchema = z.strictObject({ slug: z.string().max(200, 'slug is at most 200 characters.') });
const PageParamsSchema = z.object({ '*': z.string().max(300, 'The page path is at most 300 characters.') });
const PUBLIC = 'Published items only: a draft, or a post scheduled for later, is not there (404).';

/** The public blog and the site's content pages (docs/api/content.md). */
export function contentRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/blog/posts', {
      schema: {
        tags,
        summary: 'Published posts, newest first, 10 a page: all, by audience, author, tag or category',
        description: `page from 1 (past the last: an empty list). audience: job-seekers or employers. author, tag, category: a slug (unknown: 404). ${PUBLIC}`,
        security: ANYONE,
        querystring: BlogListQuerySchema,
        response: { 200: BlogListSchema },
      },
      handler: async (request) => listBlogPosts(ctx, request.query),
    });

    app.get('/blog/latest-posts', {
      schema: {
        tags,
        summary: 'The three newest published posts (the menu’s latest blog posts)',
        security: ANYONE,
        response: { 200: z.object({ posts: z.array(BlogPostSummarySchema) }) },
      },
      handler: async () => ({ posts: await latestBlogPosts(ctx) }),
    });

    app.get('/blog/posts/:slug', {
      schema: {
        tags,
        summary: 'A published post by its slug',
        description: PUBLIC,
        security: ANYONE,
        params: SlugParamsSchema,
        response: { 200: BlogPostSchema },
      },
      handler: async (request) => getBlogPost(ctx, request.params.slug),
    });

    // Without the zod type provider's reply typing: the answer is XML, not JSON. The web server
    // answers the feed's public address (BLOG_FEED_PATH) with it (ADR 101).
    plain.get('/content/blog-feed', {
      schema: {
        tags,
        summary: 'The blog’s Atom feed (the 20 newest published posts), as the web server serves it at /blog/feed.xml',
        security: ANYONE,
        produces: ['application/atom+xml'],
        response: { 200: z.string().describe('The Atom document (RFC 4287).') },
      },
      handler: async (_request, reply) =>
        reply
          .type('application/atom+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=600')
          .send(await blogFeed(ctx)),
    });

    // The feed's first address: feed readers that subscribed to it follow the permanent redirect
    // and keep the public address.
    plain.get('/blog/feed', {
      schema: {
        tags,
        summary: 'The blog’s Atom feed moved: a permanent redirect to /blog/feed.xml',
        security: ANYONE,
        response: { 301: z.null().describe('Moved for good: Location names /blog/feed.xml.') },
      },
      handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect(BLOG_FEED_PATH, 301),
    });

    app.get('/content/pages/*', {
      schema: {
        tags,
        summary: 'A published content page by its path (about-us, faq, dental-jobs/resources...)',
        description: `faq: each heading of the text with the text below it (FAQPage markup). ${PUBLIC}`,
        security: ANYONE,
        params: PageParamsSchema,
        response: { 200: PublicContentPageSchema },
      },
      handler: async (request) => getContentPage(ctx, request.params['*']),
    });

    app.get('/content/sitemap', {
      schema: {
        tags,
        summary: 'Every public page and post and the blog’s lists, with their last change (the sitemap’s share)',
        security: ANYONE,
        response: { 200: ContentSitemapSchema },
      },
      handler: async () => contentSitemap(ctx),
    });
  };
}
