import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityEvent, EventCategory, EventInput, EventList } from '@chairside/domain/community-events';
import { ApiError, api, apiRequest } from '../../lib/api-client';

export const EVENTS_ROUTE = '/dental-jobs/events';
export const EVENTS_CATEGORY_ROUTE = '/dental-jobs/events/category/:category';
export const EVENT_ROUTE = '/dental-jobs/events/:eventId/:slug';
export const EVENT_ROUTE_NO_SLUG = '/dental-jobs/events/:eventId';

export const isIdParam = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;

export const eventsListKey = (category: EventCategory | null, page: number) => ['events', category ?? 'all', page] as const;
export const eventsListPath = (category: EventCategory | null, page: number) =>
  `/events?${new URLSearchParams({ ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
export const eventKey = (id: string) => ['event', id] as const;
export const eventApiPath = (id: string) => `/events/${id}`;
export const eventCalendarUrl = (id: number) => `/api9/events/${id}/calendar.ics`;

/** A GET as anyone sees it (no session), as the server rendered it; 404 is null. */
export async function publicGet<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return (await apiRequest<T>(path, { signal, auth: false })).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

export const useEventsList = (category: EventCategory | null, page: number) =>
  useQuery({ queryKey: eventsListKey(category, page), queryFn: ({ signal }) => publicGet<EventList>(eventsListPath(category, page), signal) });

export const useEvent = (id: string) =>
  useQuery({ queryKey: eventKey(id), queryFn: ({ signal }) => (isIdParam(id) ? publicGet<CommunityEvent>(eventApiPath(id), signal) : Promise.resolve(null)) });

export const MY_EVENTS_KEY = ['events', 'mine'] as const;
export const useMyEvents = () => useQuery({ queryKey: MY_EVENTS_KEY, queryFn: ({ signal }) => api.get<CommunityEvent[]>('/events/mine', signal) });

export function useSubmitEvent(username: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => api.post<CommunityEvent>(`/events/${encodeURIComponent(username)}`, input),
    onSuccess: () => queries.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}

export function useUpdateEvent(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => api.put<CommunityEvent>(`/events/${id}`, input),
    onSuccess: () => queries.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}
