import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { fetchInterviewers, fetchOffices, interviewersKey, officesKey, sendSchedulingLink } from './scheduling-api';

/** Emails the applicant a signed link to pick an interview time from an office's availability (ADR 117). */
export function SchedulingLinkButton({ username, applicationId }: { username: string; applicationId: number }) {
  const id = useId();
  const offices = useQuery({ queryKey: officesKey(username), queryFn: ({ signal }) => fetchOffices(username, signal) });
  const [chosen, setChosen] = useState<number | null>(null);
  const officeId = chosen ?? offices.data?.[0]?.id ?? null;
  // Scoped team members may not list the interviewers: then the office's own hours only.
  const interviewers = useQuery({ queryKey: interviewersKey(username), queryFn: ({ signal }) => fetchInterviewers(username, signal), retry: false });
  const [interviewerUserId, setInterviewerUserId] = useState<number | null>(null);
  const send = useMutation({ mutationFn: (office: number) => sendSchedulingLink(username, applicationId, office, interviewerUserId) });

  if (offices.isPending || !offices.data?.length) return null;
  return (
    <div className="scheduling-link mt-2">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {offices.data.length > 1 ? (
          <>
            <label className="visually-hidden" htmlFor={`${id}-office`}>
              Office
            </label>
            <select
              id={`${id}-office`}
              className="form-select form-select-sm w-auto"
              value={officeId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {offices.data.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {interviewers.data?.length ? (
          <>
            <label className="visually-hidden" htmlFor={`${id}-interviewer`}>
              Interviewer
            </label>
            <select
              id={`${id}-interviewer`}
              className="form-select form-select-sm w-auto"
              value={interviewerUserId ?? ''}
              onChange={(e) => setInterviewerUserId(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">Office hours</option>
              {interviewers.data.map((person) => (
                <option key={person.userId} value={person.userId}>
                  With {person.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={send.isPending || officeId === null}
          onClick={() => officeId !== null && send.mutate(officeId)}
        >
          {send.isPending ? 'Sending…' : 'Send scheduling link'}
        </button>
      </div>
      {send.isSuccess ? (
        <p className="form-text mb-0" role="status">
          Scheduling link sent to {send.data.sentTo}: they pick a time from your availability.
        </p>
      ) : null}
      {send.isError ? (
        <p className="text-danger small mb-0" role="alert">
          {send.error instanceof ApiError ? send.error.message : 'The link could not be sent. Try again.'}{' '}
          {send.error instanceof ApiError && (send.error.fields.officeId || send.error.fields.interviewerUserId) ? (
            <Link to="/app/interviews/availability">Set your availability</Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
