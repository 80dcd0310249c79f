import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { EmailPreferences } from '@chairside/domain/accounts';
import { ApiError, api } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';

const preferencesKey = (username: string) => ['email-preferences', username];

/** Opted out: none of the marketing email (job alerts, newsletter, product news) is on. */
const optedOut = (preferences: EmailPreferences) => !preferences.jobAlerts && !preferences.newsletter && !preferences.productNews;

/**
 * One switch for all marketing email (PUT users/{id}/optout2): job alerts, the newsletter and
 * product news stop, or are all allowed again. Email about the person's own messages,
 * applications and interviews is not marketing and still comes.
 */
export function MarketingOptOutPanel({ username }: { username: string }) {
  const queries = useQueryClient();
  const path = `/users/${encodeURIComponent(username)}`;
  const preferences = useQuery({
    queryKey: preferencesKey(username),
    queryFn: ({ signal }) => api.get<EmailPreferences>(`${path}/emails/preferences`, signal),
  });
  const change = useMutation({
    mutationFn: (state: boolean) => api.put<{ isOptout: boolean }>(`${path}/optout2`, { state }),
    // The email and notice choices shown above change with it.
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: preferencesKey(username) }),
        queries.invalidateQueries({ queryKey: ['notice-preferences', username] }),
      ]),
  });
  if (!preferences.data) return null;
  const out = optedOut(preferences.data);

  return (
    <section className="app-panel settings-panel" aria-labelledby="settings-marketing">
      <h2 className="settings-panel__title" id="settings-marketing">
        Marketing email
      </h2>
      {change.isSuccess ? (
        <Alert variant="success" role="status">
          {change.data.isOptout ? 'You are unsubscribed from all marketing email.' : 'Marketing email is allowed again.'}
        </Alert>
      ) : null}
      {change.isError ? <FormErrorAlert message={change.error instanceof ApiError ? change.error.message : 'Something went wrong. Please try again.'} /> : null}
      <p>
        {out ? 'You get no job alerts, newsletter or product news from us.' : 'Stop job alerts, the newsletter and product news at once.'} Email about your own
        messages, applications and interviews still comes.
      </p>
      <Button variant={out ? 'outline-primary' : 'outline-danger'} disabled={change.isPending} onClick={() => change.mutate(!out)}>
        {change.isPending ? 'Saving…' : out ? 'Allow marketing email again' : 'Unsubscribe from all marketing email'}
      </Button>
    </section>
  );
}
