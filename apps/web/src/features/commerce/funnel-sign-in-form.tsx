// The account step's sign-in form: an employer signs in and goes on to the payment.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAuth, requestLogin } from '../../lib/auth-context';
import { shippingInfoEvent } from '@chairside/domain/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { checkEmail } from '../auth/public-api';
import { cartAnalytics, STEP_PATHS, useFunnel } from './funnel-context';

export function SignInForm() {
  const { acceptSession } = useAuth();
  const { cart } = useFunnel();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if ('error' in checkEmail(email)) found.email = 'Enter a valid email address.';
    if (!password) found.password = 'Enter your password.';
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setBusy(true);
    try {
      const { user, authorization } = await requestLogin(email, password);
      if (user.role !== 'employer') {
        setAlert('This is not an employer account. Job postings are bought with an employer account.');
        setBusy(false);
        return;
      }
      if (!acceptSession(authorization, user)) throw new Error('no session');
      trackEvent(shippingInfoEvent(cartAnalytics(cart), 'signed_in'));
      navigate(STEP_PATHS.payment);
    } catch (caught) {
      setAlert(caught instanceof ApiError ? caught.message : 'Signing in did not work. Please try again.');
      setBusy(false);
    }
  }

  return (
    <section className="cart-panel" aria-labelledby="sign-in-title">
      <h2 className="cart-section-title" id="sign-in-title">
        Already a user? Sign in to continue
      </h2>
      {alert ? <PlainErrorAlert message={alert} /> : null}
      <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in to continue">
        <fieldset disabled={busy}>
          <TextField
            id="checkout-login-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={setEmail}
            error={errors.email}
          />
          <TextField
            id="checkout-login-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={errors.password}
          />
          <Button type="submit" variant="outline-primary" className="w-100">
            {busy ? 'Signing In…' : 'Sign In and Continue'}
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}
