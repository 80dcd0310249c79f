import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Icon } from '../../components/icon';
import { faBuilding } from '@fortawesome/free-solid-svg-icons/faBuilding';
import { faUserDoctor } from '@fortawesome/free-solid-svg-icons/faUserDoctor';
import type { CurrentUser, EmployerSignUpFields, StaffSignUpFields } from '@chairside/domain/accounts';
import { POSITION_CODES, POSITIONS } from '@chairside/domain/positions';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { AuthAlert, AuthCard } from './auth-card';
import { checkEmployerSignUp, checkStaffSignUp } from './account-checks';
import { SelectField, TextField } from '../../components/form/plain-fields';
import { usePlainForm, type PlainCheck } from '../../components/form/use-plain-form';
import { TermsNotice } from '../../components/terms-notice';
import { afterSignInPath } from './login-page';
import { withFromPath } from '../../lib/redirect-path';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { utmValues } from '../../lib/url-context';

type SignUpRole = 'staff' | 'employer';

const POSITION_OPTIONS = POSITION_CODES.map((code) => ({ value: code, label: POSITIONS[code] }));
const KIND_OPTIONS = [
  { value: 'staff', label: 'Jobseeker' },
  { value: 'student', label: 'Student' },
  { value: 'other', label: 'Other' },
] as const;

const PASSWORD_HINT = 'At least 8 characters';

/** /dental-jobs/register/ (a chooser), /dental-jobs/register/staff/ and /dental-jobs/register/employer/. */
export function RegisterPage({ role }: { role?: SignUpRole }) {
  if (role === 'staff') return <SignUpForm role="staff" />;
  if (role === 'employer') return <SignUpForm role="employer" />;
  return <RegisterChooser />;
}

function RegisterChooser() {
  // A visitor on their way somewhere (applying to a job) keeps going there after signing up.
  const { search } = useLocation();
  return (
    <AuthCard title="Create an Account" lead="Chairside is free for job seekers. Tell us which one you are." wide>
      <PageMeta
        title="Create an Account"
        description="Create a free Chairside account to find dental jobs near you, or to hire dental staff for your practice."
        canonicalPath="/dental-jobs/register/"
      />
      <div className="register-choices">
        <ChoiceCard to={withFromPath('/dental-jobs/register/staff/', search)} icon={<Icon icon={faUserDoctor} />} title="I'm looking for a job">
          Dentists, hygienists, assistants, front office, lab techs, reps and students.
        </ChoiceCard>
        <ChoiceCard to={withFromPath('/dental-jobs/register/employer/', search)} icon={<Icon icon={faBuilding} />} title="I'm hiring">
          Dental practices and organizations posting jobs and searching resumes.
        </ChoiceCard>
      </div>
      <p className="mt-4 mb-0 text-center">
        Already have an account? <Link to={withFromPath('/dental-jobs/login/', search)}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

function ChoiceCard({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    // Named by all it shows (title and text), so the name holds the visible label (WCAG 2.5.3).
    <Link to={to} className="register-choice card text-reset text-decoration-none">
      <span className="register-choice__icon">{icon}</span>
      <span className="register-choice__title">{title}</span>
      <span className="register-choice__text text-body-secondary">{children}</span>
    </Link>
  );
}

type FormValues = {
  name: string;
  email: string;
  password: string;
  zip: string;
  position: string;
  kind: string;
  practiceName: string;
  phone: string;
};

const EMPTY: FormValues = { name: '', email: '', password: '', zip: '', position: '', kind: 'staff', practiceName: '', phone: '' };

function SignUpForm({ role }: { role: SignUpRole }) {
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = usePlainForm({
    initial: EMPTY,
    check: (values: FormValues): PlainCheck<StaffSignUpFields | EmployerSignUpFields> =>
      role === 'staff' ? checkStaffSignUp(values) : checkEmployerSignUp(values),
    send: async (checked) => {
      const { data, response } = await apiRequest<CurrentUser>(role === 'staff' ? '/users/staff' : '/users/employers', {
        method: 'POST',
        body: { ...checked, ...utmValues() },
        auth: false,
      });
      if (!acceptSession(response.headers.get('authorization'), data)) {
        return 'Your account was created, but signing in did not work. Please sign in with your email and password.';
      }
      track(ANALYTICS_EVENTS.createAccount, { method: 'email', user_role: role === 'staff' ? 'job_seeker' : 'employer' });
      await navigate(afterSignInPath(search), { replace: true });
    },
  });
  const { values, errors } = form;
  const idPrefix = `register-${role}`;
  const fieldProps = (field: keyof FormValues) => ({ id: `${idPrefix}-${field}`, ...form.field(field) });

  const isStaff = role === 'staff';
  return (
    <AuthCard
      title={isStaff ? 'Create Your Job Seeker Account' : 'Create Your Employer Account'}
      lead={isStaff ? 'Find dental jobs near you and get hired faster.' : 'Post jobs and find great dental staff for your practice.'}
    >
      <PageMeta
        title={isStaff ? 'Create a Job Seeker Account' : 'Create an Employer Account'}
        description={
          isStaff
            ? 'Create a free Chairside account to search dental jobs, keep a resume and apply in a click.'
            : 'Create a Chairside employer account to post dental jobs, search resumes and message candidates.'
        }
        canonicalPath={isStaff ? '/dental-jobs/register/staff/' : '/dental-jobs/register/employer/'}
      />
      {form.alert ? <AuthAlert variant="danger">{form.alert}</AuthAlert> : null}
      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} aria-label={isStaff ? 'Job seeker sign-up' : 'Employer sign-up'}>
        <fieldset disabled={form.submitting}>
          <TextField {...fieldProps('name')} label="Your name" autoComplete="name" required />
          {!isStaff ? <TextField {...fieldProps('practiceName')} label="Practice name" autoComplete="organization" required /> : null}
          <TextField {...fieldProps('email')} label="Email" type="email" inputMode="email" autoComplete="email" required />
          <TextField {...fieldProps('password')} label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} required />
          {isStaff ? <SelectField {...fieldProps('position')} label="Position" options={POSITION_OPTIONS} placeholder="Choose your position" required /> : null}
          <TextField {...fieldProps('zip')} label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={5} required />
          {!isStaff ? <TextField {...fieldProps('phone')} label="Phone" type="tel" autoComplete="tel" required /> : null}
          {isStaff ? (
            <fieldset className="mb-3" aria-describedby={errors.kind ? `${idPrefix}-kind-error` : undefined}>
              <legend className="form-label fs-6 mb-2">I am a</legend>
              {KIND_OPTIONS.map((option) => (
                <Form.Check
                  key={option.value}
                  inline
                  type="radio"
                  id={`${idPrefix}-kind-${option.value}`}
                  name="kind"
                  value={option.value}
                  label={option.label}
                  checked={values.kind === option.value}
                  onChange={() => form.setValue('kind')(option.value)}
                  isInvalid={Boolean(errors.kind)}
                />
              ))}
              {errors.kind ? (
                <div className="invalid-feedback d-block" id={`${idPrefix}-kind-error`}>
                  {errors.kind}
                </div>
              ) : null}
            </fieldset>
          ) : null}
          <TermsNotice className="mb-3" />
          <Button type="submit" variant="primary" size="lg" className="w-100">
            {form.submitting ? 'Creating Account…' : 'Create Account'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-3 mb-0 text-center small">
        {isStaff ? (
          <>
            Hiring? <Link to={withFromPath('/dental-jobs/register/employer/', search)}>Create an employer account</Link>
          </>
        ) : (
          <>
            Looking for a job? <Link to={withFromPath('/dental-jobs/register/staff/', search)}>Create a job seeker account</Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}
