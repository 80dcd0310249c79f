// Two-step sign-in in the settings (ADR 105): set up an authenticator app (QR code or the key typed
// in, confirmed by a first code), the recovery codes shown once (copy or download), how many are
// left and replacing them, and turning it off.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ConfirmTotpSchema, DisableTwoStepSchema, StepUpSchema, type RecoveryCodes, type TotpSetup, type TwoStepStatus } from '@chairside/domain/two-step';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageLoading } from '../../components/page-loading';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { SettingsPanel } from './settings-panel';

const PANEL_ID = 'settings-two-step';
/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The recovery codes, shown once: copy them or download them as a text file. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Chairside recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied('Copied.'))
      .catch(() => setCopied('Copying did not work: select the codes and copy them yourself.'));
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div data-testid="recovery-codes">
      <Alert variant="warning">Save these recovery codes somewhere safe. If you lose your phone, each code signs you in once. They are shown only now.</Alert>
      <ol className="two-step__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={copy}>
          Copy codes
        </Button>
        <a className="btn btn-outline-secondary" href={download} download="chairside-recovery-codes.txt">
          Download codes
        </a>
        <Button variant="primary" onClick={onDone}>
          I saved my codes
        </Button>
      </div>
      <p role="status" className="mt-2 mb-0 small">
        {copied}
      </p>
    </div>
  );
}

/** The QR code and key of a new secret, and the first code that turns two-step sign-in on. */
function SetupSteps({
  username,
  setup,
  onConfirmed,
  onCancel,
}: {
  username: string;
  setup: TotpSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useAppForm({
    schema: ConfirmTotpSchema,
    defaultValues: { code: '' },
    guardUnsaved: false,
    onSubmit: async (body) => onConfirmed((await api.post<RecoveryCodes>(`/users/${encodeURIComponent(username)}/two-step/confirm`, body)).recoveryCodes),
  });
  return (
    <div className="two-step__setup">
      <ol>
        <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img className="two-step__qr" src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`} alt="QR code for your authenticator app" width={180} height={180} />
      <p>
        Key: <code data-testid="totp-key">{grouped(setup.secret)}</code>
      </p>
      <AppForm form={form} aria-label="Confirm your authenticator app">
        <TextInput id="two-step-confirm-code" name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton busyLabel="Turning On…">Turn On</SubmitButton>
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </AppForm>
    </div>
  );
}

/** Turns two-step sign-in off: the current password and a code. */
function TurnOffForm({ username, onOff }: { username: string; onOff: () => void }) {
  const form = useAppForm({
    schema: DisableTwoStepSchema,
    defaultValues: { currentPassword: '', code: '' },
    guardUnsaved: false,
    onSubmit: async (body) => {
      await api.post<void>(`/users/${encodeURIComponent(username)}/two-step/off`, body);
      onOff();
    },
  });
  return (
    <AppForm form={form} aria-label="Turn off two-step sign-in">
      <TextInput id="two-step-off-password" name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <TextInput id="two-step-off-code" name="code" label="Code from the app, or a recovery code" autoComplete="one-time-code" spellCheck={false} />
      <SubmitButton busyLabel="Turning Off…" variant="outline-danger">
        Turn Off Two-Step Sign-In
      </SubmitButton>
    </AppForm>
  );
}

/** Replaces the recovery codes: a code (from the app or a recovery code), then the ten new ones, shown once. */
function ReplaceCodesForm({ username, onReplaced, onCancel }: { username: string; onReplaced: (codes: string[]) => void; onCancel: () => void }) {
  const form = useAppForm({
    schema: StepUpSchema,
    defaultValues: { code: '' },
    guardUnsaved: false,
    onSubmit: async (body) => onReplaced((await api.post<RecoveryCodes>(`/users/${encodeURIComponent(username)}/two-step/recovery-codes`, body)).recoveryCodes),
  });
  return (
    <AppForm form={form} aria-label="Replace recovery codes">
      <p className="small">Your current recovery codes stop working, and you get ten new ones.</p>
      <TextInput id="two-step-replace-code" name="code" label="Code from the app, or a recovery code" autoComplete="one-time-code" spellCheck={false} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Replacing…">Replace Recovery Codes</SubmitButton>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}

/** "3 recovery codes left", "1 recovery code left". */
const codesLeft = (left: number) => `${left} recovery ${left === 1 ? 'code' : 'codes'} left`;

/** What administrators are told: they need two-step sign-in (ADR 105). */
const ADMIN_NOTE = 'Administrators need two-step sign-in to sign in and to use the admin area.';
/** A practice requiring it of its team keeps it on its own sign-in too (ADR 119). */
const PRACTICE_NOTE = 'Your practice requires two-step sign-in of its team, so its own sign-in keeps it too.';

/** The "Two-step sign-in" settings panel. */
export function TwoStepPanel({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const key = ['two-step', username];
  const status = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<TwoStepStatus>(`/users/${encodeURIComponent(username)}/two-step`, signal) });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const requiredNote = useAuth().user?.role === 'employer' ? PRACTICE_NOTE : ADMIN_NOTE;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const start = async () => {
    setStarting(true);
    setStartFailure(null);
    try {
      setSetup(await api.post<TotpSetup>(`/users/${encodeURIComponent(username)}/two-step/setup`, {}));
    } catch (caught) {
      setStartFailure(failureMessage(caught, 'Setting up did not work. Please try again.'));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (codes) body = <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  else if (status.isPending) body = <PageLoading />;
  else if (status.isError) body = <FormErrorAlert message={failureMessage(status.error, 'Two-step sign-in could not be loaded. Please reload the page.')} />;
  else if (setup)
    body = (
      <SetupSteps
        username={username}
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          void reload();
        }}
      />
    );
  else if (status.data.enabled)
    body = (
      <>
        <p>
          <Badge bg="success">On</Badge> After your password, you enter a code from your authenticator app.
        </p>
        <p data-testid="recovery-codes-left" className={status.data.recoveryCodesLeft <= 2 ? 'text-danger' : undefined}>
          {codesLeft(status.data.recoveryCodesLeft)}
        </p>
        {replacing ? (
          <ReplaceCodesForm
            username={username}
            onCancel={() => setReplacing(false)}
            onReplaced={(recoveryCodes) => {
              setReplacing(false);
              setCodes(recoveryCodes);
              void reload();
            }}
          />
        ) : turningOff ? null : (
          <Button variant="outline-primary" className="me-2 mb-2" onClick={() => setReplacing(true)}>
            Replace Recovery Codes…
          </Button>
        )}
        {replacing ? null : turningOff ? (
          <TurnOffForm
            username={username}
            onOff={() => {
              setTurningOff(false);
              setSaid('Two-step sign-in is off.');
              void reload();
            }}
          />
        ) : status.data.requiredForRole ? (
          <Alert variant="info" className="mt-2">
            {requiredNote} It stays on; you can replace your recovery codes at any time.
          </Alert>
        ) : (
          <Button variant="outline-danger" onClick={() => setTurningOff(true)}>
            Turn Off…
          </Button>
        )}
      </>
    );
  else
    body = (
      <>
        <p>Protect your account with a code from an authenticator app on your phone, asked after your password.</p>
        {status.data.requiredForRole ? <Alert variant="info">{requiredNote}</Alert> : null}
        {startFailure ? <FormErrorAlert message={startFailure} /> : null}
        <Button variant="primary" onClick={() => void start()} disabled={starting}>
          {starting ? 'Setting Up…' : 'Set Up Two-Step Sign-In'}
        </Button>
      </>
    );

  return (
    <SettingsPanel title="Two-step sign-in" id={PANEL_ID}>
      {said ? (
        <p role="status" className="text-success">
          {said}
        </p>
      ) : null}
      {body}
    </SettingsPanel>
  );
}
