// The second step of two-step sign-in (ADR 105): the code from the authenticator app, or a
// recovery code for a lost phone. Part of the public sign-in page: no zod, kept small.
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { requestSecondStep } from '../../lib/auth-context';
import { TextField } from '../../components/form/plain-fields';
import { plainCheck, usePlainForm } from '../../components/form/use-plain-form';
import { AuthAlert } from './auth-card';
import { passkeyFailure, secondStepWithPasskey } from './passkey-ceremony';

const APP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Z2-7]{16}$/;
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

type Props = {
  challenge: string;
  /** The second steps the account has (ADR 106): the app's code, a passkey. */
  methods?: ('totp' | 'passkey')[];
  /** The session the code completed; a message when it cannot be used. */
  onSignedIn: (authorization: string | null, user: CurrentUser) => string | void;
  onStartOver: () => void;
};

export function SecondStepForm({ challenge, methods = ['totp'], onSignedIn, onStartOver }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyAlert, setPasskeyAlert] = useState<string | null>(null);
  const passkeyStep = async () => {
    setPasskeyBusy(true);
    setPasskeyAlert(null);
    try {
      const { user, authorization } = await secondStepWithPasskey(challenge);
      const problem = onSignedIn(authorization, user);
      if (problem) setPasskeyAlert(problem);
    } catch (caught) {
      setPasskeyAlert(passkeyFailure(caught));
    } finally {
      setPasskeyBusy(false);
    }
  };
  const withCode = methods.includes('totp');
  const form = usePlainForm({
    initial: { code: '' },
    check: ({ code }) => {
      const value = normalized(code);
      if (recovery)
        return plainCheck({ code: value }, { code: RECOVERY_CODE.test(value) ? '' : 'Enter one of your recovery codes, like ABCD-EFGH-JKLM-NOPQ.' });
      return plainCheck({ code: value }, { code: APP_CODE.test(value) ? '' : 'Enter the 6-digit code from your authenticator app.' });
    },
    send: async ({ code }) => {
      const { user, authorization } = await requestSecondStep(challenge, code);
      return onSignedIn(authorization, user);
    },
  });
  const { submitting } = form;
  // The code box takes the focus when the step appears and when the kind of code changes.
  useEffect(() => document.getElementById(recovery ? 'login-recovery-code' : 'login-code')?.focus(), [recovery]);
  const switchKind = () => {
    setRecovery((current) => !current);
    form.field('code').onValueChange('');
  };

  return (
    <>
      {methods.includes('passkey') ? (
        <>
          <p>{withCode ? 'Use your passkey, or enter a code below.' : 'Confirm it is you with your passkey.'}</p>
          {passkeyAlert ? <AuthAlert variant="danger">{passkeyAlert}</AuthAlert> : null}
          <Button variant={withCode ? 'outline-primary' : 'primary'} className="w-100 mb-3" size="lg" onClick={() => void passkeyStep()} disabled={passkeyBusy}>
            {passkeyBusy ? 'Waiting for Your Passkey…' : 'Use a Passkey'}
          </Button>
        </>
      ) : null}
      <p hidden={!withCode}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Chairside.'}
      </p>
      {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Two-step sign-in" hidden={!withCode}>
        <fieldset disabled={submitting}>
          {recovery ? (
            <TextField id="login-recovery-code" label="Recovery code" autoComplete="off" spellCheck={false} {...form.field('code')} />
          ) : (
            <TextField id="login-code" label="Authentication code" autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
          )}
          <Button type="submit" variant="primary" className="w-100" size="lg">
            {submitting ? 'Verifying…' : 'Verify and Sign In'}
          </Button>
        </fieldset>
      </Form>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button variant="link" className="p-0" onClick={switchKind} disabled={submitting} hidden={!withCode}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button variant="link" className="p-0" onClick={onStartOver} disabled={submitting}>
          Start over
        </Button>
      </div>
    </>
  );
}
