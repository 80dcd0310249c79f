// The resume's own fields on the edit screen (#editResumeContent): intro, details, availability.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { POSITIONS } from '@chairside/domain/positions';
import { LICENSED_POSITIONS } from '@chairside/domain/profile-completeness';
import {
  AvailabilitySchema,
  DOW_KEYS,
  DOW_TEMP_KEYS,
  EXPERIENCE_MAX_YEARS,
  INTRO_MAX_LENGTH,
  IntroSchema,
  REGIONS,
  SPECIALTIES,
  SPECIALTY_CODES,
  StaffDetailsSchema,
  TEXT_MAX_LENGTH,
  type Availability,
  type CurrentStaff,
  type DowKey,
  type SpecialtyCode,
} from '@chairside/domain/resume-profile';
import { api, ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { FormErrorAlert } from '../../components/form-error-alert';
import { type FieldErrors, fieldErrorsFromIssues, focusFirstError, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { EDIT_SECTIONS } from './missing-items';
import { messageOf, staffCurrentKey, staffPath, useRefreshStaff } from './staff-profile-api';

type Status = { saving: boolean; saved: string | null; alert: string | null; errors: FieldErrors };
const IDLE: Status = { saving: false, saved: null, alert: null, errors: {} };

/**
 * Runs one section's save: the schema first (messages beside the fields), then the server
 * (its field messages beside the fields, anything else in an alert), then the score refetch.
 */
function useSectionSave<T>(fields: readonly string[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const refresh = useRefreshStaff();
  const [status, setStatus] = useState<Status>(IDLE);
  // Typed and not yet saved: leaving the page asks first.
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  const fieldChanged = (field: string) => {
    setDirty(true);
    setStatus((current) => {
      const { [field]: _dropped, ...errors } = current.errors;
      return { ...current, errors, saved: null };
    });
  };

  async function run(
    parsed: { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } },
    send: (data: T) => Promise<unknown>,
    savedMessage: string,
  ) {
    if (status.saving) return;
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error.issues);
      setStatus({ ...IDLE, errors, alert: Object.keys(errors).length === 0 ? 'Please check the form.' : null });
      return focusFirstError(formRef.current, errors);
    }
    setStatus({ ...IDLE, saving: true });
    try {
      await send(parsed.data);
      void refresh();
      setDirty(false);
      setStatus({ ...IDLE, saved: savedMessage });
    } catch (caught) {
      const known = caught instanceof ApiError ? Object.fromEntries(Object.entries(caught.fields).filter(([field]) => fields.includes(field))) : {};
      if (Object.keys(known).length > 0) {
        setStatus({ ...IDLE, errors: known });
        focusFirstError(formRef.current, known);
      } else setStatus({ ...IDLE, alert: messageOf(caught) });
    }
  }

  return { formRef, status, run, fieldChanged };
}

function SectionPanel({ id, title, lead, children }: { id: string; title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="app-panel profile-edit-section" id={id} aria-labelledby={`${id}-title`}>
      <h3 className="profile-panel__title mb-1" id={`${id}-title`}>
        {title}
      </h3>
      <p className="profile-edit-section__lead">{lead}</p>
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

/** The intro: who you are, in your own words (at most 2000 characters). */
export function IntroForm({ staff }: { staff: CurrentStaff }) {
  const queryClient = useQueryClient();
  const [intro, setIntro] = useState(staff.resume.intro ?? '');
  const { formRef, status, run, fieldChanged } = useSectionSave<{ intro: string | null }>(['intro']);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      IntroSchema.safeParse({ intro }),
      async (data) => {
        const saved = await api.put<{ intro: string | null }>(staffPath(staff.username, 'profile/intro'), data);
        setIntro(saved.intro ?? '');
        queryClient.setQueryData<CurrentStaff>(staffCurrentKey(staff.username), (current) =>
          current ? { ...current, resume: { ...current.resume, intro: saved.intro } } : current,
        );
      },
      'Your intro is saved.',
    );
  }

  return (
    <SectionPanel id={EDIT_SECTIONS.intro} title="Intro" lead="A few sentences about you: your experience, what you are good at and what you are looking for.">
      <Feedback status={status} />
      <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${EDIT_SECTIONS.intro}-title`}>
        <fieldset disabled={status.saving}>
          <TextAreaField
            id="resume-intro"
            name="intro"
            label="Your intro"
            rows={6}
            value={intro}
            onValueChange={(value) => {
              setIntro(value);
              fieldChanged('intro');
            }}
            error={status.errors.intro}
            hint={`${intro.length} / ${INTRO_MAX_LENGTH} characters`}
            maxLength={INTRO_MAX_LENGTH}
          />
          <Button type="submit" variant="primary">
            {status.saving ? 'Saving…' : 'Save Intro'}
          </Button>
        </fieldset>
      </Form>
    </SectionPanel>
  );
}

const POSITION_OPTIONS = Object.entries(POSITIONS).map(([value, label]) => ({ value, label }));

type DetailsValues = {
  position: string;
  zip: string;
  license: string;
  licenseState: string;
  licenseNumber: string;
  phone: string;
  showCurrentEmployer: boolean;
  experience: string;
  salary: string;
  other: string;
  specialties: SpecialtyCode[];
};

const LICENSE_STATE_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label }));
const LICENSE_TYPES = ['RDH', 'DDS', 'DMD', 'RDA', 'CDA', 'EFDA', 'RDAEF', 'CDT', 'LDA'];

/** Position, ZIP code, license, years of service, salary requirement, specialties, other achievements. */
export function DetailsForm({ staff }: { staff: CurrentStaff }) {
  const { reloadUser } = useAuth();
  const [values, setValues] = useState<DetailsValues>(() => ({
    position: staff.position ?? '',
    zip: staff.zip ?? '',
    license: staff.resume.license ?? '',
    licenseState: staff.resume.licenseState ?? '',
    licenseNumber: staff.resume.licenseNumber ?? '',
    phone: staff.phone ?? '',
    showCurrentEmployer: staff.resume.showCurrentEmployer,
    experience: staff.resume.experience === null ? '' : String(staff.resume.experience),
    salary: staff.resume.salary ?? '',
    other: staff.resume.other ?? '',
    specialties: staff.specialties.filter((code): code is SpecialtyCode => (SPECIALTY_CODES as string[]).includes(code)),
  }));
  const fields = ['position', 'zip', 'license', 'licenseState', 'licenseNumber', 'phone', 'showCurrentEmployer', 'experience', 'salary', 'other', 'specialties'];
  const { formRef, status, run, fieldChanged } = useSectionSave<unknown>(fields);
  const licensed = LICENSED_POSITIONS.includes(values.position);

  const set = (field: keyof DetailsValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fieldChanged(field);
  };

  function toggleSpecialty(code: SpecialtyCode, on: boolean) {
    setValues((current) => ({
      ...current,
      specialties: on ? SPECIALTY_CODES.filter((c) => c === code || current.specialties.includes(c)) : current.specialties.filter((c) => c !== code),
    }));
    fieldChanged('specialties');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const experience = values.experience.trim();
    void run(
      StaffDetailsSchema.safeParse({
        position: values.position,
        zip: values.zip,
        license: values.license,
        licenseState: values.licenseState === '' ? null : values.licenseState,
        licenseNumber: values.licenseNumber,
        phone: values.phone,
        showCurrentEmployer: values.showCurrentEmployer,
        other: values.other,
        experience: experience === '' ? null : Number(experience),
        salary: values.salary,
        specialties: values.specialties,
      }),
      async (data) => {
        await api.put(staffPath(staff.username, 'profile/details'), data);
        void reloadUser(); // position and ZIP code also shape the menu and the dashboard
      },
      'Your details are saved.',
    );
  }

  return (
    <SectionPanel id={EDIT_SECTIONS.details} title="Details" lead="What employers filter by: your position, where you live, your license, experience and pay.">
      <Feedback status={status} />
      <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${EDIT_SECTIONS.details}-title`}>
        <fieldset disabled={status.saving} className="details-form__grid">
          <SelectField
            id="resume-position"
            name="position"
            label="Position"
            value={values.position}
            onValueChange={set('position')}
            options={POSITION_OPTIONS}
            placeholder="Choose your position…"
            error={status.errors.position}
            required
          />
          <TextField
            id="resume-zip"
            name="zip"
            label="ZIP code"
            value={values.zip}
            onValueChange={set('zip')}
            error={status.errors.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            hint="Employers never see it; jobs near you are found by it."
            required
          />
          <TextField
            id="resume-license"
            name="license"
            label={licensed ? 'License type' : <>License type <span className="list-form__optional">(optional)</span></>}
            value={values.license}
            onValueChange={set('license')}
            error={status.errors.license}
            maxLength={100}
            list="resume-license-types"
            hint={licensed ? 'e.g. RDH or DDS. Shown on your resume with its state.' : 'If you hold one, e.g. RDA or CDA.'}
          />
          <datalist id="resume-license-types">
            {LICENSE_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <SelectField
            id="resume-license-state"
            name="licenseState"
            label={<>License state <span className="list-form__optional">(optional)</span></>}
            value={values.licenseState}
            onValueChange={set('licenseState')}
            options={LICENSE_STATE_OPTIONS}
            placeholder="Where it was issued…"
            error={status.errors.licenseState}
          />
          <TextField
            id="resume-license-number"
            name="licenseNumber"
            label={<>License number <span className="list-form__optional">(optional)</span></>}
            value={values.licenseNumber}
            onValueChange={set('licenseNumber')}
            error={status.errors.licenseNumber}
            maxLength={50}
            autoComplete="off"
            hint="Never on your public resume: only practices you apply to or that invite you see it."
          />
          <TextField
            id="resume-phone"
            name="phone"
            label={<>Phone <span className="list-form__optional">(optional)</span></>}
            type="tel"
            value={values.phone}
            onValueChange={set('phone')}
            error={status.errors.phone}
            maxLength={25}
            autoComplete="tel"
            hint="Never on your public resume: only practices you apply to, or whose invitation you accept, see it with your email."
          />
          <TextField
            id="resume-experience"
            name="experience"
            label="Years of service"
            type="number"
            inputMode="numeric"
            min={0}
            max={EXPERIENCE_MAX_YEARS}
            step={1}
            value={values.experience}
            onValueChange={set('experience')}
            error={status.errors.experience}
            hint="Whole years in the dental field."
          />
          <TextField
            id="resume-salary"
            name="salary"
            label="Salary requirement"
            value={values.salary}
            onValueChange={set('salary')}
            error={status.errors.salary}
            maxLength={100}
            hint="In your words, e.g. $45/hour, $70,000/year or Negotiable."
          />
          <TextAreaField
            id="resume-other"
            name="other"
            label="Other achievements"
            rows={3}
            className="mb-3 details-form__wide"
            value={values.other}
            onValueChange={set('other')}
            error={status.errors.other}
            maxLength={TEXT_MAX_LENGTH}
            hint="Awards, languages, volunteer work, anything that sets you apart."
          />
          <Form.Group className="details-form__wide mb-3" controlId="resume-show-current-employer">
            <Form.Check
              type="checkbox"
              name="showCurrentEmployer"
              label="Show my current employer on my public resume"
              checked={values.showCurrentEmployer}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((current) => ({ ...current, showCurrentEmployer: checked }));
                fieldChanged('showCurrentEmployer');
              }}
              aria-describedby="resume-show-current-employer-hint"
            />
            <Form.Text id="resume-show-current-employer-hint">
              Off: anyone reading your public resume sees your current job title but not where. Practices you apply to always see it.
            </Form.Text>
          </Form.Group>
          <fieldset className="details-form__wide mb-3" aria-describedby={status.errors.specialties ? 'resume-specialties-error' : undefined}>
            <legend className="form-label fs-6 fw-semibold mb-2">Specialties</legend>
            <div className="specialty-options">
              {SPECIALTY_CODES.map((code) => (
                <Form.Check
                  key={code}
                  type="checkbox"
                  id={`resume-specialty-${code}`}
                  name="specialties"
                  label={SPECIALTIES[code]}
                  checked={values.specialties.includes(code)}
                  onChange={(event) => toggleSpecialty(code, event.target.checked)}
                />
              ))}
            </div>
            {status.errors.specialties ? (
              <p className="invalid-feedback d-block" id="resume-specialties-error">
                {status.errors.specialties}
              </p>
            ) : null}
          </fieldset>
          <div className="details-form__wide">
            <Button type="submit" variant="primary">
              {status.saving ? 'Saving…' : 'Save Details'}
            </Button>
          </div>
        </fieldset>
      </Form>
    </SectionPanel>
  );
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function DayPicker({ legend, keys, values, onChange }: { legend: string; keys: readonly DowKey[]; values: Availability; onChange: (key: DowKey, on: boolean) => void }) {
  return (
    <fieldset className="day-picker">
      <legend className="day-picker__legend">{legend}</legend>
      <div className="day-picker__days">
        {keys.map((key, index) => (
          <span key={key} className="day-picker__day">
            <input
              type="checkbox"
              className="btn-check"
              id={`availability-${key}`}
              name={key}
              checked={values[key]}
              onChange={(event) => onChange(key, event.target.checked)}
              aria-label={DAY_NAMES[index]}
              autoComplete="off"
            />
            <label className="btn btn-outline-primary day-picker__button" htmlFor={`availability-${key}`}>
              {DAY_SHORT[index]}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}

/** The weekdays available for permanent work and for temp work. */
export function AvailabilityForm({ staff }: { staff: CurrentStaff }) {
  const [values, setValues] = useState<Availability>(
    () => Object.fromEntries([...DOW_KEYS, ...DOW_TEMP_KEYS].map((key) => [key, staff.resume[key]])) as Availability,
  );
  const { formRef, status, run, fieldChanged } = useSectionSave<Availability>([...DOW_KEYS, ...DOW_TEMP_KEYS]);

  const change = (key: DowKey, on: boolean) => {
    setValues((current) => ({ ...current, [key]: on }));
    fieldChanged(key);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(AvailabilitySchema.safeParse(values), (data) => api.put(staffPath(staff.username, 'profile/availability'), data), 'Your availability is saved.');
  }

  return (
    <SectionPanel id={EDIT_SECTIONS.availability} title="Availability" lead="The days of the week you can work, for a permanent job and for temp shifts.">
      <Feedback status={status} />
      <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${EDIT_SECTIONS.availability}-title`}>
        <fieldset disabled={status.saving}>
          <DayPicker legend="Permanent work" keys={DOW_KEYS} values={values} onChange={change} />
          <DayPicker legend="Temp work" keys={DOW_TEMP_KEYS} values={values} onChange={change} />
          <Button type="submit" variant="primary">
            {status.saving ? 'Saving…' : 'Save Availability'}
          </Button>
        </fieldset>
      </Form>
    </SectionPanel>
  );
}

