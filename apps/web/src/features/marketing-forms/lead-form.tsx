import { useId, useState } from 'react';
import {
  LEAD_FORM_FAILURE,
  LEAD_FORM_SUCCESS,
  LEAD_ROLES,
  LEAD_ROLE_CODES,
  checkLeadForm,
  visibleLeadFields,
  type LeadFormConfig,
  type LeadFormValues,
} from '@chairside/domain/marketing-forms';
import { POSITIONS, POSITION_CODES } from '@chairside/domain/positions';
import { generateLeadEvent } from '@chairside/domain/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { readUrlContext } from '../../lib/url-context';
import { HoneypotField } from './honeypot-field';
import { submitLead } from './marketing-forms-api';
import { useFormTicket } from './form-ticket';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { plainCheck, usePlainForm } from '../../components/form/use-plain-form';

type Field = keyof LeadFormValues;
const EMPTY: LeadFormValues = { name: '', leadEmail: '', role: '', roleOther: '', position: '', practiceName: '', phone: '', zip: '' };

/**
 * The spec's lead form (600px wide): name and email required; the role choice unless the page
 * fixes it; staff picks a position, other says what it is; practice name, phone and ZIP when the
 * page asks for them. States: idle, submitting (fields disabled), then the success or the error
 * message. UTM values of the visit go with it. Plain checks, no zod (public pages).
 */
export function LeadForm({ config, title, intro }: { config: LeadFormConfig; title: string; intro?: string }) {
  const id = useId();
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState(false);
  const ticket = useFormTicket();
  const form = usePlainForm({
    initial: EMPTY,
    check: (values: LeadFormValues) => plainCheck(values, checkLeadForm(values, config)),
    // A field the server named goes under that field; anything else is the spec's message.
    failure: () => LEAD_FORM_FAILURE,
    send: async (values) => {
      const shownNow = visibleLeadFields(config, values.role);
      const utm = readUrlContext();
      await submitLead({
        formName: config.formName,
        name: values.name.trim(),
        leadEmail: values.leadEmail.trim(),
        role: config.fixedRole ?? values.role,
        ...(shownNow.position ? { position: values.position } : {}),
        ...(shownNow.roleOther ? { roleOther: values.roleOther.trim() } : {}),
        ...(shownNow.practiceName && values.practiceName.trim() ? { practiceName: values.practiceName.trim() } : {}),
        ...(shownNow.phone && values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(shownNow.zip && values.zip.trim() ? { zip: values.zip.trim() } : {}),
        leadSource: config.leadSource,
        ...(config.assetTitle ? { assetTitle: config.assetTitle } : {}),
        ...(utm.utm_source ? { utmSource: utm.utm_source } : {}),
        ...(utm.utm_medium ? { utmMedium: utm.utm_medium } : {}),
        ...(utm.utm_campaign ? { utmCampaign: utm.utm_campaign } : {}),
        ...(utm.utm_content ? { utmContent: utm.utm_content } : {}),
        pageUri: window.location.pathname,
        formTicket: await ticket.get(),
        website: honeypot,
      });
      setSent(true);
      trackEvent(generateLeadEvent(config));
      ticket.renew();
    },
  });
  const { values, errors, submitting } = form;
  const set = form.setValue;
  const shown = visibleLeadFields(config, values.role);

  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: Field) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const errorOf = (field: Field) =>
    errors[field] ? (
      <div id={`${fieldId(field)}-error`} className="invalid-feedback d-block">
        {errors[field]}
      </div>
    ) : null;
  const input = (field: Field, label: string, props: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'numeric' | 'tel' } = {}) => (
    <div className="mb-3">
      <label htmlFor={fieldId(field)} className="form-label">
        {label}
        {props.required ? null : <span className="text-body-secondary"> (optional)</span>}
      </label>
      <input
        id={fieldId(field)}
        name={field}
        type={props.type ?? 'text'}
        className={`form-control${errors[field] ? ' is-invalid' : ''}`}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        disabled={submitting}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        aria-required={props.required || undefined}
      />
      {errorOf(field)}
    </div>
  );

  if (sent)
    return (
      <section className="cs-lead-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p role="status" className="alert alert-success mb-0">
          {LEAD_FORM_SUCCESS}
        </p>
      </section>
    );

  return (
    <section className="cs-lead-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} onFocus={ticket.start} aria-busy={submitting || undefined}>
        <HoneypotField id={fieldId('website')} value={honeypot} onChange={setHoneypot} />
        {input('name', 'Name', { autoComplete: 'name', required: true })}
        {input('leadEmail', 'Email', { type: 'email', autoComplete: 'email', required: true })}
        {shown.role ? (
          <fieldset className="mb-3" aria-describedby={describedBy('role')}>
            <legend className="form-label fs-6">I am a…</legend>
            {LEAD_ROLE_CODES.map((code) => (
              <div className="form-check" key={code}>
                <input
                  className={`form-check-input${errors.role ? ' is-invalid' : ''}`}
                  type="radio"
                  name="role"
                  id={fieldId(`role-${code}`)}
                  value={code}
                  checked={values.role === code}
                  onChange={() => set('role')(code)}
                  disabled={submitting}
                />
                <label className="form-check-label" htmlFor={fieldId(`role-${code}`)}>
                  {LEAD_ROLES[code]}
                </label>
              </div>
            ))}
            {errorOf('role')}
          </fieldset>
        ) : null}
        {shown.position ? (
          <div className="mb-3">
            <label htmlFor={fieldId('position')} className="form-label">
              Position
            </label>
            <select
              id={fieldId('position')}
              name="position"
              className={`form-select${errors.position ? ' is-invalid' : ''}`}
              value={values.position}
              onChange={(event) => set('position')(event.target.value)}
              disabled={submitting}
              aria-invalid={errors.position ? true : undefined}
              aria-describedby={describedBy('position')}
              aria-required
            >
              <option value="">Choose your position</option>
              {POSITION_CODES.map((code) => (
                <option key={code} value={code}>
                  {POSITIONS[code]}
                </option>
              ))}
            </select>
            {errorOf('position')}
          </div>
        ) : null}
        {shown.roleOther ? input('roleOther', 'Please specify', { required: true }) : null}
        {shown.practiceName ? input('practiceName', 'Practice name', { autoComplete: 'organization' }) : null}
        {shown.phone ? input('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }) : null}
        {shown.zip ? input('zip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric' }) : null}
        {form.alert ? <PlainErrorAlert message={form.alert} /> : null}
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={submitting}>
          {submitting ? 'Sending…' : (config.submitLabel ?? 'Send')}
        </button>
      </form>
    </section>
  );
}
