import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import {
  CE_CATEGORIES,
  CE_CATEGORY_CODES,
  CE_HOURS_MAX,
  CE_HOURS_MIN,
  CeCourseInputSchema,
  CeCycleInputSchema,
  yearsBefore,
  type CeCategory,
  type CeCourse,
  type CeOverview,
} from '@chairside/domain/ce-tracker';
import { positionLabel } from '@chairside/domain/positions';
import { failureMessage } from '../../components/form/errors';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { PageLoading } from '../../components/page-loading';
import { addCourse, addCourseFromEvent, openCertificate, refreshCe, removeCourse, saveCycle, uploadCertificate, useCeEvents, useCeOverview } from './ce-api';

const dayLabel = (day: string | null) => formatDate(day) || '—';
const hoursLabel = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;
const categoryLabel = (code: string | null) => (code && code in CE_CATEGORIES ? CE_CATEGORIES[code as CeCategory] : 'Other');

const STATUS_TEXT = { met: 'Requirement met', on_track: 'On track', short: 'Behind pace', ended: 'Cycle ended short' } as const;

/** /app/coaching-ces/: My CE's, the continuing-education tracker for a licence renewal. */
export function CeTrackerPage({ user }: { user: CurrentUser }) {
  if (user.role !== 'staff')
    return (
      <section className="app-page">
        <PageMeta title="My CE's" noindex />
        <h1>My CE&apos;s</h1>
        <p>Job seekers keep their continuing-education courses and licence renewal here.</p>
      </section>
    );
  return <CeTracker user={user} />;
}

function CeTracker({ user }: { user: CurrentUser }) {
  const overview = useCeOverview(user.username);
  return (
    <section className="app-page ce-page" aria-labelledby="ce-title">
      <PageMeta title="My CE's" noindex />
      <div className="ce-page__head">
        <h1 id="ce-title" className="app-page__title">
          My CE&apos;s
        </h1>
        <Button variant="outline-dark" size="sm" className="ce-page__print d-print-none" onClick={() => window.print()}>
          Print summary
        </Button>
      </div>
      <p className="ce-page__print-only">
        Continuing education summary for {user.name} ({positionLabel(user.position)}), printed {formatDate(new Date(), 'long')}.
      </p>
      {overview.isPending ? <PageLoading label="Loading your courses…" /> : null}
      {overview.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(overview.error)}
        </div>
      ) : null}
      {overview.data ? (
        <>
          <ProgressPanel overview={overview.data} />
          <CycleForm username={user.username} overview={overview.data} />
          <CourseList username={user.username} courses={overview.data.courses} />
          <AddCourseForm username={user.username} />
          <CeEvents username={user.username} />
        </>
      ) : null}
    </section>
  );
}

function ProgressPanel({ overview }: { overview: CeOverview }) {
  const { progress, cycle } = overview;
  if (!progress || !cycle)
    return (
      <section className="app-panel" aria-labelledby="ce-progress">
        <h2 id="ce-progress" className="h5">
          Progress
        </h2>
        <p className="mb-0">Set your licence&apos;s renewal cycle below to see your progress toward the hours it requires.</p>
      </section>
    );
  return (
    <section className="app-panel ce-progress" aria-labelledby="ce-progress" data-testid="ce-progress">
      <h2 id="ce-progress" className="h5">
        Progress: {cycle.state} licence, {dayLabel(cycle.cycleStart)} to {dayLabel(cycle.cycleEnd)}
      </h2>
      <p className="ce-progress__figures">
        <strong>
          {progress.hoursEarned} of {hoursLabel(progress.hoursRequired)}
        </strong>{' '}
        ({progress.percent}%) · {progress.hoursLeft > 0 ? `${hoursLabel(progress.hoursLeft)} to go` : 'nothing to go'} · {progress.daysLeft} days left ·{' '}
        <span className={`badge ce-progress__status ce-progress__status--${progress.status}`}>{STATUS_TEXT[progress.status]}</span>
      </p>
      <div className="progress" role="progressbar" aria-label="CE hours toward the requirement" aria-valuenow={progress.percent} aria-valuemin={0} aria-valuemax={100}>
        <div className="progress-bar" style={{ width: `${progress.percent}%` }} />
      </div>
      {progress.byCategory.length > 0 ? (
        <ul className="ce-progress__categories">
          {progress.byCategory.map((entry) => (
            <li key={entry.category}>
              {categoryLabel(entry.category)}: {hoursLabel(entry.hours)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const CycleFormSchema = z.object({
  state: z.string().trim().toUpperCase(),
  cycleStart: z.string(),
  cycleEnd: z.string(),
  hoursRequired: z.coerce.number({ error: 'Enter the hours required, from 1 to 500.' }),
}).pipe(CeCycleInputSchema);
type CycleFormInput = z.input<typeof CycleFormSchema>;
type CycleFormOutput = z.output<typeof CycleFormSchema>;

function CycleForm({ username, overview }: { username: string; overview: CeOverview }) {
  const id = useId();
  const queries = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const { cycle, preset } = overview;
  const form = useForm<CycleFormInput, unknown, CycleFormOutput>({
    resolver: zodResolver(CycleFormSchema),
    defaultValues: cycle
      ? { state: cycle.state, cycleStart: cycle.cycleStart, cycleEnd: cycle.cycleEnd, hoursRequired: String(cycle.hoursRequired) }
      : { state: preset?.state ?? '', cycleStart: '', cycleEnd: '', hoursRequired: preset ? String(preset.hoursRequired) : '' },
  });
  const { register, handleSubmit, setError, setValue, getValues, formState } = form;
  useUnsavedChanges(formState.isDirty);

  function usePreset() {
    if (!preset) return;
    setValue('state', preset.state, { shouldDirty: true });
    setValue('hoursRequired', String(preset.hoursRequired), { shouldDirty: true });
    const end = getValues('cycleEnd');
    if (end) setValue('cycleStart', yearsBefore(String(end), preset.cycleYears), { shouldDirty: true });
  }

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const answer = await saveCycle(username, values);
      queries.setQueryData(['ce', username], answer);
      form.reset({ state: values.state, cycleStart: values.cycleStart, cycleEnd: values.cycleEnd, hoursRequired: String(values.hoursRequired) });
      setStatus('Your renewal cycle is saved.');
    } catch (caught) {
      if (caught instanceof ApiError)
        Object.entries(caught.fields)
          .filter(([field]) => ['state', 'cycleStart', 'cycleEnd', 'hoursRequired'].includes(field))
          .forEach(([field, message], index) => setError(field as keyof CycleFormInput, { type: 'server', message }, { shouldFocus: index === 0 }));
      setStatus(failureMessage(caught));
    }
  });
  const errors = formState.errors;

  return (
    <section className="app-panel ce-cycle d-print-none" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Licence renewal cycle
      </h2>
      {preset ? (
        <p>
          Usual rule for {positionLabel(preset.position)} in {preset.state}: {hoursLabel(preset.hoursRequired)} every {preset.cycleYears} year{preset.cycleYears === 1 ? '' : 's'}.{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={usePreset}>
            Use it
          </Button>{' '}
          (check your board&apos;s rule and change anything that differs).
        </p>
      ) : (
        <p>Enter your licence&apos;s renewal cycle as your state board sets it.</p>
      )}
      <Form noValidate onSubmit={(event) => void onSubmit(event)} className="ce-form">
        <Form.Group controlId={`${id}-state`}>
          <Form.Label>State</Form.Label>
          <Form.Control {...register('state')} maxLength={2} autoComplete="off" isInvalid={Boolean(errors.state)} aria-describedby={`${id}-state-error`} />
          <Form.Control.Feedback type="invalid" id={`${id}-state-error`}>
            {errors.state?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={`${id}-start`}>
          <Form.Label>Cycle starts</Form.Label>
          <Form.Control type="date" {...register('cycleStart')} isInvalid={Boolean(errors.cycleStart)} aria-describedby={`${id}-start-error`} />
          <Form.Control.Feedback type="invalid" id={`${id}-start-error`}>
            {errors.cycleStart?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={`${id}-end`}>
          <Form.Label>Cycle ends</Form.Label>
          <Form.Control type="date" {...register('cycleEnd')} isInvalid={Boolean(errors.cycleEnd)} aria-describedby={`${id}-end-error`} />
          <Form.Control.Feedback type="invalid" id={`${id}-end-error`}>
            {errors.cycleEnd?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={`${id}-hours`}>
          <Form.Label>Hours required</Form.Label>
          <Form.Control type="number" inputMode="decimal" step="0.25" min={1} max={500} {...register('hoursRequired')} isInvalid={Boolean(errors.hoursRequired)} aria-describedby={`${id}-hours-error`} />
          <Form.Control.Feedback type="invalid" id={`${id}-hours-error`}>
            {errors.hoursRequired?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <div className="ce-form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            Save cycle
          </Button>
        </div>
      </Form>
      {status ? (
        <p className="mt-2 mb-0" role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}

function CourseList({ username, courses }: { username: string; courses: CeCourse[] }) {
  return (
    <section className="app-panel" aria-labelledby="ce-courses">
      <h2 id="ce-courses" className="h5">
        Courses
      </h2>
      <p className="d-print-none">These are also the courses on your resume.</p>
      {courses.length === 0 ? (
        <p className="mb-0">No courses yet. Add your first one below.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle ce-courses" data-testid="ce-courses">
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Completed</th>
                <th scope="col">Hours</th>
                <th scope="col">Category</th>
                <th scope="col">Certificate</th>
                <th scope="col" className="d-print-none">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <CourseRow key={course.id} username={username} course={course} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CourseRow({ username, course }: { username: string; course: CeCourse }) {
  const queries = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      await uploadCertificate(username, course.id, file);
      await refreshCe(queries, username);
    } catch (caught) {
      setProblem(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`Remove “${course.title}” from your courses and your resume?`)) return;
    setBusy(true);
    try {
      await removeCourse(username, course.id);
      await refreshCe(queries, username);
    } catch (caught) {
      setProblem(failureMessage(caught));
      setBusy(false);
    }
  }

  return (
    <tr>
      <td>
        <strong>{course.title}</strong>
        {course.provider ? <div className="small text-body-secondary">{course.provider}</div> : null}
        {problem ? (
          <div className="small text-danger" role="alert">
            {problem}
          </div>
        ) : null}
      </td>
      <td>{dayLabel(course.completedDate)}</td>
      <td>{course.hours ?? '—'}</td>
      <td>{categoryLabel(course.category)}</td>
      <td>
        {course.certificateUrl ? (
          <>
            <span className="ce-page__print-only">On file ({course.certificateType === 'pdf' ? 'PDF' : 'image'})</span>
            <Button variant="link" size="sm" className="p-0 d-print-none" onClick={() => void openCertificate(course.certificateUrl!).catch((caught: unknown) => setProblem(failureMessage(caught)))}>
              View {course.certificateType === 'pdf' ? 'PDF' : 'image'}
            </Button>
          </>
        ) : (
          <span>None</span>
        )}
      </td>
      <td className="d-print-none text-nowrap">
        <label className="btn btn-outline-primary btn-sm mb-0 me-1">
          {course.certificateUrl ? 'Replace certificate' : 'Attach certificate'}
          <input ref={input} type="file" className="visually-hidden" accept="application/pdf,image/jpeg,image/png,image/webp,image/gif" disabled={busy} onChange={(event) => void attach(event)} aria-label={`Certificate for ${course.title}`} />
        </label>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => void remove()} aria-label={`Remove: ${course.title}`}>
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** The course as the form holds it: hours typed as text, checked by the same rule as the API's. */
const CourseFormSchema = CeCourseInputSchema.extend({
  hours: z.coerce
    .number({ error: `Hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.` })
    .min(CE_HOURS_MIN, `Hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.`)
    .max(CE_HOURS_MAX, `Hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.`),
});
type CourseFormInput = z.input<typeof CourseFormSchema>;
type CourseFormOutput = z.output<typeof CourseFormSchema>;
const EMPTY_COURSE: CourseFormInput = { title: '', provider: '', completedDate: '', hours: '', category: 'CLINICAL' };

function AddCourseForm({ username }: { username: string }) {
  const id = useId();
  const queries = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<CourseFormInput, unknown, CourseFormOutput>({ resolver: zodResolver(CourseFormSchema), defaultValues: EMPTY_COURSE });
  const { register, handleSubmit, setError, formState } = form;
  useUnsavedChanges(formState.isDirty);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const course = await addCourse(username, values);
      await refreshCe(queries, username);
      form.reset(EMPTY_COURSE);
      setStatus(`Added “${course.title}”. Attach its certificate from the list above.`);
    } catch (caught) {
      if (caught instanceof ApiError)
        Object.entries(caught.fields)
          .filter(([field]) => field in EMPTY_COURSE)
          .forEach(([field, message], index) => setError(field as keyof CourseFormInput, { type: 'server', message }, { shouldFocus: index === 0 }));
      setStatus(failureMessage(caught));
    }
  });

  const field = (name: keyof CourseFormInput, label: string, control: React.ReactNode) => (
    <Form.Group controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      {control}
      <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );
  const described = (name: keyof CourseFormInput) => ({ isInvalid: Boolean(errors[name]), 'aria-describedby': `${id}-${name}-error` });

  return (
    <section className="app-panel d-print-none" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        Add a course
      </h2>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} className="ce-form ce-form--course" aria-label="Add a course">
        {field('title', 'Course title', <Form.Control {...register('title')} maxLength={150} {...described('title')} />)}
        {field('provider', 'Provider', <Form.Control {...register('provider')} maxLength={150} {...described('provider')} />)}
        {field('completedDate', 'Completed on', <Form.Control type="date" {...register('completedDate')} {...described('completedDate')} />)}
        {field('hours', 'Hours', <Form.Control type="number" inputMode="decimal" step="0.25" min={CE_HOURS_MIN} max={CE_HOURS_MAX} {...register('hours')} {...described('hours')} />)}
        {field(
          'category',
          'Category',
          <Form.Select {...register('category')} {...described('category')}>
            {CE_CATEGORY_CODES.map((code) => (
              <option key={code} value={code}>
                {CE_CATEGORIES[code]}
              </option>
            ))}
          </Form.Select>,
        )}
        <div className="ce-form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            Add course
          </Button>
        </div>
      </Form>
      {status ? (
        <p className="mt-2 mb-0" role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}

/** CE events of the events calendar, each added as a course in one step (it counts from its day). */
function CeEvents({ username }: { username: string }) {
  const queries = useQueryClient();
  const events = useCeEvents();
  const [added, setAdded] = useState<Record<number, string>>({});
  if (!events.data || events.data.length === 0) return null;

  async function add(eventId: number, title: string) {
    try {
      await addCourseFromEvent(username, eventId);
      await refreshCe(queries, username);
      setAdded((current) => ({ ...current, [eventId]: `Added “${title}” to your courses.` }));
    } catch (caught) {
      setAdded((current) => ({ ...current, [eventId]: failureMessage(caught) }));
    }
  }

  return (
    <section className="app-panel d-print-none" aria-labelledby="ce-events">
      <h2 id="ce-events" className="h5">
        CE events coming up
      </h2>
      <p>Going to one? Add it to your courses in one step: its hours count from the day it ends.</p>
      <ul className="list-unstyled mb-0 ce-events">
        {events.data.map((event) => (
          <li key={event.id} className="ce-events__item">
            <span>
              <strong>{event.title}</strong> · {formatDate(event.end, 'medium', event.timeZone)} · {hoursLabel(event.ceCredits ?? 0)}
            </span>
            {added[event.id] ? (
              <span role="status">{added[event.id]}</span>
            ) : (
              <Button variant="outline-primary" size="sm" onClick={() => void add(event.id, event.title)} aria-label={`Add to My CE's: ${event.title}`}>
                Add to My CE&apos;s
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
