// The funnel's account step: a visitor's new employer account (kept in memory until the payment), or signing in.
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAuth } from '../../lib/auth-context';
import { shippingInfoEvent } from '@chairside/domain/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { PageLoading } from '../../components/page-loading';
import type { FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { TermsNotice } from '../../components/terms-notice';
import { checkEmployerSignUp } from '../auth/public-api';
import type { NewAccount } from './commerce-api';
import { cartAnalytics, STEP_PATHS, useFunnel } from './funnel-context';
import { FunnelPage } from './funnel-page';
import { SignInForm } from './funnel-sign-in-form';

const EMPTY_ACCOUNT: NewAccount = { name: '', practiceName: '', email: '', password: '', zip: '', phone: '' };

export function AccountStep() {
  const { status, isEmployer } = useAuth();
  const { employer } = useFunnel();
  if (status === 'loading') return <PageLoading />;
  if (employer) return <Navigate to={STEP_PATHS.payment} replace />;
  return (
    <FunnelPage step="account" title="Set Up Your Account" lead="Your account is where you post jobs, see applicants and find your receipts.">
      {status === 'signed-in' && !isEmployer ? (
        <div className="alert alert-info" role="status">
          You are signed in with an account that is not an employer account. Sign out, then create an employer account or sign in with one to buy job postings.
        </div>
      ) : (
        <div className="cart-account">
          <NewAccountForm />
          <SignInForm />
        </div>
      )}
    </FunnelPage>
  );
}

/** The visitor's employer account: checked here, kept in memory, created with the payment. */
function NewAccountForm() {
  const { account, setAccount, place, cart } = useFunnel();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<NewAccount>(() => account ?? { ...EMPTY_ACCOUNT, zip: /^\d{5}$/.test(place.zip) ? place.zip : '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof NewAccount) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const field = (name: keyof NewAccount) => ({ id: `account-${name}`, name, value: values[name], onValueChange: set(name), error: errors[name] });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkEmployerSignUp(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    setAccount(checked.data);
    trackEvent(shippingInfoEvent(cartAnalytics(cart), 'new_account'));
    navigate(STEP_PATHS.payment);
  }

  return (
    <section className="cart-panel" aria-labelledby="new-account-title">
      <h2 className="cart-section-title" id="new-account-title">
        New to Chairside? Create your employer account
      </h2>
      <Form ref={formRef} noValidate onSubmit={submit} aria-label="Create your employer account">
        <TextField {...field('name')} label="Your name" autoComplete="name" required />
        <TextField {...field('practiceName')} label="Practice name" autoComplete="organization" required />
        <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" required />
        <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters" required />
        <div className="card-form__pair">
          <TextField {...field('zip')} label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={5} required />
          <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" required />
        </div>
        <p className="form-text mb-1">Your account is created when your payment goes through.</p>
        <TermsNotice className="mb-3" />
        <Button type="submit" variant="primary" size="lg" className="w-100">
          Continue to Payment
        </Button>
      </Form>
    </section>
  );
}
