import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeSubscription, SubscribeRequest, Subscription } from '@chairside/domain/subscriptions';
import { api, apiRequest } from '../../lib/api-client';
import { randomId } from '../commerce/public-api';
import { EMPLOYER_DASHBOARD_KEY } from '../employer-profile/public-api';
import { EMPLOYER_JOBS_KEY, jobSlotsKey } from '../postings/public-api';

// The subscription calls of docs/api/commerce.md (Subscriptions). The server prices everything:
// the web sends a card nonce, a number of slots, or cancel/resume.

export type { Subscription, SubscriptionCharge } from '@chairside/domain/subscriptions';

const employerPath = (username: string, rest: string) => `/users/employers/${encodeURIComponent(username)}/${rest}`;
export const subscriptionKey = (username: string, orderId: number) => ['subscription', username, orderId] as const;

/** The subscription made by an order (the spec: fetched with the first subscription slot's orderId). */
export function useSubscription(username: string, orderId: number | null) {
  return useQuery({
    queryKey: subscriptionKey(username, orderId ?? 0),
    enabled: orderId !== null,
    queryFn: ({ signal }) => api.get<Subscription>(employerPath(username, `subscriptions/${orderId}`), signal),
  });
}

function useRefreshAfter(username: string) {
  const queryClient = useQueryClient();
  return (subscription: Subscription) => {
    queryClient.setQueryData(subscriptionKey(username, subscription.orderId), subscription);
    void queryClient.invalidateQueries({ queryKey: jobSlotsKey(username) });
    void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
    void queryClient.invalidateQueries({ queryKey: EMPLOYER_DASHBOARD_KEY });
  };
}

/** Subscribes with a card nonce; one idempotency key per attempt, so a resent request never charges twice. */
export function useSubscribe(username: string) {
  const refresh = useRefreshAfter(username);
  return useMutation({
    mutationFn: async (body: SubscribeRequest) => {
      const { data } = await apiRequest<Subscription>(employerPath(username, 'subscriptions'), {
        method: 'POST',
        body,
        headers: { 'idempotency-key': randomId() },
      });
      return data;
    },
    onSuccess: refresh,
  });
}

/** Changes the number of slots, or cancels at the period's end / resumes. */
export function useChangeSubscription(username: string, orderId: number) {
  const refresh = useRefreshAfter(username);
  return useMutation({
    mutationFn: (change: ChangeSubscription) => api.put<Subscription>(employerPath(username, `order/${orderId}`), change),
    onSuccess: refresh,
  });
}

/**
 * Saves a new card (a nonce from the card form) for the subscription's renewals; a past-due
 * subscription is charged again at once, and the answer shows how that went.
 */
export function useChangeCard(username: string, orderId: number) {
  const refresh = useRefreshAfter(username);
  return useMutation({
    mutationFn: (nonce: string) => api.put<Subscription>(employerPath(username, `order/${orderId}/payment-method`), { nonce }),
    onSuccess: refresh,
  });
}
