// Blog posts, the site's editable pages and the blog's authors, tags and categories on the wire:
// what administrators send and what the public pages read (ADR 45, docs/api/content.md).
import { z } from 'zod';
import { idSchema, requiredText } from './form-fields';
import { AUDIENCES, CONTENT_KINDS, CONTENT_STATES, CONTENT_STATUSES, TERM_KINDS } from './content-rules';

export * from './content-rules';

const slugInput = z.string({ error: 'slug is text.' }).trim().max(200, 'slug is at most 200 characters.').optional();

export const ContentTermInputSchema = z.strictObject({
  name: requiredText(100, 'name is required.', 'name is at most 100 characters.'),
  /** Blank or omitted: made from the name. */
  slug: slugInput,
  description: z.string({ error: 'description is text.' }).trim().max(2000, 'description is at most 2000 characters.').default(''),
});
export type ContentTermInput = z.input<typeof ContentTermInputSchema>;

export const ContentTermSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TERM_KINDS),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  posts: z.number().int(),
});
export type ContentTerm = z.infer<typeof ContentTermSchema>;

/** An uploaded content image's address, as the upload answered it. */
export const CONTENT_IMAGE_URL_PATTERN = /^\/api9\/files\/content-images\/[a-f0-9-]{36}\.webp$/;

export const ContentItemInputSchema = z.strictObject({
  title: requiredText(200, 'title is required.', 'title is at most 200 characters.'),
  /** Blank or omitted: made from the title (posts) or required (pages, their path). */
  slug: slugInput,
  summary: z.string({ error: 'summary is text.' }).trim().max(300, 'summary is at most 300 characters.').default(''),
  bodyMarkdown: z
    .string({ error: 'bodyMarkdown is required.' })
    .max(100_000, 'bodyMarkdown is at most 100,000 characters.')
    .refine((value) => value.trim() !== '', 'bodyMarkdown is required.'),
  /** Posts: job-seekers or employers (required). Pages: none. */
  audience: z.enum(AUDIENCES, { error: 'audience is job-seekers or employers.' }).nullable().default(null),
  authorId: idSchema('authorId').nullable().default(null),
  categoryId: idSchema('categoryId').nullable().default(null),
  tagIds: z.array(idSchema('tagIds'), { error: 'tagIds is a list of tag ids.' }).max(20, 'A post has at most 20 tags.').default([]),
  imageUrl: z
    .string({ error: 'imageUrl is an uploaded image’s address.' })
    .regex(CONTENT_IMAGE_URL_PATTERN, 'imageUrl is the address of an image uploaded here.')
    .nullable()
    .default(null),
  imageAlt: z.string({ error: 'imageAlt is text.' }).trim().max(200, 'imageAlt is at most 200 characters.').default(''),
  status: z.enum(CONTENT_STATUSES, { error: 'status is draft or published.' }).default('draft'),
  /** Published: shows from this time (omitted or null: now). Later than now: scheduled. */
  publishAt: z.iso.datetime({ offset: true, error: 'publishAt is a date and time such as 2026-05-01T09:00:00Z.' }).nullable().default(null),
});
export type ContentItemInput = z.input<typeof ContentItemInputSchema>;

export const PreviewInputSchema = z.strictObject({
  bodyMarkdown: z.string({ error: 'bodyMarkdown is text.' }).max(100_000, 'bodyMarkdown is at most 100,000 characters.'),
});
export const PreviewSchema = z.object({
  html: z.string(),
  /** The Markdown held a script, frame, event handler or script address: it was removed. */
  removedActiveContent: z.boolean(),
});

const instant = z.string();
const TermRefSchema = z.object({ slug: z.string(), name: z.string() });

export const AdminContentItemSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  state: z.enum(CONTENT_STATES),
  publishAt: instant.nullable(),
  revision: z.number().int(),
  updatedAt: instant,
  updatedBy: z.string(),
});
export type AdminContentItemSummary = z.infer<typeof AdminContentItemSummarySchema>;

export const AdminContentItemSchema = AdminContentItemSummarySchema.extend({
  summary: z.string(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  audience: z.enum(AUDIENCES).nullable(),
  authorId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  tagIds: z.array(z.number().int()),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type AdminContentItem = z.infer<typeof AdminContentItemSchema>;

export const ContentRevisionSchema = z.object({
  revision: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishAt: instant.nullable(),
  bodyMarkdown: z.string(),
  createdBy: z.string(),
  createdAt: instant,
});
export type ContentRevision = z.infer<typeof ContentRevisionSchema>;

export const ContentImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

/** The spec's blog post (id, title, slug, date, featuredImage {altText, image}) with what the lists show. */
export const BlogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  date: instant,
  summary: z.string(),
  /** image: the full size; thumbnail: 600x400 for lists and the menu. */
  featuredImage: z.object({ altText: z.string(), image: z.string(), thumbnail: z.string() }).nullable(),
  audience: z.enum(AUDIENCES).nullable(),
  author: TermRefSchema.nullable(),
  category: TermRefSchema.nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  html: z.string(),
  tags: z.array(TermRefSchema),
  updatedAt: instant,
  authorDescription: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogListQuerySchema = z.strictObject({
  page: z
    .string({ error: 'page is a whole number from 1.' })
    .regex(/^[1-9]\d{0,5}$/, 'page is a whole number from 1.')
    .transform(Number)
    .default(1),
  audience: z.enum(AUDIENCES, { error: 'audience is job-seekers or employers.' }).optional(),
  author: z.string().max(200).optional(),
  tag: z.string().max(200).optional(),
  category: z.string().max(200).optional(),
});

export const BlogListSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  page: z.number().int(),
  nbPages: z.number().int(),
  total: z.number().int(),
  /** The author, tag or category the list is for. */
  term: ContentTermSchema.omit({ id: true, posts: true }).nullable(),
});
export type BlogList = z.infer<typeof BlogListSchema>;

export const FaqEntrySchema = z.object({ question: z.string(), answer: z.string() });
export const PublicContentPageSchema = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  updatedAt: instant,
  /** Questions (headings) and their answers (the text below each), for FAQPage markup. */
  faq: z.array(FaqEntrySchema),
});
export type PublicContentPage = z.infer<typeof PublicContentPageSchema>;

export const ContentSitemapSchema = z.object({ entries: z.array(z.object({ path: z.string(), lastmod: instant })) });
export type ContentSitemap = z.infer<typeof ContentSitemapSchema>;
