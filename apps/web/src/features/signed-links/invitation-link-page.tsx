import '../../styles/signed-links.css';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { HIRING_MESSAGE_MAX_LENGTH, type StaffInvitation } from '@chairside/domain/hiring';
import type { SignedInvitation } from '@chairside/domain/signed-links';
import { FormErrorAlert } from '../../components/form-error-alert';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { publicJobPath } from '../../lib/site-paths';
import { ScreeningAnswersFields, answersBody, errorsOfUnanswered, unansweredQuestions, type ScreeningAnswers } from '../applications/public-api';
import { LinkProblem } from '../../components/link-problem';
import { answerSignedInvitation, fetchSignedInvitation, signedLinkKey } from './signed-links-api';

const SIGN_IN = loginPathFor('/app/dashboard');

/** What happened to the invitation, in a sentence for its job seeker. */
function outcomeOf(invitation: StaffInvitation): { variant: 'success' | 'secondary' | 'warning'; text: string } | null {
  const when = invitation.respondedDate ? ` on ${formatDate(invitation.respondedDate, 'long')}` : '';
  switch (invitation.status) {
    case 'ACCEPTED':
      return { variant: 'success', text: `You accepted this invitation${when}: your application and resume went to the practice.` };
    case 'DECLINED':
      return { variant: 'secondary', text: `You declined this invitation${when}.` };
    case 'CANCELED':
      return { variant: 'warning', text: 'The practice withdrew this invitation.' };
    default:
      return invitation.job.isLive ? null : { variant: 'warning', text: 'This job is no longer accepting applications.' };
  }
}

/** /invitation/{token}: from the invitation email, the job with Accept and Decline, signed out. */
export function InvitationLinkPage() {
  const token = useParams().token ?? '';
  const queries = useQueryClient();
  const key = signedLinkKey('invitation', token);
  const answer = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSignedInvitation(token, signal), retry: false });
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState<'ACCEPT' | 'DECLINE' | null>(null);
  const [problem, setProblem] = useState<{ text: string; field?: string; code?: string } | null>(null);
  const [answers, setAnswers] = useState<ScreeningAnswers>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});

  if (answer.isPending) return <PageLoading label="Loading the invitation…" />;
  if (answer.isError) return <LinkProblem error={answer.error} signInPath={SIGN_IN} onRetry={() => void answer.refetch()} />;

  const { invitation, expiresAt } = answer.data;
  const { job } = invitation;
  const outcome = outcomeOf(invitation);
  const place = [job.city, job.state].filter(Boolean).join(', ');

  async function send(choice: 'ACCEPT' | 'DECLINE', event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    if (message.length > HIRING_MESSAGE_MAX_LENGTH)
      return setProblem({ text: `A message is at most ${HIRING_MESSAGE_MAX_LENGTH} characters.`, field: 'message' });
    // Accepting is applying: the posting's questions are answered first, as on the apply page.
    const questions = invitation.screeningQuestions;
    const unanswered = choice === 'ACCEPT' ? unansweredQuestions(questions, answers) : {};
    setAnswerErrors(unanswered);
    if (Object.keys(unanswered).length > 0) {
      document.getElementsByName(Object.keys(unanswered)[0])[0]?.focus();
      return;
    }
    setProblem(null);
    setSending(choice);
    try {
      const result = await answerSignedInvitation(token, {
        answer: choice,
        message: choice === 'ACCEPT' ? message : null,
        answers: choice === 'ACCEPT' ? answersBody(questions, answers) : [],
      });
      queries.setQueryData<SignedInvitation>(key, { ...answer.data!, invitation: result.invitation, isAnswered: true });
    } catch (caught) {
      if (!(caught instanceof ApiError)) setProblem({ text: 'Something went wrong. Please try again.' });
      else {
        const code = (caught.body as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code;
        setProblem({ text: caught.message, field: Object.keys(caught.fields)[0], code });
        setAnswerErrors(Object.fromEntries(Object.entries(caught.fields).filter(([field]) => field.startsWith('answers.'))));
        if (code === 'LINK_USED' || code === 'CONFLICT') void answer.refetch();
      }
    } finally {
      setSending(null);
    }
  }

  return (
    <article className="signed-link container-xl" aria-labelledby="invitation-title">
      <PageMeta title="Your invitation to apply" noindex />
      <p className="signed-link__eyebrow">Invitation to apply</p>
      <h1 id="invitation-title">{job.name ?? job.positionLabel}</h1>
      <dl className="signed-link__facts">
        <dt>Practice</dt>
        <dd>{job.practice ? job.practice.name : 'A dental practice (the posting is confidential)'}</dd>
        <dt>Position</dt>
        <dd>
          {job.positionLabel} ({job.type === 'PERM' ? 'permanent' : 'temporary'})
        </dd>
        {place ? (
          <>
            <dt>Where</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        <dt>Invited</dt>
        <dd>{formatDate(invitation.invitedDate, 'long')}</dd>
      </dl>
      {invitation.message ? (
        <section aria-labelledby="invitation-message">
          <h2 id="invitation-message" className="h5">
            Their message
          </h2>
          <p className="signed-link__message">{invitation.message}</p>
        </section>
      ) : null}
      <p>
        <Link to={publicJobPath(job.id, job.slug)}>Read the whole job posting</Link>
      </p>

      {outcome ? (
        <div className="signed-link__panel" role="status">
          <Alert variant={outcome.variant} className="mb-3">
            {outcome.text}
          </Alert>
          <p className="mb-2">Sign in to see your applications and invitations, or to message the practice.</p>
          <Link to={SIGN_IN} className="btn btn-primary">
            Sign in
          </Link>
        </div>
      ) : (
        <Form className="signed-link__panel" noValidate onSubmit={(event) => void send('ACCEPT', event)} aria-label="Answer the invitation">
          <h2 className="h5">Would you like to apply?</h2>
          <p className="signed-link__note">
            Accepting applies to this job with your resume{invitation.screeningQuestions.length > 0 ? ', your answers' : ''} and the message below. No sign-in
            needed.
          </p>
          {problem ? (
            <FormErrorAlert message={problem.text}>
              {problem.code === 'PROFILE_INCOMPLETE' ? (
                <>
                  {' '}
                  <Link to={loginPathFor('/app/my-profile')}>Sign in to complete your profile</Link>, then come back to this link.
                </>
              ) : null}
            </FormErrorAlert>
          ) : null}
          <ScreeningAnswersFields
            questions={invitation.screeningQuestions}
            answers={answers}
            onChange={(next) => {
              setAnswers(next);
              setAnswerErrors((current) => errorsOfUnanswered(current, next));
            }}
            errors={answerErrors}
            disabled={sending !== null}
            headingLevel={3}
          />
          <Form.Group controlId="invitation-answer-message">
            <Form.Label>Message to the practice (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={message}
              maxLength={HIRING_MESSAGE_MAX_LENGTH}
              isInvalid={problem?.field === 'message'}
              onChange={(event) => setMessage(event.target.value)}
              disabled={sending !== null}
            />
          </Form.Group>
          <div className="signed-link__actions">
            <Button type="submit" variant="primary" disabled={sending !== null}>
              {sending === 'ACCEPT' ? 'Applying…' : 'Accept and apply'}
            </Button>
            <Button type="button" variant="outline-secondary" disabled={sending !== null} onClick={() => void send('DECLINE')}>
              {sending === 'DECLINE' ? 'Declining…' : 'Decline'}
            </Button>
          </div>
          <p className="signed-link__note mt-3 mb-0">
            This link answers once and works until {formatDate(expiresAt, 'long')}. <Link to={SIGN_IN}>Sign in</Link> to answer from your dashboard instead.
          </p>
        </Form>
      )}
    </article>
  );
}
