import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiError, apiRequest } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { AuthAlert, AuthCard } from './auth-card';
import { checkPasswordReset } from './account-checks';
import { type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';

type Values = { email: string; code: string; password: string };

/** /dental-jobs/reset-password/?email=…: the emailed code and a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  // The same on the server and at the first client render: both read the URL.
  const [values, setValues] = useState<Values>(() => ({ email: searchParams.get('email')?.trim() ?? '', code: '', password: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const checked = checkPasswordReset(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return focusFirstError(formRef.current, checked.errors);
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiRequest('/auth/password', { method: 'POST', body: checked.data, auth: false });
      setDone(true);
    } catch (caught) {
      if (!(caught instanceof ApiError)) return setAlert('Something went wrong. Please try again.');
      const known = Object.fromEntries(Object.entries(caught.fields).filter(([field]) => field in values));
      if (Object.keys(known).length > 0) {
        setErrors(known);
        focusFirstError(formRef.current, known);
      } else setAlert(caught.message);
    } finally {
      setSubmitting(false);
    }
  }

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
      {alert ? <AuthAlert variant="danger">{alert}</AuthAlert> : null}
      <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-label="Reset password">
        <fieldset disabled={submitting}>
          <TextField
            id="reset-email"
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
            required
          />
          <TextField
            id="reset-code"
            name="code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            hint="The 6 digits from the email"
            value={values.code}
            onValueChange={(value) => set('code')(value.replace(/\s+/g, ''))}
            error={errors.code}
            required
          />
          <TextField
            id="reset-password"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters"
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
            required
          />
          <Button type="submit" variant="primary" size="lg" className="w-100">
            {submitting ? 'Resetting Password…' : 'Reset Password'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        No code, or it expired? <Link to="/dental-jobs/recover-password/">Send a new code</Link>
      </p>
    </AuthCard>
  );
}
