import {
  blogPostPath,
  contentPagePath,
  type AdminContentItem,
  type AdminContentItemSummary,
  type BlogPost,
  type BlogPostSummary,
  type ContentKind,
  type ContentState,
  type ContentTerm,
  type PublicContentPage,
} from '@chairside/domain/content';
import { fileUrl } from '../../platform/file-storage';
import { faqEntries } from './content-html';
import type { ContentItemRow, ContentTermRow } from './content-repository';

const FILES_PREFIX = fileUrl('');

export const imageUrlOf = (key: string | null) => (key ? fileUrl(key) : null);
/** The storage key behind an uploaded image's address ('/api9/files/content-images/x.webp'). */
export const imageKeyOf = (url: string | null) => (url && url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null);

export const itemPath = (kind: ContentKind, slug: string) => (kind === 'post' ? blogPostPath(slug) : contentPagePath(slug));

export function stateOf(row: Pick<ContentItemRow, 'status' | 'publishAt'>, now: Date): ContentState {
  if (row.status === 'draft') return 'draft';
  return row.publishAt && row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export function adminItemSummaryView(row: ContentItemRow, now: Date): AdminContentItemSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    path: itemPath(row.kind, row.slug),
    title: row.title,
    state: stateOf(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function adminItemView(row: ContentItemRow, tagIds: number[], now: Date): AdminContentItem {
  return {
    ...adminItemSummaryView(row, now),
    summary: row.summary,
    bodyMarkdown: row.bodyMarkdown,
    bodyHtml: row.bodyHtml,
    audience: row.audience,
    authorId: row.authorId,
    categoryId: row.categoryId,
    tagIds,
    imageUrl: imageUrlOf(row.imageKey),
    imageAlt: row.imageAlt,
    status: row.status,
  };
}

export const termView = (row: ContentTermRow, posts: number): ContentTerm => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  name: row.name,
  description: row.description,
  posts,
});

const termRef = (terms: Map<number, ContentTermRow>, id: number | null) => {
  const term = id === null ? undefined : terms.get(id);
  return term ? { slug: term.slug, name: term.name } : null;
};

export function postSummaryView(row: ContentItemRow, terms: Map<number, ContentTermRow>): BlogPostSummary {
  const image = imageUrlOf(row.imageKey);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    path: blogPostPath(row.slug),
    date: (row.publishAt ?? row.createdAt).toISOString(),
    summary: row.summary,
    featuredImage: image ? { image, thumbnail: image.replace(/\.webp$/, '-thumb.webp'), altText: row.imageAlt } : null,
    audience: row.audience,
    author: termRef(terms, row.authorId),
    category: termRef(terms, row.categoryId),
  };
}

export function postView(row: ContentItemRow, terms: Map<number, ContentTermRow>, tagIds: number[]): BlogPost {
  return {
    ...postSummaryView(row, terms),
    html: row.bodyHtml,
    tags: tagIds.map((id) => termRef(terms, id)).filter((tag): tag is { slug: string; name: string } => tag !== null),
    updatedAt: row.updatedAt.toISOString(),
    authorDescription: row.authorId === null ? '' : (terms.get(row.authorId)?.description ?? ''),
  };
}

export function pageView(row: ContentItemRow): PublicContentPage {
  return {
    slug: row.slug,
    path: contentPagePath(row.slug),
    title: row.title,
    summary: row.summary,
    html: row.bodyHtml,
    updatedAt: row.updatedAt.toISOString(),
    faq: faqEntries(row.bodyHtml),
  };
}
