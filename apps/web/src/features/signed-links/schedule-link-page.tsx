import '../../styles/signed-links.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import type { SchedulingPage } from '@chairside/domain/interview-scheduling';
import { formatTimeInZone, zoneAbbreviation } from '@chairside/domain/time-zones';
import { PageLoading } from '../../components/page-loading';
import { LinkProblem } from '../../components/link-problem';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatDateTime, readerTimeZone } from '../../lib/dates';
import { loginPathFor } from '../../lib/redirect-path';
import { PageMeta } from '../../lib/page-meta';
import { cancelScheduledInterview, fetchSchedulingPage, pickInterviewTime, signedLinkKey } from './signed-links-api';

const SIGN_IN = loginPathFor('/app/interviews');

/** The open times grouped by the day they fall on in the viewer's zone. */
function byDay(slots: string[], zone: string): { day: string; slots: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = formatDate(slot, 'fullWeekday', zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, times]) => ({ day, slots: times }));
}

/** /schedule/{token}: from the practice's email, the candidate picks, moves or cancels an interview time, signed out, in their own zone (ADR 117). */
export function ScheduleLinkPage() {
  const token = useParams().token ?? '';
  const zone = readerTimeZone();
  const queries = useQueryClient();
  const key = signedLinkKey('interview-scheduling', token);
  const page = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSchedulingPage(token, signal), retry: false });
  const [moving, setMoving] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const refresh = () => void queries.invalidateQueries({ queryKey: key });
  const pick = useMutation({
    mutationFn: (startsAt: string) => pickInterviewTime(token, startsAt),
    onSuccess: (interview) => {
      setMoving(false);
      setNotice({
        kind: 'success',
        text: `Booked: ${formatDateTime(interview.interviewDate, 'dateTime', zone)} (${zoneAbbreviation(interview.interviewDate, zone)}). An invitation is on its way to your email.`,
      });
      refresh();
    },
    onError: (error) => {
      const fresh = error instanceof ApiError ? (error.body as { slots?: string[] } | null)?.slots : undefined;
      if (fresh) queries.setQueryData<SchedulingPage>(key, (old) => (old ? { ...old, slots: fresh } : old));
      setNotice({ kind: 'warning', text: error instanceof ApiError ? error.message : 'That time could not be booked. Try again.' });
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelScheduledInterview(token),
    onSuccess: () => {
      setNotice({ kind: 'success', text: 'Your interview is canceled. The practice has been told. You can pick another time below.' });
      refresh();
    },
    onError: (error) => setNotice({ kind: 'warning', text: error instanceof ApiError ? error.message : 'The interview could not be canceled. Try again.' }),
  });

  if (page.isPending) return <PageLoading label="Loading the interview times…" />;
  if (page.isError) return <LinkProblem error={page.error} signInPath={SIGN_IN} onRetry={() => void page.refetch()} />;
  const data = page.data;
  const showTimes = !data.booked || moving;
  const busy = pick.isPending || cancel.isPending;

  return (
    <article className="signed-link container-xl" aria-labelledby="schedule-title">
      <PageMeta title="Pick an interview time" noindex />
      <p className="signed-link__eyebrow">Interview</p>
      <h1 id="schedule-title">Pick an interview time{data.jobTitle ? `: ${data.jobTitle}` : ''}</h1>
      <dl className="signed-link__facts">
        <dt>Practice</dt>
        <dd>{data.practiceName ?? 'A practice (confidential posting)'}</dd>
        <dt>Interview</dt>
        <dd>
          {data.typeLabel}, {data.durationMinutes} minutes
        </dd>
        {data.interviewerName ? (
          <>
            <dt>With</dt>
            <dd data-testid="interviewer-name">{data.interviewerName}</dd>
          </>
        ) : null}
        <dt>Times shown in</dt>
        <dd data-testid="viewer-zone">
          {zone.replace(/_/g, ' ')} ({zoneAbbreviation(new Date(), zone)}), your time zone
        </dd>
      </dl>
      {notice ? (
        <Alert variant={notice.kind} role={notice.kind === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {data.booked ? (
        <section className="signed-link__panel" aria-label="Your interview">
          <p className="h5" data-testid="booked-time">
            Your interview: {formatDateTime(data.booked.startsAt, 'dateTime', zone)} ({zoneAbbreviation(data.booked.startsAt, zone)})
          </p>
          <div className="signed-link__actions d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => setMoving(!moving)}>
              {moving ? 'Keep this time' : 'Move to another time'}
            </button>
            <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => cancel.mutate()}>
              {cancel.isPending ? 'Canceling…' : 'Cancel the interview'}
            </button>
          </div>
        </section>
      ) : null}
      {showTimes ? (
        <section className="signed-link__panel" aria-labelledby="schedule-times">
          <h2 className="h5" id="schedule-times">
            Open times
          </h2>
          {data.slots.length === 0 ? <p>No open times right now. Ask the practice for another time, or try again later.</p> : null}
          {byDay(data.slots, zone).map(({ day, slots }) => (
            <div key={day} className="mb-3">
              <h3 className="h6">{day}</h3>
              <div className="d-flex flex-wrap gap-2">
                {slots.map((slot) => (
                  <button key={slot} type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => pick.mutate(slot)}>
                    {formatTimeInZone(slot, zone)}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </section>
      ) : null}
    </article>
  );
}
