import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { organizationPath } from '@chairside/domain/job-directory-rules';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  ABOUT_MAX_LENGTH,
  ContactInfoInputSchema,
  EMP_TYPES,
  EMPLOYER_TECHNOLOGY_CATEGORIES,
  EmployerProfileInputSchema,
  type ContactInfo,
  type EmployerAccount,
  type EmployerProfile,
} from '@chairside/domain/employer-profile';
import { api, ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { FormErrorAlert } from '../../components/form-error-alert';
import { fieldErrorsFromIssues, focusFirstError, SelectField, TextField, type FieldErrors } from '../../components/form-field';
import { employerPath, messageOf, useProfileChanged } from './employer-api';

type Status = { saving: boolean; saved: string | null; alert: string | null; errors: FieldErrors };
const IDLE: Status = { saving: false, saved: null, alert: null, errors: {} };

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

/** One panel's save: the schema first, then the server (field messages beside the fields, the rest in an alert). */
function usePanelSave(fields: readonly string[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>(IDLE);
  // Typed and not yet saved: leaving the page asks first.
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  const fieldChanged = (field: string) => {
    setDirty(true);
    setStatus((current) => ({ ...current, saved: null, errors: Object.fromEntries(Object.entries(current.errors).filter(([key]) => key !== field)) }));
  };

  async function run<T>(parsed: Parsed<T>, send: (data: T) => Promise<void>, savedMessage: string) {
    if (status.saving) return;
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error.issues);
      setStatus({ ...IDLE, errors, alert: Object.keys(errors).length === 0 ? 'Please check the form.' : null });
      return focusFirstError(formRef.current, errors);
    }
    setStatus({ ...IDLE, saving: true });
    try {
      await send(parsed.data);
      setDirty(false);
      setStatus({ ...IDLE, saved: savedMessage });
    } catch (caught) {
      const known =
        caught instanceof ApiError ? Object.fromEntries(Object.entries(caught.fields).filter(([field]) => fields.includes(field.split('.')[0]))) : {};
      if (Object.keys(known).length > 0) {
        const errors = Object.fromEntries(Object.entries(known).map(([field, message]) => [field.split('.')[0], message]));
        setStatus({ ...IDLE, errors });
        focusFirstError(formRef.current, errors);
      } else setStatus({ ...IDLE, alert: messageOf(caught) });
    }
  }

  return { formRef, status, run, fieldChanged };
}

export function ProfilePanel({ id, title, lead, children, actions }: { id: string; title: string; lead?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="app-panel employer-panel" id={id} aria-labelledby={`${id}-title`}>
      <div className="employer-panel__head">
        <div>
          <h2 className="employer-panel__title" id={`${id}-title`}>
            {title}
          </h2>
          {lead ? <p className="employer-panel__lead">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Feedback({ status }: { status: Status }) {
  return (
    <>
      {status.saved ? (
        <Alert variant="success" role="status" className="py-2">
          {status.saved}
        </Alert>
      ) : null}
      {status.alert ? <FormErrorAlert message={status.alert} className="py-2" /> : null}
    </>
  );
}

const EMP_TYPE_OPTIONS = Object.entries(EMP_TYPES).map(([value, label]) => ({ value, label }));

/** Practice name, employer type, about and technologies: PUT profile (the whole of it). */
export function PracticeForm({ profile }: { profile: EmployerProfile }) {
  const { reloadUser } = useAuth();
  const changed = useProfileChanged(profile.username);
  const [practiceName, setPracticeName] = useState(profile.practiceName);
  const [empType, setEmpType] = useState(profile.empType ?? '');
  const [about, setAbout] = useState(profile.about ?? '');
  const [technologies, setTechnologies] = useState<string[]>(profile.technologies);
  const { formRef, status, run, fieldChanged } = usePanelSave(['practiceName', 'empType', 'about', 'technologies']);

  const toggle = (name: string, on: boolean) => {
    setTechnologies((current) => (on ? [...current, name] : current.filter((other) => other !== name)));
    fieldChanged('technologies');
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      EmployerProfileInputSchema.safeParse({ practiceName, about, empType: empType === '' ? null : empType, technologies }),
      async (data) => {
        const saved = await api.put<EmployerProfile>(employerPath(profile.username, 'profile'), data);
        setTechnologies(saved.technologies);
        changed((current) => ({ ...current, ...saved, offices: current.offices }));
        if (saved.practiceName !== profile.practiceName) void reloadUser(); // the header shows it
      },
      'Your practice details are saved.',
    );
  }

  return (
    <ProfilePanel id="practice" title="Your practice" lead="What candidates read about you: who you are, what kind of practice, and the technology you use.">
      <Feedback status={status} />
      <Form ref={formRef} noValidate onSubmit={submit}>
        <fieldset disabled={status.saving}>
          <div className="employer-form__grid">
            <TextField
              id="practice-name"
              name="practiceName"
              label="Practice name"
              value={practiceName}
              onValueChange={(value) => {
                setPracticeName(value);
                fieldChanged('practiceName');
              }}
              error={status.errors.practiceName}
              maxLength={150}
              required
            />
            <SelectField
              id="practice-emp-type"
              name="empType"
              label="Employer type"
              value={empType}
              onValueChange={(value) => {
                setEmpType(value);
                fieldChanged('empType');
              }}
              options={EMP_TYPE_OPTIONS}
              placeholder="Choose…"
              error={status.errors.empType}
            />
          </div>
          <Form.Group className="mb-3" controlId="practice-about">
            <Form.Label>About the practice</Form.Label>
            <Form.Control
              as="textarea"
              name="about"
              rows={5}
              maxLength={ABOUT_MAX_LENGTH}
              value={about}
              onChange={(event) => {
                setAbout(event.target.value);
                fieldChanged('about');
              }}
              isInvalid={Boolean(status.errors.about)}
              aria-describedby="practice-about-hint"
            />
            <Form.Text id="practice-about-hint">
              Your team, your patients, what a day looks like. {about.length} / {ABOUT_MAX_LENGTH}
            </Form.Text>
            {status.errors.about ? <Form.Control.Feedback type="invalid">{status.errors.about}</Form.Control.Feedback> : null}
          </Form.Group>
          <fieldset className="mb-3" aria-describedby={status.errors.technologies ? 'practice-technologies-error' : undefined}>
            <legend className="form-label fs-6 fw-semibold mb-2">Technologies</legend>
            <div className="technology-groups">
              {Object.entries(EMPLOYER_TECHNOLOGY_CATEGORIES).map(([category, names]) => (
                <fieldset key={category} className="technology-group">
                  <legend className="technology-group__title">{category}</legend>
                  {names.map((name) => (
                    <Form.Check
                      key={name}
                      type="checkbox"
                      id={`technology-${name.replace(/\W+/g, '-')}`}
                      name="technologies"
                      label={name}
                      checked={technologies.includes(name)}
                      onChange={(event) => toggle(name, event.target.checked)}
                    />
                  ))}
                </fieldset>
              ))}
            </div>
            {status.errors.technologies ? (
              <p className="invalid-feedback d-block" id="practice-technologies-error">
                {status.errors.technologies}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" variant="primary">
            {status.saving ? 'Saving…' : 'Save Practice Details'}
          </Button>
        </fieldset>
      </Form>
    </ProfilePanel>
  );
}

/** Contact info never saved (every field empty): what the practice gave at sign-up. */
export function contactInfoDraft(profile: ContactInfo, signUp: Pick<EmployerAccount, 'name' | 'email' | 'phone'> | null): Record<keyof ContactInfo, string> & { fromSignUp: boolean } {
  const neverSaved = !profile.contactName && !profile.contactEmail && !profile.contactPhone && !profile.website;
  if (neverSaved && signUp) return { contactName: signUp.name, contactEmail: signUp.email, contactPhone: signUp.phone, website: '', fromSignUp: true };
  return { contactName: profile.contactName ?? '', contactEmail: profile.contactEmail ?? '', contactPhone: profile.contactPhone ?? '', website: profile.website ?? '', fromSignUp: false };
}

/** Who candidates should reach: PUT contact-info (every field; blank clears). Never saved: filled in from sign-up, to check and save. */
export function ContactInfoForm({ profile, signUp }: { profile: EmployerProfile; signUp: EmployerAccount | null }) {
  const changed = useProfileChanged(profile.username);
  const [{ fromSignUp, ...draft }] = useState(() => contactInfoDraft(profile, signUp));
  const [values, setValues] = useState<Record<keyof ContactInfo, string>>(draft);
  const [unsaved, setUnsaved] = useState(fromSignUp);
  const { formRef, status, run, fieldChanged } = usePanelSave(['contactName', 'contactEmail', 'contactPhone', 'website']);
  const set = (field: keyof ContactInfo) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fieldChanged(field);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      ContactInfoInputSchema.safeParse(values),
      async (data) => {
        const saved = await api.put<ContactInfo>(employerPath(profile.username, 'contact-info'), data);
        setValues({ contactName: saved.contactName ?? '', contactEmail: saved.contactEmail ?? '', contactPhone: saved.contactPhone ?? '', website: saved.website ?? '' });
        setUnsaved(false);
        changed((current) => ({ ...current, ...saved }));
      },
      'Your contact info is saved.',
    );
  }

  return (
    <ProfilePanel id="contact-info" title="Contact info" lead="The person candidates should reach about your postings.">
      <Feedback status={status} />
      {unsaved ? (
        <Alert variant="info" className="py-2">
          Filled in from your sign-up. Check them and save to show them to candidates.
        </Alert>
      ) : null}
      <Form ref={formRef} noValidate onSubmit={submit}>
        <fieldset disabled={status.saving}>
          <div className="employer-form__grid">
            <TextField id="contact-name" name="contactName" label="Contact name" value={values.contactName} onValueChange={set('contactName')} error={status.errors.contactName} maxLength={100} autoComplete="name" />
            <TextField id="contact-email" name="contactEmail" label="Contact email" type="email" value={values.contactEmail} onValueChange={set('contactEmail')} error={status.errors.contactEmail} autoComplete="email" />
            <TextField id="contact-phone" name="contactPhone" label="Contact phone" type="tel" value={values.contactPhone} onValueChange={set('contactPhone')} error={status.errors.contactPhone} autoComplete="tel" />
            <TextField id="contact-website" name="website" label="Website" type="url" value={values.website} onValueChange={set('website')} error={status.errors.website} hint="For example www.yourpractice.com" autoComplete="url" />
          </div>
          <Button type="submit" variant="primary">
            {status.saving ? 'Saving…' : 'Save Contact Info'}
          </Button>
        </fieldset>
      </Form>
    </ProfilePanel>
  );
}

/** PUT profile/public {state}: who may read the practice profile. */
export function PublicProfileToggle({ profile }: { profile: EmployerProfile }) {
  const changed = useProfileChanged(profile.username);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(state: boolean) {
    setBusy(true);
    setError(null);
    try {
      const saved = await api.put<{ isPublic: boolean }>(employerPath(profile.username, 'profile/public'), { state });
      changed((current) => ({ ...current, isPublic: saved.isPublic }));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfilePanel id="public-profile" title="Profile visibility">
      {error ? (
        <FormErrorAlert message={error} className="py-2" />
      ) : null}
      <Form.Check
        type="switch"
        id="employer-public"
        label="Public profile: job seekers can see your practice profile"
        checked={profile.isPublic}
        disabled={busy}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <p className="form-text mb-0">
        {profile.isPublic ? (
          <>
            Anyone can read your practice page: about, technologies, offices with hours and photos, and your open jobs. Your job pages link to
            it. <Link to={organizationPath(profile.username)}>See your practice page</Link>
          </>
        ) : (
          'Only you can see your practice page, and your job pages do not link to it. They still show your practice name unless a posting is confidential.'
        )}
      </p>
    </ProfilePanel>
  );
}
