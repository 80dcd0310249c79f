// A temp posting's shifts on its job page: hours, pay and how each is booked. A signed-in job
// seeker books an instant-book shift or asks for an applicants shift there; visitors are sent to
// sign in and come back. The public job page loads this, so it imports no form fields, no modal
// and no zod schemas (only types from the domain's schema modules).
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { JobDate, PublicJob } from '@chairside/domain/job-posting';
import { formatCents } from '@chairside/domain/money';
import { LATE_CANCELLATION_HOURS } from '@chairside/domain/temp-reliability';
import { formatTimeOfDay } from '@chairside/domain/temp-profile-rules';
import type { ProfessionalShifts } from '@chairside/domain/temp-shifts';
import { instantOfLocalDateTime, localDateTimeIn, zoneAbbreviation } from '@chairside/domain/time-zones';
import { ApiError } from '../../lib/api-client';
import { failureMessage } from '../../components/form/errors';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { loginPathFor } from '../../lib/redirect-path';
import { PROFESSIONAL_SHIFTS_PATH, useProfessionalAction, useProfessionalShifts } from './temp-shifts-api';

const TEMP_PROFILE_PATH = '/app/temp-work';
const TERMS_ID = 'job-shifts-terms';

/** How a job seeker gets each kind of shift, as the job page says it. */
const HOW_BOOKED: Record<JobDate['bookingMode'], string> = {
  INSTANT: 'Instant book',
  APPLICANTS: 'Ask for it: the practice chooses',
  REQUEST: 'By invitation',
};

/** Where a shift stands for the reader, and so what its card offers. */
export type ShiftStanding = 'book' | 'ask' | 'by-invitation' | 'filled' | 'booked-by-you' | 'asked' | 'offered-to-you';

/** The reader's own offers and bookings, by shift id (empty for visitors). */
export type OwnShifts = { booked: ReadonlySet<number>; asked: ReadonlySet<number>; offered: ReadonlySet<number> };
export const NO_OWN_SHIFTS: OwnShifts = { booked: new Set(), asked: new Set(), offered: new Set() };

/** The shifts the page lists: not cancelled and not yet past (by the day where the shift is), in date order. */
export function upcomingShifts(dates: readonly JobDate[], now: Date): JobDate[] {
  return dates
    .filter((shift) => shift.status !== 'CANCELED' && shift.date >= localDateTimeIn(now, shift.timeZone).slice(0, 10))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
}

/** Where one shift stands for the reader: theirs first, then filled, then how it is booked. */
export function standingOf(shift: JobDate, own: OwnShifts): ShiftStanding {
  if (own.booked.has(shift.id)) return 'booked-by-you';
  if (shift.status === 'BOOKED') return 'filled';
  if (own.asked.has(shift.id)) return 'asked';
  if (own.offered.has(shift.id)) return 'offered-to-you';
  if (shift.bookingMode === 'INSTANT') return 'book';
  if (shift.bookingMode === 'APPLICANTS') return 'ask';
  return 'by-invitation';
}

/** The reader's shifts from their /app/temp-shifts answer, as the sets standingOf reads. */
export function ownShiftsOf(answer: ProfessionalShifts | undefined): OwnShifts {
  if (!answer) return NO_OWN_SHIFTS;
  const open = answer.offers.filter((offer) => offer.status === 'ACTIVE');
  return {
    booked: new Set(answer.booked.map((shift) => shift.id)),
    asked: new Set(open.filter((offer) => offer.offerStatus === 'APPLIED').map((offer) => offer.id)),
    offered: new Set(open.filter((offer) => offer.offerStatus === 'OFFERED').map((offer) => offer.id)),
  };
}

/** '8:00 am–5:00 pm CST', or that the hours are to agree. */
export function shiftHours(shift: JobDate): string {
  if (!shift.startTime || !shift.endTime) return 'Hours to agree';
  const starts = instantOfLocalDateTime(`${shift.date}T${shift.startTime}`, shift.timeZone);
  const zone = starts ? ` ${zoneAbbreviation(starts, shift.timeZone)}` : '';
  return `${formatTimeOfDay(shift.startTime)}–${formatTimeOfDay(shift.endTime)}${zone}`;
}

/** '$50.00/hour · $425.00 in all · 30 min unpaid break', or that the practice sets the pay. */
export function shiftPay(shift: JobDate): string {
  const parts = [
    shift.rateCents !== null ? `${formatCents(shift.rateCents)}/hour` : 'Pay set by the practice',
    shift.totalCents !== null ? `${formatCents(shift.totalCents)} in all` : null,
    shift.breakMinutes > 0 ? `${shift.breakMinutes} min unpaid break` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

type Outcome = { shiftId: number; kind: 'done' | 'failed'; text: string; needsTempProfile: boolean };

/**
 * The posting's upcoming shifts. A signed-in job seeker books or asks on each card; a visitor is
 * offered the sign-in that comes back here; anyone else (a practice) only reads them.
 */
export function JobShifts({ job }: { job: PublicJob }) {
  const { status, user } = useAuth();
  if (job.type !== 'TEMP') return null;
  if (status === 'signed-in' && user?.role === 'staff') return <SeekerJobShifts job={job} username={user.username} />;
  return <ShiftList job={job} own={NO_OWN_SHIFTS} visitor={status !== 'signed-in'} />;
}

function SeekerJobShifts({ job, username }: { job: PublicJob; username: string }) {
  const mine = useProfessionalShifts(username);
  const action = useProfessionalAction(username);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const act = (shift: JobDate, kind: 'accept' | 'apply') => {
    setOutcome(null);
    action.mutate(
      { shiftId: shift.id, kind },
      {
        onSuccess: () =>
          setOutcome({
            shiftId: shift.id,
            kind: 'done',
            text:
              kind === 'accept'
                ? `You are booked for ${formatDate(shift.date, 'weekday')}. It is on your Temp Shifts page.`
                : `You asked for ${formatDate(shift.date, 'weekday')}. The practice chooses and you will hear when it does.`,
            needsTempProfile: false,
          }),
        onError: (error) =>
          setOutcome({
            shiftId: shift.id,
            kind: 'failed',
            text: failureMessage(error),
            needsTempProfile: error instanceof ApiError && error.reason === 'position',
          }),
        // The posting's dates change when a shift is booked.
        onSettled: () => queryClient.invalidateQueries({ queryKey: ['public-job', String(job.id)] }),
      },
    );
  };
  return <ShiftList job={job} own={ownShiftsOf(mine.data)} visitor={false} seeker={{ act, pending: action.isPending, outcome }} />;
}

type SeekerActions = { act: (shift: JobDate, kind: 'accept' | 'apply') => void; pending: boolean; outcome: Outcome | null };

function ShiftList({ job, own, visitor, seeker }: { job: PublicJob; own: OwnShifts; visitor: boolean; seeker?: SeekerActions }) {
  const location = useLocation();
  const shifts = upcomingShifts(job.jobDates, new Date());
  const practice = job.practice?.name ?? 'the practice';
  return (
    <section className="public-job__section" aria-labelledby="job-shifts-title">
      <h2 className="public-job__heading" id="job-shifts-title">
        Shifts
      </h2>
      {shifts.length === 0 ? (
        <p className="text-body-secondary">No upcoming shifts.</p>
      ) : (
        <>
          <p id={TERMS_ID}>
            Before you book: if {practice} cancels within {LATE_CANCELLATION_HOURS} hours of the start, it pays you {job.lateCancelFeePercent}% of the shift’s
            pay. You work its shifts as {job.workerClassification === 'EMPLOYEE' ? 'an employee of the practice' : 'an independent contractor'}.
          </p>
          <ul className="public-job__dates">
            {shifts.map((shift) => (
              <ShiftItem
                key={shift.id}
                shift={shift}
                standing={standingOf(shift, own)}
                signInPath={visitor && job.isLive ? loginPathFor(location.pathname) : null}
                seeker={job.isLive ? seeker : undefined}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ShiftItem({ shift, standing, signInPath, seeker }: { shift: JobDate; standing: ShiftStanding; signInPath: string | null; seeker?: SeekerActions }) {
  const headingId = `job-shift-${shift.id}`;
  const outcome = seeker?.outcome?.shiftId === shift.id ? seeker.outcome : null;
  const bookable = standing === 'book' || standing === 'ask';
  return (
    <li className="public-job__date" aria-labelledby={headingId} data-testid="job-shift">
      <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1">
        <h3 className="public-job__date-day h6 mb-0" id={headingId}>
          {formatDate(shift.date, 'weekday')}
        </h3>
        <span className="public-job__date-time">{shiftHours(shift)}</span>
        <span className="public-job__date-time">{shiftPay(shift)}</span>
        <span className="public-job__date-time fw-semibold">{HOW_BOOKED[shift.bookingMode]}</span>
      </div>
      <div className="ms-auto">
        {standing === 'booked-by-you' ? (
          <Link to={PROFESSIONAL_SHIFTS_PATH}>Booked: see your shifts</Link>
        ) : standing === 'filled' ? (
          <span className="public-job__date-status">Filled</span>
        ) : standing === 'asked' ? (
          <span className="public-job__date-status">You asked for it</span>
        ) : standing === 'offered-to-you' ? (
          <Link to={PROFESSIONAL_SHIFTS_PATH}>Offered to you: answer it</Link>
        ) : standing === 'by-invitation' ? null : signInPath ? (
          <Link to={signInPath} className="btn btn-sm btn-outline-primary">
            Sign in to book
          </Link>
        ) : seeker && bookable ? (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={seeker.pending}
            aria-describedby={TERMS_ID}
            onClick={() => seeker.act(shift, standing === 'book' ? 'accept' : 'apply')}
          >
            {standing === 'book' ? 'Book this shift' : 'Ask for this shift'}
          </button>
        ) : null}
      </div>
      <div role="status" className="w-100">
        {outcome?.kind === 'done' ? <p className="text-success-emphasis mb-0">{outcome.text}</p> : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="text-danger-emphasis w-100 mb-0">
          {outcome.text}
          {outcome.needsTempProfile ? (
            <>
              {' '}
              <Link to={TEMP_PROFILE_PATH}>Update your temp profile</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
