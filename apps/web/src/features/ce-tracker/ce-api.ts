import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CeCourse, CeCourseInput, CeCycleInput, CeOverview } from '@chairside/domain/ce-tracker';
import type { EventList } from '@chairside/domain/community-events';
import { api, apiRequest } from '../../lib/api-client';
import { readToken } from '../../lib/auth-storage';

export const CE_PATH = '/app/coaching-ces/';
const base = (username: string) => `/users/staff/${encodeURIComponent(username)}/ce`;
export const ceKey = (username: string) => ['ce', username] as const;

export function useCeOverview(username: string) {
  return useQuery({ queryKey: ceKey(username), queryFn: ({ signal }) => api.get<CeOverview>(base(username), signal) });
}

export const refreshCe = (queries: QueryClient, username: string) => queries.invalidateQueries({ queryKey: ceKey(username) });

export const addCourse = (username: string, input: CeCourseInput) => api.post<CeCourse>(`${base(username)}/courses`, input);
export const updateCourse = (username: string, id: number, input: CeCourseInput) => api.put<CeCourse>(`${base(username)}/courses/${id}`, input);
export const removeCourse = (username: string, id: number) => api.delete<void>(`${base(username)}/courses/${id}`);
export const addCourseFromEvent = (username: string, eventId: number) => api.post<CeCourse>(`${base(username)}/courses/from-event/${eventId}`);

/** Upcoming approved CE events of the events calendar that carry credits (the first page). */
export function useCeEvents() {
  return useQuery({
    queryKey: ['ce-events'],
    queryFn: ({ signal }) =>
      api.get<EventList>('/events?category=CE', signal).then((list) => list.events.filter((event) => (event.ceCredits ?? 0) > 0).slice(0, 5)),
    staleTime: 5 * 60_000,
  });
}

export const saveCycle = (username: string, input: CeCycleInput) => api.put<CeOverview>(`${base(username)}/cycle`, input);

export function uploadCertificate(username: string, id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<CeCourse>(`${base(username)}/courses/${id}/certificate`, { method: 'PUT', body: form }).then((answer) => answer.data);
}

/** Opens the owner-only certificate (it needs the session, so it is fetched, then shown from memory). */
export async function openCertificate(url: string): Promise<void> {
  const opened = window.open('', '_blank');
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    opened?.close();
    throw new Error('The certificate could not be opened.');
  }
  const address = URL.createObjectURL(await response.blob());
  if (opened) opened.location.href = address;
  else window.location.href = address;
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
