import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentItem,
  AdminContentItemSummary,
  ContentImage,
  ContentItemInput,
  ContentRevision,
  ContentTerm,
  ContentTermInput,
  TermKind,
} from '@chairside/domain/content';
import { api } from '../../lib/api-client';

/** The admin API's collection of each kind ('/admin/content/posts', '/admin/content/authors'...). */
export type ItemCollection = 'posts' | 'pages';
export const TERM_COLLECTIONS: Record<TermKind, string> = { author: 'authors', tag: 'tags', category: 'categories' };
type Preview = { html: string; removedActiveContent: boolean };

const itemsKey = (collection: ItemCollection) => ['admin', 'content', collection] as const;
const itemKey = (collection: ItemCollection, id: number) => ['admin', 'content', collection, id] as const;
const termsKey = (kind: TermKind) => ['admin', 'content', 'terms', kind] as const;

export const useContentItems = (collection: ItemCollection) =>
  useQuery({ queryKey: itemsKey(collection), queryFn: ({ signal }) => api.get<AdminContentItemSummary[]>(`/admin/content/${collection}`, signal) });

export const useContentItem = (collection: ItemCollection, id: number | null) =>
  useQuery({
    enabled: id !== null,
    queryKey: itemKey(collection, id ?? 0),
    queryFn: ({ signal }) => api.get<AdminContentItem>(`/admin/content/${collection}/${id}`, signal),
  });

export const useRevisions = (collection: ItemCollection, id: number | null) =>
  useQuery({
    enabled: id !== null,
    queryKey: [...itemKey(collection, id ?? 0), 'revisions'],
    queryFn: ({ signal }) => api.get<ContentRevision[]>(`/admin/content/${collection}/${id}/revisions`, signal),
  });

/** Create (no id) or save a post or page, then refresh the list and the item. */
export function useSaveContentItem(collection: ItemCollection) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentItemInput }) =>
      id === null ? api.post<AdminContentItem>(`/admin/content/${collection}`, body) : api.put<AdminContentItem>(`/admin/content/${collection}/${id}`, body),
    onSuccess: (item) => {
      queries.setQueryData(itemKey(collection, item.id), item);
      void queries.invalidateQueries({ queryKey: itemsKey(collection) });
      void queries.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}

export function useRestoreRevision(collection: ItemCollection, id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => api.post<AdminContentItem>(`/admin/content/${collection}/${id}/revisions/${revision}/restore`),
    onSuccess: (item) => {
      queries.setQueryData(itemKey(collection, item.id), item);
      void queries.invalidateQueries({ queryKey: itemsKey(collection) });
    },
  });
}

export const usePreview = () => useMutation({ mutationFn: (bodyMarkdown: string) => api.post<Preview>('/admin/content/preview', { bodyMarkdown }) });

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ContentImage>('/admin/content/images', form);
    },
  });
}

export const useTerms = (kind: TermKind) =>
  useQuery({ queryKey: termsKey(kind), queryFn: ({ signal }) => api.get<ContentTerm[]>(`/admin/content/${TERM_COLLECTIONS[kind]}`, signal) });

export function useSaveTerm(kind: TermKind) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentTermInput }) =>
      id === null
        ? api.post<ContentTerm>(`/admin/content/${TERM_COLLECTIONS[kind]}`, body)
        : api.put<ContentTerm>(`/admin/content/${TERM_COLLECTIONS[kind]}/${id}`, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: termsKey(kind) }),
  });
}
