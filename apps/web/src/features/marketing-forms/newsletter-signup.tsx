import { useRef, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, LEAD_FORM_FAILURE } from '@chairside/domain/marketing-forms';
import { ApiError } from '../../lib/api-client';
import { trackEvent } from '../../lib/analytics';
import { HoneypotField } from './honeypot-field';
import { subscribeToNewsletter } from './marketing-forms-api';
import { useFormTicket } from './form-ticket';
import { useReadyMark } from '../../components/form/ready-mark';

/** The footer's 'Stay In-The-Know': subscribes with double opt-in (the confirmation link is emailed). */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'invalid' | 'sent' | 'error'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useReadyMark(formRef);
  // On every page's footer: the ticket is fetched once the form is in view, not with every page.
  const ticket = useFormTicket(formRef);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: an address typed before the page finished loading is not in state yet.
    const address = String(new FormData(event.currentTarget).get('email') ?? email).trim();
    if (!EMAIL_PATTERN.test(address)) {
      setOutcome({ kind: 'invalid', text: 'Enter a valid email address, like name@example.com.' });
      return;
    }
    setSubmitting(true);
    try {
      const answer = await subscribeToNewsletter({ email: address, formTicket: await ticket.get(), website: honeypot });
      setOutcome({ kind: 'sent', text: answer.message });
      // The event's builder loads when it is needed: this form is on every page.
      void import('@chairside/domain/analytics-events').then(({ generateLeadEvent }) =>
        trackEvent(generateLeadEvent({ formName: 'newsletter', leadSource: 'footer' })),
      );
      setEmail('');
      ticket.renew();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.email : undefined;
      setOutcome(field ? { kind: 'invalid', text: field } : { kind: 'error', text: LEAD_FORM_FAILURE });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="cs-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="cs-footer__heading">
        Stay In-The-Know
      </h2>
      <p className="cs-newsletter__intro">Dental job market news, salary data and hiring tips in your inbox.</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onFocus={ticket.start}
        aria-label="Newsletter sign-up"
        aria-busy={submitting || undefined}
        className="position-relative"
      >
        <HoneypotField id="newsletter-website" value={honeypot} onChange={setHoneypot} />
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <div className="cs-newsletter__row">
          <input
            id="newsletter-email"
            type="email"
            name="email"
            className="form-control"
            placeholder="Your email address"
            autoComplete="email"
            value={email}
            disabled={submitting}
            onChange={(event) => {
              setEmail(event.target.value);
              setOutcome(null);
            }}
            aria-invalid={outcome?.kind === 'invalid' || undefined}
            aria-describedby="newsletter-message"
          />
          <button type="submit" className="btn cs-btn-accent" disabled={submitting}>
            {submitting ? 'Subscribing…' : 'Subscribe Now'}
          </button>
        </div>
        <p id="newsletter-message" role="status" className={`cs-newsletter__message${outcome && outcome.kind !== 'sent' ? ' is-invalid' : ''}`}>
          {outcome?.text}
        </p>
      </form>
    </section>
  );
}
