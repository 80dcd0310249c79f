import { useId, useState } from 'react';
import * as z from 'zod';
import { Link, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { USERNAME_PATTERN } from '@chairside/domain/accounts-rules';
import { SECOND_FACTOR_ERRORS, StepUpSchema } from '@chairside/domain/two-step';
import { api, ApiError, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { passkeyAssertion, passkeyFailure } from '../auth/public-api';
import { PageMeta } from '../../lib/page-meta';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FieldProblem } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { SecondFactorResetPanel } from './second-factor-reset-panel';

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

/** The code of the first error of a failed call (e.g. STEP_UP_REQUIRED). */
const errorCode = (caught: unknown) =>
  caught instanceof ApiError ? (caught.body as { errors?: Array<{ code?: string }> } | null)?.errors?.[0]?.code : undefined;

export function AccountsPage() {
  const id = useId();
  const { acceptSession, user } = useAuth();
  const navigate = useNavigate();
  // Two-step sign-in (ADR 105): the account waiting for a fresh code from the administrator's app.
  const [stepUpFor, setStepUpFor] = useState<string | null>(null);
  const open = async (username: string) => {
    const opened = await openDelegatedSession(username);
    if (!acceptSession(opened.authorization, opened.user)) throw new Error('no session');
    void navigate('/app/dashboard');
  };
  const form = useAppForm({
    schema: DelegateSchema,
    defaultValues: { username: '' },
    guardUnsaved: false,
    onSubmit: async ({ username }) => {
      try {
        await open(username);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 404) throw new FieldProblem('username', 'No account has this username.');
        if (errorCode(caught) === SECOND_FACTOR_ERRORS.stepUp) return void setStepUpFor(username);
        throw caught;
      }
    },
    failureFallback: 'Opening the session did not work. Please try again.',
  });
  // Or a passkey proves it (ADR 106).
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyAlert, setPasskeyAlert] = useState<string | null>(null);
  const stepUpWithPasskey = async () => {
    const base = `/users/${encodeURIComponent(user?.username ?? '')}/passkeys/step-up`;
    setPasskeyBusy(true);
    setPasskeyAlert(null);
    try {
      const credential = await passkeyAssertion(await api.post<{ challenge: string }>(`${base}/options`));
      await api.post<void>(base, { credential });
      if (stepUpFor) await open(stepUpFor);
    } catch (caught) {
      setPasskeyAlert(passkeyFailure(caught));
    } finally {
      setPasskeyBusy(false);
    }
  };
  const stepUp = useAppForm({
    schema: StepUpSchema,
    defaultValues: { code: '' },
    guardUnsaved: false,
    onSubmit: async (body) => {
      await api.post<void>(`/users/${encodeURIComponent(user?.username ?? '')}/two-step/step-up`, body);
      if (stepUpFor) await open(stepUpFor);
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
        {stepUpFor ? (
          <AppForm form={stepUp} aria-label="Confirm it is you" className="mt-3">
            <p role="status">
              To open {stepUpFor}’s account, enter the code from your authenticator app or use your passkey (asked again 10 minutes after the last one). Lost
              your phone? A recovery code works too.
            </p>
            {passkeyAlert ? (
              <p className="text-danger" role="alert">
                {passkeyAlert}
              </p>
            ) : null}
            <TextInput id={`${id}-code`} name="code" label="Code from the app" autoComplete="one-time-code" spellCheck={false} maxLength={40} autoFocus />
            <div className="d-flex flex-wrap gap-2">
              <SubmitButton busyLabel="Opening…">Confirm and open</SubmitButton>
              <Button variant="outline-primary" onClick={() => void stepUpWithPasskey()} disabled={passkeyBusy}>
                {passkeyBusy ? 'Waiting for Your Passkey…' : 'Use a Passkey'}
              </Button>
              <Button variant="link" onClick={() => setStepUpFor(null)}>
                Cancel
              </Button>
            </div>
          </AppForm>
        ) : null}
        <p className="mt-3 mb-0 small">
          Opening a delegated session needs two-step sign-in on your account: <Link to="/app/account-settings">set it up in your settings</Link>.
        </p>
      </section>
      {user ? <SecondFactorResetPanel adminUsername={user.username} /> : null}
    </>
  );
}
