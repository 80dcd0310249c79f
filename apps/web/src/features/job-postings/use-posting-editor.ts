// The posting editor's flow: the form's values, its checks, and saving, publishing and buying.
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { JobPostingInputSchema, publishProblems, type EmployerJob, type JobSlot } from '@chairside/domain/job-posting';
import { slotFits } from '@chairside/domain/commerce-rules';
import type { Office } from '@chairside/domain/office';
import { api, ApiError } from '../../lib/api-client';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { useAuth } from '../../lib/auth-context';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { failureMessage, serverFieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { localToday, editJobPath, employerJobKey, freeSlots, newJobPath, summaryPath, useJobChanged } from '../postings/public-api';
import { formToInput, issuesToProblems, jobToForm, newPostingForm, withOffice, type FormProblems, type JobFormValues } from './job-form';

/** The form's fields, for telling the server's field messages from the rest. */
const FORM_FIELDS = [
  'officeId',
  'position',
  'name',
  'description',
  'urltitle',
  'type',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'isConfidential',
  'payCode',
  'salaryMin',
  'salaryMax',
  'specialties',
  'jobDates',
  'employmentType',
  'workDays',
  'shifts',
  'benefits',
  'screeningQuestions',
  'requiredCredentials',
];

/** Whether a free slot may carry the posting as it stands (no ZIP code yet: the server decides the region). */
const fitsSlot = (slot: JobSlot, values: JobFormValues) =>
  slotFits({ position: slot.position, region: values.zip ? slot.region : null }, { position: values.position || null, zip: values.zip || null });

export type PostingEditorProps = {
  username: string;
  job: EmployerJob | null;
  offices: Office[];
  slots: JobSlot[];
  /** The slot this posting was started for (/app/post-job/subscription/{slotId}). */
  presetSlot: JobSlot | null;
};

export type Busy = 'saving' | 'publishing' | null;

/**
 * The posting's values live in react-hook-form (its dirty state guards leaving); the checks are
 * the API's schema plus the amounts; a save is POST for a new draft and PUT after; publishing
 * saves first, then takes a slot (the one preset, the only free one, or the one chosen).
 */
export function usePostingEditor({ username, job, offices, slots, presetSlot }: PostingEditorProps) {
  const navigate = useNavigate();
  const practiceZip = useAuth().user?.zip ?? null;
  const queryClient = useQueryClient();
  const changed = useJobChanged(username);
  const formRef = useRef<HTMLFormElement>(null);
  const arrival = useLocation().state as { notice?: string; alert?: string } | null;
  const [initial] = useState<JobFormValues>(() => (job ? jobToForm(job) : newPostingForm(offices, presetSlot, localToday(), practiceZip)));
  const form = useForm<JobFormValues>({ defaultValues: initial });
  const values = form.watch() as JobFormValues;
  const [errors, setErrors] = useState<FormProblems>({});
  const [alert, setAlert] = useState<string | null>(arrival?.alert ?? null);
  const [notice, setNotice] = useState<string | null>(arrival?.notice ?? null);
  const [busy, setBusy] = useState<Busy>(null);
  const [choosing, setChoosing] = useState(false);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [buying, setBuying] = useState(false);

  const isDraft = !job || job.status === 'DRAFT';
  useUnsavedChanges(form.formState.isDirty);

  /** The form shows the posting as just saved: nothing left unsaved. */
  const showSaved = (posting: EmployerJob) => form.reset(jobToForm(posting));

  const { input, problems: amountProblems } = formToInput(values);
  const missing = publishProblems(
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
  );

  /** Changes one field: the notice goes, and so do the field's own messages. */
  const set =
    <K extends keyof JobFormValues>(field: K) =>
    (value: JobFormValues[K]) => {
      form.setValue(field, value as never, { shouldDirty: true });
      setNotice(null);
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${String(field)}.`))));
    };

  /** Choosing an office fills in its address. */
  const chooseOffice = (officeId: string) => {
    const next = withOffice(form.getValues(), offices.find((office) => String(office.id) === officeId) ?? null);
    for (const [field, value] of Object.entries(next)) form.setValue(field as keyof JobFormValues, value as never, { shouldDirty: true });
    setErrors({});
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
      focusFirstError(formRef.current, found);
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  function showFailure(caught: unknown) {
    const known = serverFieldErrors(caught, FORM_FIELDS, 'path');
    if (Object.keys(known).length > 0) {
      setErrors(known);
      setAlert('Please check the form: ' + Object.values(known)[0]);
      focusFirstError(formRef.current, known);
    } else setAlert(failureMessage(caught));
  }

  /** Checks the form, then saves it; answers the saved posting or null. */
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

  async function saveOnly(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy('saving');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    showSaved(saved);
    if (!job) void navigate(editJobPath(saved.id), { replace: true, state: { notice: 'Your draft is saved.' } });
    else setNotice(isDraft ? 'Your draft is saved.' : 'Your changes are saved.');
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
    showSaved(saved);
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
    const [first] = free;
    if (first && free.length > 1) {
      setChosenSlot(first.slotId);
      setChoosing(true);
      return;
    }
    // One free slot: that one; none: the server says what to do (402).
    void publish(first?.slotId ?? null);
  }

  return {
    formRef,
    values,
    set,
    chooseOffice,
    errors,
    alert,
    notice,
    dismissNotice: () => setNotice(null),
    busy,
    isDraft,
    missing,
    free,
    saveOnly,
    startPublish,
    startBuying,
    publish,
    slotChoice: { open: choosing, chosen: chosenSlot, choose: setChosenSlot, close: () => setChoosing(false) },
    buying: { open: buying, close: () => setBuying(false) },
    changed,
  };
}

export type PostingEditor = ReturnType<typeof usePostingEditor>;
