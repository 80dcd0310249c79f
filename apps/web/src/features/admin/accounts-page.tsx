import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { USERNAME_PATTERN } from '@chairside/domain/accounts-rules';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { FormErrorAlert } from '../../components/form-error-alert';

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
export function AccountsPage() {
  const id = useId();
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const wanted = username.trim();
    const found: FieldErrors = USERNAME_PATTERN.test(wanted) ? {} : { username: 'Enter a username: 1 to 64 letters, digits, underscores or hyphens.' };
    setErrors(found);
    if (found.username) return focusFirstError(formRef.current, found);
    setBusy(true);
    try {
      const opened = await openDelegatedSession(wanted);
      if (!acceptSession(opened.authorization, opened.user)) throw new Error('no session');
      navigate('/app/dashboard');
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.status === 404) {
        const named = { username: 'No account has this username.' };
        setErrors(named);
        return focusFirstError(formRef.current, named);
      }
      setAlert(caught instanceof ApiError ? caught.message : 'Opening the session did not work. Please try again.');
    }
  }

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
          Act on behalf of a practice or a job seeker, to help them: you see and do what they would, except change their password or email address.
          Your administrator session ends here; sign out when you are done and sign in again as yourself. Every request of the session is audited.
        </p>
        {alert ? <FormErrorAlert message={alert} /> : null}
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Open a delegated session">
          <fieldset disabled={busy}>
            <TextField
              id={`${id}-username`}
              name="username"
              label="Username"
              hint="The account’s username: the end of its public profile address, or as reports show it."
              value={username}
              onValueChange={(value) => {
                setUsername(value);
                setErrors({});
              }}
              error={errors.username}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              required
            />
            <Button type="submit" variant="primary">
              {busy ? 'Opening…' : 'Open their account'}
            </Button>
          </fieldset>
        </form>
      </section>
    </>
  );
}
