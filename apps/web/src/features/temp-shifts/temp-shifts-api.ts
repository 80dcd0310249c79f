import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeShift, PracticeShifts, ProfessionalShift, ProfessionalShifts, ShiftSettingsInput } from '@chairside/domain/temp-shifts';
import { api } from '../../lib/api-client';

export const PRACTICE_SHIFTS_PATH = '/app/shifts';
export const PROFESSIONAL_SHIFTS_PATH = '/app/temp-shifts';

const practiceKey = (username: string) => ['practice-shifts', username] as const;
const professionalKey = (username: string) => ['professional-shifts', username] as const;
const practiceBase = (username: string) => `/users/employers/${encodeURIComponent(username)}/shifts`;
const professionalBase = (username: string) => `/users/staff/${encodeURIComponent(username)}/shifts`;

/** The practice's shifts, asked again every half minute: professionals answer requests meanwhile. */
export function usePracticeShifts(username: string) {
  return useQuery({
    queryKey: practiceKey(username),
    queryFn: ({ signal }) => api.get<PracticeShifts>(practiceBase(username), signal),
    refetchInterval: 30_000,
  });
}

export function useProfessionalShifts(username: string) {
  return useQuery({
    queryKey: professionalKey(username),
    queryFn: ({ signal }) => api.get<ProfessionalShifts>(professionalBase(username), signal),
    refetchInterval: 30_000,
  });
}

export const saveShiftSettings = (username: string, shiftId: number, body: ShiftSettingsInput) =>
  api.put<PracticeShift>(`${practiceBase(username)}/${shiftId}`, body);

type PracticeAction = { shiftId: number } & ({ kind: 'request'; size: number } | { kind: 'book'; professional: string } | { kind: 'cancel'; reason: string });

/** Requests, picking an applicant and cancelling: each answers the shift, and the list is asked again. */
export function usePracticeAction(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PracticeAction) => {
      const base = `${practiceBase(username)}/${action.shiftId}`;
      if (action.kind === 'request') return api.post<PracticeShift>(`${base}/requests`, { size: action.size });
      if (action.kind === 'book') return api.post<PracticeShift>(`${base}/booking`, { username: action.professional });
      return api.post<PracticeShift>(`${base}/cancellation`, { reason: action.reason });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceKey(username) }),
  });
}

export const refreshPracticeShifts = (queryClient: ReturnType<typeof useQueryClient>, username: string) =>
  queryClient.invalidateQueries({ queryKey: practiceKey(username) });

type ProfessionalAction = { shiftId: number } & ({ kind: 'accept' | 'apply' | 'decline' } | { kind: 'cancel'; reason: string });

const PROFESSIONAL_PATHS = { accept: 'acceptance', apply: 'application', decline: 'decline', cancel: 'cancellation' } as const;

/** Accepting, asking for, declining and cancelling a shift: each answers it, and the list is asked again. */
export function useProfessionalAction(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProfessionalAction) =>
      api.post<ProfessionalShift>(
        `${professionalBase(username)}/${action.shiftId}/${PROFESSIONAL_PATHS[action.kind]}`,
        action.kind === 'cancel' ? { reason: action.reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: professionalKey(username) }),
  });
}
