import '../../styles/signed-links.css';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { INTERVIEW_OUTCOMES, INTERVIEW_OUTCOME_CODES, type InterviewOutcome, type SignedInterviewOutcome } from '@chairside/domain/signed-links';
import { formatInZone } from '@chairside/domain/time-zones';
import { FormErrorAlert } from '../../components/form-error-alert';
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
  const [outcome, setOutcome] = useState<InterviewOutcome | null>(null);
  const [markFilled, setMarkFilled] = useState(true);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);

  if (answer.isPending) return <PageLoading label="Loading the interview…" />;
  if (answer.isError) return <LinkProblem error={answer.error} signInPath={SIGN_IN} onRetry={() => void answer.refetch()} />;

  const data = answer.data;
  const { interview, posting } = data;
  const zone = interview.timeZone || readerTimeZone();
  const cancelled = interview.status === 'CANCELED' || interview.status === 'DECLINED';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!outcome) return setProblem({ text: 'Choose what happened.', field: 'outcome' });
    setProblem(null);
    setSending(true);
    try {
      const saved = await recordInterviewOutcome(token, { outcome, markFilled: outcome === 'HIRED' && posting.mayMarkFilled && markFilled });
      queries.setQueryData(key, saved);
    } catch (caught) {
      if (!(caught instanceof ApiError)) setProblem({ text: 'Something went wrong. Please try again.' });
      else {
        setProblem({ text: caught.message, field: Object.keys(caught.fields)[0] });
        if (caught.status === 409) void answer.refetch();
      }
    } finally {
      setSending(false);
    }
  }

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
        <Form className="signed-link__panel" noValidate onSubmit={(event) => void submit(event)} aria-label="Record the interview outcome">
          {problem ? <FormErrorAlert message={problem.text} /> : null}
          <fieldset disabled={sending} aria-invalid={problem?.field === 'outcome' || undefined}>
            <legend className="h5">What happened?</legend>
            {INTERVIEW_OUTCOME_CODES.map((code) => (
              <Form.Check
                key={code}
                type="radio"
                id={`outcome-${code}`}
                name="outcome"
                className="mb-2"
                label={
                  <>
                    <strong>{INTERVIEW_OUTCOMES[code]}</strong> <span className="signed-link__note">{HINTS[code]}</span>
                  </>
                }
                checked={outcome === code}
                onChange={() => setOutcome(code)}
              />
            ))}
            {outcome === 'HIRED' && posting.mayMarkFilled ? (
              <Form.Check
                type="checkbox"
                id="outcome-mark-filled"
                className="mt-3"
                label={`Mark the posting “${interview.jobTitle ?? interview.positionLabel}” filled (it stops taking applications)`}
                checked={markFilled}
                onChange={(event) => setMarkFilled(event.target.checked)}
              />
            ) : null}
            <div className="signed-link__actions">
              <Button type="submit" variant="primary">
                {sending ? 'Saving…' : 'Record the outcome'}
              </Button>
            </div>
          </fieldset>
          <p className="signed-link__note mt-3 mb-0">
            This link records one answer and works until {formatDate(data.expiresAt, 'long')}. <Link to={SIGN_IN}>Sign in</Link> for your interviews.
          </p>
        </Form>
      )}
    </article>
  );
}
