import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  CONVO_GROUPS_FIRST_PAGE,
  CONVO_GROUPS_NEXT_PAGE,
  MESSAGES_PAGE,
  type Changeset,
  type Conversation,
  type ConvoGroup,
  type Message,
  type MessagesPage,
} from '@chairside/domain/messaging';
import { api } from '../../lib/api-client';

export const MESSAGES_PATH = '/app/messages';
export const conversationPath = (id: number) => `${MESSAGES_PATH}/${id}`;

export const messagingKeys = {
  all: ['messaging'] as const,
  groups: ['messaging', 'groups'] as const,
  conversation: (id: number) => ['messaging', 'conversation', id] as const,
  messages: (id: number) => ['messaging', 'messages', id] as const,
  unread: ['messaging', 'unread'] as const,
};

/** The groups, newest first: a first page of 30, then 30 at a time; an empty or short page ends it. */
export function useConvoGroups() {
  return useInfiniteQuery({
    queryKey: messagingKeys.groups,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<ConvoGroup[]>(`/convo-groups?limit=${pageParam === 0 ? CONVO_GROUPS_FIRST_PAGE : CONVO_GROUPS_NEXT_PAGE}&offset=${pageParam}`, signal),
    getNextPageParam: (last, pages) =>
      last.length < (pages.length === 1 ? CONVO_GROUPS_FIRST_PAGE : CONVO_GROUPS_NEXT_PAGE) ? undefined : pages.reduce((sum, page) => sum + page.length, 0),
  });
}

export function useConversation(id: number) {
  return useQuery({ queryKey: messagingKeys.conversation(id), queryFn: ({ signal }) => api.get<Conversation>(`/conversations/${id}`, signal) });
}

/** The thread: the newest page first, older pages before it. */
export function useMessages(id: number) {
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(id),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagesPage>(`/conversations/${id}/messages?limit=${MESSAGES_PAGE}${pageParam ? `&before=${pageParam}` : ''}`, signal),
    getNextPageParam: (last) => (last.hasMore && last.messages.length > 0 ? last.messages[0].id : undefined),
  });
}

export const fetchChangeset = (since: string | null, signal?: AbortSignal) =>
  api.get<Changeset>(`/conversations/changeset${since ? `?since=${since}` : ''}`, signal);

export const sendMessage = (id: number, message: string) => api.post<Message>(`/conversations/${id}/messages`, { message });
export const startConversation = (username: string, jobId: number, message: string) =>
  api.post<{ id: number; message: Message }>('/conversations', { username, jobId, message });
export const markRead = (id: number, read: boolean) => api.put<Conversation>(`/conversations/${id}/read`, { read });
export const setBlocked = (id: number, isBlocked: boolean) => api.put<Conversation>(`/conversations/${id}/block`, { isBlocked });
export const reportMessage = (id: number, messageId: number, reason: string) =>
  api.post<{ id: number }>(`/conversations/${id}/messages/${messageId}/report`, { reason: reason.trim() || null });

/** After a change arrives (stream or poll): the lists and the changed threads load again. */
export function refreshConversations(queries: QueryClient, changed: Conversation[]) {
  void queries.invalidateQueries({ queryKey: messagingKeys.groups });
  for (const conversation of changed) {
    queries.setQueryData(messagingKeys.conversation(conversation.id), conversation);
    void queries.invalidateQueries({ queryKey: messagingKeys.messages(conversation.id) });
  }
}
