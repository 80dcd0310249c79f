import '../../styles/signed-links.css';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import * as z from 'zod';
import {
  INTERVIEW_OUTCOMES,
  INTERVIEW_OUTCOME_CODES,
  InterviewOutcomeInputSchema,
  type InterviewOutcome,
  type SignedInterviewOutcome,
} from '@chairside/domain/signed-links';
import { formatInZone } from '@chairside/domain/time-zones';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { formatDate, readerTimeZone } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { LinkProblem } from '../../components/link-problem';
import { fetchInterviewOutcome, recordInterviewOutcome, signedLinkKey } from './signed-links-api';

const SIGN_IN = loginPathFor('/app/interviews');

const HINTS: Record<InterviewOutcome, string> = {
  HIRED: 'You are hiring this person.',
  NOT_HIRED: 'The interview took place; you are not hiring this person.',
  NO_SHOW: 'The applicant did not come.',
  RESCHEDULED: 'The interview moves to another time: sign in afterwards to change it.',
};

/** The outcome as chosen (none yet: the form's alert asks for one), then the API's body as its schema checks it. */
const OutcomeFormSchema = z
  .object({ outcome: z.string().nullable(), markFilled: z.boolean() })
  .transform(({ outcome, markFilled }, context): z.input<typeof InterviewOutcomeInputSchema> => {
    // The choice is one of the radios' codes; the API's schema checks it next.
    if (outcome) return { outcome: outcome as InterviewOutcome, markFilled };
    context.addIssue({ code: 'custom', path: ['root'], message: 'Choose what happened.' });
    return z.NEVER;
  })
  .pipe(InterviewOutcomeInputSchema);

/** What the practice said, after it said it. */
function recordedText(data: SignedInterviewOutcome): string {
  const outcome = data.outcome as InterviewOutcome;
  const day = data.recordedAt ? ` on ${formatDate(data.recordedAt, 'long')}` : '';
  const base = `Outcome recorded${day}: ${INTERVIEW_OUTCOMES[outcome]}.`;
  if (outcome === 'HIRED') return data.posting.displayStatus === 'Filled' ? `${base} The posting is marked filled.` : `${base} The posting is still open.`;
  if (outcome === 'RESCHEDULED') return `${base} Sign in to set the new time.`;
  return base;
}

/** /interview-outcome/{token}: from the email after an interview, the practice records how it went, signed out. */
export function InterviewOutcomeLinkPage() {
  const token = useParams().token ?? '';
  const queries = useQueryClient();
  const key = signedLinkKey('interview-outcome', token);
  const answer = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchInterviewOutcome(token, signal), retry: false });
  const form = useAppForm({
    schema: OutcomeFormSchema,
    defaultValues: { outcome: null, markFilled: true },
    onSubmit: async (body) => {
      const mayMarkFilled = answer.data?.posting.mayMarkFilled ?? false;
      try {
        queries.setQueryData(key, await recordInterviewOutcome(token, { ...body, markFilled: body.outcome === 'HIRED' && mayMarkFilled && body.markFilled }));
      } catch (caught) {
        // Recorded meanwhile: the page shows what was recorded.
        if (caught instanceof ApiError && caught.status === 409) void answer.refetch();
        throw caught;
      }
    },
    guardUnsaved: false,
    // Every refusal is said in the form's alert, above the choices.
    serverFieldPath: () => null,
  });
  const outcome = form.watch('outcome');

  if (answer.isPending) return <PageLoading label="Loading the interview…" />;
  if (answer.isError) return <LinkProblem error={answer.error} signInPath={SIGN_IN} onRetry={() => void answer.refetch()} />;

  const data = answer.data;
  const { interview, posting } = data;
  const zone = interview.timeZone || readerTimeZone();
  const cancelled = interview.status === 'CANCELED' || interview.status === 'DECLINED';
  const unchosen = form.formState.errors.root?.message;
  const problem = form.failure ?? unchosen;

  return (
    <article className="signed-link container-xl" aria-labelledby="outcome-title">
      <PageMeta title="How did the interview go?" noindex />
      <p className="signed-link__eyebrow">Interview outcome</p>
      <h1 id="outcome-title">How did the interview with {interview.name} go?</h1>
      <dl className="signed-link__facts">
        <dt>Posting</dt>
        <dd>{interview.jobTitle ?? interview.positionLabel}</dd>
        <dt>Interview</dt>
        <dd>{interview.typeLabel}</dd>
        <dt>When</dt>
        <dd>
          {formatInZone(interview.interviewDate, zone)} ({interview.durationMinutes} minutes)
        </dd>
        {interview.location ? (
          <>
            <dt>Where</dt>
            <dd>{interview.location}</dd>
          </>
        ) : null}
        <dt>Posting status</dt>
        <dd>{posting.displayStatus ?? 'Draft'}</dd>
      </dl>

      {data.outcome ? (
        <div className="signed-link__panel" role="status">
          <Alert variant="success">{recordedText(data)}</Alert>
          <p className="mb-2">Sign in to see your interviews and candidates, or to change a posting.</p>
          <Link to={SIGN_IN} className="btn btn-primary">
            Sign in
          </Link>
        </div>
      ) : cancelled ? (
        <div className="signed-link__panel" role="status">
          <Alert variant="warning">This interview was {interview.status === 'DECLINED' ? 'declined' : 'cancelled'}, so it has no outcome to record.</Alert>
          <Link to={SIGN_IN} className="btn btn-primary">
            Sign in
          </Link>
        </div>
      ) : (
        <AppForm form={form} feedback="none" className="signed-link__panel" aria-label="Record the interview outcome">
          {problem ? <FormErrorAlert message={problem} /> : null}
          <fieldset aria-invalid={unchosen ? true : undefined}>
            <legend className="h5">What happened?</legend>
            {INTERVIEW_OUTCOME_CODES.map((code) => (
              <Form.Check
                key={code}
                type="radio"
                id={`outcome-${code}`}
                className="mb-2"
                label={
                  <>
                    <strong>{INTERVIEW_OUTCOMES[code]}</strong> <span className="signed-link__note">{HINTS[code]}</span>
                  </>
                }
                value={code}
                {...form.register('outcome')}
              />
            ))}
            {outcome === 'HIRED' && posting.mayMarkFilled ? (
              <Form.Check
                type="checkbox"
                id="outcome-mark-filled"
                className="mt-3"
                label={`Mark the posting “${interview.jobTitle ?? interview.positionLabel}” filled (it stops taking applications)`}
                {...form.register('markFilled')}
              />
            ) : null}
            <div className="signed-link__actions">
              <SubmitButton busyLabel="Saving…">Record the outcome</SubmitButton>
            </div>
          </fieldset>
          <p className="signed-link__note mt-3 mb-0">
            This link records one answer and works until {formatDate(data.expiresAt, 'long')}. <Link to={SIGN_IN}>Sign in</Link> for your interviews.
          </p>
        </AppForm>
      )}
    </article>
  );
}
