import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { SmsPhone } from '@chairside/domain/notice-preferences';
import { PhoneCodeInputSchema, PhoneNumberInputSchema, SMS_CODE_TTL_MINUTES } from '@chairside/domain/sms';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { usePhoneActions } from './notice-preferences-api';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The mobile number form: a US number in any writing; the server texts a code to it. */
function NumberForm({ username, onSent, onCancel }: { username: string; onSent: () => void; onCancel?: () => void }) {
  const { add } = usePhoneActions(username);
  const form = useAppForm({
    schema: PhoneNumberInputSchema,
    defaultValues: { phone: '' },
    onSubmit: async ({ phone }) => {
      await add.mutateAsync(phone);
      onSent();
    },
    guardUnsaved: false,
  });

  return (
    <AppForm form={form} feedback="none" aria-label="Add a mobile number" className="sms-phone-form">
      <FormFeedback saved={null} failure={form.failure} className="" />
      <TextInput
        id="sms-phone"
        name="phone"
        label={onCancel ? 'New mobile number' : 'Mobile number'}
        hint={`A US mobile number. We text it a 6-digit code to check it is yours.${onCancel ? ' Texts stop until the new number is verified, and you choose them again for it.' : ''}`}
        className="mb-2"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={40}
        placeholder="(512) 555-0142"
      />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Sending Code…" size="sm">
          Text Me a Code
        </SubmitButton>
        {onCancel ? (
          <Button type="button" variant="outline-secondary" size="sm" onClick={onCancel}>
            Keep My Number
          </Button>
        ) : null}
      </div>
    </AppForm>
  );
}

/** The code form: the 6 digits texted to the number. */
function CodeForm({ username, phone, onVerified }: { username: string; phone: SmsPhone; onVerified: () => void }) {
  const { add, verify } = usePhoneActions(username);
  const [resent, setResent] = useState(false);
  const form = useAppForm({
    schema: PhoneCodeInputSchema,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => {
      await verify.mutateAsync(code);
      onVerified();
    },
    guardUnsaved: false,
  });
  const { setFocus, setFailure } = form;

  useEffect(() => setFocus('code'), [setFocus]);

  async function sendAgain() {
    setFailure(null);
    setResent(false);
    try {
      await add.mutateAsync(phone.number);
      form.reset({ code: '' });
      setResent(true);
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  }

  return (
    <AppForm form={form} feedback="none" aria-label="Verify your mobile number" className="sms-phone-form">
      <p className="mb-2">
        We texted a code to <strong>{phone.display}</strong>.
      </p>
      {resent ? (
        <p className="text-success small mb-2" role="status">
          A new code is on its way.
        </p>
      ) : null}
      <FormFeedback saved={null} failure={form.failure} className="" />
      <TextInput
        id="sms-code"
        name="code"
        label="Code from the text"
        hint={`It works for ${SMS_CODE_TTL_MINUTES} minutes.`}
        className="mb-2"
        controlClassName="sms-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Verifying…" size="sm">
          Verify Number
        </SubmitButton>
        <Button type="button" variant="outline-secondary" size="sm" onClick={() => void sendAgain()} disabled={add.isPending}>
          {add.isPending ? 'Sending…' : 'Send a New Code'}
        </Button>
      </div>
    </AppForm>
  );
}

/**
 * The person's mobile number for texts: add it, enter the texted code, change or remove it. A
 * number that replied STOP is said so, with how to get texts again. A delegated session sees the
 * number but cannot change it (the owner agrees to texts).
 */
export function PhoneNumberSection({ username, phone, delegated }: { username: string; phone: SmsPhone | null; delegated: boolean }) {
  const { remove } = usePhoneActions(username);
  const [changing, setChanging] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function removeNumber() {
    setFailure(null);
    try {
      await remove.mutateAsync();
      setStatus('Your number is removed. We send you no texts.');
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  }

  const numberLine = phone ? (
    <p className="mb-2 d-flex flex-wrap align-items-center gap-2">
      <span>
        Texts go to <strong>{phone.display}</strong>
      </span>
      {phone.verified ? <Badge bg="success">Verified</Badge> : <Badge bg="secondary">Not verified</Badge>}
    </p>
  ) : null;

  return (
    <div className="sms-phone" aria-labelledby="sms-phone-title" role="group">
      <h3 className="h6 fw-bold" id="sms-phone-title">
        Mobile number for texts
      </h3>
      {status ? (
        <p className="text-success small mb-2" role="status">
          {status}
        </p>
      ) : null}
      {failure ? <FormErrorAlert message={failure} /> : null}
      {phone?.stoppedAt ? (
        <Alert variant="warning" className="small">
          {phone.display} replied STOP on {DAY.format(new Date(phone.stoppedAt))}: we send it no texts. Reply START to one of our texts to get them again.
        </Alert>
      ) : null}
      {delegated ? (
        <>
          {numberLine ?? <p className="mb-2">No mobile number.</p>}
          <p className="text-body-secondary small mb-0">Only the account’s owner can add a number or agree to texts.</p>
        </>
      ) : !phone || changing ? (
        <>
          {changing ? numberLine : null}
          <NumberForm
            username={username}
            onSent={() => {
              setChanging(false);
              setStatus(null);
            }}
            onCancel={changing ? () => setChanging(false) : undefined}
          />
        </>
      ) : !phone.verified ? (
        <>
          <CodeForm username={username} phone={phone} onVerified={() => setStatus(`${phone.display} is verified. You can now choose texts below.`)} />
          <Button variant="link" size="sm" className="px-0 mt-1" onClick={() => setChanging(true)}>
            Use another number
          </Button>
        </>
      ) : (
        <>
          {numberLine}
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" size="sm" onClick={() => setChanging(true)}>
              Change Number
            </Button>
            <Button variant="outline-danger" size="sm" onClick={() => void removeNumber()} disabled={remove.isPending}>
              {remove.isPending ? 'Removing…' : 'Remove Number'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
