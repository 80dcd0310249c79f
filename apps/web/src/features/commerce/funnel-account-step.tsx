// The funnel's account step: a visitor's new employer account (kept in memory until the payment), or signing in.
import { Navigate, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAuth } from '../../lib/auth-context';
import { shippingInfoEvent } from '@chairside/domain/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { PageLoading } from '../../components/page-loading';
import { TextField } from '../../components/form/plain-fields';
import { usePlainForm } from '../../components/form/use-plain-form';
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
  const form = usePlainForm({
    initial: () => account ?? { ...EMPTY_ACCOUNT, zip: /^\d{5}$/.test(place.zip) ? place.zip : '' },
    check: checkEmployerSignUp,
    send: async (checked) => {
      setAccount(checked);
      trackEvent(shippingInfoEvent(cartAnalytics(cart), 'new_account'));
      await navigate(STEP_PATHS.payment);
    },
  });
  const field = (name: keyof NewAccount) => ({ id: `account-${name}`, ...form.field(name) });

  return (
    <section className="cart-panel" aria-labelledby="new-account-title">
      <h2 className="cart-section-title" id="new-account-title">
        New to Chairside? Create your employer account
      </h2>
      <Form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-label="Create your employer account">
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
