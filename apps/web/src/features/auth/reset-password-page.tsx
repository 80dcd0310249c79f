import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { apiRequest } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { AuthAlert, AuthCard } from './auth-card';
import { checkPasswordReset } from './account-checks';
import { TextField } from '../../components/form/plain-fields';
import { usePlainForm } from '../../components/form/use-plain-form';

/** /dental-jobs/reset-password/?email=…: the emailed code and a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState(false);
  const form = usePlainForm({
    // The same on the server and at the first client render: both read the URL.
    initial: () => ({ email: searchParams.get('email')?.trim() ?? '', code: '', password: '' }),
    check: checkPasswordReset,
    send: async (data) => {
      await apiRequest('/auth/password', { method: 'POST', body: data, auth: false });
      setDone(true);
    },
  });

  const meta = <PageMeta title="Reset Your Password" noindex />;

  if (done) {
    return (
      <AuthCard title="Password Reset">
        {meta}
        <AuthAlert variant="success">Your password has been reset. Sign in with your new password.</AuthAlert>
        <Link to="/dental-jobs/login/" className="btn btn-primary btn-lg w-100">
          Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Your Password" lead="Enter the 6-digit code we emailed you and choose a new password.">
      {meta}
      {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label="Reset password">
        <fieldset disabled={form.submitting}>
          <TextField id="reset-email" label="Email" type="email" inputMode="email" autoComplete="username" {...form.field('email')} required />
          <TextField
            id="reset-code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            hint="The 6 digits from the email"
            {...form.field('code')}
            onValueChange={(value) => form.setValue('code')(value.replace(/\s+/g, ''))}
            required
          />
          <TextField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters"
            {...form.field('password')}
            required
          />
          <Button type="submit" variant="primary" size="lg" className="w-100">
            {form.submitting ? 'Resetting Password…' : 'Reset Password'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        No code, or it expired? <Link to="/dental-jobs/recover-password/">Send a new code</Link>
      </p>
    </AuthCard>
  );
}
