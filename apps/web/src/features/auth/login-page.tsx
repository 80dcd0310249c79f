import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiError } from '../../lib/api-client';
import { requestLogin, useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { redirectPathFrom } from '../../lib/redirect-path';
import { AuthAlert, AuthCard } from './auth-card';
import { checkEmail } from './account-checks';
import { type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';

export const DASHBOARD_PATH = '/app/dashboard';

/** Where to go after signing in: the fromPath parameter, else the dashboard (never back to sign-out). */
export function afterSignInPath(search: string): string {
  const path = redirectPathFrom(search);
  if (!path || path.startsWith('/app/sign-out')) return DASHBOARD_PATH;
  return path;
}

/** /dental-jobs/login/: email and password. */
export function LoginPage() {
  const { status, acceptSession } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [typedEmail, setEmail] = useState('');
  const [typedPassword, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Already signed in (or signed in from another tab): on to the app.
  useEffect(() => {
    if (status === 'signed-in' && !submitting) navigate(afterSignInPath(location.search), { replace: true });
  }, [status, submitting, navigate, location.search]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // What the boxes hold as sent: a browser's autofill may fill them without a change event.
    const fields = event.currentTarget.elements;
    const email = (fields.namedItem('email') as HTMLInputElement | null)?.value ?? typedEmail;
    const password = (fields.namedItem('password') as HTMLInputElement | null)?.value ?? typedPassword;
    const errors: FieldErrors = {};
    if ('error' in checkEmail(email)) errors.email = email.trim() ? 'Enter a valid email address.' : 'Enter your email address.';
    if (!password) errors.password = 'Enter your password.';
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return focusFirstError(formRef.current, errors);

    setSubmitting(true);
    try {
      const { user, authorization } = await requestLogin(email.trim(), password);
      if (!acceptSession(authorization, user)) {
        setError('Signing in did not work: the server sent no usable session. Please try again.');
        setSubmitting(false);
        return;
      }
      track(ANALYTICS_EVENTS.login, { method: 'password' });
      navigate(afterSignInPath(location.search), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Sign In" lead="Welcome back to Chairside.">
      <PageMeta
        title="Sign In"
        description="Sign in to Chairside to search dental jobs, manage your resume, post jobs and message candidates."
        canonicalPath="/dental-jobs/login/"
      />
      {error ? <AuthAlert variant="danger">{error}</AuthAlert> : null}
      <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
        <fieldset disabled={submitting}>
          <TextField
            id="login-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={typedEmail}
            onValueChange={(value) => {
              setEmail(value);
              setFieldErrors(({ email: _dropped, ...rest }) => rest);
            }}
            error={fieldErrors.email}
          />
          <TextField
            id="login-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={typedPassword}
            onValueChange={(value) => {
              setPassword(value);
              setFieldErrors(({ password: _dropped, ...rest }) => rest);
            }}
            error={fieldErrors.password}
          />
          <Button type="submit" variant="primary" className="w-100" size="lg">
            {submitting ? 'Signing In…' : 'Sign In'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-3 mb-0 text-center">
        <Link to="/dental-jobs/recover-password/">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
