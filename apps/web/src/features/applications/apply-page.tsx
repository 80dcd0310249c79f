import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { applyNeeds, type ApplyNeed } from '@chairside/domain/apply-readiness';
import { HIRING_MESSAGE_MAX_LENGTH, type Application } from '@chairside/domain/hiring';
import type { PublicJob } from '@chairside/domain/job-posting';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { fetchPublicJob } from '../../lib/public-job-api';
import { formatDate } from '../../lib/dates';
import { searchJobsPath } from '../../components/app-navigation/menus';
import {
  EDIT_SECTIONS,
  PROFILE_EDIT_PATH,
  useCurrentStaff,
  clearApplication,
  readApplicationDraft,
  rememberApplyingTo,
  saveApplicationDraft,
} from '../resume-profile/public-api';
import { APPLICATIONS_PATH, applyToJob, errorCode, prependApplication, useApplications } from './applications-api';
import { ScreeningAnswersFields, applyFormSchema, applyFormServerPath } from './screening-answers';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

const jobPagePath = (job: PublicJob) => `/app/search-jobs/post-job/${job.id}/${encodeURIComponent(job.slug)}`;

/** Where each step of completing the profile is done (the edit screen's sections). */
const NEED_LINKS: Record<ApplyNeed['key'], string> = {
  intro: `${PROFILE_EDIT_PATH}#${EDIT_SECTIONS.intro}`,
  skills: `${PROFILE_EDIT_PATH}#${EDIT_SECTIONS.skills}`,
};

/**
 * /app/search-jobs/post-job/application/{jobId}/: what the profile still needs (before anything
 * is typed), a message to the practice (kept in the tab while the profile is completed), Submit,
 * then a confirmation on the page. A job already applied to shows when.
 */
export function ApplyPage({ user }: { user: CurrentUser }) {
  const { jobId = '' } = useParams();
  const isStaff = user.role === 'staff';
  const job = useQuery({ queryKey: ['public-job', jobId], queryFn: ({ signal }) => fetchPublicJob(jobId, signal) });
  const staff = useCurrentStaff(user.username, isStaff);
  const applications = useApplications(user.username, isStaff);
  const [sent, setSent] = useState<Application | null>(null);

  if (job.isPending || (isStaff && (staff.isPending || applications.isPending))) return <PageLoading label="Loading the job…" />;
  if (!isStaff)
    return (
      <section className="app-page">
        <h1>Apply</h1>
        <p>Only job seekers can apply to jobs.</p>
      </section>
    );
  if (!job.data)
    return (
      <section className="app-page">
        <h1>Job not found</h1>
        <p>{job.isError ? 'Could not load this job.' : 'This job does not exist or is no longer published.'}</p>
      </section>
    );

  const posting = job.data;
  const earlier = applications.data?.find((application) => application.jobId === posting.id) ?? null;
  return (
    <section className="app-page apply-page" aria-labelledby="apply-title">
      <PageMeta title="Apply" noindex />
      <h1 id="apply-title">Apply: {posting.name ?? posting.positionLabel}</h1>
      <p className="text-body-secondary">
        {posting.practice?.name ?? 'Confidential dental practice'} · {[posting.city, posting.state].filter(Boolean).join(', ')}
      </p>
      {sent || earlier ? (
        <ApplicationConfirmation user={user} job={posting} application={(sent ?? earlier) as Application} justSent={sent !== null} />
      ) : (
        <ApplyForm user={user} job={posting} needs={staff.data ? applyNeeds(staff.data.resume) : []} profileUnknown={staff.isError} onSent={setSent} />
      )}
    </section>
  );
}

function ApplyForm({
  user,
  job,
  needs,
  profileUnknown,
  onSent,
}: {
  user: CurrentUser;
  job: PublicJob;
  needs: ApplyNeed[];
  profileUnknown: boolean;
  onSent: (application: Application) => void;
}) {
  const queries = useQueryClient();
  const [schema] = useState(() => applyFormSchema(job.screeningQuestions));
  const form = useAppForm({
    schema,
    defaultValues: { answers: {}, message: readApplicationDraft(job.id) },
    onSubmit: async (body) => {
      const application = await applyToJob(user.username, job.id, body.message ?? '', body.answers);
      clearApplication(job.id);
      prependApplication(queries, user.username, application);
      onSent(application);
      return application;
    },
    // The message is kept in the tab while the profile is completed, so leaving loses nothing.
    guardUnsaved: false,
    serverFieldPath: applyFormServerPath(job.screeningQuestions),
    failureFallback: 'Could not send your application. Please try again.',
  });
  const ready = needs.length === 0;

  // While the profile is being completed, the edit screen offers the way back here.
  useEffect(() => {
    if (!ready && job.isLive) rememberApplyingTo(job.id);
  }, [ready, job.id, job.isLive]);

  return (
    <>
      {!job.isLive ? (
        <div className="alert alert-warning" role="status">
          This job is no longer accepting applications.
        </div>
      ) : null}
      {job.isLive && !ready ? (
        <section className="app-panel apply-needs" aria-labelledby="apply-needs-title">
          <h2 className="h5" id="apply-needs-title">
            Before you can apply, your profile needs:
          </h2>
          <ul className="apply-needs__list">
            {needs.map((need) => (
              <li key={need.key}>
                <Link to={NEED_LINKS[need.key]}>{need.label}</Link>
              </li>
            ))}
          </ul>
          <p className="small text-body-secondary mt-2 mb-0">
            Practices see your intro and skills first. Your message below is kept while you complete your profile, and the profile screen brings you back here.
          </p>
        </section>
      ) : null}
      {profileUnknown ? (
        <div className="alert alert-warning" role="status">
          Could not check your profile. You can still send your application.
        </div>
      ) : null}
      <AppForm form={form} feedback="none" className="apply-page__form">
        <ScreeningAnswersFields questions={job.screeningQuestions} />
        <TextArea
          id="apply-message"
          name="message"
          label="Message to the practice (optional)"
          rows={6}
          maxLength={HIRING_MESSAGE_MAX_LENGTH}
          hint={`Your resume goes with it. At most ${HIRING_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
          rules={{ onChange: (event: { target: { value: string } }) => saveApplicationDraft(job.id, event.target.value) }}
        />
        {form.failure ? (
          <PlainErrorAlert message={form.failure}>
            {errorCode(form.failureCause) === 'PROFILE_INCOMPLETE' ? (
              <>
                {' '}
                <Link to={PROFILE_EDIT_PATH} className="alert-link">
                  Complete your profile
                </Link>
              </>
            ) : null}
          </PlainErrorAlert>
        ) : null}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <SubmitButton busyLabel="Submitting…" disabled={!job.isLive || !ready}>
            Submit
          </SubmitButton>
          <button type="button" className="btn btn-outline-secondary" onClick={() => window.history.back()}>
            Cancel
          </button>
          {job.isLive && !ready ? <span className="small text-body-secondary">Complete your profile to submit.</span> : null}
        </div>
      </AppForm>
    </>
  );
}

function ApplicationConfirmation({ user, job, application, justSent }: { user: CurrentUser; job: PublicJob; application: Application; justSent: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSent) heading.current?.focus();
  }, [justSent]);
  return (
    <section className="app-panel apply-confirmation" aria-labelledby="apply-confirmation-title" data-testid="apply-confirmation">
      <h2 className="apply-confirmation__title" id="apply-confirmation-title" ref={heading} tabIndex={-1}>
        {justSent ? 'Your application was sent' : `You applied on ${formatDate(application.appliedDate)}`}
      </h2>
      <p>
        {justSent
          ? `${job.practice?.name ?? 'The practice'} now has your resume${application.message ? ' and your message' : ''}. We emailed you a copy. You will hear from them here and by email.`
          : 'The practice has your resume. You will hear from them here and by email.'}
      </p>
      <p className="mb-0 d-flex flex-wrap gap-2">
        <Link to={APPLICATIONS_PATH} className="btn btn-primary btn-sm">
          See your applications
        </Link>
        <Link to={jobPagePath(job)} className="btn btn-outline-secondary btn-sm">
          Back to the job
        </Link>
        <Link to={searchJobsPath(user.position, user.zip)} className="btn btn-outline-secondary btn-sm">
          Search more jobs
        </Link>
      </p>
    </section>
  );
}
