// Setting up two-step sign-in while signing in (ADR 105): an administrator without it scans the QR
// code (or types the key), confirms with the app's first code, saves the recovery codes shown once
// and continues into the session; or makes a passkey instead (ADR 128), which signs them in at once.
// Part of the public sign-in page: no zod, kept small.
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { SetupAtSignInDone, TotpSetup } from '@chairside/domain/two-step';
import { apiRequest } from '../../lib/api-client';
import { TextField } from '../../components/form/plain-fields';
import { plainCheck, usePlainForm } from '../../components/form/use-plain-form';
import { failureMessage } from '../../components/form/errors';
import { AuthAlert } from './auth-card';
import { passkeyFailure, passkeysSupported, setUpWithPasskey } from './passkey-ceremony';

const APP_CODE = /^\d{6}$/;
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Props = {
  challenge: string;
  /** The session the setup started; a message when it cannot be used. */
  onSignedIn: (authorization: string | null, user: CurrentUser) => string | void;
  onStartOver: () => void;
};

/** Instead of the app: a passkey made by this device, named to tell it apart later. */
function PasskeyInstead({ challenge, onSignedIn }: Pick<Props, 'challenge' | 'onSignedIn'>) {
  const form = usePlainForm({
    initial: { name: '' },
    check: ({ name }) => plainCheck({ name: name.trim() }, { name: name.trim() ? '' : 'Give the passkey a name, such as the device it is on.' }),
    serverFields: [],
    failure: passkeyFailure,
    send: async ({ name }) => {
      const { user, authorization } = await setUpWithPasskey(challenge, name);
      return onSignedIn(authorization, user);
    },
  });
  return (
    <section aria-labelledby="login-setup-passkey-title" className="mt-4">
      <h2 className="h6" id="login-setup-passkey-title">
        Or use a passkey instead
      </h2>
      <p>Your fingerprint, face or device PIN, or a security key, as your second step.</p>
      {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Set up a passkey">
        <fieldset disabled={form.submitting}>
          <TextField id="login-setup-passkey-name" label="Passkey name" autoComplete="off" {...form.field('name')} />
          <Button type="submit" variant="outline-primary" className="w-100">
            {form.submitting ? 'Waiting for Your Device…' : 'Create Passkey and Sign In'}
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}

/** The recovery codes, shown once, before going on into the session. */
function RecoveryCodesToSave({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const text = `Chairside recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div data-testid="recovery-codes">
      <Alert variant="warning">
        Two-step sign-in is on. Save these recovery codes somewhere safe: if you lose your phone, each code signs you in once. They are shown only now.
      </Alert>
      <ol>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-outline-secondary" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="chairside-recovery-codes.txt">
          Download codes
        </a>
        <Button variant="primary" onClick={onContinue}>
          I saved my codes, continue
        </Button>
      </div>
    </div>
  );
}

export function SetupAtSignInForm({ challenge, onSignedIn, onStartOver }: Props) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ answer: SetupAtSignInDone; authorization: string | null } | null>(null);
  const [continueFailure, setContinueFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    apiRequest<TotpSetup>('/auth/login/setup', { method: 'POST', body: { challenge }, auth: false })
      .then(({ data }) => current && setSetup(data))
      .catch((caught: unknown) => current && setLoadFailure(failureMessage(caught, 'Setting up did not work. Please start over.')));
    return () => {
      current = false;
    };
  }, [challenge]);

  const form = usePlainForm({
    initial: { code: '' },
    check: ({ code }) => {
      const value = normalized(code);
      return plainCheck({ code: value }, { code: APP_CODE.test(value) ? '' : 'Enter the 6-digit code from your authenticator app.' });
    },
    send: async ({ code }) => {
      const { data, response } = await apiRequest<SetupAtSignInDone>('/auth/login/setup/confirm', {
        method: 'POST',
        body: { challenge, code },
        auth: false,
      });
      setDone({ answer: data, authorization: response.headers.get('authorization') });
    },
  });
  const { submitting } = form;
  useEffect(() => {
    if (setup) document.getElementById('login-setup-code')?.focus();
  }, [setup]);

  if (done)
    return (
      <>
        {continueFailure ? <AuthAlert variant="danger">{continueFailure}</AuthAlert> : null}
        <RecoveryCodesToSave
          codes={done.answer.recoveryCodes}
          onContinue={() => setContinueFailure(onSignedIn(done.authorization, done.answer.user) || null)}
        />
      </>
    );

  return (
    <>
      <p>Administrators sign in with two-step sign-in. Set it up now to continue:</p>
      {loadFailure ? <AuthAlert variant="danger">{loadFailure}</AuthAlert> : null}
      {setup ? (
        <>
          <ol>
            <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).</li>
            <li>Scan this QR code, or enter the key below by hand.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <img src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`} alt="QR code for your authenticator app" width={180} height={180} />
          <p>
            Key: <code data-testid="totp-key">{grouped(setup.secret)}</code>
          </p>
          {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
          <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Set up two-step sign-in">
            <fieldset disabled={submitting}>
              <TextField id="login-setup-code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
              <Button type="submit" variant="primary" className="w-100" size="lg">
                {submitting ? 'Turning On…' : 'Turn On and Sign In'}
              </Button>
            </fieldset>
          </Form>
        </>
      ) : null}
      {passkeysSupported() ? <PasskeyInstead challenge={challenge} onSignedIn={onSignedIn} /> : null}
      <Button variant="link" className="p-0 mt-3" onClick={onStartOver} disabled={submitting}>
        Start over
      </Button>
    </>
  );
}
