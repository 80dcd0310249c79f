// One applicant on a posting's list: name, badges, the resume opened (?u=), proposing an interview,
// messaging, and (for those who decide on applicants) the checkbox that picks them for bulk actions.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Applicant, EmployerApplication, Interview } from '@chairside/domain/hiring';
import { formatInZone } from '@chairside/domain/time-zones';
import type { MatchResult } from '@chairside/domain/match-rules';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { InterviewForm } from '../interviews/public-api';
import { MessageButton } from '../messages/public-api';
import { MatchPercent } from '../matching/public-api';
import { ScreeningAnswersSummary } from './screening-answers';
import { failureMessage } from '../../components/form/errors';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;
export const applicantsKey = (username: string, jobId: number) => ['job-applicants', username, jobId] as const;

/** The row's checkbox: whether it is picked, and picking or unpicking it. */
export type RowPick = { checked: boolean; onChange: () => void };

export function ApplicantRow({
  username,
  application,
  open,
  confidential,
  match,
  officeTimeZone,
  pick,
}: {
  username: string;
  application: EmployerApplication;
  pick?: RowPick;
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
        {pick ? (
          <div className="form-check float-end">
            <input
              className="form-check-input"
              type="checkbox"
              id={`pick-${application.applicationId}`}
              checked={pick.checked}
              onChange={pick.onChange}
              data-testid="applicant-pick"
            />
            <label className="form-check-label visually-hidden" htmlFor={`pick-${application.applicationId}`}>
              Select {application.name}
            </label>
          </div>
        ) : null}
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
