import {
  BLOG_PAGE_SIZE,
  blogAudiencePath,
  blogTermPath,
  contentSlug,
  LATEST_POSTS,
  pageSlug,
  AUDIENCES,
  type BlogList,
  type BlogListQuerySchema,
  type BlogPost,
  type BlogPostSummary,
  type ContentSitemap,
  type PublicContentPage,
  type TermKind,
} from '@chairside/domain/content';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import {
  findPublicItemBySlug,
  findTermBySlug,
  listPublicItemRows,
  listPublicPostRows,
  tagIdsOf,
  termsByIds,
  type ContentItemRow,
  type ContentTermRow,
  type PublicPostFilter,
} from './content-repository';
import { pageView, postSummaryView, postView } from './content-views';

type BlogListQuery = z.output<typeof BlogListQuerySchema>;

async function summaries(ctx: AppContext, rows: ContentItemRow[]): Promise<BlogPostSummary[]> {
  const terms = await termsByIds(
    ctx.db,
    rows.flatMap((row) => [row.authorId, row.categoryId]).filter((id): id is number => id !== null),
  );
  return rows.map((row) => postSummaryView(row, terms));
}

/** The author, tag or category a list is for (by slug, as the address writes it); unknown: 404. */
async function termOf(ctx: AppContext, kind: TermKind, slug: string): Promise<ContentTermRow> {
  const term = await findTermBySlug(ctx.db, kind, contentSlug(slug));
  if (!term) throw notFound(`That ${kind}`);
  return term;
}

/**
 * One page of published posts, newest first: all, for one audience, or by author, tag or
 * category. A page past the last answers an empty list (the page says so).
 */
export async function listBlogPosts(ctx: AppContext, query: BlogListQuery): Promise<BlogList> {
  const filter: PublicPostFilter = { audience: query.audience };
  let term: ContentTermRow | null = null;
  if (query.author !== undefined) filter.authorId = (term = await termOf(ctx, 'author', query.author)).id;
  else if (query.tag !== undefined) filter.tagId = (term = await termOf(ctx, 'tag', query.tag)).id;
  else if (query.category !== undefined) filter.categoryId = (term = await termOf(ctx, 'category', query.category)).id;
  const { rows, total } = await listPublicPostRows(ctx.db, ctx.clock.now(), filter, BLOG_PAGE_SIZE, (query.page - 1) * BLOG_PAGE_SIZE);
  return {
    posts: await summaries(ctx, rows),
    page: query.page,
    nbPages: Math.ceil(total / BLOG_PAGE_SIZE),
    total,
    term: term ? { kind: term.kind, slug: term.slug, name: term.name, description: term.description } : null,
  };
}

/** The newest published posts, for the menu's 'Latest blog posts'. */
export async function latestBlogPosts(ctx: AppContext): Promise<BlogPostSummary[]> {
  const { rows } = await listPublicPostRows(ctx.db, ctx.clock.now(), {}, LATEST_POSTS, 0);
  return summaries(ctx, rows);
}

/** A published post by its slug (a draft, or one scheduled for later, is 404). */
export async function getBlogPost(ctx: AppContext, slug: string): Promise<BlogPost> {
  const row = await findPublicItemBySlug(ctx.db, 'post', contentSlug(slug), ctx.clock.now());
  if (!row) throw notFound('That post');
  const tagIds = (await tagIdsOf(ctx.db, [row.id])).get(row.id) ?? [];
  const terms = await termsByIds(
    ctx.db,
    [row.authorId, row.categoryId, ...tagIds].filter((id): id is number => id !== null),
  );
  return postView(row, terms, tagIds);
}

/** A published page by its path ('about-us', 'dental-jobs/resources'). */
export async function getContentPage(ctx: AppContext, path: string): Promise<PublicContentPage> {
  const slug = pageSlug(path);
  const row = slug === '' ? null : await findPublicItemBySlug(ctx.db, 'page', slug, ctx.clock.now());
  if (!row) throw notFound('That page');
  return pageView(row);
}

const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);

/** Every public page and post, the blog's lists and each author, tag and category with a post, with their last change. */
export async function contentSitemap(ctx: AppContext): Promise<ContentSitemap> {
  const rows = await listPublicItemRows(ctx.readDb, ctx.clock.now());
  const entries: ContentSitemap['entries'] = [];
  const lists = new Map<string, string>();
  const posts = rows.filter((row) => row.kind === 'post');
  const tags = await tagIdsOf(
    ctx.readDb,
    posts.map((row) => row.id),
  );
  const terms = await termsByIds(
    ctx.readDb,
    [...posts.flatMap((row) => [row.authorId, row.categoryId]), ...[...tags.values()].flat()].filter((id): id is number => id !== null),
  );
  const termPath = (id: number | null, kind: TermKind) => {
    const term = id === null ? undefined : terms.get(id);
    return term ? blogTermPath(kind, term.slug) : null;
  };
  for (const row of rows) {
    const lastmod = row.updatedAt.toISOString();
    if (row.kind === 'page') {
      entries.push({ path: `/${row.slug}/`, lastmod });
      continue;
    }
    entries.push({ path: `/blog/${row.slug}/`, lastmod });
    const listPaths = [
      '/blog/',
      row.audience && AUDIENCES.includes(row.audience) ? blogAudiencePath(row.audience) : null,
      termPath(row.authorId, 'author'),
      termPath(row.categoryId, 'category'),
      ...(tags.get(row.id) ?? []).map((id) => termPath(id, 'tag')),
    ];
    for (const path of listPaths) if (path) lists.set(path, later(lists.get(path), lastmod));
  }
  for (const [path, lastmod] of [...lists.entries()].sort(([a], [b]) => a.localeCompare(b))) entries.push({ path, lastmod });
  return { entries };
}
