import type { AdminContentItem, ContentKind, ContentRevision } from '@chairside/domain/content';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findItemRow, findRevisionRow, listRevisionRows } from './content-repository';
import { imageUrlOf } from './content-views';
import { notFoundItem, updateContentItem } from './save-content-item';

type RevisionFields = {
  slug: string;
  summary: string;
  audience: 'job-seekers' | 'employers' | null;
  authorId: number | null;
  categoryId: number | null;
  tagIds: number[];
  imageKey: string | null;
  imageAlt: string;
  status: 'draft' | 'published';
  publishAt: string | null;
};

/** A post's or page's saved states, newest first. */
export async function listRevisions(ctx: AppContext, kind: ContentKind, id: number): Promise<ContentRevision[]> {
  if (!(await findItemRow(ctx.db, kind, id))) throw notFoundItem(kind);
  return (await listRevisionRows(ctx.db, id)).map((row) => {
    const fields = row.fields as RevisionFields;
    return {
      revision: row.revision,
      title: row.title,
      slug: fields.slug,
      status: fields.status,
      publishAt: fields.publishAt,
      bodyMarkdown: row.bodyMarkdown,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * Brings back an earlier revision's text and fields as a new revision; whether and when the item
 * shows (status, publish time) stay as they are now. Authors, tags or categories removed since
 * then make it a 400 naming the field.
 */
export async function restoreRevision(ctx: AppContext, kind: ContentKind, id: number, revision: number, admin: string): Promise<AdminContentItem> {
  const current = await findItemRow(ctx.db, kind, id);
  if (!current) throw notFoundItem(kind);
  const row = await findRevisionRow(ctx.db, id, revision);
  if (!row) throw notFound('That revision');
  const fields = row.fields as RevisionFields;
  return updateContentItem(ctx, kind, id, admin, {
    title: row.title,
    slug: fields.slug,
    summary: fields.summary,
    bodyMarkdown: row.bodyMarkdown,
    audience: fields.audience,
    authorId: fields.authorId,
    categoryId: fields.categoryId,
    tagIds: fields.tagIds,
    imageUrl: imageUrlOf(fields.imageKey),
    imageAlt: fields.imageAlt,
    status: current.status,
    publishAt: current.publishAt?.toISOString() ?? null,
  });
}
