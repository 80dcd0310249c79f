// /app/account-settings/integrations: a practice's API keys (made with scopes, shown once, listed
// with when each was last used, revoked) and webhook endpoints (registered with events, the
// signing secret shown once, each with its delivery log). ADR 111.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  ApiKeyInputSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WebhookEndpointInputSchema,
  type ApiKey,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@chairside/domain/integrations';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxGroup, TextInput } from '../../components/form/fields';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');
const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ value: scope, label: API_KEY_SCOPE_LABELS[scope] }));
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }));

/** The secret just made, with the warning that it is shown this once. */
function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  return (
    <Alert variant="warning" className="mt-3" role="status">
      <p className="mb-2">
        <strong>{label}</strong> Copy it now: it is shown this once and cannot be seen again.
      </p>
      <code className="d-block text-break mb-2" data-testid="shown-once">
        {value}
      </code>
      <Button size="sm" variant="outline-secondary" onClick={onDone}>
        I have copied it
      </Button>
    </Alert>
  );
}

function ApiKeysPanel({ username }: { username: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const base = `/users/employers/${encodeURIComponent(username)}/api-keys`;
  const queryKey = ['api-keys', username];
  const keys = useQuery({ queryKey, queryFn: ({ signal }) => api.get<ApiKey[]>(base, signal) });
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const form = useAppForm({
    schema: ApiKeyInputSchema,
    defaultValues: { name: '', scopes: [] },
    guardUnsaved: false,
    onSubmit: async (body) => {
      setMade(await api.post<CreatedApiKey>(base, body));
      await queryClient.invalidateQueries({ queryKey });
    },
    savedValues: () => ({ name: '', scopes: [] }),
  });
  const revoke = async (key: ApiKey) => {
    try {
      await api.put(`${base}/${key.id}/revoke`);
      await queryClient.invalidateQueries({ queryKey });
    } catch (caught) {
      form.setFailure(failureMessage(caught), caught);
    }
  };

  return (
    <section className="app-panel settings-panel" aria-labelledby={`${id}-title`}>
      <h2 className="settings-panel__title" id={`${id}-title`}>
        API keys
      </h2>
      <p>
        A key lets your applicant tracking system act as your practice on the postings and applicants calls of the <a href="/api9/docs">API</a>, within the
        scopes you choose. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <AppForm form={form} aria-label="New API key">
        <TextInput id={`${id}-name`} name="name" label="Key name" maxLength={100} hint="Such as the system that will use it." />
        <CheckboxGroup id={`${id}-scopes`} name="scopes" label="Scopes" options={SCOPE_OPTIONS} />
        <SubmitButton busyLabel="Creating…">Create key</SubmitButton>
      </AppForm>
      {made ? <ShownOnce label={`Your key “${made.name}”:`} value={made.key} onDone={() => setMade(null)} /> : null}
      {keys.isPending ? (
        <PageLoading />
      ) : keys.data && keys.data.length > 0 ? (
        <Table responsive size="sm" className="mt-3" aria-label="API keys">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Scopes</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{key.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(', ')}</td>
                <td>{when(key.lastUsedAt)}</td>
                <td>
                  {key.revokedAt ? (
                    <Badge bg="secondary">Revoked</Badge>
                  ) : (
                    <Button size="sm" variant="outline-danger" onClick={() => void revoke(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="mt-3 mb-0 text-body-secondary">No keys yet.</p>
      )}
    </section>
  );
}

function DeliveryLog({ username, endpoint }: { username: string; endpoint: WebhookEndpoint }) {
  const log = useQuery({
    queryKey: ['webhook-deliveries', username, endpoint.id],
    queryFn: ({ signal }) => api.get<WebhookDelivery[]>(`/users/employers/${encodeURIComponent(username)}/webhooks/${endpoint.id}/deliveries`, signal),
    refetchInterval: 5_000,
  });
  if (log.isPending) return <PageLoading />;
  if (!log.data || log.data.length === 0) return <p className="text-body-secondary mb-0">No deliveries yet.</p>;
  return (
    <Table responsive size="sm" aria-label={`Delivery log of ${endpoint.url}`}>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Sent</th>
          <th scope="col">State</th>
          <th scope="col">Attempts</th>
          <th scope="col">Answer</th>
        </tr>
      </thead>
      <tbody>
        {log.data.map((delivery) => (
          <tr key={delivery.id}>
            <td>{WEBHOOK_EVENT_LABELS[delivery.event as WebhookEvent] ?? delivery.event}</td>
            <td>{when(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
            <td>
              <Badge
                bg={delivery.state === 'delivered' ? 'success' : delivery.state === 'failed' ? 'danger' : 'warning'}
                text={delivery.state === 'pending' ? 'dark' : undefined}
              >
                {delivery.state === 'delivered' ? 'Delivered' : delivery.state === 'failed' ? 'Failed' : 'Retrying'}
              </Badge>
            </td>
            <td>{delivery.attempts}</td>
            <td className="text-break">
              {delivery.responseStatus !== null ? <strong>{delivery.responseStatus}</strong> : null} {delivery.responseBody ?? delivery.error ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function WebhooksPanel({ username }: { username: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const base = `/users/employers/${encodeURIComponent(username)}/webhooks`;
  const queryKey = ['webhooks', username];
  const endpoints = useQuery({ queryKey, queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(base, signal) });
  const [made, setMade] = useState<CreatedWebhookEndpoint | null>(null);
  const form = useAppForm({
    schema: WebhookEndpointInputSchema,
    defaultValues: { url: '', events: [] },
    guardUnsaved: false,
    onSubmit: async (body) => {
      setMade(await api.post<CreatedWebhookEndpoint>(base, body));
      await queryClient.invalidateQueries({ queryKey });
    },
    savedValues: () => ({ url: '', events: [] }),
  });
  const remove = async (endpoint: WebhookEndpoint) => {
    try {
      await api.delete(`${base}/${endpoint.id}`);
      await queryClient.invalidateQueries({ queryKey });
    } catch (caught) {
      form.setFailure(failureMessage(caught), caught);
    }
  };

  return (
    <section className="app-panel settings-panel" aria-labelledby={`${id}-title`}>
      <h2 className="settings-panel__title" id={`${id}-title`}>
        Webhooks
      </h2>
      <p>
        We POST each event you choose to your endpoint as JSON, signed in the <code>Chairside-Signature</code> header (<code>t=…,v1=…</code>: HMAC-SHA256 of the
        time, a dot and the body, with the endpoint’s secret), and try again for several hours until it answers 2xx.
      </p>
      <AppForm form={form} aria-label="New webhook endpoint">
        <TextInput id={`${id}-url`} name="url" label="Endpoint address" type="url" inputMode="url" placeholder="https://" maxLength={2000} />
        <CheckboxGroup id={`${id}-events`} name="events" label="Events" options={EVENT_OPTIONS} />
        <SubmitButton busyLabel="Adding…">Add endpoint</SubmitButton>
      </AppForm>
      {made ? <ShownOnce label={`The signing secret of ${made.url}:`} value={made.secret} onDone={() => setMade(null)} /> : null}
      {endpoints.isPending ? (
        <PageLoading />
      ) : endpoints.data && endpoints.data.length > 0 ? (
        endpoints.data.map((endpoint) => (
          <div key={endpoint.id} className="mt-4">
            <h3 className="h6 text-break">
              {endpoint.url}{' '}
              <Button size="sm" variant="link" className="text-danger p-0 ms-2" onClick={() => void remove(endpoint)} aria-label={`Remove ${endpoint.url}`}>
                Remove
              </Button>
            </h3>
            <p className="small text-body-secondary mb-2">{endpoint.events.map((name) => WEBHOOK_EVENT_LABELS[name]).join(', ')}</p>
            <DeliveryLog username={username} endpoint={endpoint} />
          </div>
        ))
      ) : (
        <p className="mt-3 mb-0 text-body-secondary">No endpoints yet.</p>
      )}
    </section>
  );
}

export function IntegrationsPage() {
  const { user, isDelegated } = useAuth();
  if (!user) return <PageLoading />;
  return (
    <section className="app-page" aria-labelledby="integrations-title">
      <PageMeta title="API keys and webhooks" noindex />
      <p className="mb-1">
        <Link to="/app/account-settings">‹ Settings</Link>
      </p>
      <h1 className="app-page__title" id="integrations-title">
        API keys and webhooks
      </h1>
      {user.role !== 'employer' ? (
        <Alert variant="info">API keys and webhooks are for practices.</Alert>
      ) : (
        <div className="settings-grid">
          {isDelegated ? <Alert variant="info">In a delegated session you can see the keys and endpoints, but not make new ones.</Alert> : null}
          <ApiKeysPanel username={user.username} />
          <WebhooksPanel username={user.username} />
        </div>
      )}
    </section>
  );
}
