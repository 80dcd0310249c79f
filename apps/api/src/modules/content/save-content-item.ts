import { contentSlug, pageSlug, RESERVED_POST_SLUGS, type AdminContentItem, type ContentItemInputSchema, type ContentKind } from '@chairside/domain/content';
import type { z } from 'zod';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { renderMarkdown } from './content-html';
import {
  findItemRow,
  imageKeyExists,
  insertItem,
  insertRevision,
  isUniqueViolation,
  itemSlugTaken,
  replaceTags,
  tagIdsOf,
  termIdsExist,
  updateItemRow,
  type ContentItemRow,
} from './content-repository';
import { adminItemView, imageKeyOf } from './content-views';

export type ContentItemFields = z.output<typeof ContentItemInputSchema>;

const KIND_LABEL: Record<ContentKind, string> = { post: 'post', page: 'page' };
export const notFoundItem = (kind: ContentKind) => notFound(`That ${KIND_LABEL[kind]}`);
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { field });
const slugTaken = (kind: ContentKind) => new AppError('CONFLICT', `Another ${KIND_LABEL[kind]} already has this slug. Choose another.`, { field: 'slug' });

/** The slug by the spec's rule: a post's from its title when not given; a page's is its path and must be given. */
function slugOf(kind: ContentKind, input: ContentItemFields): string {
  if (kind === 'page') {
    const slug = pageSlug(input.slug ?? '');
    if (slug === '') throw invalid('slug', 'slug (the page’s path, such as about-us) is required.');
    return slug;
  }
  const slug = contentSlug(input.slug ? input.slug : input.title);
  if (slug === '') throw invalid(input.slug ? 'slug' : 'title', 'slug needs at least one letter or digit.');
  if (RESERVED_POST_SLUGS.includes(slug)) throw invalid('slug', `slug cannot be ${slug}: the blog uses that address. Choose another.`);
  return slug;
}

/** The fields as stored: checked against the authors, tags, categories and images that exist. */
async function storedFields(db: Database, kind: ContentKind, input: ContentItemFields, current: ContentItemRow | null, now: Date) {
  const slug = slugOf(kind, input);
  const isPost = kind === 'post';
  if (isPost && input.audience === null) throw invalid('audience', 'audience is required for a post: job-seekers or employers.');
  const authorId = isPost ? input.authorId : null;
  const categoryId = isPost ? input.categoryId : null;
  const tagIds = isPost ? [...new Set(input.tagIds)] : [];
  if (authorId !== null && !(await termIdsExist(db, 'author', [authorId]))) throw invalid('authorId', 'That author was not found.');
  if (categoryId !== null && !(await termIdsExist(db, 'category', [categoryId]))) throw invalid('categoryId', 'That category was not found.');
  if (!(await termIdsExist(db, 'tag', tagIds))) throw invalid('tagIds', 'One of the tags was not found.');
  const imageKey = imageKeyOf(input.imageUrl);
  if (imageKey !== null && !(await imageKeyExists(db, imageKey))) throw invalid('imageUrl', 'That image was not found. Upload it first.');
  const { html } = renderMarkdown(input.bodyMarkdown);
  // Published without a time: from now, or from when it first went out if it already had.
  const publishAt =
    input.publishAt !== null
      ? new Date(input.publishAt)
      : input.status === 'published'
        ? current?.status === 'published' && current.publishAt
          ? current.publishAt
          : now
        : null;
  return {
    tagIds,
    values: {
      slug,
      title: input.title,
      summary: input.summary,
      bodyMarkdown: input.bodyMarkdown,
      bodyHtml: html,
      audience: isPost ? input.audience : null,
      authorId,
      categoryId,
      imageKey,
      imageAlt: imageKey ? input.imageAlt : '',
      status: input.status,
      publishAt,
    },
  };
}

type Stored = Awaited<ReturnType<typeof storedFields>>;

async function recordRevision(db: Database, row: ContentItemRow, tagIds: number[], admin: string, now: Date) {
  await insertRevision(db, {
    itemId: row.id,
    revision: row.revision,
    title: row.title,
    bodyMarkdown: row.bodyMarkdown,
    fields: {
      slug: row.slug,
      summary: row.summary,
      audience: row.audience,
      authorId: row.authorId,
      categoryId: row.categoryId,
      tagIds,
      imageKey: row.imageKey,
      imageAlt: row.imageAlt,
      status: row.status,
      publishAt: row.publishAt?.toISOString() ?? null,
    },
    createdBy: admin,
    createdAt: now,
  });
}

async function withSlugConflict<T>(kind: ContentKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind);
    throw error;
  }
}

/** A new post or page, with its first revision, in one transaction. */
export async function createContentItem(ctx: AppContext, kind: ContentKind, admin: string, input: ContentItemFields): Promise<AdminContentItem> {
  const now = ctx.clock.now();
  const stored: Stored = await storedFields(ctx.db, kind, input, null, now);
  const row = await withSlugConflict(kind, () =>
    ctx.db.transaction(async (tx) => {
      if (await itemSlugTaken(tx, kind, stored.values.slug, null)) throw slugTaken(kind);
      const inserted = await insertItem(tx, {
        ...stored.values,
        kind,
        revision: 1,
        createdBy: admin,
        updatedBy: admin,
        createdAt: now,
        updatedAt: now,
      } as Parameters<typeof insertItem>[1]);
      await replaceTags(tx, inserted.id, stored.tagIds);
      await recordRevision(tx, inserted, stored.tagIds, admin, now);
      return inserted;
    }),
  );
  return adminItemView(row, stored.tagIds, now);
}

/** Saves a new state of a post or page: the next revision, in one transaction under the item's lock. */
export async function updateContentItem(ctx: AppContext, kind: ContentKind, id: number, admin: string, input: ContentItemFields): Promise<AdminContentItem> {
  const now = ctx.clock.now();
  const current = await findItemRow(ctx.db, kind, id);
  if (!current) throw notFoundItem(kind);
  const stored = await storedFields(ctx.db, kind, input, current, now);
  const row = await withSlugConflict(kind, () =>
    ctx.db.transaction(async (tx) => {
      const locked = await findItemRow(tx, kind, id, true);
      if (!locked) throw notFoundItem(kind);
      if (await itemSlugTaken(tx, kind, stored.values.slug, id)) throw slugTaken(kind);
      const updated = await updateItemRow(tx, id, { ...stored.values, revision: locked.revision + 1, updatedBy: admin, updatedAt: now });
      await replaceTags(tx, id, stored.tagIds);
      await recordRevision(tx, updated, stored.tagIds, admin, now);
      return updated;
    }),
  );
  return adminItemView(row, stored.tagIds, now);
}

export async function getContentItem(ctx: AppContext, kind: ContentKind, id: number): Promise<AdminContentItem> {
  const row = await findItemRow(ctx.db, kind, id);
  if (!row) throw notFoundItem(kind);
  return adminItemView(row, (await tagIdsOf(ctx.db, [id])).get(id) ?? [], ctx.clock.now());
}
