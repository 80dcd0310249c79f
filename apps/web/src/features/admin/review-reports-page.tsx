// /app/admin/review-reports: reviews people reported (ADR 114). Hide one (it leaves every page and
// every rating) or keep it; either closes its open reports, and the decision is audited.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS } from '@chairside/domain/review-rules';
import type { AdminReviewReport, ReviewDecisionInput } from '@chairside/domain/reviews';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { shortDateTime } from './schedule-fields';

const KEY = ['admin', 'review-reports'] as const;

export function ReviewReportsPage() {
  const queries = useQueryClient();
  const reports = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<AdminReviewReport[]>('/admin/review-reports', signal) });
  const decide = useMutation({
    mutationFn: ({ reviewId, decision }: { reviewId: number } & ReviewDecisionInput) =>
      api.post<AdminReviewReport[]>(`/admin/review-reports/${reviewId}/decision`, { decision }),
    onSuccess: (answer) => queries.setQueryData(KEY, answer),
  });
  const [done, setDone] = useState<string | null>(null);
  const act = (entry: AdminReviewReport, decision: ReviewDecisionInput['decision']) => {
    setDone(null);
    decide.mutate(
      { reviewId: entry.reviewId, decision },
      { onSuccess: () => setDone(`The review of ${entry.subjectName} is ${decision === 'HIDE' ? 'hidden' : 'kept'}.`) },
    );
  };
  return (
    <>
      <PageMeta title="Reported reviews · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Reported reviews
      </h1>
      <p className="app-page__subtitle">Reviews people reported, the oldest report first: hide the review or keep it.</p>
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {decide.isError ? <FormErrorAlert message={decide.error.message} /> : null}
      {reports.isPending ? <p>Loading…</p> : null}
      {reports.isError ? <p className="text-danger">{reports.error.message}</p> : null}
      {reports.data && reports.data.length === 0 ? <p className="app-panel">No reported reviews.</p> : null}
      {reports.data?.map((entry) => (
        <article key={entry.reviewId} className="app-panel mb-3" data-testid="reported-review" aria-label={`Review of ${entry.subjectName}`}>
          <p className="mb-1">
            <strong>{entry.review.authorName}</strong> on <strong>{entry.subjectName}</strong>: {entry.review.rating}/5
            {entry.hidden ? ' (hidden)' : ''}
          </p>
          <p className="small mb-1">
            {REVIEW_ASPECTS.map((aspect) => `${REVIEW_ASPECT_LABELS[aspect]} ${entry.review[aspect]}/5`).join(' · ')} · Would work again:{' '}
            {entry.review.wouldWorkAgain ? 'yes' : 'no'}
          </p>
          {entry.review.comment ? <blockquote className="border-start ps-3 mb-2">{entry.review.comment}</blockquote> : null}
          <h2 className="h6">Reports</h2>
          <ul className="small">
            {entry.reports.map((report) => (
              <li key={`${report.reporter}-${report.createdAt}`}>
                {report.reporter}, {shortDateTime(report.createdAt)}: {report.reason}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="danger" disabled={decide.isPending} onClick={() => act(entry, 'HIDE')}>
            Hide review
          </Button>{' '}
          <Button size="sm" variant="outline-secondary" disabled={decide.isPending} onClick={() => act(entry, 'KEEP')}>
            Keep review
          </Button>
        </article>
      ))}
    </>
  );
}
