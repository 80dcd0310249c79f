import '../../styles/signed-links.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import * as z from 'zod';
import { HIRING_MESSAGE_MAX_LENGTH, type StaffInvitation } from '@chairside/domain/hiring';
import { InvitationAnswerInputSchema, type InvitationAnswer, type InvitationAnswerInput, type SignedInvitation } from '@chairside/domain/signed-links';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { publicJobPath } from '../../lib/site-paths';
import { ScreeningAnswersFields, answersBody, unansweredQuestions, type ScreeningAnswers } from '../applications/public-api';
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
  if (answer.isPending) return <PageLoading label="Loading the invitation…" />;
  if (answer.isError) return <LinkProblem error={answer.error} signInPath={SIGN_IN} onRetry={() => void answer.refetch()} />;

  const { invitation, expiresAt } = answer.data;
  const { job } = invitation;
  const outcome = outcomeOf(invitation);
  const place = [job.city, job.state].filter(Boolean).join(', ');

  const answered = (result: InvitationAnswer) =>
    queries.setQueryData<SignedInvitation>(key, { ...answer.data!, invitation: result.invitation, isAnswered: true });

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
        <AnswerForm token={token} invitation={invitation} expiresAt={expiresAt} onAnswered={answered} onStale={() => void answer.refetch()} />
      )}
    </article>
  );
}

/** The API's first error code, e.g. PROFILE_INCOMPLETE or LINK_USED. */
const codeOf = (caught: unknown) => (caught instanceof ApiError ? (caught.body as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code : undefined);

/**
 * Accepting is applying: every screening question answered (each message under its question) and
 * the message, sent as the API's body and checked by its schema.
 */
const acceptFormSchema = (questions: StaffInvitation['screeningQuestions']) =>
  z
    .object({ answers: z.custom<ScreeningAnswers>((value) => typeof value === 'object' && value !== null), message: z.string() })
    .superRefine(({ answers }, context) => {
      for (const [field, message] of Object.entries(unansweredQuestions(questions, answers)))
        context.addIssue({ code: 'custom', path: field.split('.'), message });
    })
    .transform(({ answers, message }): z.input<typeof InvitationAnswerInputSchema> => ({ answer: 'ACCEPT', message, answers: answersBody(questions, answers) }))
    .pipe(InvitationAnswerInputSchema);

type AnswerFormProps = {
  token: string;
  invitation: StaffInvitation;
  expiresAt: string;
  onAnswered: (result: InvitationAnswer) => void;
  /** The link was answered meanwhile (elsewhere, or by the practice): the page reads it again. */
  onStale: () => void;
};

/** Accept (with the answers and the message) or Decline, once. */
function AnswerForm({ token, invitation, expiresAt, onAnswered, onStale }: AnswerFormProps) {
  const questions = invitation.screeningQuestions;
  const [schema] = useState(() => acceptFormSchema(questions));
  const [declining, setDeclining] = useState(false);
  const send = async (body: InvitationAnswerInput) => {
    try {
      onAnswered(await answerSignedInvitation(token, body));
    } catch (caught) {
      if (codeOf(caught) === 'LINK_USED' || codeOf(caught) === 'CONFLICT') onStale();
      throw caught;
    }
  };
  const form = useAppForm({
    schema,
    defaultValues: { answers: {}, message: '' },
    onSubmit: send,
    guardUnsaved: false,
    serverFieldPath: (path) =>
      path[0] === 'message' ? 'message' : path[0] === 'answers' && questions.some((q) => q.id === path[1]) ? `answers.${path[1]}` : null,
  });

  async function decline() {
    // Declining answers no questions: what an earlier Accept flagged no longer applies.
    form.clearErrors();
    form.setFailure(null);
    setDeclining(true);
    try {
      await send({ answer: 'DECLINE', message: null, answers: [] });
    } catch (caught) {
      form.showFailure(caught);
    } finally {
      setDeclining(false);
    }
  }

  return (
    <AppForm form={form} feedback="none" className="signed-link__panel" aria-label="Answer the invitation">
      <h2 className="h5">Would you like to apply?</h2>
      <p className="signed-link__note">
        Accepting applies to this job with your resume{questions.length > 0 ? ', your answers' : ''} and the message below. No sign-in needed.
      </p>
      {form.failure ? (
        <FormErrorAlert message={form.failure}>
          {codeOf(form.failureCause) === 'PROFILE_INCOMPLETE' ? (
            <>
              {' '}
              <Link to={loginPathFor('/app/my-profile')}>Sign in to complete your profile</Link>, then come back to this link.
            </>
          ) : null}
        </FormErrorAlert>
      ) : null}
      <ScreeningAnswersFields questions={questions} headingLevel={3} />
      <TextArea
        id="invitation-answer-message"
        name="message"
        label="Message to the practice (optional)"
        className=""
        rows={4}
        maxLength={HIRING_MESSAGE_MAX_LENGTH}
      />
      <div className="signed-link__actions">
        <SubmitButton busyLabel="Applying…" disabled={declining}>
          Accept and apply
        </SubmitButton>
        <Button type="button" variant="outline-secondary" disabled={declining} onClick={() => void decline()}>
          {declining ? 'Declining…' : 'Decline'}
        </Button>
      </div>
      <p className="signed-link__note mt-3 mb-0">
        This link answers once and works until {formatDate(expiresAt, 'long')}. <Link to={SIGN_IN}>Sign in</Link> to answer from your dashboard instead.
      </p>
    </AppForm>
  );
}
