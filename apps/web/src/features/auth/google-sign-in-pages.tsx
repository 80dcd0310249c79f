// Sign in with Google (ADR 107): the pages Google's return leads to. /dental-jobs/login/google/
// signs in the linked account; /link/ proves the account of the Google address by its password
// (or emails a link); /confirm/ is that emailed link. Part of the public sign-in pages: no zod.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { SecondStepRequired } from '@chairside/domain/two-step';
import { useAuth } from '../../lib/auth-context';
import { apiRequest, ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { TextField } from '../../components/form/plain-fields';
import { plainCheck, usePlainForm } from '../../components/form/use-plain-form';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { AuthAlert, AuthCard } from './auth-card';
import { SecondStepForm } from './second-step-form';
import { DASHBOARD_PATH } from './login-page';

type Answer = { user: CurrentUser; authorization: string | null } | { challenge: string };

/** A call that signs in: the session, or the challenge of two-step sign-in (202). */
async function signingIn(path: string, body?: unknown): Promise<Answer> {
  const { data, response } = await apiRequest<CurrentUser | SecondStepRequired>(path, { method: 'POST', body: body ?? {}, auth: false });
  if (response.status === 202) return { challenge: (data as SecondStepRequired).challenge };
  return { user: data as CurrentUser, authorization: response.headers.get('authorization') };
}

function useSignedIn() {
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  return (authorization: string | null, user: CurrentUser) => {
    if (!acceptSession(authorization, user)) return 'Signing in did not work: the server sent no usable session. Please try again.';
    track(ANALYTICS_EVENTS.login, { method: 'google' });
    navigate(DASHBOARD_PATH, { replace: true });
  };
}

const meta = (title: string) => <PageMeta title={title} description="Sign in to Chairside with your Google account." canonicalPath="/dental-jobs/login/" />;

/** A page that makes one sign-in call when it opens, and then shows the second step or what went wrong. */
function SignInOnOpen({ title, path, body }: { title: string; path: string; body?: unknown }) {
  const signedIn = useSignedIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signingIn(path, body)
      .then((answer) => {
        if ('challenge' in answer) return setChallenge(answer.challenge);
        const failed = signedIn(answer.authorization, answer.user);
        if (failed) setProblem(failed);
      })
      .catch((error: unknown) => setProblem(error instanceof ApiError ? error.message : 'Signing in with Google did not work. Please try again.'));
  });
  return (
    <AuthCard title={title}>
      {meta(title)}
      {challenge ? <SecondStepForm challenge={challenge} onSignedIn={signedIn} onStartOver={() => setChallenge(null)} /> : null}
      {problem ? (
        <>
          <AuthAlert variant="danger">{problem}</AuthAlert>
          <p className="mb-0 text-center">
            <Link to="/dental-jobs/login/">Back to sign in</Link>
          </p>
        </>
      ) : null}
      {!challenge && !problem ? <p role="status">Signing you in…</p> : null}
    </AuthCard>
  );
}

/** /dental-jobs/login/google/: back from Google with a linked Google account. */
export function GoogleSignedInPage() {
  return <SignInOnOpen title="Signing In with Google" path="/auth/google/session" />;
}

/** /dental-jobs/login/google/confirm/?token=…: the emailed link that links Google. */
export function GoogleConfirmPage() {
  const [search] = useSearchParams();
  return <SignInOnOpen title="Linking Google" path="/auth/google/link-email/confirm" body={{ token: search.get('token') ?? '' }} />;
}

/** /dental-jobs/login/google/link/: an account uses the Google address; prove it to link Google. */
export function GoogleLinkPage() {
  const signedIn = useSignedIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [emailed, setEmailed] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const form = usePlainForm({
    initial: { password: '' },
    check: ({ password }) => plainCheck({ password }, { password: password ? '' : 'Enter your Chairside password.' }),
    send: async ({ password }) => {
      const answer = await signingIn('/auth/google/link', { password });
      if ('challenge' in answer) return void setChallenge(answer.challenge);
      return signedIn(answer.authorization, answer.user);
    },
  });
  const emailLink = async () => {
    setEmailProblem(null);
    try {
      const { data } = await apiRequest<{ message: string }>('/auth/google/link-email', { method: 'POST', body: {}, auth: false });
      setEmailed(data.message);
    } catch (error) {
      setEmailProblem(error instanceof ApiError ? error.message : 'The email could not be sent. Please try again.');
    }
  };
  const { submitting } = form;

  return (
    <AuthCard title="Link Your Google Account">
      {meta('Link Your Google Account')}
      {challenge ? <SecondStepForm challenge={challenge} onSignedIn={signedIn} onStartOver={() => setChallenge(null)} /> : null}
      <div hidden={challenge !== null}>
        <p>
          You already have a Chairside account with the email address of this Google account. Enter its password once to link Google: from then on, Sign in with
          Google takes you straight in.
        </p>
        {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
        <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Link Google with your password">
          <fieldset disabled={submitting}>
            <TextField id="google-link-password" label="Chairside password" type="password" autoComplete="current-password" {...form.field('password')} />
            <Button type="submit" variant="primary" className="w-100" size="lg">
              {submitting ? 'Linking…' : 'Link Google and Sign In'}
            </Button>
          </fieldset>
        </Form>
        <hr />
        {emailed ? <AuthAlert variant="success">{emailed}</AuthAlert> : null}
        {emailProblem ? <AuthAlert variant="danger">{emailProblem}</AuthAlert> : null}
        <p className="mb-2">Forgot your password, or signed up another way? We can email you a link instead.</p>
        <Button variant="outline-secondary" className="w-100" onClick={() => void emailLink()} disabled={emailed !== null}>
          Email Me a Link
        </Button>
        <p className="mt-3 mb-0 text-center">
          <Link to="/dental-jobs/login/">Back to sign in</Link>
        </p>
      </div>
    </AuthCard>
  );
}
