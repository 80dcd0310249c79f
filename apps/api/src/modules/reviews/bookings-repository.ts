// The bookings a review may follow (ADR 114): a booked temp shift that ended and was neither
// cancelled nor a no-show (an overturned no-show counts as worked), and a confirmed interview
// whose time passed. Ownership is in the queries: a person sees only bookings they were a party to.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import { shiftInstants } from '@chairside/domain/temp-shifts';
import type { BookingKind, ReviewSide } from '@chairside/domain/review-rules';

const DAY_MS = 86_400_000;

/** A booking between a practice and a professional, with when it ended. */
export type Booking = {
  kind: BookingKind;
  bookingId: number;
  title: string;
  employerId: number;
  practiceName: string;
  professionalId: number;
  professionalName: string;
  endedAt: Date;
  /** Cancelled, declined, a no-show, or no one booked: never reviewable. */
  happened: boolean;
};

export type Party = { side: ReviewSide; userId: number };

type Reader = Pick<Database, 'execute'>;

type ShiftRow = {
  id: number | string;
  date: string;
  start_time: string | null;
  end_time: string | null;
  time_zone: string;
  status: string;
  booked_user_id: number | string | null;
  employer_id: number | string;
  practice_name: string;
  professional_name: string | null;
  title: string | null;
  no_show: boolean;
};

type InterviewRow = {
  id: number | string;
  ends_at: string | Date;
  status: string;
  employer_id: number | string;
  user_id: number | string;
  practice_name: string;
  professional_name: string;
  title: string | null;
};

const partyOfShift = (party: Party): SQL => (party.side === 'PRACTICE' ? sql`j.employer_id = ${party.userId}` : sql`jd.booked_user_id = ${party.userId}`);
const partyOfInterview = (party: Party): SQL => (party.side === 'PRACTICE' ? sql`j.employer_id = ${party.userId}` : sql`a.user_id = ${party.userId}`);

function shiftBooking(row: ShiftRow): Booking {
  const instants = shiftInstants({ date: row.date, startTime: row.start_time, endTime: row.end_time }, row.time_zone);
  return {
    kind: 'SHIFT',
    bookingId: Number(row.id),
    title: row.title ?? 'Temp shift',
    employerId: Number(row.employer_id),
    practiceName: row.practice_name,
    professionalId: Number(row.booked_user_id ?? 0),
    professionalName: row.professional_name ?? '',
    // A date without hours runs the whole day.
    endedAt: instants?.endsAt ?? new Date(Date.parse(`${row.date}T00:00:00Z`) + DAY_MS),
    happened: row.status === 'BOOKED' && row.booked_user_id !== null && !row.no_show,
  };
}

const interviewBooking = (row: InterviewRow): Booking => ({
  kind: 'INTERVIEW',
  bookingId: Number(row.id),
  title: row.title ?? 'Interview',
  employerId: Number(row.employer_id),
  practiceName: row.practice_name,
  professionalId: Number(row.user_id),
  professionalName: row.professional_name,
  endedAt: new Date(row.ends_at),
  happened: row.status === 'CONFIRMED',
});

function shiftsQuery(where: SQL): SQL {
  return sql`
    select jd.id, jd.date::text as date, jd.start_time, jd.end_time, ${timeZoneOfZip(sql`j.zip`)} as time_zone, jd.status, jd.booked_user_id,
      j.employer_id, e.practice_name, u.name as professional_name, j.name as title,
      exists (select 1 from reliability_events r where r.job_date_id = jd.id and r.user_id = jd.booked_user_id and r.event = 'NO_SHOW'
        and r.review_outcome is distinct from 'OVERTURNED') as no_show
    from job_dates jd
    join jobs j on j.id = jd.job_id and j.type = 'TEMP'
    join employers e on e.user_id = j.employer_id
    left join users u on u.id = jd.booked_user_id
    where ${where}
    order by jd.date desc, jd.id desc`;
}

function interviewsQuery(where: SQL): SQL {
  return sql`
    select i.id, i.interview_date + make_interval(mins => i.duration_minutes) as ends_at, i.status, j.employer_id, a.user_id,
      e.practice_name, u.name as professional_name, j.name as title
    from interviews i
    join applications a on a.id = i.application_id
    join jobs j on j.id = a.job_id
    join employers e on e.user_id = j.employer_id
    join users u on u.id = a.user_id
    where ${where}
    order by i.interview_date desc, i.id desc`;
}

/** One booking the party was a side of (whatever became of it), or null: another's booking is never found. */
export async function findBooking(db: Reader, party: Party, kind: BookingKind, bookingId: number): Promise<Booking | null> {
  if (kind === 'SHIFT') {
    const result = await db.execute<ShiftRow>(shiftsQuery(sql`jd.id = ${bookingId} and jd.booked_user_id is not null and ${partyOfShift(party)}`));
    return result.rows[0] ? shiftBooking(result.rows[0]) : null;
  }
  const result = await db.execute<InterviewRow>(interviewsQuery(sql`i.id = ${bookingId} and ${partyOfInterview(party)}`));
  return result.rows[0] ? interviewBooking(result.rows[0]) : null;
}

/** Locks the booking's row for a write about it, so both sides' reviews written at once see each other. */
export async function lockBooking(tx: Reader, kind: BookingKind, bookingId: number): Promise<void> {
  if (kind === 'SHIFT') await tx.execute(sql`select 1 from job_dates where id = ${bookingId} for update`);
  else await tx.execute(sql`select 1 from interviews where id = ${bookingId} for update`);
}

/**
 * Bookings that happened and ended between `since` and `now`, newest first: the party's own (a
 * person's review list), or everyone's (the invitation task, party null).
 */
export async function completedBookings(db: Reader, party: Party | null, since: Date, now: Date, limit = 200): Promise<Booking[]> {
  const fromDay = new Date(since.getTime() - DAY_MS).toISOString().slice(0, 10);
  const toDay = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const shiftWhere = sql`jd.status = 'BOOKED' and jd.booked_user_id is not null and jd.date between ${fromDay}::date and ${toDay}::date${
    party ? sql` and ${partyOfShift(party)}` : sql``
  }`;
  const interviewWhere = sql`i.status = 'CONFIRMED'
    and i.interview_date + make_interval(mins => i.duration_minutes) between ${since.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz${
      party ? sql` and ${partyOfInterview(party)}` : sql``
    }`;
  const [shifts, interviews] = await Promise.all([
    db.execute<ShiftRow>(sql`${shiftsQuery(shiftWhere)} limit ${limit}`),
    db.execute<InterviewRow>(sql`${interviewsQuery(interviewWhere)} limit ${limit}`),
  ]);
  return [...shifts.rows.map(shiftBooking), ...interviews.rows.map(interviewBooking)]
    .filter((booking) => booking.happened && booking.endedAt.getTime() <= now.getTime() && booking.endedAt.getTime() >= since.getTime())
    .sort((a, b) => b.endedAt.getTime() - a.endedAt.getTime());
}
