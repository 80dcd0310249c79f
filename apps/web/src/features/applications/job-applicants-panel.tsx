import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import type { Applicant, EmployerApplication, Interview, JobInvitation } from '@chairside/domain/hiring';
import { api, ApiError } from '../../lib/api-client';
import { formatDay } from '../job-search/job-card';
import { InterviewForm } from '../interviews/interview-form';
import { MessageButton } from '../messages/messages-page';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;
const applicantsKey = (username: string, jobId: number) => ['job-applicants', username, jobId] as const;
const PROPOSED_AT = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

type JobApplicantsPanelProps = {
  username: string;
  jobId: number;
  selected: string | null;
  /** The posting is confidential: invitations and interviews do not name the practice to the job seeker. */
  confidential?: boolean;
};

/** The posting's applicants on its summary (`?u=` opens one's resume), inviting a candidate, proposing interviews. */
export function JobApplicantsPanel({ username, jobId, selected, confidential = false }: JobApplicantsPanelProps) {
  const applicants = useQuery({
    queryKey: applicantsKey(username, jobId),
    queryFn: ({ signal }) => api.get<EmployerApplication[]>(`${employerPath(username)}/applications/${jobId}`, signal),
  });
  return (
    <div className="job-applicants">
      {applicants.isPending ? <p className="text-body-secondary">Loading applicants…</p> : null}
      {applicants.isError ? (
        <div className="alert alert-danger" role="alert">
          {messageOf(applicants.error)}
        </div>
      ) : null}
      {applicants.data && applicants.data.length === 0 ? <p className="text-body-secondary">No applicants yet</p> : null}
      <ul className="job-search__list" data-testid="applicants">
        {applicants.data?.map((application) => (
          <ApplicantRow
            key={application.applicationId}
            username={username}
            application={application}
            open={selected === application.username}
            confidential={confidential}
          />
        ))}
      </ul>
      <InviteForm username={username} jobId={jobId} confidential={confidential} />
    </div>
  );
}

function ApplicantRow({ username, application, open, confidential }: { username: string; application: EmployerApplication; open: boolean; confidential: boolean }) {
  const [proposing, setProposing] = useState(false);
  const [proposed, setProposed] = useState<Interview | null>(null);
  return (
    <li className="job-card" data-testid="applicant">
      <div className="job-card__main">
        <h3 className="job-card__title">
          <Link to={`?u=${encodeURIComponent(application.username)}`}>{application.name}</Link>
          {application.reviewedDate === null ? <span className="badge text-bg-info ms-2">New</span> : null}
        </h3>
        <p className="job-card__meta">
          <span>{application.positionLabel}</span>
          <span>{[application.city, application.state].filter(Boolean).join(', ')}</span>
          <span>Profile {application.completeness}% complete</span>
          <span>Applied {formatDay(application.appliedDate)}</span>
        </p>
        {application.message ? <p className="applications-page__message">{application.message}</p> : null}
        {open ? <ApplicantResume username={username} jobId={application.jobId} applicant={application.username} /> : null}
        {proposed ? (
          <p className="interview-proposed" role="status">
            Interview proposed for {PROPOSED_AT.format(new Date(proposed.interviewDate))}. <Link to="/app/interviews">See your interviews</Link>
          </p>
        ) : null}
        {proposing ? (
          <InterviewForm
            username={username}
            applicationId={application.applicationId}
            confidential={confidential}
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
        {messageOf(query.error)}
      </div>
    );
  const resume = query.data.profile.resume;
  return (
    <section className="applicant-resume" aria-label={`${query.data.name}'s resume`}>
      {resume.intro ? <p>{resume.intro}</p> : null}
      {resume.experience !== null ? <p className="mb-1">Experience: {resume.experience} years</p> : null}
      {resume.skills.length > 0 ? <p className="mb-1">Skills: {resume.skills.map((skill) => skill.name).join(', ')}</p> : null}
      {resume.companies.length > 0 ? (
        <p className="mb-1">Worked at: {resume.companies.map((company) => `${company.name} (${company.title})`).join(', ')}</p>
      ) : null}
    </section>
  );
}

function InviteForm({ username, jobId, confidential }: { username: string; jobId: number; confidential: boolean }) {
  const [candidate, setCandidate] = useState('');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ error?: string; done?: string }>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!candidate.trim()) return setState({ error: 'Enter the job seeker’s username.' });
    setSending(true);
    setState({});
    try {
      const invitation = await api.post<JobInvitation>(`${employerPath(username)}/jobs/${jobId}/invitations`, {
        username: candidate.trim(),
        message: message.trim() || null,
      });
      setState({ done: `${invitation.name} is invited to apply.` });
      setCandidate('');
      setMessage('');
    } catch (caught) {
      setState({ error: messageOf(caught) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="invite-form mt-3" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`invite-title-${jobId}`}>
      <h3 className="h6" id={`invite-title-${jobId}`}>
        Invite a candidate
      </h3>
      <Form.Group controlId={`invite-username-${jobId}`} className="mb-2">
        <Form.Label>Job seeker’s username</Form.Label>
        <Form.Control value={candidate} onChange={(event) => setCandidate(event.target.value)} />
      </Form.Group>
      <Form.Group controlId={`invite-message-${jobId}`} className="mb-2">
        <Form.Label>Message</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={confidential ? `invite-confidential-${jobId}` : undefined}
        />
        {confidential ? (
          <Form.Text id={`invite-confidential-${jobId}`}>
            This posting is confidential: the invitation does not name your practice. Name it in your message only if you wish to.
          </Form.Text>
        ) : null}
      </Form.Group>
      {state.error ? (
        <div className="alert alert-danger py-2" role="alert">
          {state.error}
        </div>
      ) : null}
      {state.done ? (
        <div className="alert alert-success py-2" role="status">
          {state.done}
        </div>
      ) : null}
      <button type="submit" className="btn btn-sm btn-primary" disabled={sending}>
        Send invitation
      </button>
    </form>
  );
}
