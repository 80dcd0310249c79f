// /app/reviews/report/{reviewId}: report a review to the administrators (anyone signed in, ADR 114).
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { REVIEW_REPORT_MAX } from '@chairside/domain/review-rules';
import { ReviewReportInputSchema } from '@chairside/domain/reviews';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

export function ReportReviewPage() {
  const id = useId();
  const { reviewId = '' } = useParams();
  const form = useAppForm({
    schema: ReviewReportInputSchema,
    defaultValues: { reason: '' },
    guardUnsaved: false,
    onSubmit: (body) => api.post<{ reviewId: number; status: string }>(`/reviews/${encodeURIComponent(reviewId)}/reports`, body),
  });
  return (
    <>
      <PageMeta title="Report a review" noindex />
      <h1 className="app-page__title">Report a review</h1>
      <p className="app-page__subtitle">Tell us what is wrong with it: an administrator reads every report and hides a review that breaks the rules.</p>
      {form.result ? (
        <Alert variant="success" role="status">
          Thank you. An administrator will look at this review. <Link to="/app/reviews">Your reviews</Link>
        </Alert>
      ) : (
        <AppForm form={form} aria-label="Report a review" className="app-panel">
          <TextArea
            id={`${id}-reason`}
            name="reason"
            label="What is wrong with it?"
            maxLength={REVIEW_REPORT_MAX}
            hint={`Up to ${REVIEW_REPORT_MAX} characters.`}
          />
          <SubmitButton busyLabel="Sending…">Send report</SubmitButton>
        </AppForm>
      )}
    </>
  );
}
