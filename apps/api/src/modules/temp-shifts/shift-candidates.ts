// Who receives a temp shift request (ADR 97): the professionals who can take the shift, ranked.
// Every rule that decides who may be asked is one condition of one statement; the ranking's
// reliability score is the domain's, computed here for the rows that can reach the limit.
import { CREDENTIAL_KINDS, credentialKindOfRequirement, requiredKindsOf } from '@chairside/domain/credentials';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { POSITION_CODES } from '@chairside/domain/positions';
import { TRAVEL_MILES_MAX, WEEKDAY_KEYS, timeOfMinutes, weekdayOfDate } from '@chairside/domain/temp-profile-rules';
import { NO_SHOW_WINDOW_DAYS, NO_SHOWS_BEFORE_REVIEW, reliabilityScore, type ReliabilityEvent } from '@chairside/domain/temp-reliability';
import { boxSql, milesSql } from '../../platform/search-box';

export type ShiftToFill = {
  jobDateId: number;
  /** DD, DA, DH, FO, LT or SR. */
  position: string;
  /** The shift's local date, YYYY-MM-DD. */
  date: string;
  /** Minutes after local midnight; the end after the start, on the same day. */
  startMinute: number;
  endMinute: number;
  /** The practice's place. */
  lat: number;
  lng: number;
  /** The shift's hourly rate in cents. */
  rateCents: number;
  /**
   * Certification names the professional must hold (any case), not expired on the shift's date;
   * a requirement naming a credential kind needs it verified (ADR 115), licenses in `state`.
   */
  requirements: string[];
  /** The shift's state, for required licenses and permits (null or left out: any state). */
  state?: string | null;
  /** The practice (its user id): people it blocked or who blocked it are not asked. */
  employerId: number;
};

/** One professional who can take the shift: how far they live from the practice and their reliability (0 to 1000). */
export type ShiftCandidate = { userId: number; miles: number; reliability: number };

export type ShiftCandidateOptions = {
  /** At most this many, the best first. */
  limit: number;
  /** People not to ask (already asked elsewhere, or declined before). */
  excludeUserIds?: number[];
  /** A cap on the distance on top of each person's own travel distance: a request round's reach. */
  radiusMiles?: number;
  /** When the choice is made (no-shows counted back from it); the present by default. */
  now?: Date;
};

/** Distance counts in bands this wide: within a band, reliability decides before distance. */
export const DISTANCE_BAND_MILES = 5;

const DAY_MS = 86_400_000;

/**
 * Whether the windows `windowsOf(alias)` (rows with start_minute and end_minute, of one person and
 * day) cover the shift from start to end, touching windows joined as isAvailableFor joins them:
 * a window holds the start and either reaches the end, or no window ending between start and end
 * is left without a window that carries on from its end.
 */
function coverSql(windowsOf: (alias: SQL) => SQL, start: number, end: number): SQL {
  const [w, g, h] = [sql.raw('w'), sql.raw('g'), sql.raw('h')];
  return sql`exists (select 1 from ${windowsOf(w)} and w.start_minute <= ${start}::int and w.end_minute > ${start}::int
    and (w.end_minute >= ${end}::int or not exists (
      select 1 from ${windowsOf(g)} and g.end_minute > ${start}::int and g.end_minute < ${end}::int
        and not exists (select 1 from ${windowsOf(h)} and h.start_minute <= g.end_minute and h.end_minute > g.end_minute))))`;
}

/**
 * Available for the whole shift, as isAvailableFor says: the date's exceptions decide alone when
 * it has any (a day off: not available; else their windows must cover the shift), otherwise the
 * weekday's windows must.
 */
function availabilitySql(shift: ShiftToFill, weekday: number): SQL {
  const onDate = (alias: SQL) => sql`temp_profile_exceptions ${alias} where ${alias}.user_id = c.user_id and ${alias}.date = ${shift.date}::date`;
  const weekly = (alias: SQL) => sql`temp_profile_windows ${alias} where ${alias}.user_id = c.user_id and ${alias}.weekday = ${weekday}::int`;
  const extra = (alias: SQL) => sql`${onDate(alias)} and ${alias}.available`;
  return sql`case when exists (select 1 from ${onDate(sql.raw('x'))})
    then not exists (select 1 from ${onDate(sql.raw('x'))} and not x.available) and ${coverSql(extra, shift.startMinute, shift.endMinute)}
    else ${coverSql(weekly, shift.startMinute, shift.endMinute)} end`;
}

/** Holds each required certification (names in any case), unexpired on the shift's date. */
function certificationsSql(shift: ShiftToFill): SQL[] {
  const kinds = requiredKindsOf(shift.requirements);
  const names = [...new Set(shift.requirements.filter((name) => credentialKindOfRequirement(name) === null).map((name) => name.toLowerCase()))];
  const state = shift.state ?? null;
  return [
    ...names.map(
      (name) => sql`exists (select 1 from staff_certs sc where sc.user_id = c.user_id and lower(sc.name) = lower(${name})
      and (sc.expires_date is null or sc.expires_date >= ${shift.date}::date))`,
    ),
    ...kinds.map(
      (kind) => sql`exists (select 1 from credentials cr where cr.user_id = c.user_id and cr.kind = ${kind} and cr.status = 'VERIFIED'
      and (cr.expires_on is null or cr.expires_on >= ${shift.date}::date)
      ${CREDENTIAL_KINDS[kind].group === 'certificate' || state === null ? sql`` : sql`and cr.state = ${state}`})`,
    ),
  ];
}

type ShortlistRow = { userId: number; miles: number; band: number; fit: number; events: ReliabilityEvent[] };

/**
 * The statement of findShiftCandidates: the professionals who can take the shift, every band of
 * DISTANCE_BAND_MILES that holds one of the first `limit` of them, with their reliability
 * histories oldest first, as one JSON array; null when nobody can be asked (limit or reach 0).
 */
export function shiftCandidatesStatement(shift: ShiftToFill, options: ShiftCandidateOptions): SQL | null {
  const weekday = weekdayOfDate(shift.date);
  const { startMinute: start, endMinute: end } = shift;
  if (weekday === null) throw new Error(`Not a shift date: ${shift.date}`);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > 1439 || end <= start)
    throw new Error(`Not a shift's minutes: ${start} to ${end}`);
  const reach = Math.min(options.radiusMiles ?? TRAVEL_MILES_MAX, TRAVEL_MILES_MAX);
  if (options.limit < 1 || reach <= 0) return null;
  const now = options.now ?? new Date();
  const noShowsSince = new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS).toISOString();
  const miles = milesSql(shift, sql`u.lat`, sql`u.lng`);
  const excluded = options.excludeUserIds ?? [];
  // The people of the place with a profile that fits: users_staff_place_idx over the reach's
  // box (the place is what narrows most), their profile rows, the distance each travels.
  const near: SQL[] = [
    sql`u.role = 'staff'`,
    sql`u.position in (${sql.join(
      POSITION_CODES.map((code) => sql`${code}`),
      sql`, `,
    )})`,
    boxSql({ lat: shift.lat, lng: shift.lng, radius: reach }, sql`u.lat`, sql`u.lng`),
    sql`${shift.position} = any(tp.positions)`,
    sql`tp.minimum_rate_cents <= ${shift.rateCents}::int`,
    sql`${miles} <= least(tp.travel_miles::float8, ${reach}::float8)`,
    ...(excluded.length > 0
      ? [
          sql`u.id <> all(array[${sql.join(
            excluded.map((id) => sql`${id}`),
            sql`, `,
          )}]::bigint[])`,
        ]
      : []),
  ];
  // What the other tables say of each of them, each a lookup by the person's id in that table's
  // index: (user_id, weekday, start_minute) for the week, (user_id, date) for exceptions, and so on.
  const rules: SQL[] = [
    availabilitySql(shift, WEEKDAY_KEYS.indexOf(weekday)),
    ...certificationsSql(shift),
    sql`not exists (select 1 from shift_offers o where o.job_date_id = ${shift.jobDateId}::bigint and o.user_id = c.user_id)`,
    sql`not exists (select 1 from job_dates b where b.booked_user_id = c.user_id and b.date = ${shift.date}::date and b.status = 'BOOKED'
      and b.id <> ${shift.jobDateId}::bigint
      and (b.start_time is null or (b.start_time < ${timeOfMinutes(end)} and b.end_time > ${timeOfMinutes(start)})))`,
    sql`not exists (select 1 from user_blocks k where k.blocker_user_id = ${shift.employerId}::bigint and k.blocked_user_id = c.user_id)`,
    sql`not exists (select 1 from user_blocks k where k.blocker_user_id = c.user_id and k.blocked_user_id = ${shift.employerId}::bigint)`,
    // The booking pause (booking-checks pausingNoShows): overturned no-shows and those before an
    // administrator lifted the pause do not count.
    sql`(select count(*) from reliability_events n left join temp_profiles np on np.user_id = n.user_id
      where n.user_id = c.user_id and n.event = 'NO_SHOW' and n.review_outcome is distinct from 'OVERTURNED'
      and n.created_at >= ${noShowsSince}::timestamptz
      and (np.booking_review_cleared_at is null or n.created_at > np.booking_review_cleared_at)) < ${NO_SHOWS_BEFORE_REVIEW}::int`,
  ];
  // Then, person by person in band order, the rules: the lateral subquery (kept apart by
  // `limit 1`) runs for each person in the order of the sorted subquery. rank() over the bands
  // is 1 + the number of people in nearer bands, and the window stops at the first person whose
  // rank passes the limit: every band that can hold one of the first `limit` people is read
  // whole, and the rules of farther people are never read. (rank() ignores the frame; a frame of
  // rows keeps PostgreSQL 15 from reading the next band whole before it stops.)
  return sql`
    with near as materialized (
      select u.id as user_id, ${miles} as miles, ${shift.rateCents}::int - tp.minimum_rate_cents as fit
      from users u join temp_profiles tp on tp.user_id = u.id
      where ${sql.join(near, sql` and `)}
    )
    select coalesce(json_agg(s order by s.band, s."userId"), '[]'::json) as rows from (
      select m.user_id as "userId", m.miles, m.band, m.fit,
        (select coalesce(json_agg(r.event order by r.created_at, r.id), '[]'::json) from reliability_events r
          where r.user_id = m.user_id and r.review_outcome is distinct from 'OVERTURNED') as events
      from (
        select c.user_id, c.miles, c.band, c.fit, rank() over (order by c.band rows between unbounded preceding and current row) as place
        from (select near.*, floor(near.miles / ${DISTANCE_BAND_MILES}::float8)::int as band from near order by band) c
        cross join lateral (select where ${sql.join(rules, sql` and `)} limit 1) fits
      ) m
      where m.place <= ${options.limit}::int
    ) s`;
}

/**
 * The professionals who can take the shift, best first, at most `limit`: role staff with a temp
 * profile that lists the position, asks at most the shift's rate, travels as far as the practice
 * (and within `radiusMiles`), is available for the whole shift, holds every required
 * certification unexpired, is not booked on an overlapping shift that date, was not asked for
 * this shift nor excluded, neither blocks nor is blocked by the practice, and whose booking is not
 * paused for review (NO_SHOWS_BEFORE_REVIEW no-shows within NO_SHOW_WINDOW_DAYS).
 *
 * Ranked nearest first in bands of DISTANCE_BAND_MILES, then by reliability (the domain's
 * reliabilityScore), then by the closest minimum rate to the shift's rate, then by user id. The
 * statement reads users_staff_place_idx over the reach's box (one range per position code: every
 * job seeker has one) and keeps every band that can hold one of the first `limit` people; their
 * scores are computed here from their histories, which come with them (a running score held
 * between 0 and the maximum at each step is not a sum SQL can take).
 */
export async function findShiftCandidates(db: Database, shift: ShiftToFill, options: ShiftCandidateOptions): Promise<ShiftCandidate[]> {
  const statement = shiftCandidatesStatement(shift, options);
  if (!statement) return [];
  const result = await db.execute<{ rows: ShortlistRow[] }>(statement);
  return result.rows[0].rows
    .map((row) => ({ ...row, userId: Number(row.userId), reliability: reliabilityScore(row.events) }))
    .sort((a, b) => a.band - b.band || b.reliability - a.reliability || a.fit - b.fit || a.userId - b.userId)
    .slice(0, options.limit)
    .map(({ userId, miles: distance, reliability }) => ({ userId, miles: distance, reliability }));
}
