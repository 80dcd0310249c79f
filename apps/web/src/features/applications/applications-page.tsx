import '../../styles/candidate-review.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { Application, HiringJob, StaffInvitation } from '@chairside/domain/hiring';
import { applicationStageLabel } from '@chairside/domain/application-stage';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { acceptInvitation, declineInvitation, errorCode, invitationsKey, prependApplication, useApplications, useInvitations } from './applications-api';
import { MessageButton } from '../messages/public-api';
import { ScreeningAnswersFields, applyFormSchema, applyFormServerPath } from './screening-answers';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { practiceViewPath } from '../seeker-practice/public-api';

const jobLink = (job: HiringJob) => `/app/search-jobs/post-job/${job.id}/${encodeURIComponent(job.slug)}`;
const jobTitle = (job: HiringJob) => job.name ?? job.positionLabel;
const practiceName = (job: HiringJob) => job.practice?.name ?? 'Confidential dental practice';

/** The practice of an application or invitation, opening its profile in the app (it is open to its applicants and invitees). */
function PracticeLink({ job }: { job: HiringJob }) {
  return job.practice ? <Link to={practiceViewPath(job.practice.username)}>{job.practice.name}</Link> : <>{practiceName(job)}</>;
}
const STATUS_BADGE: Record<string, string> = {
  Active: 'text-bg-success',
  Filled: 'text-bg-secondary',
  Closed: 'text-bg-secondary',
  Expired: 'text-bg-secondary',
};

/** /app/job-application/all: the job seeker's invitations (accept or decline) and applications, newest first. */
export function ApplicationsPage({ user }: { user: CurrentUser }) {
  if (user.role !== 'staff')
    return (
      <section className="app-page">
        <h1>Applications</h1>
        <p>
          Applicants to your jobs are listed on each job&apos;s summary: see <Link to="/app/post-job">your jobs</Link>.
        </p>
      </section>
    );
  return (
    <section className="app-page applications-page" aria-labelledby="applications-title">
      <PageMeta title="My Applications" noindex />
      <h1 id="applications-title">My Applications</h1>
      <InvitationsSection user={user} />
      <ApplicationsSection user={user} />
    </section>
  );
}

function ApplicationsSection({ user }: { user: CurrentUser }) {
  const applications = useApplications(user.username);
  return (
    <section aria-labelledby="applied-jobs-title" className="mt-4">
      <h2 id="applied-jobs-title" className="h4">
        Jobs I applied to
      </h2>
      {applications.isPending ? <PageLoading label="Loading your applications…" /> : null}
      {applications.isError ? (
        <div className="alert alert-danger" role="alert">
          {applications.error instanceof ApiError ? applications.error.message : 'Could not load your applications.'}
        </div>
      ) : null}
      {applications.data && applications.data.length === 0 ? (
        <p className="job-search__empty">
          You have not applied to any job yet. <Link to="/app/search-jobs">Search jobs</Link>
        </p>
      ) : null}
      <ul className="job-search__list" data-testid="applications">
        {applications.data?.map((application) => (
          <li key={application.applicationId} className="job-card" data-testid="application">
            <div className="job-card__main">
              <h3 className="job-card__title">
                <Link to={jobLink(application.job)}>{jobTitle(application.job)}</Link>
              </h3>
              <p className="job-card__practice">
                <PracticeLink job={application.job} />
              </p>
              <p className="job-card__meta">
                <span>{[application.job.city, application.job.state].filter(Boolean).join(', ')}</span>
                <span>Applied {formatDate(application.appliedDate)}</span>
                {application.job.displayStatus ? (
                  <span className={`badge ${STATUS_BADGE[application.job.displayStatus] ?? 'text-bg-light'}`}>{application.job.displayStatus}</span>
                ) : null}
              </p>
              <ApplicationStageLine application={application} />
              {application.message ? <p className="applications-page__message">{application.message}</p> : null}
              {application.job.practice ? (
                <MessageButton username={application.job.practice.username} jobId={application.job.id} name={application.job.practice.name} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STAGE_BADGE: Record<Application['stage'], string> = {
  sent: 'text-bg-light',
  viewed: 'text-bg-info',
  'under consideration': 'text-bg-success',
  feedback: 'text-bg-warning',
  interview: 'text-bg-primary',
  offer: 'text-bg-primary',
  hired: 'text-bg-success',
  'not selected': 'text-bg-secondary',
};

/** Where the application stands ('Viewed on Nov 24, 2026'), the practice's feedback and its not-selected notice, if any. */
export function ApplicationStageLine({ application }: { application: Application }) {
  return (
    <>
      <p className="job-card__meta">
        <span className={`badge ${STAGE_BADGE[application.stage]}`} data-testid="application-stage">
          {applicationStageLabel({ stage: application.stage, date: application.stageDate }, (value) => formatDate(value))}
        </span>
      </p>
      {application.feedback ? (
        <div className="applications-page__feedback" data-testid="application-feedback">
          <p className="mb-1">
            <strong>Feedback from the practice</strong> ({formatDate(application.feedback.date)})
            {application.feedback.by ? <span data-testid="application-feedback-member"> · sent by {application.feedback.by}</span> : null}
          </p>
          {application.feedback.reasons.length > 0 ? (
            <ul className="mb-1">
              {application.feedback.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
          {application.feedback.message ? <p className="applications-page__message mb-0">{application.feedback.message}</p> : null}
        </div>
      ) : null}
      {application.notSelected ? (
        <div className="applications-page__feedback" data-testid="application-not-selected">
          <p className="mb-1">
            <strong>Not selected this time</strong> ({formatDate(application.notSelected.date)})
          </p>
          <p className="applications-page__message mb-0">{application.notSelected.message}</p>
        </div>
      ) : null}
    </>
  );
}

function InvitationsSection({ user }: { user: CurrentUser }) {
  const invitations = useInvitations(user.username);
  if (invitations.isPending) return null;
  if (invitations.isError)
    return (
      <div className="alert alert-danger" role="alert">
        Could not load your invitations.
      </div>
    );
  if (invitations.data.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="h4">
        Invitations
      </h2>
      <ul className="job-search__list" data-testid="invitations">
        {invitations.data.map((invitation) => (
          <InvitationCard key={invitation.invitationId} user={user} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

export function InvitationCard({ user, invitation }: { user: CurrentUser; invitation: StaffInvitation }) {
  const queries = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const pending = invitation.status === 'PENDING';
  const questions = invitation.screeningQuestions;
  const [schema] = useState(() => applyFormSchema(questions));
  // Accepting is applying: the posting's questions are answered first, as on the apply page.
  const form = useAppForm({
    schema,
    defaultValues: { answers: {}, message: '' },
    onSubmit: async (body) => {
      const application = await acceptInvitation(user.username, invitation.invitationId, body.message ?? '', body.answers);
      prependApplication(queries, user.username, application);
      await queries.invalidateQueries({ queryKey: invitationsKey(user.username) });
      setAccepting(false);
    },
    guardUnsaved: false,
    serverFieldPath: applyFormServerPath(questions),
  });

  async function decline() {
    setDeclining(true);
    form.setFailure(null);
    try {
      await declineInvitation(user.username, invitation.invitationId);
      await queries.invalidateQueries({ queryKey: invitationsKey(user.username) });
    } catch (caught) {
      form.showFailure(caught);
    } finally {
      setDeclining(false);
    }
  }

  return (
    <li className="job-card invitation-card" data-testid="invitation">
      <div className="job-card__main">
        <h3 className="job-card__title">
          <Link to={jobLink(invitation.job)}>{jobTitle(invitation.job)}</Link>
        </h3>
        <p className="job-card__practice">
          <PracticeLink job={invitation.job} /> invited you to apply
        </p>
        <p className="job-card__meta">
          <span>{[invitation.job.city, invitation.job.state].filter(Boolean).join(', ')}</span>
          <span>Invited {formatDate(invitation.invitedDate)}</span>
          <span className={`badge ${pending ? 'text-bg-warning' : invitation.status === 'ACCEPTED' ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {pending ? 'Pending' : invitation.status === 'ACCEPTED' ? 'Accepted' : 'Declined'}
          </span>
        </p>
        {invitation.message ? <p className="applications-page__message">{invitation.message}</p> : null}
        {pending && accepting ? (
          <AppForm form={form} feedback="none" aria-label={`Apply to ${jobTitle(invitation.job)}`}>
            <ScreeningAnswersFields questions={questions} idPrefix={`invitation-${invitation.invitationId}-answer`} headingLevel={4} />
            <TextArea id={`accept-message-${invitation.invitationId}`} name="message" label="Message to the practice (optional)" rows={3} className="mb-2" />
            <div className="d-flex gap-2">
              <SubmitButton size="sm" busyLabel="Applying…">
                Apply
              </SubmitButton>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setAccepting(false)}>
                Cancel
              </button>
            </div>
          </AppForm>
        ) : null}
        {pending && !accepting ? (
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setAccepting(true)} disabled={declining}>
              Accept
            </button>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void decline()} disabled={declining}>
              Decline
            </button>
          </div>
        ) : null}
        {invitation.status !== 'DECLINED' && invitation.job.practice ? (
          <div className="mt-2">
            <MessageButton username={invitation.job.practice.username} jobId={invitation.job.id} name={invitation.job.practice.name} />
          </div>
        ) : null}
        {form.failure ? (
          <PlainErrorAlert message={form.failure} className="mt-2 mb-0">
            {errorCode(form.failureCause) === 'PROFILE_INCOMPLETE' ? (
              <>
                {' '}
                <Link to="/app/my-profile/edit" className="alert-link">
                  Complete your profile
                </Link>
              </>
            ) : null}
          </PlainErrorAlert>
        ) : null}
      </div>
    </li>
  );
}
