// /app/admin/credential-reviews: licenses, permits and certificates waiting for a check with the
// state board (ADR 115): the card, the board's lookup page, approve or reject with a reason (audited).
import { useId, useState } from 'react';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { CredentialDecisionInputSchema, type CredentialReview } from '@chairside/domain/credentials';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { CardPreview } from '../credentials/public-api';

const KEY = ['admin', 'credential-reviews'] as const;
const DecisionFormSchema = z
  .object({ decision: z.string(), reason: z.string() })
  .transform((values): z.input<typeof CredentialDecisionInputSchema> => ({
    decision: values.decision as 'APPROVE' | 'REJECT',
    reason: values.reason.trim() === '' ? null : values.reason.trim(),
  }))
  .pipe(CredentialDecisionInputSchema);
const DECISIONS = [
  { value: 'APPROVE', label: 'Approve: it matches the state board' },
  { value: 'REJECT', label: 'Reject: it does not match' },
];

export function CredentialReviewsPage() {
  const reviews = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<CredentialReview[]>('/admin/credential-reviews', signal) });
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageMeta title="License reviews · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        License reviews
      </h1>
      <p className="app-page__subtitle">Licenses, permits and certificates to check with the state board, the oldest first.</p>
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {reviews.isPending ? <p>Loading…</p> : null}
      {reviews.isError ? <p className="text-danger">{reviews.error.message}</p> : null}
      {reviews.data && reviews.data.length === 0 ? <p className="app-panel">Nothing waiting for a review.</p> : null}
      {reviews.data?.map((entry) => (
        <ReviewItem key={entry.id} entry={entry} onDone={setDone} />
      ))}
    </>
  );
}

function ReviewItem({ entry, onDone }: { entry: CredentialReview; onDone: (message: string) => void }) {
  const id = useId();
  const queries = useQueryClient();
  const form = useAppForm({
    schema: DecisionFormSchema,
    defaultValues: { decision: 'APPROVE', reason: '' },
    onSubmit: async (values) => {
      const queue = await api.post<CredentialReview[]>(`/admin/credential-reviews/${entry.id}/decision`, values);
      onDone(`Recorded the decision on ${entry.name}: ${entry.label}.`);
      // The answer is the queue without this one: the item leaves the page.
      queries.setQueryData(KEY, queue);
      return queue;
    },
    savedValues: (_answer, sent) => sent,
    savedMessage: 'Recorded.',
    guardUnsaved: false,
  });
  return (
    <article className="app-panel mb-3 credential-review" aria-label={`${entry.name}: ${entry.label}`} data-testid="credential-review">
      <div className="row g-3">
        <div className="col-md-6">
          <h2 className="h6 mb-1">
            {entry.label} — {entry.name}
          </h2>
          <p className="small mb-1">
            {entry.state ? `${entry.state} ` : ''}
            {entry.number ? `#${entry.number}` : ''}
            {entry.expiresOn ? `, expires ${entry.expiresOn}` : ''}
          </p>
          {entry.boardLookup ? (
            <p className="small mb-2">
              Look it up:{' '}
              <a href={entry.boardLookup.url} target="_blank" rel="noopener noreferrer">
                {entry.boardLookup.board}
              </a>
            </p>
          ) : (
            <p className="small mb-2">No lookup page on file for this state: use the state board’s site.</p>
          )}
          <AppForm form={form} feedback="none" aria-label={`Decision on ${entry.label} of ${entry.name}`}>
            <SelectInput id={`${id}-decision`} name="decision" label="Decision" options={DECISIONS} />
            <TextArea id={`${id}-reason`} name="reason" label="Reason (required to reject; the person sees it)" rows={2} />
            <SubmitButton busyLabel="Recording…">Record decision</SubmitButton>
          </AppForm>
          {form.failure ? (
            <p className="text-danger small mt-2" role="alert">
              {form.failure}
            </p>
          ) : null}
        </div>
        <div className="col-md-6">
          {entry.cardUrl ? <CardPreview url={entry.cardUrl} type={entry.cardType} label={entry.label} /> : <p className="small">No card attached.</p>}
        </div>
      </div>
    </article>
  );
}
