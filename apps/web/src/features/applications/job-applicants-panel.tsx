import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import {
  INTERVIEW_DURATION_DEFAULT,
  INTERVIEW_TYPES,
  type Applicant,
  type EmployerApplication,
  type Interview,
  type InterviewType,
  type JobInvitation,
} from '@chairside/domain/hiring';
import { api, ApiError } from '../../lib/api-client';
import { formatDay } from '../job-search/job-card';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;
const applicantsKey = (username: string, jobId: number) => ['job-applicants', username, jobId] as const;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

/** The posting's applicants on its summary (`?u=` opens one's resume), inviting a candidate, proposing interviews. */
export function JobApplicantsPanel({ username, jobId, selected }: { username: string; jobId: number; selected: string | null }) {
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
          <ApplicantRow key={application.applicationId} username={username} application={application} open={selected === application.username} />
        ))}
      </ul>
      <InviteForm username={username} jobId={jobId} />
    </div>
  );
}

function ApplicantRow({ username, application, open }: { username: string; application: EmployerApplication; open: boolean }) {
  const [proposing, setProposing] = useState(false);
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
        {proposing ? (
          <InterviewForm username={username} applicationId={application.applicationId} onDone={() => setProposing(false)} />
        ) : (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setProposing(true)}>
            Propose interview
          </button>
        )}
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

/** A local date-time input value (YYYY-MM-DDTHH:mm) for tomorrow at 10:00. */
function tomorrowAtTen(): string {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

function InterviewForm({ username, applicationId, onDone }: { username: string; applicationId: number; onDone: () => void }) {
  const queries = useQueryClient();
  const [type, setType] = useState<InterviewType>('INPERSON');
  const [when, setWhen] = useState(tomorrowAtTen);
  const [duration, setDuration] = useState(String(INTERVIEW_DURATION_DEFAULT));
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = new Date(when);
    if (Number.isNaN(at.getTime())) return setError('Choose a date and time.');
    setSending(true);
    setError(null);
    try {
      await api.post<Interview>(`${employerPath(username)}/interviews`, {
        applicationId,
        type,
        interviewDate: at.toISOString(),
        durationMinutes: Number(duration),
        location: location.trim() || null,
        notes: notes.trim() || null,
      });
      void queries.invalidateQueries({ queryKey: ['interviews'] });
      onDone();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="interview-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Propose interview">
      <div className="job-search__fields">
        <Form.Group controlId={`interview-type-${applicationId}`}>
          <Form.Label>Interview type</Form.Label>
          <Form.Select value={type} onChange={(event) => setType(event.target.value as InterviewType)}>
            {Object.entries(INTERVIEW_TYPES).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`interview-when-${applicationId}`}>
          <Form.Label>Date and time</Form.Label>
          <Form.Control type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        </Form.Group>
        <Form.Group controlId={`interview-duration-${applicationId}`}>
          <Form.Label>Duration (minutes)</Form.Label>
          <Form.Control type="number" min={5} max={720} value={duration} onChange={(event) => setDuration(event.target.value)} />
        </Form.Group>
        <Form.Group controlId={`interview-location-${applicationId}`}>
          <Form.Label>Location</Form.Label>
          <Form.Control value={location} maxLength={300} onChange={(event) => setLocation(event.target.value)} />
        </Form.Group>
      </div>
      <Form.Group controlId={`interview-notes-${applicationId}`} className="mb-2">
        <Form.Label>Notes</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </Form.Group>
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={sending}>
          Send proposal
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function InviteForm({ username, jobId }: { username: string; jobId: number }) {
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
        <Form.Control as="textarea" rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
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
