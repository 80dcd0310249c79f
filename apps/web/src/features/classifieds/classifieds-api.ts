import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Classified, ClassifiedCategory, ClassifiedInput, ClassifiedList } from '@chairside/domain/classifieds';
import { ApiError, api, apiRequest } from '../../lib/api-client';

export const CLASSIFIEDS_LIST_ROUTE = '/dental-jobs/classifieds-list/:category';
export const CLASSIFIED_ROUTE = '/dental-jobs/classifieds/:listingId/:slug';
export const CLASSIFIED_ROUTE_NO_SLUG = '/dental-jobs/classifieds/:listingId';

export const isIdParam = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;

export const classifiedsListKey = (category: ClassifiedCategory | null, page: number) => ['classifieds', category ?? 'all', page] as const;
export const classifiedsListPath = (category: ClassifiedCategory | null, page: number) =>
  `/classifieds?${new URLSearchParams({ ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
export const classifiedKey = (id: string) => ['classified', id] as const;
export const classifiedApiPath = (id: string) => `/classifieds/${id}`;

/** A GET as anyone sees it (no session), as the server rendered it; 404 is null. */
async function publicGet<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return (await apiRequest<T>(path, { signal, auth: false })).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

export const useClassifiedsList = (category: ClassifiedCategory | null, page: number) =>
  useQuery({ queryKey: classifiedsListKey(category, page), queryFn: ({ signal }) => publicGet<ClassifiedList>(classifiedsListPath(category, page), signal) });

export const usePublicClassified = (id: string) =>
  useQuery({
    queryKey: classifiedKey(id),
    queryFn: ({ signal }) => (isIdParam(id) ? publicGet<Classified>(classifiedApiPath(id), signal) : Promise.resolve(null)),
  });

export const MY_CLASSIFIEDS_KEY = ['classifieds', 'mine'] as const;
export const useMyClassifieds = () => useQuery({ queryKey: MY_CLASSIFIEDS_KEY, queryFn: ({ signal }) => api.get<Classified[]>('/classifieds/mine', signal) });

/** The owner's own listing (with the session): any state. */
export const useOwnClassified = (id: string) =>
  useQuery({ queryKey: ['classified', 'own', id], queryFn: ({ signal }) => api.get<Classified>(classifiedApiPath(id), signal), enabled: isIdParam(id) });

export function useSaveClassified(id: number | null) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClassifiedInput) =>
      id === null ? (await api.post<{ id: number }>('/classifieds', input)).id : (await api.put<Classified>(`/classifieds/${id}`, input)).id,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['classified'] }).then(() => queries.invalidateQueries({ queryKey: MY_CLASSIFIEDS_KEY })),
  });
}

export function useRenewClassified() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<Classified>(`/classifieds/${id}/renew`),
    onSuccess: () => queries.invalidateQueries({ queryKey: MY_CLASSIFIEDS_KEY }),
  });
}

/** The owner deletes a listing for good (its photos too); every list that showed it is read again. */
export function useDeleteClassified() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/classifieds/${id}`),
    onSuccess: (_answer, id) => {
      queries.removeQueries({ queryKey: ['classified', 'own', String(id)] });
      queries.removeQueries({ queryKey: classifiedKey(String(id)) });
      return queries.invalidateQueries({ queryKey: ['classifieds'] });
    },
  });
}

export const photosPath = (username: string, id: number) => `/photos/docs/${encodeURIComponent(username)}/CLASSIFIED/${id}`;
