import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Credential, CredentialInput } from '@chairside/domain/credentials';
import { api, apiRequest } from '../../lib/api-client';
import { readToken } from '../../lib/auth-storage';

const base = (username: string) => `/users/staff/${encodeURIComponent(username)}/credentials`;
export const credentialsKey = (username: string) => ['credentials', username] as const;

export function useCredentials(username: string) {
  return useQuery({ queryKey: credentialsKey(username), queryFn: ({ signal }) => api.get<Credential[]>(base(username), signal) });
}
export const refreshCredentials = (queries: QueryClient, username: string) => queries.invalidateQueries({ queryKey: credentialsKey(username) });

export const addCredential = (username: string, input: CredentialInput) => api.post<Credential>(base(username), input);
export const removeCredential = (username: string, id: number) => api.delete<void>(`${base(username)}/${id}`);
export const verifyCredential = (username: string, id: number) => api.post<Credential>(`${base(username)}/${id}/verification`);

export function uploadCard(username: string, id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<Credential>(`${base(username)}/${id}/card`, { method: 'PUT', body: form }).then((answer) => answer.data);
}

/** Opens a card (it needs the session, so it is fetched, then shown from memory). */
export async function openCard(url: string): Promise<void> {
  const opened = window.open('', '_blank');
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    opened?.close();
    throw new Error('The card could not be opened.');
  }
  const address = URL.createObjectURL(await response.blob());
  if (opened) opened.location.href = address;
  else window.location.href = address;
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
