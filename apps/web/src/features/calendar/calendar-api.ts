import { useQuery } from '@tanstack/react-query';
import type { Calendar, CalendarFeedAddress, CalendarFeedStatus } from '@chairside/domain/calendar-feed';
import { api } from '../../lib/api-client';

export const CALENDAR_PATH = '/app/calendar';

const userPath = (username: string) => `/users/${encodeURIComponent(username)}`;
export const calendarKey = (username: string, from: string, to: string) => ['calendar', username, from, to] as const;
export const calendarFeedKey = (username: string) => ['calendar-feed', username] as const;

/** The person's shifts, interviews and availability from `from` to `to` (days in their zone). */
export function useCalendar(username: string, from: string, to: string) {
  return useQuery({
    queryKey: calendarKey(username, from, to),
    queryFn: ({ signal }) => api.get<Calendar>(`${userPath(username)}/calendar?from=${from}&to=${to}`, signal),
  });
}

/** Whether the person has a feed address, and when a calendar app last fetched it. */
export function useCalendarFeed(username: string) {
  return useQuery({
    queryKey: calendarFeedKey(username),
    queryFn: ({ signal }) => api.get<CalendarFeedStatus>(`${userPath(username)}/calendar-feed`, signal),
  });
}

/** A new secret address (the old one stops working); answered this once. */
export const createCalendarFeed = (username: string) => api.post<CalendarFeedAddress>(`${userPath(username)}/calendar-feed`);

export const revokeCalendarFeed = (username: string) => api.delete<void>(`${userPath(username)}/calendar-feed`);
