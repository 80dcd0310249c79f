import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Applicant, EmployerApplication, Interview } from '@chairside/domain/hiring';
import { formatInZone } from '@chairside/domain/time-zones';
import type { MatchResult } from '@chairside/domain/match-rules';
import { roleMay } from '@chairside/domain/teams';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { InterviewForm } from '../interviews/public-api';
import { MessageButton } from '../messages/public-api';
import { MatchPercent, useApplicantMatches } from '../matching/public-api';
import { ExportApplicantsButton } from './export-applicants-button';
import { InviteCandidateForm } from './invite-candidate-form';
import { ScreeningAnswersSummary } from './screening-answers';
import { PipelineBoard } from './pipeline-board';
import { failureMessage } from '../../components/form/errors';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;
const applicantsKey = (username: string, jobId: number) => ['job-applicants', username, jobId] as const;

type JobApplicantsPanelProps = {
  username: string;
  jobId: number;
  selected: string | null;
  /** The posting is confidential: invitations and interviews do not name the practice to the job seeker. */
  confidential?: boolean;
  /** The office's time zone: interviews are proposed in the office's local time. */
  officeTimeZone?: string;
};

/** The posting's applicants on its summary (`?u=` opens one's resume), inviting a candidate, proposing interviews. */
export function JobApplicantsPanel({ username, jobId, selected, confidential = false, officeTimeZone }: JobApplicantsPanelProps) {
  const applicants = useQuery({
    queryKey: applicantsKey(username, jobId),
    queryFn: ({ signal }) => api.get<EmployerApplication[]>(`${employerPath(username)}/applications/${jobId}`, signal),
  });
  const matches = useApplicantMatches(username, jobId);
  const matchOf = (applicant: string) => matches.data?.find((entry) => entry.username === applicant)?.match ?? null;
  const [view, setView] = useState<'list' | 'board'>('list');
  // An interviewer reads the board but does not move, decline or message applicants (ADR 118).
  const teamRole = useAuth().user?.teamRole;
  const decides = !teamRole || roleMay(teamRole, 'pipeline');
  return (
    <div className="job-applicants">
      <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Show applicants as">
        <button
          type="button"
          className={`btn btn-outline-secondary${view === 'list' ? ' active' : ''}`}
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          List
        </button>
        <button
          type="button"
          className={`btn btn-outline-secondary${view === 'board' ? ' active' : ''}`}
          aria-pressed={view === 'board'}
          onClick={() => setView('board')}
        >
          Board
        </button>
      </div>
      {view === 'board' ? <PipelineBoard username={username} jobId={jobId} readOnly={!decides} /> : null}
      {applicants.isPending ? <p className="text-body-secondary">Loading applicants…</p> : null}
      {applicants.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(applicants.error)}
        </div>
      ) : null}
      {applicants.data && applicants.data.length === 0 ? <p className="text-body-secondary">No applicants yet</p> : null}
      {applicants.data && applicants.data.length > 0 ? (
        <p className="mb-2">
          <ExportApplicantsButton username={username} jobId={jobId} />
        </p>
      ) : null}
      <ul className="job-search__list" data-testid="applicants" hidden={view === 'board'}>
        {applicants.data?.map((application) => (
          <ApplicantRow
            key={application.applicationId}
            username={username}
            application={application}
            open={selected === application.username}
            confidential={confidential}
            match={matchOf(application.username)}
            officeTimeZone={officeTimeZone}
          />
        ))}
      </ul>
      <InviteCandidateForm username={username} jobId={jobId} confidential={confidential} />
    </div>
  );
}

function ApplicantRow({
  username,
  application,
  open,
  confidential,
  match,
  officeTimeZone,
}: {
  username: string;
  application: EmployerApplication;
  open: boolean;
  confidential: boolean;
  match: MatchResult | null;
  officeTimeZone?: string;
}) {
  const [proposing, setProposing] = useState(false);
  const [proposed, setProposed] = useState<Interview | null>(null);
  return (
    <li className="job-card" data-testid="applicant">
      <div className="job-card__main">
        <h3 className="job-card__title">
          <Link to={`?u=${encodeURIComponent(application.username)}`}>{application.name}</Link>
          {application.reviewedDate === null ? <span className="badge text-bg-info ms-2">New</span> : null}
          {application.verifiedCredentials?.length ? (
            <span className="badge text-bg-success ms-2" data-testid="license-verified">
              License verified
            </span>
          ) : null}
        </h3>
        <p className="job-card__meta">
          <span>{application.positionLabel}</span>
          <span>{[application.city, application.state].filter(Boolean).join(', ')}</span>
          {match ? <MatchPercent match={match} /> : null}
          <span>Profile {application.completeness}% complete</span>
          <span>Applied {formatDate(application.appliedDate)}</span>
        </p>
        {application.message ? <p className="applications-page__message">{application.message}</p> : null}
        {application.verifiedCredentials?.length ? (
          <p className="small mb-1" data-testid="verified-credentials">
            Verified:{' '}
            {application.verifiedCredentials
              .map((credential) => [credential.label, credential.state, credential.number ? `#${credential.number}` : null].filter(Boolean).join(' '))
              .join('; ')}
          </p>
        ) : null}
        <ScreeningAnswersSummary answers={application.screeningAnswers} missedDealBreaker={application.missedDealBreaker} />
        {open ? <ApplicantResume username={username} jobId={application.jobId} applicant={application.username} /> : null}
        {proposed ? (
          <p className="interview-proposed" role="status">
            Interview proposed for {formatInZone(proposed.interviewDate, proposed.timeZone)}. <Link to="/app/interviews">See your interviews</Link>
          </p>
        ) : null}
        {proposing ? (
          <InterviewForm
            username={username}
            applicationId={application.applicationId}
            confidential={confidential}
            officeTimeZone={officeTimeZone}
            onDone={(saved) => {
              setProposing(false);
              if (saved) setProposed(saved);
            }}
          />
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => {
              setProposed(null);
              setProposing(true);
            }}
          >
            Propose interview
          </button>
        )}{' '}
        <MessageButton username={application.username} jobId={application.jobId} name={application.name} />
      </div>
    </li>
  );
}

function ApplicantResume({ username, jobId, applicant }: { username: string; jobId: number; applicant: string }) {
  const queries = useQueryClient();
  const query = useQuery({
    queryKey: ['job-applicant', username, jobId, applicant],
    queryFn: async ({ signal }) => {
      const answer = await api.get<Applicant>(`${employerPath(username)}/applications/${jobId}/${encodeURIComponent(applicant)}`, signal);
      // Opening the resume marks the applicant reviewed: the list drops its 'New' badge.
      void queries.invalidateQueries({ queryKey: applicantsKey(username, jobId) });
      return answer;
    },
  });
  if (query.isPending) return <p className="text-body-secondary">Loading the resume…</p>;
  if (query.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(query.error)}
      </div>
    );
  const resume = query.data.profile.resume;
  return (
    <section className="applicant-resume" aria-label={`${query.data.name}'s resume`}>
      {query.data.missedInterviews?.length ? (
        <p className="badge text-bg-warning mb-1" data-testid="missed-interviews">
          Missed {query.data.missedInterviews.length === 1 ? 'an interview' : `${query.data.missedInterviews.length} interviews`} with you (last{' '}
          {formatDate(query.data.missedInterviews[0].interviewDate)})
        </p>
      ) : null}
      {resume.intro ? <p>{resume.intro}</p> : null}
      {resume.experience !== null ? <p className="mb-1">Experience: {resume.experience} years</p> : null}
      {resume.skills.length > 0 ? <p className="mb-1">Skills: {resume.skills.map((skill) => skill.name).join(', ')}</p> : null}
      {resume.companies.length > 0 ? (
        <p className="mb-1">Worked at: {resume.companies.map((company) => `${company.name} (${company.title})`).join(', ')}</p>
      ) : null}
    </section>
  );
}
