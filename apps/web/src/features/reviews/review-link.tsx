import { Link } from 'react-router';
import { shiftInstants } from '@chairside/domain/temp-shifts';

type ShiftTimes = { date: string; startTime: string | null; endTime: string | null; timeZone: string };

/** Whether a shift is over (a date without hours: after its day, in the posting's zone). */
export function shiftHasEnded(shift: ShiftTimes, now = Date.now()): boolean {
  const endsAt = shiftInstants(shift, shift.timeZone)?.endsAt ?? shiftInstants({ ...shift, startTime: '00:00', endTime: '23:59' }, shift.timeZone)?.endsAt;
  return endsAt !== undefined && endsAt.getTime() <= now;
}

/** "Leave a review" of the other side of a completed shift or interview (ADR 114): the review form. */
export function ReviewLink({ kind, bookingId, describedBy }: { kind: 'shifts' | 'interviews'; bookingId: number; describedBy?: string }) {
  return (
    <Link className="btn btn-sm btn-outline-primary" to={`/app/reviews/${kind}/${bookingId}`} aria-describedby={describedBy}>
      Leave a review
    </Link>
  );
}
