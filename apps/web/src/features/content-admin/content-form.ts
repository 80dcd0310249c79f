// The content editor's values as its fields hold them, and the schema that checks them and makes the API's body.
import { z } from 'zod';
import { ContentItemInputSchema, type AdminContentItem, type ContentItemInput } from '@chairside/domain/content';
import { checkedBody } from '../../components/form/schema-helpers';
import { instantFromInput, localInputValue, shortDateTime } from '../admin/public-api';

/** The fields as text ('' for none chosen); the tags are the chosen tag ids as text. */
const ContentValuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  bodyMarkdown: z.string(),
  audience: z.string(),
  authorId: z.string(),
  categoryId: z.string(),
  tagIds: z.array(z.string()),
  imageUrl: z.string(),
  imageAlt: z.string(),
  status: z.string(),
  publishAt: z.string(),
});
export type ContentValues = z.input<typeof ContentValuesSchema>;

export const valuesOf = (item: AdminContentItem | null): ContentValues => ({
  title: item?.title ?? '',
  slug: item?.slug ?? '',
  summary: item?.summary ?? '',
  bodyMarkdown: item?.bodyMarkdown ?? '',
  audience: item?.audience ?? '',
  authorId: item?.authorId ? String(item.authorId) : '',
  categoryId: item?.categoryId ? String(item.categoryId) : '',
  tagIds: (item?.tagIds ?? []).map(String),
  imageUrl: item?.imageUrl ?? '',
  imageAlt: item?.imageAlt ?? '',
  status: item?.status ?? 'draft',
  publishAt: localInputValue(item?.publishAt),
});

/** The API's body: a page has no audience, author, category, tags or image. */
function bodyOf(values: ContentValues, isPost: boolean): ContentItemInput {
  return {
    title: values.title,
    slug: values.slug,
    summary: values.summary,
    bodyMarkdown: values.bodyMarkdown,
    audience: isPost && values.audience ? (values.audience as ContentItemInput['audience']) : null,
    authorId: isPost && values.authorId ? Number(values.authorId) : null,
    categoryId: isPost && values.categoryId ? Number(values.categoryId) : null,
    tagIds: isPost ? values.tagIds.map(Number) : [],
    imageUrl: isPost && values.imageUrl ? values.imageUrl : null,
    imageAlt: values.imageAlt,
    status: values.status as ContentItemInput['status'],
    publishAt: instantFromInput(values.publishAt) ?? null,
  };
}

/**
 * A post's or a page's form: the body is checked by the API's schema (its messages show under the
 * fields), besides a publish time that is no time and, for a post, its audience.
 */
export const contentFormSchema = (isPost: boolean) =>
  ContentValuesSchema.transform((values, context) => {
    const body = bodyOf(values, isPost);
    const own = {
      publishAt: instantFromInput(values.publishAt) === undefined && 'publishAt is a date and time.',
      audience: isPost && !body.audience && 'Choose who the post is for.',
    };
    return checkedBody<ContentItemInput>(ContentItemInputSchema, body, own, context);
  });

/** What a save says: scheduled (and when), published, or a draft. */
export const savedMessageOf = (result: AdminContentItem) =>
  result.state === 'scheduled'
    ? `Saved. Scheduled for ${shortDateTime(result.publishAt)}.`
    : result.state === 'published'
      ? 'Saved and published.'
      : 'Saved as a draft.';
