import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { SmsPhone } from '@chairside/domain/notice-preferences';
import { PhoneCodeInputSchema, PhoneNumberInputSchema, SMS_CODE_TTL_MINUTES, type PhoneCodeInput, type PhoneNumberInput } from '@chairside/domain/sms';
import { ApiError } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { usePhoneActions } from './notice-preferences-api';
import { failureMessage } from '../../components/form/errors';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

type FieldProps = { id: string; label: string; hint?: string; error?: string };

/** A label, the input (given), its hint and its error, tied together for screen readers. */
function describedBy({ id, hint, error }: FieldProps) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ id, hint, error }: FieldProps) {
  return (
    <>
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </>
  );
}

/** The mobile number form: a US number in any writing; the server texts a code to it. */
function NumberForm({ username, onSent, onCancel }: { username: string; onSent: () => void; onCancel?: () => void }) {
  const { add } = usePhoneActions(username);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PhoneNumberInput, unknown, { phone: string }>({ resolver: zodResolver(PhoneNumberInputSchema), defaultValues: { phone: '' } });
  const error = form.formState.errors.phone?.message;
  const field: FieldProps = {
    id: 'sms-phone',
    label: onCancel ? 'New mobile number' : 'Mobile number',
    hint: `A US mobile number. We text it a 6-digit code to check it is yours.${onCancel ? ' Texts stop until the new number is verified, and you choose them again for it.' : ''}`,
    error,
  };

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    setFailure(null);
    try {
      await add.mutateAsync(phone);
      onSent();
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.phone) form.setError('phone', { type: 'server', message: caught.fields.phone }, { shouldFocus: true });
      else setFailure(failureMessage(caught));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Add a mobile number" className="sms-phone-form">
      {failure ? <FormErrorAlert message={failure} /> : null}
      <Form.Group className="mb-2" controlId={field.id}>
        <Form.Label>{field.label}</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={40}
          placeholder="(512) 555-0142"
          {...form.register('phone')}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field)}
        />
        <FieldNotes {...field} />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending Code…' : 'Text Me a Code'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline-secondary" size="sm" onClick={onCancel}>
            Keep My Number
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The code form: the 6 digits texted to the number. */
function CodeForm({ username, phone, onVerified }: { username: string; phone: SmsPhone; onVerified: () => void }) {
  const { add, verify } = usePhoneActions(username);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const form = useForm<PhoneCodeInput, unknown, { code: string }>({ resolver: zodResolver(PhoneCodeInputSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  const field: FieldProps = { id: 'sms-code', label: 'Code from the text', hint: `It works for ${SMS_CODE_TTL_MINUTES} minutes.`, error };
  const { ref, ...code } = form.register('code');

  useEffect(() => input.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verify.mutateAsync(values.code);
      onVerified();
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.code) form.setError('code', { type: 'server', message: caught.fields.code }, { shouldFocus: true });
      else setFailure(failureMessage(caught));
    }
  });

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
    <Form noValidate onSubmit={onSubmit} aria-label="Verify your mobile number" className="sms-phone-form">
      <p className="mb-2">
        We texted a code to <strong>{phone.display}</strong>.
      </p>
      {resent ? (
        <p className="text-success small mb-2" role="status">
          A new code is on its way.
        </p>
      ) : null}
      {failure ? <FormErrorAlert message={failure} /> : null}
      <Form.Group className="mb-2" controlId={field.id}>
        <Form.Label>{field.label}</Form.Label>
        <Form.Control
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="sms-code-input"
          {...code}
          ref={(element: HTMLInputElement | null) => {
            ref(element);
            input.current = element;
          }}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field)}
        />
        <FieldNotes {...field} />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Verifying…' : 'Verify Number'}
        </Button>
        <Button type="button" variant="outline-secondary" size="sm" onClick={() => void sendAgain()} disabled={add.isPending}>
          {add.isPending ? 'Sending…' : 'Send a New Code'}
        </Button>
      </div>
    </Form>
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
