// The resume's own fields on the edit screen (#editResumeContent): intro, details, availability.
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import * as z from 'zod';
import { useQueryClient } from '@tanstack/react-query';
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
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxGroup, CheckboxInput, SelectInput, TextArea, TextInput, ZipInput } from '../../components/form/fields';
import { blankAs, typedNumber } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { EDIT_SECTIONS } from './missing-items';
import { staffCurrentKey, staffPath, useRefreshStaff } from './staff-profile-api';

/** Every section's save: after it, the completeness score is fetched again. */
function useRefreshAfter<T, R>(send: (data: T) => Promise<R>) {
  const refresh = useRefreshStaff();
  return async (data: T) => {
    const result = await send(data);
    void refresh();
    return result;
  };
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

/** The intro: who you are, in your own words (at most 2000 characters). */
export function IntroForm({ staff }: { staff: CurrentStaff }) {
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: IntroSchema,
    defaultValues: { intro: staff.resume.intro ?? '' },
    onSubmit: useRefreshAfter(async (data: { intro: string | null }) => {
      const saved = await api.put<{ intro: string | null }>(staffPath(staff.username, 'profile/intro'), data);
      queryClient.setQueryData<CurrentStaff>(staffCurrentKey(staff.username), (current) =>
        current ? { ...current, resume: { ...current.resume, intro: saved.intro } } : current,
      );
      return saved;
    }),
    savedValues: (saved: { intro: string | null }) => ({ intro: saved.intro ?? '' }),
    savedMessage: 'Your intro is saved.',
  });
  const intro = form.watch('intro') ?? '';

  return (
    <SectionPanel id={EDIT_SECTIONS.intro} title="Intro" lead="A few sentences about you: your experience, what you are good at and what you are looking for.">
      <AppForm form={form} aria-labelledby={`${EDIT_SECTIONS.intro}-title`}>
        <TextArea
          id="resume-intro"
          name="intro"
          label="Your intro"
          rows={6}
          hint={`${intro.length} / ${INTRO_MAX_LENGTH} characters`}
          maxLength={INTRO_MAX_LENGTH}
        />
        <SubmitButton busyLabel="Saving…">Save Intro</SubmitButton>
      </AppForm>
    </SectionPanel>
  );
}

const POSITION_OPTIONS = Object.entries(POSITIONS).map(([value, label]) => ({ value, label }));
const LICENSE_STATE_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label }));
const LICENSE_TYPES = ['RDH', 'DDS', 'DMD', 'RDA', 'CDA', 'EFDA', 'RDAEF', 'CDT', 'LDA'];
const SPECIALTY_OPTIONS = SPECIALTY_CODES.map((code) => ({ value: code, label: SPECIALTIES[code] }));

/** The details as typed: no license state and blank years are none; specialties keep the list's order. */
const DetailsFormSchema = StaffDetailsSchema.extend({
  position: blankAs(undefined, StaffDetailsSchema.shape.position),
  licenseState: blankAs(null, StaffDetailsSchema.shape.licenseState),
  experience: typedNumber(StaffDetailsSchema.shape.experience),
  specialties: z.preprocess(
    (value) => (Array.isArray(value) ? SPECIALTY_CODES.filter((code) => value.includes(code)) : value),
    StaffDetailsSchema.shape.specialties,
  ),
});

const optional = (label: string) => (
  <>
    {label} <span className="list-form__optional">(optional)</span>
  </>
);

/** Position, ZIP code, license, years of service, salary requirement, specialties, other achievements. */
export function DetailsForm({ staff }: { staff: CurrentStaff }) {
  const { reloadUser } = useAuth();
  const form = useAppForm({
    schema: DetailsFormSchema,
    defaultValues: {
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
    },
    onSubmit: useRefreshAfter(async (data: z.output<typeof DetailsFormSchema>) => {
      await api.put(staffPath(staff.username, 'profile/details'), data);
      void reloadUser(); // position and ZIP code also shape the menu and the dashboard
    }),
    savedMessage: 'Your details are saved.',
  });
  const licensed = LICENSED_POSITIONS.includes(String(form.watch('position') ?? ''));

  return (
    <SectionPanel id={EDIT_SECTIONS.details} title="Details" lead="What employers filter by: your position, where you live, your license, experience and pay.">
      <AppForm form={form} aria-labelledby={`${EDIT_SECTIONS.details}-title`} fieldsClassName="details-form__grid">
        <SelectInput id="resume-position" name="position" label="Position" options={POSITION_OPTIONS} placeholder="Choose your position…" required />
        <ZipInput id="resume-zip" name="zip" label="ZIP code" hint="Employers never see it; jobs near you are found by it." required />
        <TextInput
          id="resume-license"
          name="license"
          label={licensed ? 'License type' : optional('License type')}
          maxLength={100}
          list="resume-license-types"
          hint={licensed ? 'e.g. RDH or DDS. Shown on your resume with its state.' : 'If you hold one, e.g. RDA or CDA.'}
        />
        <datalist id="resume-license-types">
          {LICENSE_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <SelectInput
          id="resume-license-state"
          name="licenseState"
          label={optional('License state')}
          options={LICENSE_STATE_OPTIONS}
          placeholder="Where it was issued…"
        />
        <TextInput
          id="resume-license-number"
          name="licenseNumber"
          label={optional('License number')}
          maxLength={50}
          autoComplete="off"
          hint="Never on your public resume: only practices you apply to or that invite you see it."
        />
        <TextInput
          id="resume-phone"
          name="phone"
          label={optional('Phone')}
          type="tel"
          maxLength={25}
          autoComplete="tel"
          hint="Never on your public resume: only practices you apply to, or whose invitation you accept, see it with your email."
        />
        <TextInput
          id="resume-experience"
          name="experience"
          label="Years of service"
          type="number"
          inputMode="numeric"
          min={0}
          max={EXPERIENCE_MAX_YEARS}
          step={1}
          hint="Whole years in the dental field."
        />
        <TextInput
          id="resume-salary"
          name="salary"
          label="Salary requirement"
          maxLength={100}
          hint="In your words, e.g. $45/hour, $70,000/year or Negotiable."
        />
        <TextArea
          id="resume-other"
          name="other"
          label="Other achievements"
          rows={3}
          className="mb-3 details-form__wide"
          maxLength={TEXT_MAX_LENGTH}
          hint="Awards, languages, volunteer work, anything that sets you apart."
        />
        <CheckboxInput
          id="resume-show-current-employer"
          name="showCurrentEmployer"
          className="details-form__wide mb-3"
          label="Show my current employer on my public resume"
          hint="Off: anyone reading your public resume sees your current job title but not where. Practices you apply to always see it."
        />
        <CheckboxGroup
          id="resume-specialty"
          name="specialties"
          label="Specialties"
          className="details-form__wide mb-3"
          optionsClassName="specialty-options"
          options={SPECIALTY_OPTIONS}
        />
        <div className="details-form__wide">
          <SubmitButton busyLabel="Saving…">Save Details</SubmitButton>
        </div>
      </AppForm>
    </SectionPanel>
  );
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function DayPicker({ legend, keys }: { legend: string; keys: readonly DowKey[] }) {
  const { register } = useFormContext();
  return (
    <fieldset className="day-picker">
      <legend className="day-picker__legend">{legend}</legend>
      <div className="day-picker__days">
        {keys.map((key, index) => (
          <span key={key} className="day-picker__day">
            <input type="checkbox" className="btn-check" id={`availability-${key}`} {...register(key)} aria-label={DAY_NAMES[index]} autoComplete="off" />
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
  const form = useAppForm({
    schema: AvailabilitySchema,
    defaultValues: Object.fromEntries([...DOW_KEYS, ...DOW_TEMP_KEYS].map((key) => [key, staff.resume[key]])) as Availability,
    onSubmit: useRefreshAfter((data: Availability) => api.put(staffPath(staff.username, 'profile/availability'), data)),
    savedMessage: 'Your availability is saved.',
  });

  return (
    <SectionPanel id={EDIT_SECTIONS.availability} title="Availability" lead="The days of the week you can work, for a permanent job and for temp shifts.">
      <AppForm form={form} aria-labelledby={`${EDIT_SECTIONS.availability}-title`}>
        <DayPicker legend="Permanent work" keys={DOW_KEYS} />
        <DayPicker legend="Temp work" keys={DOW_TEMP_KEYS} />
        <SubmitButton busyLabel="Saving…">Save Availability</SubmitButton>
      </AppForm>
    </SectionPanel>
  );
}
