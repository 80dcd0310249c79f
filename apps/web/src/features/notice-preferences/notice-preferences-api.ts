import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticePreferences, NoticePreferencesUpdate, SmsPhone } from '@chairside/domain/notice-preferences';
import { api } from '../../lib/api-client';

const base = (username: string) => `/users/${encodeURIComponent(username)}`;
export const noticePreferencesKey = (username: string) => ['notice-preferences', username] as const;

/** GET users/{id}/notice-preferences: the grid, the number for texts and the consent record. */
export function useNoticePreferences(username: string) {
  return useQuery({
    queryKey: noticePreferencesKey(username),
    queryFn: ({ signal }) => api.get<NoticePreferences>(`${base(username)}/notice-preferences`, signal),
  });
}

/** After a save: the grid answers, and the settings that show the same choices read them again. */
export function useSaveNoticePreferences(username: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (update: NoticePreferencesUpdate) => api.put<NoticePreferences>(`${base(username)}/notice-preferences`, update),
    onSuccess: (saved) => {
      queries.setQueryData(noticePreferencesKey(username), saved);
      void queries.invalidateQueries({ queryKey: ['email-preferences', username] });
      void queries.invalidateQueries({ queryKey: ['push-settings', username] });
    },
  });
}

type PhoneAnswer = { phone: SmsPhone | null };

/** The number's changes: each answer updates the number at once, then the rest (wording, consents) is read again. */
export function usePhoneActions(username: string) {
  const queries = useQueryClient();
  const settle = (phone: SmsPhone | null) => {
    queries.setQueryData<NoticePreferences>(noticePreferencesKey(username), (current) => (current ? { ...current, sms: { ...current.sms, phone } } : current));
    void queries.invalidateQueries({ queryKey: noticePreferencesKey(username) });
  };
  const add = useMutation({
    mutationFn: (phone: string) => api.post<PhoneAnswer>(`${base(username)}/sms/phone`, { phone }),
    onSuccess: (answer) => settle(answer.phone),
  });
  const verify = useMutation({
    mutationFn: (code: string) => api.post<PhoneAnswer>(`${base(username)}/sms/phone/verification`, { code }),
    onSuccess: (answer) => settle(answer.phone),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<null>(`${base(username)}/sms/phone`),
    onSuccess: () => settle(null),
  });
  return { add, verify, remove };
}
