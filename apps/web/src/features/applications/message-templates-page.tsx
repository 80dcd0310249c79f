// /app/account-settings/message-templates: the practice's templates for answering applicants
// (ADR 118): a polite decline, an interview invitation and a thank-you, each with the variables
// {name}, {posting}, {practice} and {interview_time}; editable, or back to the default.
import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { TemplateInputSchema, type MessageTemplate } from '@chairside/domain/hiring-pipeline';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';

type Templates = { templates: MessageTemplate[]; variables: string[] };
const templatesKey = (username: string) => ['message-templates', username];

function TemplateForm({ username, template }: { username: string; template: MessageTemplate }) {
  const id = useId();
  const queryClient = useQueryClient();
  const url = `/users/employers/${encodeURIComponent(username)}/message-templates/${template.kind}`;
  const form = useAppForm({
    schema: TemplateInputSchema,
    defaultValues: { body: template.body },
    savedMessage: 'Template saved.',
    onSubmit: async (body) => {
      const answer = await api.put<Templates>(url, body);
      queryClient.setQueryData(templatesKey(username), answer);
      return answer;
    },
  });
  const reset = async () => {
    try {
      const answer = await api.delete<Templates>(url);
      queryClient.setQueryData(templatesKey(username), answer);
      form.reset({ body: answer.templates.find((entry) => entry.kind === template.kind)?.body ?? '' });
    } catch (caught) {
      form.setFailure(failureMessage(caught), caught);
    }
  };
  return (
    <section className="app-panel settings-panel" aria-labelledby={`${id}-title`} data-testid={`template-${template.kind}`}>
      <h2 className="settings-panel__title" id={`${id}-title`}>
        {template.label} {template.isDefault ? <span className="badge text-bg-light">Default</span> : null}
      </h2>
      <AppForm form={form} aria-label={template.label}>
        <TextArea id={`${id}-body`} name="body" label="Message" rows={7} maxLength={5000} hint="Variables: {name}, {posting}, {practice}, {interview_time}." />
        <SubmitButton busyLabel="Saving…">Save template</SubmitButton>{' '}
        {template.isDefault ? null : (
          <Button size="sm" variant="outline-secondary" onClick={() => void reset()}>
            Back to the default
          </Button>
        )}
      </AppForm>
    </section>
  );
}

export function MessageTemplatesPage() {
  const { user } = useAuth();
  const username = user?.username ?? '';
  const templates = useQuery({
    queryKey: templatesKey(username),
    enabled: user?.role === 'employer',
    queryFn: ({ signal }) => api.get<Templates>(`/users/employers/${encodeURIComponent(username)}/message-templates`, signal),
  });
  if (!user) return <PageLoading />;
  return (
    <section className="app-page" aria-labelledby="templates-title">
      <PageMeta title="Message templates" noindex />
      <p className="mb-1">
        <Link to="/app/account-settings">‹ Settings</Link>
      </p>
      <h1 className="app-page__title" id="templates-title">
        Message templates
      </h1>
      {user.role !== 'employer' ? (
        <Alert variant="info">Message templates are for practices.</Alert>
      ) : templates.isPending ? (
        <PageLoading />
      ) : templates.isError ? (
        <Alert variant="danger">{failureMessage(templates.error)}</Alert>
      ) : (
        <div className="settings-grid">
          <p>
            Used when you message or decline applicants from a posting’s board. A decline always reaches the person; {'{interview_time}'} is filled from what
            you type when you send.
          </p>
          {templates.data.templates.map((template) => (
            <TemplateForm key={template.kind} username={user.username} template={template} />
          ))}
        </div>
      )}
    </section>
  );
}
