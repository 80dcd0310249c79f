// The posting editor's sections: each draws its fields from the editor's values and messages.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { JOB_TITLE_MAX_LENGTH, JOB_TYPES, PAY_LIMITS, PAY_UNITS, type PayUnit } from '@chairside/domain/job-posting';
import { jobSlug } from '@chairside/domain/job-slug';
import type { Office } from '@chairside/domain/office';
import { POSITIONS } from '@chairside/domain/positions';
import { REGIONS, SPECIALTIES, SPECIALTY_CODES } from '@chairside/domain/resume-profile';
import { payRangeRequired } from '@chairside/domain/pay-transparency';
import { localToday } from '../postings/public-api';
import { FieldFrame } from '../../components/form/field-frame';
import { SelectField, TextField } from '../../components/form/plain-fields';
import { JOB_TYPE_LABELS, type JobFormValues } from './job-form';
import { JobDatesEditor } from './job-dates-editor';
import { HoursAndBenefitsFields, RequiredCredentialsField, ScreeningQuestionsEditor } from './posting-fields-editor';
import { RichTextEditor } from './rich-text-editor';
import type { PostingEditor } from './use-posting-editor';

const POSITION_OPTIONS = Object.entries(POSITIONS).map(([value, label]) => ({ value, label }));
const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const PAY_UNIT_LABELS: Record<PayUnit, string> = {
  HOUR: 'Per hour',
  YEAR: 'Per year (salary)',
  PRODUCTION: 'Percent of production',
  COLLECTION: 'Percent of collections',
};

type SectionProps = { editor: PostingEditor; disabled: boolean };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="app-panel job-form__section" aria-labelledby={id}>
      <h2 className="job-form__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Position, title, permanent or temp, and the temp dates. */
export function JobSection({ editor: { values, set, errors }, disabled }: SectionProps) {
  return (
    <Section id="job-form-job" title="The job">
      <div className="job-form__grid">
        <SelectField
          id="job-position"
          name="position"
          label="Position"
          value={values.position}
          onValueChange={set('position')}
          options={POSITION_OPTIONS}
          placeholder="Choose the position…"
          error={errors.position}
        />
        <TextField
          id="job-name"
          name="name"
          label="Job title"
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          maxLength={JOB_TITLE_MAX_LENGTH}
          hint="For example: Registered Dental Hygienist, 4 days a week."
          disabled={disabled}
        />
      </div>
      <fieldset className="mb-3" disabled={disabled}>
        <legend className="form-label fs-6 fw-semibold mb-2">Type</legend>
        {(Object.keys(JOB_TYPES) as (keyof typeof JOB_TYPES)[]).map((code) => (
          <Form.Check
            key={code}
            inline
            type="radio"
            id={`job-type-${code}`}
            name="type"
            label={JOB_TYPE_LABELS[code]}
            checked={values.type === code}
            onChange={() => set('type')(code)}
          />
        ))}
      </fieldset>
      {values.type === 'TEMP' ? <JobDatesEditor dates={values.jobDates} onChange={set('jobDates')} errors={errors} disabled={disabled} /> : null}
    </Section>
  );
}

/** The office, or an address typed in, and whether the posting is confidential. */
export function PlaceSection({ editor: { values, set, errors, chooseOffice }, disabled, offices }: SectionProps & { offices: Office[] }) {
  return (
    <Section id="job-form-place" title="Where">
      <div className="job-form__grid">
        <SelectField
          id="job-office"
          name="officeId"
          label="Office"
          value={values.officeId}
          onValueChange={chooseOffice}
          options={offices.map((office) => ({ value: String(office.id), label: `${office.name}${office.isPrimary ? ' (primary)' : ''}` }))}
          placeholder="No office: enter the address"
          error={errors.officeId}
        />
        <div className="job-form__wide-hint form-text">
          {offices.length === 0 ? (
            <>
              Add your offices on your <Link to="/app/employer-profile#offices">employer profile</Link> to fill the address in one click.
            </>
          ) : (
            'Choosing an office fills in its address; the posting keeps a copy.'
          )}
        </div>
        <TextField
          id="job-address"
          name="address"
          label="Street address"
          value={values.address}
          onValueChange={set('address')}
          error={errors.address}
          disabled={disabled}
          maxLength={150}
        />
        <TextField
          id="job-address2"
          name="address2"
          label="Suite, floor (optional)"
          value={values.address2}
          onValueChange={set('address2')}
          error={errors.address2}
          disabled={disabled}
          maxLength={150}
        />
        <TextField
          id="job-city"
          name="city"
          label="City"
          value={values.city}
          onValueChange={set('city')}
          error={errors.city}
          disabled={disabled}
          maxLength={100}
        />
        <div className="job-form__pair">
          <SelectField
            id="job-state"
            name="state"
            label="State"
            value={values.state}
            onValueChange={set('state')}
            options={REGION_OPTIONS}
            placeholder="Choose…"
            error={errors.state}
          />
          <TextField
            id="job-zip"
            name="zip"
            label="ZIP code"
            value={values.zip}
            onValueChange={set('zip')}
            error={errors.zip}
            disabled={disabled}
            inputMode="numeric"
            maxLength={10}
          />
        </div>
      </div>
      <Form.Check
        type="checkbox"
        id="job-confidential"
        name="isConfidential"
        label="Confidential: hide the practice name, office, street and map on the public page"
        checked={values.isConfidential}
        onChange={(event) => set('isConfidential')(event.target.checked)}
        disabled={disabled}
      />
    </Section>
  );
}

/** An amount in dollars or percent, as typed (job-form.ts reads it). */
function AmountField(props: {
  id: string;
  name: string;
  label: string;
  percent: boolean;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const label = (
    <>
      {props.label} <span className="visually-hidden">{props.percent ? '(percent)' : '(dollars)'}</span>
    </>
  );
  return (
    <FieldFrame id={props.id} label={label} error={props.error}>
      {(aria) => (
        <InputGroup hasValidation>
          {props.percent ? null : <InputGroup.Text aria-hidden="true">$</InputGroup.Text>}
          <Form.Control
            {...aria}
            name={props.name}
            inputMode="decimal"
            value={props.value}
            onChange={(event) => props.onValueChange(event.target.value)}
            disabled={props.disabled}
          />
          {props.percent ? <InputGroup.Text aria-hidden="true">%</InputGroup.Text> : null}
        </InputGroup>
      )}
    </FieldFrame>
  );
}

/** How pay is quoted, and the amount or range. */
export function PaySection({ editor: { values, set, errors }, disabled }: SectionProps) {
  const unit = values.payUnit;
  const percent = unit === 'PRODUCTION' || unit === 'COLLECTION';
  return (
    <Section id="job-form-pay" title="Pay">
      <div className="job-form__grid">
        <SelectField
          id="job-pay-unit"
          name="payCode"
          label="Pay is quoted"
          value={values.payUnit}
          onValueChange={(value) => set('payUnit')(value as JobFormValues['payUnit'])}
          options={PAY_UNITS.map((code) => ({ value: code, label: PAY_UNIT_LABELS[code] }))}
          placeholder="Not shown"
          error={errors.payCode}
          hint={
            payRangeRequired(values.state, localToday())
              ? `${REGIONS[values.state as keyof typeof REGIONS] ?? values.state} law asks job postings to show pay.`
              : undefined
          }
        />
        {unit ? (
          <Form.Check
            className="job-form__range"
            type="checkbox"
            id="job-pay-range"
            label="A range (from – to)"
            checked={values.payRange}
            onChange={(event) => set('payRange')(event.target.checked)}
            disabled={disabled}
          />
        ) : null}
      </div>
      {unit ? (
        <div className="job-form__grid">
          <AmountField
            id="job-salary-min"
            name="salaryMin"
            label={values.payRange ? 'Pay from' : 'Pay'}
            percent={percent}
            value={values.salaryMin}
            onValueChange={set('salaryMin')}
            error={errors.salaryMin}
            disabled={disabled}
          />
          {values.payRange ? (
            <AmountField
              id="job-salary-max"
              name="salaryMax"
              label="Pay to"
              percent={percent}
              value={values.salaryMax}
              onValueChange={set('salaryMax')}
              error={errors.salaryMax}
              disabled={disabled}
            />
          ) : null}
          <p className="form-text job-form__wide-hint">{PAY_LIMITS[unit].words.replace(/\s*\(.*\)$/, '')}.</p>
        </div>
      ) : null}
    </Section>
  );
}

/** Employment type, days, shifts and benefits; then the screening questions. */
export function HoursAndQuestionsSections({ editor: { values, set, errors }, disabled }: SectionProps) {
  return (
    <>
      <Section id="job-form-hours" title="Hours and benefits">
        <HoursAndBenefitsFields
          employmentType={values.employmentType}
          workDays={values.workDays}
          shifts={values.shifts}
          benefits={values.benefits}
          onEmploymentType={set('employmentType')}
          onWorkDays={set('workDays')}
          onShifts={set('shifts')}
          onBenefits={set('benefits')}
          errors={errors}
          disabled={disabled}
        />
      </Section>
      <Section id="job-form-questions" title="Screening questions">
        <ScreeningQuestionsEditor questions={values.screeningQuestions} onChange={set('screeningQuestions')} errors={errors} disabled={disabled} />
      </Section>
      <Section id="job-form-credentials" title="Required credentials">
        <RequiredCredentialsField chosen={values.requiredCredentials} onChange={set('requiredCredentials')} errors={errors} disabled={disabled} />
      </Section>
    </>
  );
}

/** The description, the specialties and the page address. */
export function DescriptionSection({ editor: { values, set, errors }, disabled, jobId }: SectionProps & { jobId: number | null }) {
  const slugPreview = jobSlug({ urltitle: values.urltitle, position: values.position || null, city: values.city || null, state: values.state || null });
  return (
    <Section id="job-form-description" title="Description">
      <RichTextEditor
        id="job-description"
        name="description"
        label="Job description"
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        hint="Duties, schedule, requirements and benefits. Bold, italics, headings, lists and links are kept."
        disabled={disabled}
      />
      <fieldset className="mb-3" disabled={disabled} aria-describedby={errors.specialties ? 'job-specialties-error' : undefined}>
        <legend className="form-label fs-6 fw-semibold mb-2">Specialties</legend>
        <div className="specialty-options">
          {SPECIALTY_CODES.map((code) => (
            <Form.Check
              key={code}
              type="checkbox"
              id={`job-specialty-${code}`}
              name="specialties"
              label={SPECIALTIES[code]}
              checked={values.specialties.includes(code)}
              onChange={(event) =>
                set('specialties')(
                  event.target.checked
                    ? SPECIALTY_CODES.filter((c) => c === code || values.specialties.includes(c))
                    : values.specialties.filter((c) => c !== code),
                )
              }
            />
          ))}
        </div>
        {errors.specialties ? (
          <p className="invalid-feedback d-block" id="job-specialties-error">
            {errors.specialties}
          </p>
        ) : null}
      </fieldset>
      <TextField
        id="job-urltitle"
        name="urltitle"
        label="Page address (optional)"
        value={values.urltitle}
        onValueChange={set('urltitle')}
        error={errors.urltitle}
        maxLength={JOB_TITLE_MAX_LENGTH}
        disabled={disabled}
        hint={
          <>
            The job page will be{' '}
            <code>
              /dental-jobs/job/{jobId ?? '{id}'}/{slugPreview}/
            </code>
          </>
        }
      />
    </Section>
  );
}
