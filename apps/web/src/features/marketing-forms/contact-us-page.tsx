import { useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, LEAD_FORM_FAILURE, LEAD_LIMITS } from '@chairside/domain/marketing-forms';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { HoneypotField } from './honeypot-field';
import { sendContactMessage } from './marketing-forms-api';
import { useFormTicket } from './form-ticket';
import { PlainErrorAlert } from '../../components/plain-error-alert';

type Field = 'name' | 'email' | 'message';
const FIELDS: Field[] = ['name', 'email', 'message'];

function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Enter a valid email address, like name@example.com.';
  if (!values.message.trim()) errors.message = 'Enter your message.';
  else if (values.message.length > LEAD_LIMITS.message) errors.message = `A message is at most ${LEAD_LIMITS.message} characters.`;
  return errors;
}

/** /dental-jobs/contact-us/: a message to the team (with the account when signed in). */
export function ContactUsPage() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent' | 'error'>('idle');
  const [answer, setAnswer] = useState('');
  const ticket = useFormTicket();
  const submitting = status === 'submitting';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      const sent = await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        formTicket: await ticket.get(),
        website: honeypot,
      });
      setAnswer(sent.message);
      setStatus('sent');
      ticket.renew();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const named = FIELDS.filter((field) => fields[field]);
      if (named.length) {
        setErrors(Object.fromEntries(named.map((field) => [field, fields[field]])));
        setStatus('idle');
      } else setStatus('error');
    }
  };

  const field = (name: Field, label: string, control: 'input' | 'textarea', props: { type?: string; autoComplete?: string } = {}) => {
    const controlId = `${id}-${name}`;
    const shared = {
      id: controlId,
      name,
      className: `form-control${errors[name] ? ' is-invalid' : ''}`,
      value: values[name],
      disabled: submitting,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${controlId}-error` : undefined,
      'aria-required': true,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
    return (
      <div className="mb-3">
        <label htmlFor={controlId} className="form-label">
          {label}
        </label>
        {control === 'textarea' ? (
          <textarea {...shared} rows={6} maxLength={LEAD_LIMITS.message} />
        ) : (
          <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete} />
        )}
        {errors[name] ? (
          <div id={`${controlId}-error`} className="invalid-feedback d-block">
            {errors[name]}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <div className="container-xl cs-marketing-hero">
      <PageMeta
        title="Contact Us"
        description="Questions, feedback or help with your account: get in touch with the Chairside team."
        canonicalPath="/dental-jobs/contact-us/"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Contact Chairside', url: '/dental-jobs/contact-us/' }}
      />
      <h1>Contact Us</h1>
      <p className="lead">
        Questions about a job, your account or hiring with Chairside? Send us a message and we will reply by email within one business day.
      </p>
      {status === 'sent' ? (
        <p role="status" className="alert alert-success cs-contact-form">
          {answer}
        </p>
      ) : (
        <form
          ref={formRef}
          className="cs-contact-form position-relative"
          noValidate
          onSubmit={onSubmit}
          onFocus={ticket.start}
          aria-label="Contact us"
          aria-busy={submitting || undefined}
        >
          <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
          {field('name', 'Name', 'input', { autoComplete: 'name' })}
          {field('email', 'Email', 'input', { type: 'email', autoComplete: 'email' })}
          {field('message', 'Message', 'textarea')}
          {status === 'error' ? <PlainErrorAlert message={LEAD_FORM_FAILURE} /> : null}
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </div>
  );
}
