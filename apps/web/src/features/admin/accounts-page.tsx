import { useId } from 'react';
import * as z from 'zod';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { USERNAME_PATTERN } from '@chairside/domain/accounts-rules';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FieldProblem } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

/** POST admin/users/{username}/delegate: the account's user and the delegated session's token. */
async function openDelegatedSession(username: string) {
  const { data, response } = await apiRequest<CurrentUser>(`/admin/users/${encodeURIComponent(username)}/delegate`, { method: 'POST' });
  return { user: data, authorization: response.headers.get('authorization') };
}

/**
 * /app/admin/accounts: an administrator opens a delegated session as a practice or job seeker to
 * help them (ADR 5). This browser then acts as that person until signing out; the opening and
 * every request of the session are audited.
 */
const DelegateSchema = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'Enter a username: 1 to 64 letters, digits, underscores or hyphens.'),
});

export function AccountsPage() {
  const id = useId();
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const form = useAppForm({
    schema: DelegateSchema,
    defaultValues: { username: '' },
    guardUnsaved: false,
    onSubmit: async ({ username }) => {
      try {
        const opened = await openDelegatedSession(username);
        if (!acceptSession(opened.authorization, opened.user)) throw new Error('no session');
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 404) throw new FieldProblem('username', 'No account has this username.');
        throw caught;
      }
      void navigate('/app/dashboard');
    },
    failureFallback: 'Opening the session did not work. Please try again.',
  });

  return (
    <>
      <PageMeta title="Accounts · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Accounts
      </h1>
      <section className="app-panel" aria-labelledby={`${id}-title`}>
        <h2 className="h5" id={`${id}-title`}>
          Open a delegated session
        </h2>
        <p>
          Act on behalf of a practice or a job seeker, to help them: you see and do what they would, except change their password or email address. Your
          administrator session ends here; sign out when you are done and sign in again as yourself. Every request of the session is audited.
        </p>
        <AppForm form={form} aria-label="Open a delegated session">
          <TextInput
            id={`${id}-username`}
            name="username"
            label="Username"
            hint="The account’s username: the end of its public profile address, or as reports show it."
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            required
          />
          <SubmitButton busyLabel="Opening…">Open their account</SubmitButton>
        </AppForm>
      </section>
    </>
  );
}
