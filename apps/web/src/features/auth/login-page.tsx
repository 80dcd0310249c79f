import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { requestLogin, useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { redirectPathFrom } from '../../lib/redirect-path';
import { signInReason } from './sign-in-reason';
import { AuthAlert, AuthCard } from './auth-card';
import { checkSignIn } from './account-checks';
import { TextField } from '../../components/form/plain-fields';
import { usePlainForm } from '../../components/form/use-plain-form';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import type { CurrentUser } from '@chairside/domain/accounts';
import { SecondStepForm } from './second-step-form';
import { GoogleSignInButton } from './google-button';
import { SetupAtSignInForm } from './setup-at-sign-in-form';

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
  // Two-step sign-in (ADR 105): the password step's challenge while the code is asked, or while an
  // administrator without it sets it up.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [setupNeeded, setSetupNeeded] = useState(false);
  const [methods, setMethods] = useState<('totp' | 'passkey')[]>(['totp']);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyAlert, setPasskeyAlert] = useState<string | null>(null);
  const signedIn = (authorization: string | null, user: CurrentUser) => {
    if (!acceptSession(authorization, user)) return 'Signing in did not work: the server sent no usable session. Please try again.';
    track(ANALYTICS_EVENTS.login, { method: 'password' });
    navigate(afterSignInPath(location.search), { replace: true });
  };
  const form = usePlainForm({
    initial: { email: '', password: '' },
    check: checkSignIn,
    // A refused sign-in is about both boxes: the server's words go in the alert.
    serverFields: [],
    send: async ({ email, password }) => {
      const answer = await requestLogin(email, password);
      if (answer.secondStep) {
        setSetupNeeded(answer.secondStep.secondStep === 'setup');
        if ('methods' in answer.secondStep) setMethods(answer.secondStep.methods);
        return void setChallenge(answer.secondStep.challenge);
      }
      return signedIn(answer.authorization, answer.user);
    },
  });
  const { submitting } = form;
  // A password-less sign-in with a passkey (ADR 106); its code is loaded on the click.
  const passkeySignIn = async () => {
    setPasskeyBusy(true);
    setPasskeyAlert(null);
    try {
      const { signInWithPasskey } = await import('./passkey-ceremony');
      const { user, authorization } = await signInWithPasskey();
      const problem = signedIn(authorization, user);
      if (problem) setPasskeyAlert(problem);
    } catch (caught) {
      const { passkeyFailure } = await import('./passkey-ceremony');
      setPasskeyAlert(passkeyFailure(caught));
    } finally {
      setPasskeyBusy(false);
    }
  };

  // Already signed in (or signed in from another tab): on to the app.
  useEffect(() => {
    if (status === 'signed-in' && !submitting) navigate(afterSignInPath(location.search), { replace: true });
  }, [status, submitting, navigate, location.search]);

  return (
    <AuthCard title="Sign In" lead={signInReason(location.search) ?? 'Welcome back to Chairside.'}>
      <PageMeta
        title="Sign In"
        description="Sign in to Chairside to search dental jobs, manage your resume, post jobs and message candidates."
        canonicalPath="/dental-jobs/login/"
      />
      {challenge && setupNeeded ? <SetupAtSignInForm challenge={challenge} onSignedIn={signedIn} onStartOver={() => setChallenge(null)} /> : null}
      {challenge && !setupNeeded ? (
        <SecondStepForm challenge={challenge} methods={methods} onSignedIn={signedIn} onStartOver={() => setChallenge(null)} />
      ) : null}
      {form.alert && !challenge ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Sign in" hidden={challenge !== null}>
        <fieldset disabled={submitting}>
          <TextField id="login-email" label="Email" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
          <TextField id="login-password" label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" variant="primary" className="w-100" size="lg">
            {submitting ? 'Signing In…' : 'Sign In'}
          </Button>
        </fieldset>
      </Form>
      {challenge === null ? (
        <div className="mt-3">
          {passkeyAlert ? <AuthAlert variant="danger">{passkeyAlert}</AuthAlert> : null}
          <Button variant="outline-primary" className="w-100" onClick={() => void passkeySignIn()} disabled={passkeyBusy || submitting}>
            {passkeyBusy ? 'Waiting for Your Passkey…' : 'Sign In with a Passkey'}
          </Button>
        </div>
      ) : null}
      <GoogleSignInButton hidden={challenge !== null} />
      <p className="mt-3 mb-0 text-center">
        <Link to="/dental-jobs/recover-password/">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
