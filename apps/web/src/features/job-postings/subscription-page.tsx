import { SubscriptionScreen } from '../subscription/subscription-page';

/** /app/subscription (the route of job-postings-routes): the subscription screen of features/subscription. */
export function SubscriptionPage({ username }: { username: string }) {
  return <SubscriptionScreen username={username} />;
}
