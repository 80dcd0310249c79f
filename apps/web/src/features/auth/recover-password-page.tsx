import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { apiRequest } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { AuthAlert, AuthCard } from './auth-card';
import { checkPasswordResetRequest } from './account-checks';
import { TextField } from '../../components/form/plain-fields';
import { usePlainForm } from '../../components/form/use-plain-form';

export const resetPasswordPathFor = (email: string) => `/dental-jobs/reset-password/?email=${encodeURIComponent(email)}`;

/** /dental-jobs/recover-password/: asks for a 6-digit reset code by email. */
export function RecoverPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = usePlainForm({
    initial: { email: '' },
    check: checkPasswordResetRequest,
    send: async (data) => {
      await apiRequest('/auth/password', { method: 'PUT', body: data, auth: false });
      setSentTo(data.email);
    },
  });

  const meta = (
    <PageMeta
      title="Recover Your Password"
      description="Forgot your Chairside password? Get a code by email and choose a new one."
      canonicalPath="/dental-jobs/recover-password/"
    />
  );

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email">
        {meta}
        <AuthAlert variant="success">If an account exists for {sentTo}, we sent a 6-digit code to it.</AuthAlert>
        <p>The code works for 30 minutes. Enter it with a new password on the next page.</p>
        <Link to={resetPasswordPathFor(sentTo)} className="btn btn-primary btn-lg w-100">
          Enter the code
        </Link>
        <p className="mt-3 mb-0 text-center small">
          No email after a few minutes? Check your spam folder, or{' '}
          <Button variant="link" className="btn-inline-link" onClick={() => setSentTo(null)}>
            try another email address
          </Button>
          .
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Recover Your Password" lead="Enter the email address of your account and we will send you a 6-digit code to reset your password.">
      {meta}
      {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Recover password">
        <fieldset disabled={form.submitting}>
          <TextField id="recover-email" label="Email" type="email" inputMode="email" autoComplete="email" {...form.field('email')} required />
          <Button type="submit" variant="primary" size="lg" className="w-100">
            {form.submitting ? 'Sending Code…' : 'Send Code'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-3 mb-0 text-center">
        <Link to="/dental-jobs/login/">Back to Sign In</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/dental-jobs/reset-password/">I already have a code</Link>
      </p>
    </AuthCard>
  );
}
