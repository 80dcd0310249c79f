import { useQuery } from '@tanstack/react-query';
import type { AlertSettings, JobAlert } from '@chairside/domain/job-alerts';
import type { AlertFrequency, AlertRequest, AlertType } from '@chairside/domain/job-alert-rules';
import { api, apiRequest } from '../../lib/api-client';

/** The search as an alert keeps it (the API normalises position, ZIP and type). */
export type AlertCriteria = { position: string; zip: string | null; radius: number; type: AlertType | 'PLANNED'; keyword: string | null };
export type AlertEdit = AlertCriteria & { frequency: AlertFrequency; isPaused: boolean };
export type AlertLinkAnswer = { summary: string; email: string; status: 'ACTIVE' | 'UNSUBSCRIBED' | 'CONFIRMED' };

export const JOB_ALERTS_PATH = '/app/job-alerts';
const alertsPath = (username: string) => `/users/${encodeURIComponent(username)}/job-alerts`;
const settingsPath = (username: string) => `/users/${encodeURIComponent(username)}/job-alert-settings`;
export const alertsQueryKey = (username: string) => ['job-alerts', username];
export const settingsQueryKey = (username: string) => ['job-alert-settings', username];

export const useJobAlerts = (username: string) =>
  useQuery({ queryKey: alertsQueryKey(username), queryFn: ({ signal }) => api.get<JobAlert[]>(alertsPath(username), signal) });
export const useAlertSettings = (username: string) =>
  useQuery({ queryKey: settingsQueryKey(username), queryFn: ({ signal }) => api.get<AlertSettings>(settingsPath(username), signal) });

export const saveAlert = (username: string, criteria: AlertRequest & { frequency?: AlertFrequency }) => api.post<JobAlert>(alertsPath(username), criteria);
export const updateAlert = (username: string, id: number, edit: AlertEdit) => api.put<JobAlert>(`${alertsPath(username)}/${id}`, edit);
export const deleteAlert = (username: string, id: number) => api.delete<null>(`${alertsPath(username)}/${id}`);
export const saveAlertSettings = (username: string, settings: AlertSettings) => api.put<AlertSettings>(settingsPath(username), settings);

/** Signed out: the confirmation email is sent (202); summary is the alert in words. */
export const requestVisitorAlert = (criteria: AlertRequest & { email: string }) =>
  apiRequest<{ email: string; summary: string }>('/job-alerts', { method: 'POST', body: criteria, auth: false }).then((r) => r.data);

const tokenPath = (what: 'confirm' | 'unsubscribe', token: string) => `/job-alerts/${what}/${encodeURIComponent(token)}`;
export const confirmAlert = (token: string) => apiRequest<AlertLinkAnswer>(tokenPath('confirm', token), { method: 'POST', auth: false }).then((r) => r.data);
export const readUnsubscribe = (token: string, signal?: AbortSignal) =>
  apiRequest<AlertLinkAnswer>(tokenPath('unsubscribe', token), { signal, auth: false }).then((r) => r.data);
export const unsubscribe = (token: string) =>
  apiRequest<{ summary: string | null }>(tokenPath('unsubscribe', token), { method: 'POST', auth: false }).then((r) => r.data);
