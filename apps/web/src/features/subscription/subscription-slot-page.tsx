import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import type { EmployerJob } from '@chairside/domain/job-posting';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDay, EMPLOYER_JOBS_KEY, jobSlotsKey, summaryPath, useEmployerJobs, useJobSlots, jobTitle } from '../postings/public-api';
import { JobEditPage } from '../job-postings/public-api';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

/** The spec's action that opens a slot's screen on a new posting. */
export const CREATE_NEW = 'create-new';

/**
 * /app/post-job/subscription/{slotId}: a subscription slot's screen. A slot with a posting shows
 * it (with the adjusted expiry of a subscription post) and can swap it for one of the drafts, or
 * close it to create a new one in the slot; a free slot takes a draft or a new posting (action
 * create-new, the posting form).
 */
export function SubscriptionSlotPage({ username }: { username: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const slotId = /^\d{1,15}$/.test(params.slotId ?? '') ? Number(params.slotId) : null;
  const slots = useJobSlots(username);
  const jobs = useEmployerJobs(username);
  if (slots.isPending || jobs.isPending) return <PageLoading label="Loading the slot…" />;
  const slot = (slots.data ?? []).find((candidate) => candidate.slotId === slotId && !candidate.cancelledAt);
  // Not the practice's, ended, or create-new: the posting form says what applies.
  if (!slot || search.get('action') === CREATE_NEW) return <JobEditPage key="slot" username={username} mode="slot" />;
  const current = (jobs.data ?? []).find((job) => job.id === slot.activeJobId) ?? null;
  const drafts = (jobs.data ?? []).filter((job) => job.status === 'DRAFT');
  if (!current)
    return (
      <>
        {drafts.length > 0 ? <DraftChooser username={username} slotId={slot.slotId} drafts={drafts} replacing={null} /> : null}
        <JobEditPage key="slot" username={username} mode="slot" />
      </>
    );

  return (
    <section className="app-page app-page--narrow" aria-labelledby="slot-title">
      <PageMeta title="Subscription slot" noindex />
      <h1 className="app-page__title" id="slot-title">
        Subscription slot
      </h1>
      <div className="app-panel mb-3" data-testid="slot-posting">
        <h2 className="job-form__title">
          <Link to={summaryPath(current.id)}>{jobTitle(current)}</Link>
        </h2>
        <p className="mb-1">Status: {current.displayStatus ?? current.status}</p>
        <p className="mb-0 text-body-secondary">
          {current.adjustedExpireDate ? `Shown as running until ${formatDay(current.adjustedExpireDate)}` : `Slot runs until ${formatDay(slot.expiresAt)}`}
        </p>
      </div>
      <DraftChooser username={username} slotId={slot.slotId} drafts={drafts} replacing={current} />
    </section>
  );
}

/** The draft chosen, and what the person asked for: that draft in the slot, or a new posting. */
const DraftChoiceSchema = z.object({ draft: z.string(), next: z.enum(['draft', 'new']) });

/** Puts a draft into the slot; when the slot carries a posting, that posting is closed first (which frees the slot). */
function DraftChooser({ username, slotId, drafts, replacing }: { username: string; slotId: number; drafts: EmployerJob[]; replacing: EmployerJob | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useAppForm({
    schema: DraftChoiceSchema,
    defaultValues: { draft: String(drafts[0]?.id ?? ''), next: 'draft' },
    onSubmit: async ({ draft, next }) => {
      try {
        if (replacing) await api.put(`/jobs/${replacing.id}/status`, { status: 'CANCELED' });
        if (next === 'draft' && draft !== '') {
          await api.put<EmployerJob>(`/jobs/${draft}/publish`, { slotId });
          await navigate(summaryPath(Number(draft)));
        } else {
          await navigate(`/app/post-job/subscription/${slotId}?action=${CREATE_NEW}`);
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: jobSlotsKey(username) });
        void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      }
    },
    guardUnsaved: false,
  });
  const publishLabel = replacing ? 'Swap for this draft' : 'Publish this draft here';

  return (
    <div className="app-panel mb-3" aria-labelledby="slot-draft-title">
      <h2 className="job-form__title" id="slot-draft-title">
        {replacing ? 'Swap this posting' : 'Put a draft in this slot'}
      </h2>
      {replacing ? <p className="text-body-secondary">The posting in the slot is closed and the one you choose goes live in its place.</p> : null}
      <AppForm form={form}>
        {drafts.length > 0 ? (
          <SelectInput
            id={`slot-${slotId}-draft`}
            name="draft"
            label="Draft"
            options={drafts.map((draft) => ({ value: String(draft.id), label: jobTitle(draft) }))}
          />
        ) : null}
        <div className="d-flex gap-2 flex-wrap">
          {drafts.length > 0 ? (
            <SubmitButton busyLabel={publishLabel} onClick={() => form.setValue('next', 'draft')}>
              {publishLabel}
            </SubmitButton>
          ) : null}
          {replacing ? (
            <Button
              variant="outline-primary"
              onClick={() => {
                form.setValue('next', 'new');
                void form.submit();
              }}
            >
              Close it and create a new posting
            </Button>
          ) : null}
        </div>
      </AppForm>
    </div>
  );
}
