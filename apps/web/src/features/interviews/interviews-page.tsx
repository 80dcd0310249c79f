import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import type { CurrentUser } from '@chairside/domain/accounts';
import { groupInterviewsByDay, type Interview, type InterviewType } from '@chairside/domain/hiring';
import { formatInZone, formatTimeInZone } from '@chairside/domain/time-zones';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { InterviewForm } from './interview-form';
import { AddToCalendar } from './add-to-calendar';
import { InterviewAnswer } from './interview-answer';
import { cancelInterview, rememberInterview, useInterviews } from './interviews-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';
import { ReviewLink } from '../reviews/public-api';

/**
 * /app/interviews: the job seeker's interviews or those of the practice's postings, by day, each
 * at the office's time with the zone named ('10:30 AM CST'); the job seeker accepts, declines or
 * asks for another time; the practice changes and cancels them.
 */
export function InterviewsPage({ user }: { user: CurrentUser }) {
  const queries = useQueryClient();
  const interviews = useInterviews(user.username);
  const days = groupInterviewsByDay(interviews.data ?? [], (interview) => interview.timeZone);
  const employer = user.role === 'employer';

  const [changingId, setChangingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Interview | null>(null);
  // The card to move the focus to once a change or a cancellation is saved (a changed one may now sit under another day).
  const [focusRequest, setFocusRequest] = useState<{ id: number } | null>(null);

  const cancel = useMutation({
    mutationFn: (interview: Interview) => cancelInterview(user.username, interview.id),
    onSuccess: (cancelled) => {
      rememberInterview(queries, user.username, cancelled);
      setConfirming(null);
      setFocusRequest({ id: cancelled.id });
    },
  });

  function finishChange(id: number) {
    setChangingId(null);
    setFocusRequest({ id });
  }

  return (
    <section className="app-page interviews-page" aria-labelledby="interviews-title">
      <PageMeta title="Interviews" noindex />
      <h1 id="interviews-title">Interviews</h1>
      {employer ? (
        <p>
          <Link to="/app/interviews/availability">Interview availability</Link>: the hours applicants pick from when you send a scheduling link.{' '}
          <Link to="/app/interviews/scheduling-links">Links waiting for a time</Link>: resend or withdraw the links not yet used.
        </p>
      ) : null}
      {interviews.isPending ? <PageLoading label="Loading your interviews…" /> : null}
      {interviews.isError ? (
        <div className="alert alert-danger" role="alert">
          {interviews.error instanceof ApiError ? interviews.error.message : 'Could not load your interviews.'}
        </div>
      ) : null}
      {interviews.data && days.length === 0 ? (
        <p className="job-search__empty">
          No interviews yet. {employer ? 'Propose one to an applicant from a job’s summary.' : <Link to="/app/job-application/all">See your applications</Link>}
        </p>
      ) : null}
      {days.map((day) => (
        <section key={day.date} className="interviews-page__day" aria-labelledby={`day-${day.date}`}>
          <h2 className="interviews-page__heading" id={`day-${day.date}`}>
            {formatDate(day.date, 'fullWeekday')}
          </h2>
          <ul className="job-search__list">
            {day.interviews.map((interview) => (
              <InterviewCard
                key={interview.id}
                interview={interview}
                time={formatTimeInZone(interview.interviewDate, interview.timeZone)}
                employer={employer}
                focusRequest={focusRequest}
              >
                {interview.status === 'CONFIRMED' && Date.parse(interview.interviewDate) + interview.durationMinutes * 60_000 <= Date.now() ? (
                  <div className="interview-card__actions">
                    <ReviewLink kind="interviews" bookingId={interview.id} describedBy={`interview-${interview.id}`} />
                  </div>
                ) : employer && changingId === interview.id ? (
                  <InterviewForm
                    username={user.username}
                    applicationId={interview.applicationId}
                    interview={interview}
                    onDone={() => finishChange(interview.id)}
                  />
                ) : !employer && answerable(interview) ? (
                  <InterviewAnswer username={user.username} interview={interview} onAnswered={(id) => setFocusRequest({ id })} />
                ) : employer && interview.status !== 'CANCELED' && interview.status !== 'DECLINED' ? (
                  <div className="interview-card__actions">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() => setChangingId(interview.id)}
                      aria-describedby={`interview-${interview.id}`}
                    >
                      Change
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => {
                        cancel.reset();
                        setConfirming(interview);
                      }}
                      aria-describedby={`interview-${interview.id}`}
                    >
                      Cancel interview
                    </button>
                  </div>
                ) : null}
              </InterviewCard>
            ))}
          </ul>
        </section>
      ))}
      <Modal show={confirming !== null} onHide={() => !cancel.isPending && setConfirming(null)} aria-labelledby="cancel-interview-title" centered>
        <Modal.Header closeButton={!cancel.isPending} closeLabel="Keep the interview">
          <Modal.Title id="cancel-interview-title" as="h2" className="h5">
            Cancel this interview?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming ? (
            <p className="mb-2">
              {confirming.typeLabel} with {confirming.name}, {formatInZone(confirming.interviewDate, confirming.timeZone)}. The applicant gets an email.
            </p>
          ) : null}
          {cancel.isError ? <PlainErrorAlert message={failureMessage(cancel.error)} className="py-2 mb-0" /> : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
            Keep interview
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => confirming && cancel.mutate(confirming)}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
          >
            {cancel.isPending ? (
              <>
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                Canceling…
              </>
            ) : (
              'Cancel interview'
            )}
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

type InterviewCardProps = {
  interview: Interview;
  time: string;
  employer: boolean;
  focusRequest: { id: number } | null;
  children: ReactNode;
};

function InterviewCard({ interview, time, employer, focusRequest, children }: InterviewCardProps) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusRequest?.id === interview.id) card.current?.focus();
  }, [focusRequest, interview.id]);
  const canceled = interview.status === 'CANCELED' || interview.status === 'DECLINED';
  const status = STATUS_BADGES[interview.status];
  return (
    <li ref={card} tabIndex={-1} className={`job-card interview-card${canceled ? ' job-card--canceled' : ''}`} data-testid="interview">
      <div className="job-card__main">
        <h3 className="job-card__title" id={`interview-${interview.id}`}>
          {time} · {interview.typeLabel}
        </h3>
        <p className="job-card__practice">
          {employer
            ? `With ${interview.name} (${interview.positionLabel})`
            : interview.practice
              ? `With ${interview.practice.name}`
              : 'With a confidential dental practice'}
        </p>
        {interview.proposedBy ? (
          <p className="job-card__meta" data-testid="interview-member">
            Proposed by {interview.proposedBy}
            {interview.practice ? `, ${interview.practice.name}` : ''}
          </p>
        ) : null}
        <p className="job-card__meta">
          <span>{interview.jobTitle ?? 'Job'}</span>
          <span>{interview.durationMinutes} minutes</span>
          <span className={`badge ${status.className}`}>{status.label}</span>
        </p>
        <InterviewResponse interview={interview} employer={employer} />
        <InterviewPlace interview={interview} employer={employer} />
        {interview.notes ? <p className="applications-page__message">{interview.notes}</p> : null}
        {!employer && !interview.practice ? (
          <p className="interview-card__note">The posting is confidential, so the practice is not named here: the place and notes are what it wrote for you.</p>
        ) : null}
        {employer && interview.isConfidential ? (
          <p className="interview-card__note">Confidential posting: the applicant does not see your practice’s name.</p>
        ) : null}
        {canceled ? null : <AddToCalendar interview={interview} viewer={employer ? 'practice' : 'applicant'} />}
        {children}
      </div>
    </li>
  );
}

const STATUS_BADGES: Record<Interview['status'], { label: string; className: string }> = {
  PROPOSED: { label: 'Proposed', className: 'text-bg-info' },
  CONFIRMED: { label: 'Confirmed', className: 'text-bg-success' },
  DECLINED: { label: 'Declined', className: 'text-bg-secondary' },
  CANCELED: { label: 'Canceled', className: 'text-bg-secondary' },
};

/** The job seeker may still answer: proposed or confirmed, and not yet held. */
function answerable(interview: Interview): boolean {
  return (interview.status === 'PROPOSED' || interview.status === 'CONFIRMED') && Date.parse(interview.interviewDate) > Date.now();
}

/** The job seeker's answer as each side reads it; the request for another time with its message. */
function InterviewResponse({ interview, employer }: { interview: Interview; employer: boolean }) {
  if (!interview.response || interview.status === 'CANCELED') return null;
  const who = employer ? interview.name : 'You';
  const said = interview.response === 'NEW_TIME' ? `${who} asked for another time` : interview.response === 'ACCEPTED' ? `${who} accepted` : `${who} declined`;
  const on = interview.respondedDate ? ` on ${formatInZone(interview.respondedDate, interview.timeZone)}` : '';
  return (
    <div className={`interview-card__response interview-card__response--${interview.response.toLowerCase()}`} data-testid="interview-response">
      <p className="mb-1">
        <strong>{said}</strong>
        {on}.{employer && interview.response === 'NEW_TIME' ? ' Change the time to answer.' : ''}
      </p>
      {interview.responseMessage ? <p className="applications-page__message mb-0">{interview.responseMessage}</p> : null}
    </div>
  );
}

/** Interviews met in person: the place is where to go. */
const MET_IN_PERSON: ReadonlySet<InterviewType> = new Set<InterviewType>(['INPERSON', 'WORKING', 'TEAM']);

/** Where to go (in person) or how to join (virtual, phone), as the practice wrote it. */
function InterviewPlace({ interview, employer }: { interview: Interview; employer: boolean }) {
  const inPerson = MET_IN_PERSON.has(interview.type);
  if (!interview.location)
    return inPerson && !employer && interview.status !== 'CANCELED' ? (
      <p className="interview-card__place text-body-secondary">Where: the practice has not said yet.</p>
    ) : null;
  return (
    <p className="interview-card__place">
      <span className="interview-card__label">{inPerson ? 'Where:' : 'How:'}</span> {interview.location}
    </p>
  );
}
