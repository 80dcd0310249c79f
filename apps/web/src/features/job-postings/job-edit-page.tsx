import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import {
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  JobPostingInputSchema,
  PAY_LIMITS,
  PAY_UNITS,
  publishProblems,
  type EmployerJob,
  type JobSlot,
  type PayUnit,
} from '@chairside/domain/job-posting';
import { slotFits } from '@chairside/domain/commerce-rules';
import { jobSlug } from '@chairside/domain/job-slug';
import type { Office } from '@chairside/domain/office';
import { POSITIONS } from '@chairside/domain/positions';
import { REGIONS, SPECIALTIES, SPECIALTY_CODES } from '@chairside/domain/resume-profile';
import { api, ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { focusWhenEnabled } from '../../components/form/focus';
import { SelectField, TextField } from '../../components/form/plain-fields';
import { FormErrorAlert } from '../../components/form-error-alert';
import { differsFromSaved, useUnsavedChanges } from '../../lib/unsaved-changes';
import { STATUS_VARIANTS, localToday } from './job-format';
import { emptyForm, formToInput, issuesToProblems, jobToForm, withOffice, type FormProblems, type JobFormValues } from './job-form';
import { JobDatesEditor } from './job-dates-editor';
import { HoursAndBenefitsFields, ScreeningQuestionsEditor } from './posting-fields-editor';
import { employerJobKey, freeSlots, newJobPath, useEmployerJob, useJobChanged, useJobOffices, useJobSlots } from './job-postings-api';
import { BUY_POSTINGS_PATH } from './post-job-chooser';
import { RichTextEditor } from './rich-text-editor';
import { slotLabel } from './job-status-actions';
import { JobNotFound } from './job-not-found';
import { BuyAndPublishDialog } from '../commerce/buy-postings-page';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { failureMessage } from '../../components/form/errors';

export const editJobPath = (jobId: number) => `/app/post-job/edit/${jobId}`;
export const summaryPath = (jobId: number) => `/app/post-job/summary/${jobId}`;

const POSITION_OPTIONS = Object.entries(POSITIONS).map(([value, label]) => ({ value, label }));
const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const PAY_UNIT_LABELS: Record<PayUnit, string> = {
  HOUR: 'Per hour',
  YEAR: 'Per year (salary)',
  PRODUCTION: 'Percent of production',
  COLLECTION: 'Percent of collections',
};
/** The form's fields, for telling the server's field messages from the rest. */
const FORM_FIELDS = [
  'officeId', 'position', 'name', 'description', 'urltitle', 'type', 'address', 'address2', 'city', 'state', 'zip', 'isConfidential', 'payCode', 'salaryMin', 'salaryMax',
  'specialties', 'jobDates', 'employmentType', 'workDays', 'shifts', 'benefits', 'screeningQuestions',
];
const isFormField = (field: string) => FORM_FIELDS.includes(field.split('.')[0]);

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

type JobFormProps = {
  username: string;
  job: EmployerJob | null;
  offices: Office[];
  slots: JobSlot[];
  /** The slot this posting was started for (/app/post-job/subscription/{slotId}). */
  presetSlot: JobSlot | null;
};

/** Moves focus to the first field named in `errors`, in the form's order. */
function focusFirst(form: HTMLFormElement | null, errors: FormProblems) {
  if (!form) return;
  const names = Object.keys(errors);
  const field = Array.from(form.querySelectorAll<HTMLElement>('[name], [role="textbox"]')).find((element) => {
    const name = element.getAttribute('name') ?? (element.id === 'job-description' ? 'description' : '');
    return names.some((key) => key === name || (name && key.startsWith(`${name}.`)));
  });
  focusWhenEnabled(field);
}

function JobForm({ username, job, offices, slots, presetSlot }: JobFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changed = useJobChanged(username);
  const formRef = useRef<HTMLFormElement>(null);
  const arrival = useLocation().state as { notice?: string; alert?: string } | null;
  const [savedValues, setSavedValues] = useState<JobFormValues>(() => (job ? jobToForm(job) : emptyForm(offices.find((office) => office.isPrimary) ?? offices[0] ?? null)));
  const [values, setValues] = useState<JobFormValues>(savedValues);
  const [errors, setErrors] = useState<FormProblems>({});
  const [alert, setAlert] = useState<string | null>(arrival?.alert ?? null);
  const [notice, setNotice] = useState<string | null>(arrival?.notice ?? null);
  const [busy, setBusy] = useState<'saving' | 'publishing' | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [buying, setBuying] = useState(false);

  const isDraft = !job || job.status === 'DRAFT';
  useUnsavedChanges(useMemo(() => differsFromSaved(values, savedValues), [values, savedValues]));
  /** The form shows the posting as just saved: nothing left unsaved. */
  const showSaved = (posting: EmployerJob) => {
    const form = jobToForm(posting);
    setValues(form);
    setSavedValues(form);
  };
  const { input, problems: amountProblems } = useMemo(() => formToInput(values), [values]);
  const missing = useMemo(
    () =>
      publishProblems(
        {
          position: input.position as string | null,
          name: input.name as string | null,
          description: input.description as string | null,
          zip: input.zip as string | null,
          city: input.city as string | null,
          state: input.state as string | null,
          type: values.type,
          jobDates: input.jobDates as { date: string }[],
        },
        localToday(),
      ),
    [input, values.type],
  );

  const set = <K extends keyof JobFormValues>(field: K) => (value: JobFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setNotice(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${String(field)}.`))));
  };

  /** The form's input when it passes the checks; otherwise null, with the problems shown and the first field in error focused. */
  function check() {
    setAlert(null);
    setNotice(null);
    const parsed = JobPostingInputSchema.safeParse(input);
    const found = { ...(parsed.success ? {} : issuesToProblems(parsed.error.issues)), ...amountProblems };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      if (Object.keys(found).length === 0) setAlert('Please check the form.');
      focusFirst(formRef.current, found);
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  /** Checks the form, then saves it (POST for a new draft, PUT otherwise); answers the saved posting or null. */
  async function save(): Promise<EmployerJob | null> {
    const checked = check();
    if (!checked) return null;
    try {
      const saved = job ? await api.put<EmployerJob>(`/jobs/${job.id}`, checked) : await api.post<EmployerJob>(newJobPath(username), checked);
      queryClient.setQueryData(employerJobKey(username, saved.id), saved);
      changed(saved);
      return saved;
    } catch (caught) {
      showFailure(caught);
      return null;
    }
  }

  function showFailure(caught: unknown) {
    const known = caught instanceof ApiError ? Object.fromEntries(Object.entries(caught.fields).filter(([field]) => isFormField(field))) : {};
    if (Object.keys(known).length > 0) {
      setErrors(known);
      setAlert('Please check the form: ' + Object.values(known)[0]);
      focusFirst(formRef.current, known);
    } else setAlert(failureMessage(caught));
  }

  async function saveOnly(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy('saving');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    if (!job) void navigate(editJobPath(saved.id), { replace: true, state: { notice: 'Your draft is saved.' } });
    else {
      showSaved(saved);
      setNotice(isDraft ? 'Your draft is saved.' : 'Your changes are saved.');
    }
  }

  // Only slots bought for this position and region may carry it; with none, the practice buys one.
  const free = freeSlots(slots).filter((slot) => fitsSlot(slot, values));

  async function publish(slotId: number | null) {
    if (busy) return;
    setBusy('publishing');
    const saved = await save();
    if (!saved) {
      setBusy(null);
      setChoosing(false);
      return;
    }
    try {
      const live = await api.put<EmployerJob>(`/jobs/${saved.id}/publish`, slotId === null ? {} : { slotId });
      track(ANALYTICS_EVENTS.publishPosting, { job_id: live.id, position: live.position });
      changed(live);
      void navigate(summaryPath(live.id), { state: { notice: 'Your posting is live.' } });
    } catch (caught) {
      setBusy(null);
      if (!job) {
        // The draft exists now: keep editing it at its own address.
        void navigate(editJobPath(saved.id), { replace: true, state: { alert: failureMessage(caught) } });
        return;
      }
      showSaved(saved);
      if (!(caught instanceof ApiError && caught.fields.slotId)) setChoosing(false);
      showFailure(caught);
    }
  }

  /** No free slot: save the draft, then buy a posting that publishes it in the same step. */
  async function startBuying() {
    if (busy) return;
    setBusy('saving');
    const saved = await save();
    setBusy(null);
    if (saved) {
      showSaved(saved);
      setBuying(true);
    }
  }

  function startPublish() {
    // Problems are shown on the form before a slot is chosen.
    if (!check()) return;
    if (presetSlot) return void publish(presetSlot.slotId);
    if (free.length > 1) {
      setChosenSlot(free[0].slotId);
      setChoosing(true);
      return;
    }
    // One free slot: that one; none: the server says what to do (402).
    void publish(free[0]?.slotId ?? null);
  }

  const unit = values.payUnit;
  const percent = unit === 'PRODUCTION' || unit === 'COLLECTION';
  const slugPreview = jobSlug({ urltitle: values.urltitle, position: values.position || null, city: values.city || null, state: values.state || null });
  const disabled = busy !== null;
  const title = job ? (isDraft ? 'Edit draft' : 'Edit posting') : 'New job posting';

  return (
    <section className="app-page job-edit" aria-labelledby="job-edit-title">
      <PageMeta title={title} noindex />
      <div className="job-page-head">
        <div>
          <p className="job-page-head__crumb">
            <Link to="/app/post-job/all">Job Postings</Link>
          </p>
          <h1 className="app-page__title" id="job-edit-title">
            {title}
          </h1>
          {job ? (
            <p className="app-page__subtitle">
              Job #{job.id} <Badge bg={STATUS_VARIANTS[job.displayStatus ?? 'Draft']}>{job.displayStatus ?? 'Draft'}</Badge>
            </p>
          ) : (
            <p className="app-page__subtitle">Write your posting. Save it as a draft, or publish it into a job slot.</p>
          )}
        </div>
        {job && !isDraft ? (
          <Link to={summaryPath(job.id)} className="btn btn-outline-primary">
            Back to summary
          </Link>
        ) : null}
      </div>
      {presetSlot ? (
        <Alert variant="info" className="py-2">
          Publishing goes into <strong>{slotLabel(presetSlot)}</strong>.
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}

      <Form ref={formRef} noValidate onSubmit={(event) => void saveOnly(event)} className="job-form">
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
                label={code === 'PERM' ? 'Permanent (PERM)' : 'Temp dates (TEMP)'}
                checked={values.type === code}
                onChange={() => set('type')(code)}
              />
            ))}
          </fieldset>
          {values.type === 'TEMP' ? <JobDatesEditor dates={values.jobDates} onChange={set('jobDates')} errors={errors} disabled={disabled} /> : null}
        </Section>

        <Section id="job-form-place" title="Where">
          <div className="job-form__grid">
            <SelectField
              id="job-office"
              name="officeId"
              label="Office"
              value={values.officeId}
              onValueChange={(id) => {
                setValues((current) => withOffice(current, offices.find((office) => String(office.id) === id) ?? null));
                setErrors({});
              }}
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
            <TextField id="job-address" name="address" label="Street address" value={values.address} onValueChange={set('address')} error={errors.address} disabled={disabled} maxLength={150} />
            <TextField id="job-address2" name="address2" label="Suite, floor (optional)" value={values.address2} onValueChange={set('address2')} error={errors.address2} disabled={disabled} maxLength={150} />
            <TextField id="job-city" name="city" label="City" value={values.city} onValueChange={set('city')} error={errors.city} disabled={disabled} maxLength={100} />
            <div className="job-form__pair">
              <SelectField id="job-state" name="state" label="State" value={values.state} onValueChange={set('state')} options={REGION_OPTIONS} placeholder="Choose…" error={errors.state} />
              <TextField id="job-zip" name="zip" label="ZIP code" value={values.zip} onValueChange={set('zip')} error={errors.zip} disabled={disabled} inputMode="numeric" maxLength={10} />
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
              <AmountField id="job-salary-min" name="salaryMin" label={values.payRange ? 'Pay from' : 'Pay'} percent={percent} value={values.salaryMin} onValueChange={set('salaryMin')} error={errors.salaryMin} disabled={disabled} />
              {values.payRange ? (
                <AmountField id="job-salary-max" name="salaryMax" label="Pay to" percent={percent} value={values.salaryMax} onValueChange={set('salaryMax')} error={errors.salaryMax} disabled={disabled} />
              ) : null}
              <p className="form-text job-form__wide-hint">{PAY_LIMITS[unit].words.replace(/\s*\(.*\)$/, '')}.</p>
            </div>
          ) : null}
        </Section>

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

        <Section id="job-form-description" title="Description">
          <RichTextEditor
            id="job-description"
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
                    set('specialties')(event.target.checked ? SPECIALTY_CODES.filter((c) => c === code || values.specialties.includes(c)) : values.specialties.filter((c) => c !== code))
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
                The job page will be <code>/dental-jobs/job/{job?.id ?? '{id}'}/{slugPreview}/</code>
              </>
            }
          />
        </Section>

        {isDraft && missing.length > 0 ? (
          <div className="app-panel job-form__missing" aria-labelledby="job-missing-title">
            <h2 className="job-form__title" id="job-missing-title">
              Before you can publish
            </h2>
            <ul className="mb-0">
              {missing.map((problem) => (
                <li key={problem.field}>{problem.message}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {alert && !choosing ? (
          <FormErrorAlert message={alert} focus={Object.keys(errors).length === 0} className="py-2 mb-0 mt-3">
            {caughtNoSlot(alert) ? (
              <>
                {' '}
                <Link to={BUY_POSTINGS_PATH} className="alert-link">
                  Buy job postings
                </Link>
              </>
            ) : null}
          </FormErrorAlert>
        ) : null}
        <div className="job-form__actions">
          <Button type="submit" variant={isDraft ? 'outline-primary' : 'primary'} disabled={disabled}>
            {busy === 'saving' ? 'Saving…' : isDraft ? 'Save draft' : 'Save changes'}
          </Button>
          {isDraft ? (
            <Button variant="primary" onClick={startPublish} disabled={disabled || missing.length > 0}>
              {busy === 'publishing' ? 'Publishing…' : 'Publish'}
            </Button>
          ) : null}
          {job && isDraft && !presetSlot && free.length === 0 ? (
            <Button variant="success" onClick={() => void startBuying()} disabled={disabled || missing.length > 0}>
              Buy a posting and publish
            </Button>
          ) : null}
          <Link to={job && !isDraft ? summaryPath(job.id) : '/app/post-job/all'} className="btn btn-link">
            Cancel
          </Link>
        </div>
      </Form>

      {job ? (
        <BuyAndPublishDialog
          username={username}
          jobId={job.id}
          place={{ position: values.position, zip: values.zip }}
          show={buying}
          onHide={() => setBuying(false)}
          onPublished={(order) => {
            setBuying(false);
            changed();
            void queryClient.invalidateQueries({ queryKey: employerJobKey(username, job.id) });
            const national = order.credits.NAT > 0;
            void navigate(summaryPath(job.id), { state: { notice: `Paid and published: your posting is live.${national ? ' It also shows in national search.' : ''}` } });
          }}
        />
      ) : null}

      <Modal show={choosing} onHide={() => !busy && setChoosing(false)} centered aria-labelledby="choose-slot-title">
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="choose-slot-title">Choose a job slot</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {alert && choosing ? (
            <FormErrorAlert message={alert} />
          ) : null}
          <Form.Group>
            {free.map((slot) => (
              <Form.Check
                key={slot.slotId}
                type="radio"
                id={`publish-slot-${slot.slotId}`}
                name="slotId"
                label={slotLabel(slot)}
                checked={chosenSlot === slot.slotId}
                onChange={() => setChosenSlot(slot.slotId)}
                className="mb-2"
              />
            ))}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setChoosing(false)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void publish(chosenSlot)} disabled={busy !== null || chosenSlot === null}>
            {busy === 'publishing' ? 'Publishing…' : 'Publish'}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

/** Whether a free slot may carry the posting as it stands (no ZIP code yet: the server decides the region). */
const fitsSlot = (slot: JobSlot, values: JobFormValues) =>
  slotFits({ position: slot.position, region: values.zip ? slot.region : null }, { position: values.position || null, zip: values.zip || null });

/** The server's 402 (no free slot) message mentions buying; offer the way there. */
const caughtNoSlot = (message: string) => /no free job slot/i.test(message);

function AmountField(props: { id: string; name: string; label: string; percent: boolean; value: string; onValueChange: (value: string) => void; error?: string; disabled?: boolean }) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>
        {props.label} <span className="visually-hidden">{props.percent ? '(percent)' : '(dollars)'}</span>
      </Form.Label>
      <InputGroup hasValidation>
        {props.percent ? null : <InputGroup.Text aria-hidden="true">$</InputGroup.Text>}
        <Form.Control
          name={props.name}
          inputMode="decimal"
          value={props.value}
          onChange={(event) => props.onValueChange(event.target.value)}
          isInvalid={Boolean(props.error)}
          aria-describedby={errorId}
          disabled={props.disabled}
        />
        {props.percent ? <InputGroup.Text aria-hidden="true">%</InputGroup.Text> : null}
        {props.error ? (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {props.error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
    </Form.Group>
  );
}

/**
 * /app/post-job/edit/{jobId}, /app/post-job/new and /app/post-job/subscription/{slotId}: the
 * posting form. New postings are saved as drafts (POST); a draft is published into a slot.
 */
export function JobEditPage({ username, mode }: { username: string; mode: 'edit' | 'new' | 'slot' }) {
  const params = useParams();
  const jobId = mode === 'edit' && /^\d{1,15}$/.test(params.jobId ?? '') ? Number(params.jobId) : null;
  const slotId = mode === 'slot' && /^\d{1,15}$/.test(params.slotId ?? '') ? Number(params.slotId) : null;
  const job = useEmployerJob(username, jobId);
  const offices = useJobOffices(username);
  const slots = useJobSlots(username);

  if (mode === 'edit' && jobId === null) return <JobNotFound />;
  if ((jobId !== null && job.isPending) || offices.isPending || slots.isPending) return <PageLoading label="Loading the posting…" />;
  if (job.isError || offices.isError || slots.isError)
    return (
      <section className="app-page">
        <Alert variant="danger" role="alert">
          {failureMessage(job.error ?? offices.error ?? slots.error)}
        </Alert>
      </section>
    );
  if (jobId !== null && !job.data) return <JobNotFound />;

  const presetSlot = slotId === null ? null : (freeSlots(slots.data).find((slot) => slot.slotId === slotId) ?? null);
  if (mode === 'slot' && !presetSlot)
    return (
      <section className="app-page app-page--narrow" aria-labelledby="slot-gone-title">
        <PageMeta title="Job slot not available" noindex />
        <h1 className="app-page__title" id="slot-gone-title">
          This job slot is not available
        </h1>
        <div className="app-panel">
          <p>The slot is already in use, was cancelled or has ended, or it is not one of yours.</p>
          <Link to="/app/post-job/all" className="btn btn-primary">
            See your job postings and slots
          </Link>
        </div>
      </section>
    );

  return (
    <JobForm key={job.data?.id ?? `new-${slotId ?? ''}`} username={username} job={job.data ?? null} offices={offices.data} slots={slots.data} presetSlot={presetSlot} />
  );
}
