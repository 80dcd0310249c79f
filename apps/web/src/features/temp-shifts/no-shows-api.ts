import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfessionalNoShow, ShiftAttendance } from '@chairside/domain/temp-no-shows';
import { api } from '../../lib/api-client';

const attendanceKey = (username: string) => ['practice-attendance', username] as const;
const noShowsKey = (username: string) => ['professional-no-shows', username] as const;

/** What the practice recorded of its recent shifts (a no-show marked, a shift worked). */
export const usePracticeAttendance = (username: string) =>
  useQuery({
    queryKey: attendanceKey(username),
    queryFn: ({ signal }) => api.get<ShiftAttendance[]>(`/users/employers/${encodeURIComponent(username)}/shifts/attendance`, signal),
  });

/** Marks the booked professional of a started shift as a no-show. */
export function useMarkNoShow(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: number) => api.post<ShiftAttendance>(`/users/employers/${encodeURIComponent(username)}/shifts/${shiftId}/no-show`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attendanceKey(username) }),
        queryClient.invalidateQueries({ queryKey: ['practice-shifts', username] }),
      ]),
  });
}

/** The professional's no-shows of the last 90 days. */
export const useProfessionalNoShows = (username: string) =>
  useQuery({
    queryKey: noShowsKey(username),
    queryFn: ({ signal }) => api.get<ProfessionalNoShow[]>(`/users/staff/${encodeURIComponent(username)}/no-shows`, signal),
  });

/** Disputes a no-show with what happened. */
export function useDisputeNoShow(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, text }: { shiftId: number; text: string }) =>
      api.post<ProfessionalNoShow>(`/users/staff/${encodeURIComponent(username)}/shifts/${shiftId}/no-show-dispute`, { text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noShowsKey(username) }),
  });
}
