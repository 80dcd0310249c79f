import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { organizationPath } from '@chairside/domain/job-directory-rules';
import Alert from 'react-bootstrap/Alert';
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
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextArea, TextInput, useFieldError } from '../../components/form/fields';
import { blankAs } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { employerPath, useProfileChanged } from './employer-api';

export function ProfilePanel({
  id,
  title,
  lead,
  children,
  actions,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
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

const EMP_TYPE_OPTIONS = Object.entries(EMP_TYPES).map(([value, label]) => ({ value, label }));

/** The practice form's values: "Choose…" (an empty employer type) is sent as none. */
const PracticeFormSchema = EmployerProfileInputSchema.extend({
  empType: blankAs(null, EmployerProfileInputSchema.shape.empType),
});

/** The technologies, grouped by category: one list of boxes, whatever the grouping. */
function TechnologyChoices() {
  const { register } = useFormContext();
  const error = useFieldError('technologies');
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'practice-technologies-error' : undefined}>
      <legend className="form-label fs-6 fw-semibold mb-2">Technologies</legend>
      <div className="technology-groups">
        {Object.entries(EMPLOYER_TECHNOLOGY_CATEGORIES).map(([category, names]) => (
          <fieldset key={category} className="technology-group">
            <legend className="technology-group__title">{category}</legend>
            {names.map((name) => (
              <Form.Check key={name} type="checkbox" id={`technology-${name.replace(/\W+/g, '-')}`} label={name} value={name} {...register('technologies')} />
            ))}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p className="invalid-feedback d-block" id="practice-technologies-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Practice name, employer type, about and technologies: PUT profile (the whole of it). */
export function PracticeForm({ profile }: { profile: EmployerProfile }) {
  const { reloadUser } = useAuth();
  const changed = useProfileChanged(profile.username);
  const form = useAppForm({
    schema: PracticeFormSchema,
    defaultValues: { practiceName: profile.practiceName, empType: profile.empType ?? '', about: profile.about ?? '', technologies: profile.technologies },
    onSubmit: async (data) => {
      const saved = await api.put<EmployerProfile>(employerPath(profile.username, 'profile'), data);
      changed((current) => ({ ...current, ...saved, offices: current.offices }));
      if (saved.practiceName !== profile.practiceName) void reloadUser(); // the header shows it
      return saved;
    },
    savedValues: (saved, sent) => ({ ...sent, technologies: saved.technologies }),
    savedMessage: 'Your practice details are saved.',
  });
  const about = form.watch('about') ?? '';

  return (
    <ProfilePanel id="practice" title="Your practice" lead="What candidates read about you: who you are, what kind of practice, and the technology you use.">
      <AppForm form={form}>
        <div className="employer-form__grid">
          <TextInput id="practice-name" name="practiceName" label="Practice name" maxLength={150} required />
          <SelectInput id="practice-emp-type" name="empType" label="Employer type" options={EMP_TYPE_OPTIONS} placeholder="Choose…" />
        </div>
        <TextArea
          id="practice-about"
          name="about"
          label="About the practice"
          rows={5}
          maxLength={ABOUT_MAX_LENGTH}
          hint={`Your team, your patients, what a day looks like. ${about.length} / ${ABOUT_MAX_LENGTH}`}
        />
        <TechnologyChoices />
        <SubmitButton busyLabel="Saving…">Save Practice Details</SubmitButton>
      </AppForm>
    </ProfilePanel>
  );
}

/** Contact info never saved (every field empty): what the practice gave at sign-up. */
export function contactInfoDraft(
  profile: ContactInfo,
  signUp: Pick<EmployerAccount, 'name' | 'email' | 'phone'> | null,
): Record<keyof ContactInfo, string> & { fromSignUp: boolean } {
  const neverSaved = !profile.contactName && !profile.contactEmail && !profile.contactPhone && !profile.website;
  if (neverSaved && signUp) return { contactName: signUp.name, contactEmail: signUp.email, contactPhone: signUp.phone, website: '', fromSignUp: true };
  return {
    contactName: profile.contactName ?? '',
    contactEmail: profile.contactEmail ?? '',
    contactPhone: profile.contactPhone ?? '',
    website: profile.website ?? '',
    fromSignUp: false,
  };
}

/** Who candidates should reach: PUT contact-info (every field; blank clears). Never saved: filled in from sign-up, to check and save. */
export function ContactInfoForm({ profile, signUp }: { profile: EmployerProfile; signUp: EmployerAccount | null }) {
  const changed = useProfileChanged(profile.username);
  const [{ fromSignUp, ...draft }] = useState(() => contactInfoDraft(profile, signUp));
  const form = useAppForm({
    schema: ContactInfoInputSchema,
    defaultValues: draft,
    onSubmit: async (data) => {
      const saved = await api.put<ContactInfo>(employerPath(profile.username, 'contact-info'), data);
      changed((current) => ({ ...current, ...saved }));
      return saved;
    },
    savedValues: (saved) => ({
      contactName: saved.contactName ?? '',
      contactEmail: saved.contactEmail ?? '',
      contactPhone: saved.contactPhone ?? '',
      website: saved.website ?? '',
    }),
    savedMessage: 'Your contact info is saved.',
  });
  const unsaved = fromSignUp && form.result === undefined;

  return (
    <ProfilePanel id="contact-info" title="Contact info" lead="The person candidates should reach about your postings.">
      {unsaved ? (
        <Alert variant="info" className="py-2">
          Filled in from your sign-up. Check them and save to show them to candidates.
        </Alert>
      ) : null}
      <AppForm form={form}>
        <div className="employer-form__grid">
          <TextInput id="contact-name" name="contactName" label="Contact name" maxLength={100} autoComplete="name" />
          <TextInput id="contact-email" name="contactEmail" label="Contact email" type="email" autoComplete="email" />
          <TextInput id="contact-phone" name="contactPhone" label="Contact phone" type="tel" autoComplete="tel" />
          <TextInput id="contact-website" name="website" label="Website" type="url" hint="For example www.yourpractice.com" autoComplete="url" />
        </div>
        <SubmitButton busyLabel="Saving…">Save Contact Info</SubmitButton>
      </AppForm>
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
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfilePanel id="public-profile" title="Profile visibility">
      {error ? <FormErrorAlert message={error} className="py-2" /> : null}
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
            Anyone can read your practice page: about, technologies, offices with hours and photos, and your open jobs. Your job pages link to it.{' '}
            <Link to={organizationPath(profile.username)}>See your practice page</Link>
          </>
        ) : (
          'Only you can see your practice page, and your job pages do not link to it. They still show your practice name unless a posting is confidential.'
        )}
      </p>
    </ProfilePanel>
  );
}
