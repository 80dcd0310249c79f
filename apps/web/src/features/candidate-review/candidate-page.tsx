import '../../styles/candidate-review.css';
import { useRef, useState, type Ref } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicantContact, Interview, Opinion } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import { formatInZone } from '@chairside/domain/time-zones';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { useEmployerJobs } from '../postings/public-api';
import { InviteToPostingForm } from '../applications/public-api';
import { InterviewForm, SchedulingLinkButton } from '../interviews/public-api';
import { MessageButton } from '../messages/public-api';
import { MatchBreakdown } from '../matching/public-api';
import { CandidateAssessmentsPanel } from '../assessments/public-api';
import { ResumeView } from '../resume-profile/public-api';
import { applicantKey, candidatesKey, downloadResume, saveOpinion, useCandidateView } from './candidate-review-api';
import { FeedbackForm, NoteForm } from './candidate-review-forms';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';

/** /app/job-application/{jobId}/{username}: one candidate of one posting, everything a practice does with them. */
export function CandidatePage({ username }: { username: string }) {
  const params = useParams();
  const jobId = Number(params.jobId);
  const applicant = params.username ?? '';
  if (!Number.isSafeInteger(jobId) || jobId <= 0 || !applicant)
    return (
      <section className="app-page">
        <h1>Candidate not found</h1>
        <Link to="/app/job-application/all">Back to your candidates</Link>
      </section>
    );
  return <CandidateScreen key={`${jobId}/${applicant}`} username={username} jobId={jobId} applicant={applicant} />;
}

function CandidateScreen({ username, jobId, applicant }: { username: string; jobId: number; applicant: string }) {
  const view = useCandidateView(username, jobId, applicant);
  const queries = useQueryClient();
  const [proposing, setProposing] = useState(false);
  const interviewPanel = useRef<HTMLElement>(null);
  const jobs = useEmployerJobs(username);
  const job = jobs.data?.find((candidate) => candidate.id === jobId);

  if (view.isPending) return <PageLoading label="Loading the candidate…" />;
  if (view.isError)
    return (
      <section className="app-page" aria-labelledby="candidate-title">
        <PageMeta title="Candidate" noindex />
        <h1 id="candidate-title">Candidate</h1>
        <div className="alert alert-danger" role="alert">
          {failureMessage(view.error)}
        </div>
        <Link to="/app/job-application/all">Back to your candidates</Link>
      </section>
    );

  const data = view.data;
  const record = data.kind === 'applicant' ? data.applicant : data.candidate;
  const profile: StaffProfile = data.kind === 'applicant' ? data.applicant.profile : data.candidate.profile;
  const name = data.kind === 'applicant' ? data.applicant.name : data.candidate.name;
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: applicantKey(username, jobId, applicant) });
    void queries.invalidateQueries({ queryKey: candidatesKey(username) });
  };
  const jobTitle = data.kind === 'applicant' ? (data.applicant.jobTitle ?? positionLabel(data.applicant.position)) : (job?.name ?? `Posting #${jobId}`);

  return (
    <section className="app-page candidate-page" aria-labelledby="candidate-title">
      <PageMeta title={`${name} — Candidate`} noindex />
      <p className="mb-1 candidate-page__back">
        <Link to="/app/job-application/all">← All candidates</Link>
      </p>
      <h1 id="candidate-title">{name}</h1>
      <p className="text-body-secondary">
        {data.kind === 'applicant' ? `Applied to ${jobTitle} on ${formatDate(data.applicant.appliedDate)}` : `Invited to ${jobTitle}`}
        {record.reviewedDate ? ` · First reviewed ${formatDate(record.reviewedDate)}` : ''}
      </p>
      <section className="candidate-page__actions" aria-label="Actions">
        <OpinionButtons applicant={applicant} opinion={record.opinion} onSaved={refresh} />
        {data.kind === 'applicant' ? (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              setProposing(true);
              // The form opens in the interview panel: bring it into view (below the resume on a phone).
              requestAnimationFrame(() => interviewPanel.current?.scrollIntoView({ block: 'start' }));
            }}
          >
            Propose interview
          </button>
        ) : null}
        <MessageButton username={applicant} jobId={jobId} name={name} />
        {data.kind === 'applicant' ? <ResumeFileButtons username={username} jobId={jobId} applicant={applicant} /> : null}
      </section>
      <p className="form-text candidate-page__opinion-hint">
        Like and Dislike are private to your practice. A like shows the candidate their application is under consideration.
      </p>
      <div className="candidate-page__layout">
        <div className="candidate-page__main">
          {data.kind === 'applicant' ? <ContactPanel contact={data.applicant.contact} /> : null}
          {data.kind === 'applicant' && data.applicant.verifiedCredentials?.length ? (
            <section className="app-panel mb-3" aria-labelledby="candidate-licenses-title">
              <h2 className="h5" id="candidate-licenses-title">
                Licenses{' '}
                <span className="badge text-bg-success ms-1" data-testid="license-verified">
                  License verified
                </span>
              </h2>
              <ul className="mb-0" data-testid="verified-credentials">
                {data.applicant.verifiedCredentials.map((credential) => (
                  <li key={`${credential.label}-${credential.state ?? ''}-${credential.number ?? ''}`}>
                    {[credential.label, credential.state, credential.number ? `#${credential.number}` : null].filter(Boolean).join(' ')}: verified
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.kind === 'applicant' && data.applicant.message ? (
            <section className="app-panel mb-3" aria-labelledby="candidate-message-title">
              <h2 className="h5" id="candidate-message-title">
                Their message
              </h2>
              <p className="applications-page__message mb-0">{data.applicant.message}</p>
            </section>
          ) : null}
          {data.kind === 'applicant' && data.applicant.match ? (
            <section className="app-panel mb-3" aria-label="Match with the posting">
              <MatchBreakdown match={data.applicant.match} />
            </section>
          ) : null}
          <CandidateAssessmentsPanel candidate={applicant} />
          <div className="app-panel">
            <ResumeView profile={profile} headingLevel={2} />
          </div>
        </div>
        <aside className="candidate-page__side" aria-label="Review">
          <NoteForm applicant={applicant} note={record.note ?? null} onSaved={refresh} />
          {data.kind === 'applicant' ? (
            <>
              <FeedbackForm username={username} jobId={jobId} applicant={applicant} feedback={data.applicant.feedback} onSaved={refresh} />
              <InterviewPanel
                ref={interviewPanel}
                proposing={proposing}
                onProposingChange={setProposing}
                username={username}
                applicationId={data.applicant.applicationId}
                confidential={job?.isConfidential ?? false}
                officeTimeZone={job?.timeZone}
              />
            </>
          ) : null}
          <InvitePanel username={username} applicant={{ username: applicant, name }} exceptJobId={data.kind === 'applicant' ? jobId : null} />
        </aside>
      </div>
    </section>
  );
}

function OpinionButtons({ applicant, opinion, onSaved }: { applicant: string; opinion: Opinion | null; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function choose(next: Opinion) {
    setBusy(true);
    setError(null);
    try {
      await saveOpinion(applicant, opinion === next ? null : next);
      onSaved();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <div className="d-flex gap-2" role="group" aria-label="Your opinion">
        <button
          type="button"
          className={`btn btn-sm ${opinion === 'LIKED' ? 'btn-success' : 'btn-outline-success'}`}
          aria-pressed={opinion === 'LIKED'}
          disabled={busy}
          onClick={() => void choose('LIKED')}
        >
          {opinion === 'LIKED' ? 'Liked' : 'Like'}
        </button>
        <button
          type="button"
          className={`btn btn-sm ${opinion === 'DISLIKED' ? 'btn-secondary' : 'btn-outline-secondary'}`}
          aria-pressed={opinion === 'DISLIKED'}
          disabled={busy}
          onClick={() => void choose('DISLIKED')}
        >
          {opinion === 'DISLIKED' ? 'Disliked' : 'Dislike'}
        </button>
      </div>
      {error ? <PlainErrorAlert message={error} className="py-2 mb-0 w-100" /> : null}
    </>
  );
}

/** How to reach the applicant: they applied to this practice, so it sees their email and phone. */
function ContactPanel({ contact }: { contact: ApplicantContact }) {
  return (
    <section className="app-panel mb-3 candidate-page__contact" aria-labelledby="candidate-contact-title">
      <h2 className="h5" id="candidate-contact-title">
        Contact
      </h2>
      <dl className="mb-0">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd className="mb-0">{contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : 'Not given'}</dd>
      </dl>
    </section>
  );
}

/** Print (the page's print style shows the contact details and the resume) and the resume as a PDF file. */
function ResumeFileButtons({ username, jobId, applicant }: { username: string; jobId: number; applicant: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadResume(username, jobId, applicant);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing PDF…' : 'Download PDF'}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => window.print()}>
        Print
      </button>
      {error ? <PlainErrorAlert message={error} className="py-2 mb-0 w-100" /> : null}
    </>
  );
}

type InterviewPanelProps = {
  ref: Ref<HTMLElement>;
  proposing: boolean;
  onProposingChange: (proposing: boolean) => void;
  username: string;
  applicationId: number;
  confidential: boolean;
  officeTimeZone?: string;
};

/** The interview proposed from this screen, and the form 'Propose interview' (in the actions) opens. */
function InterviewPanel({ ref, proposing, onProposingChange, username, applicationId, confidential, officeTimeZone }: InterviewPanelProps) {
  const [proposed, setProposed] = useState<Interview | null>(null);
  return (
    <section ref={ref} className="app-panel candidate-page__interview" aria-labelledby="candidate-interview-title">
      <h2 className="h5" id="candidate-interview-title">
        Interview
      </h2>
      {proposed ? (
        <p className="interview-proposed" role="status">
          Interview proposed for {formatInZone(proposed.interviewDate, proposed.timeZone)}. <Link to="/app/interviews">See your interviews</Link>
        </p>
      ) : null}
      {proposing ? (
        <InterviewForm
          username={username}
          applicationId={applicationId}
          confidential={confidential}
          officeTimeZone={officeTimeZone}
          onDone={(saved) => {
            onProposingChange(false);
            if (saved) setProposed(saved);
          }}
        />
      ) : proposed ? null : (
        <p className="form-text mb-0">None proposed from this screen yet.</p>
      )}
      <SchedulingLinkButton username={username} applicationId={applicationId} />
    </section>
  );
}

function InvitePanel({ username, applicant, exceptJobId }: { username: string; applicant: { username: string; name: string }; exceptJobId: number | null }) {
  return (
    <section className="app-panel" aria-labelledby="candidate-invite-title">
      <h2 className="h5" id="candidate-invite-title">
        Invite to {exceptJobId === null ? 'a' : 'another'} posting
      </h2>
      <InviteToPostingForm employer={username} candidate={applicant} exceptJobId={exceptJobId} />
    </section>
  );
}
