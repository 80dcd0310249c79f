// The account step's sign-in form: an employer signs in and goes on to the payment.
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAuth, requestLogin } from '../../lib/auth-context';
import { shippingInfoEvent } from '@chairside/domain/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { failureMessage } from '../../components/form/errors';
import { TextField } from '../../components/form/plain-fields';
import { usePlainForm } from '../../components/form/use-plain-form';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { checkSignIn } from '../auth/public-api';
import { cartAnalytics, STEP_PATHS, useFunnel } from './funnel-context';

export function SignInForm() {
  const { acceptSession } = useAuth();
  const { cart } = useFunnel();
  const navigate = useNavigate();
  const form = usePlainForm({
    initial: { email: '', password: '' },
    check: checkSignIn,
    // A refused sign-in is about both boxes: the server's words go in the alert.
    serverFields: [],
    failure: (caught) => failureMessage(caught, 'Signing in did not work. Please try again.'),
    send: async ({ email, password }) => {
      const answer = await requestLogin(email, password);
      if (answer.secondStep) return 'This account uses two-step sign-in. Please sign in from the Sign In page, then come back to your cart.';
      const { user, authorization } = answer;
      if (user.role !== 'employer') return 'This is not an employer account. Job postings are bought with an employer account.';
      if (!acceptSession(authorization, user)) return 'Signing in did not work. Please try again.';
      trackEvent(shippingInfoEvent(cartAnalytics(cart), 'signed_in'));
      navigate(STEP_PATHS.payment);
    },
  });

  return (
    <section className="cart-panel" aria-labelledby="sign-in-title">
      <h2 className="cart-section-title" id="sign-in-title">
        Already a user? Sign in to continue
      </h2>
      {form.alert ? <PlainErrorAlert message={form.alert} /> : null}
      <Form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-label="Sign in to continue">
        <fieldset disabled={form.submitting}>
          <TextField id="checkout-login-email" label="Email" type="email" autoComplete="username" {...form.field('email')} />
          <TextField id="checkout-login-password" label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" variant="outline-primary" className="w-100">
            {form.submitting ? 'Signing In…' : 'Sign In and Continue'}
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}
