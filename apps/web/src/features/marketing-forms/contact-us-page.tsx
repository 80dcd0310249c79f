import { useId, useState } from 'react';
import { EMAIL_PATTERN, LEAD_FORM_FAILURE, LEAD_LIMITS } from '@chairside/domain/marketing-forms';
import { PageMeta } from '../../lib/page-meta';
import { HoneypotField } from './honeypot-field';
import { sendContactMessage } from './marketing-forms-api';
import { useFormTicket } from './form-ticket';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { plainCheck, usePlainForm } from '../../components/form/use-plain-form';

type Field = 'name' | 'email' | 'message';
type Values = Record<Field, string>;

function check(values: Values) {
  const errors: Partial<Values> = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Enter a valid email address, like name@example.com.';
  if (!values.message.trim()) errors.message = 'Enter your message.';
  else if (values.message.length > LEAD_LIMITS.message) errors.message = `A message is at most ${LEAD_LIMITS.message} characters.`;
  return plainCheck({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() }, errors);
}

/** /dental-jobs/contact-us/: a message to the team (with the account when signed in). */
export function ContactUsPage() {
  const id = useId();
  const [honeypot, setHoneypot] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const ticket = useFormTicket();
  const form = usePlainForm({
    initial: { name: '', email: '', message: '' },
    check,
    failure: () => LEAD_FORM_FAILURE,
    send: async (message) => {
      const sent = await sendContactMessage({ ...message, formTicket: await ticket.get(), website: honeypot });
      setAnswer(sent.message);
      ticket.renew();
    },
  });
  const { errors, submitting } = form;

  const field = (name: Field, label: string, control: 'input' | 'textarea', props: { type?: string; autoComplete?: string } = {}) => {
    const controlId = `${id}-${name}`;
    const shared = {
      id: controlId,
      name,
      className: `form-control${errors[name] ? ' is-invalid' : ''}`,
      value: form.values[name],
      disabled: submitting,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${controlId}-error` : undefined,
      'aria-required': true,
      onChange: (event: { target: { value: string } }) => form.setValue(name)(event.target.value),
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
      {answer !== null ? (
        <p role="status" className="alert alert-success cs-contact-form">
          {answer}
        </p>
      ) : (
        <form
          ref={form.formRef}
          className="cs-contact-form position-relative"
          noValidate
          onSubmit={form.onSubmit}
          onFocus={ticket.start}
          aria-label="Contact us"
          aria-busy={submitting || undefined}
        >
          <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
          {field('name', 'Name', 'input', { autoComplete: 'name' })}
          {field('email', 'Email', 'input', { type: 'email', autoComplete: 'email' })}
          {field('message', 'Message', 'textarea')}
          {form.alert ? <PlainErrorAlert message={form.alert} /> : null}
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </div>
  );
}
