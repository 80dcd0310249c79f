// Reviews, their reports and the invitations to write them (ADR 114). A review shows when
// visible_from has passed and no administrator hid it; every read of another's review says so in its query.
import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Database } from '@chairside/db/client';
import type { Review, ReviewInput } from '@chairside/domain/reviews';
import type { BookingKind, Rating, ReviewSide } from '@chairside/domain/review-rules';
import { ratingOf } from '@chairside/domain/review-rules';
import { idArrayParam } from '../../platform/id-array';

type Reader = Pick<Database, 'execute'>;

export type ReviewRow = Review & {
  bookingId: number;
  authorUserId: number;
  subjectUserId: number;
  visibleFrom: Date;
  hidden: boolean;
};

type RawReview = {
  id: number | string;
  job_date_id: number | string | null;
  interview_id: number | string | null;
  author_side: ReviewSide;
  author_user_id: number | string;
  subject_user_id: number | string;
  author_name: string;
  rating: number;
  punctuality: number;
  preparedness: number;
  friendliness: number;
  would_work_again: boolean;
  comment: string;
  created_at: string | Date;
  visible_from: string | Date;
  answer: string | null;
  answered_at: string | Date | null;
  hidden_at: string | Date | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** '{First} {L}.': a professional is named on a practice's page by first name and initial only. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

function reviewOf(row: RawReview): ReviewRow {
  return {
    id: Number(row.id),
    kind: row.job_date_id !== null ? 'SHIFT' : 'INTERVIEW',
    bookingId: Number(row.job_date_id ?? row.interview_id),
    authorSide: row.author_side,
    authorName: row.author_side === 'PRACTICE' ? row.author_name : shortName(row.author_name),
    authorUserId: Number(row.author_user_id),
    subjectUserId: Number(row.subject_user_id),
    rating: row.rating,
    punctuality: row.punctuality,
    preparedness: row.preparedness,
    friendliness: row.friendliness,
    wouldWorkAgain: row.would_work_again,
    comment: row.comment,
    createdAt: iso(row.created_at),
    visibleFrom: new Date(row.visible_from),
    answer: row.answer,
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    hidden: row.hidden_at !== null,
  };
}

/** The public fields of a review (no ids of people, no visibility facts). */
export const publicReview = (row: ReviewRow): Review => ({
  id: row.id,
  kind: row.kind,
  authorSide: row.authorSide,
  authorName: row.authorName,
  rating: row.rating,
  punctuality: row.punctuality,
  preparedness: row.preparedness,
  friendliness: row.friendliness,
  wouldWorkAgain: row.wouldWorkAgain,
  comment: row.comment,
  createdAt: row.createdAt,
  answer: row.answer,
  answeredAt: row.answeredAt,
});

const SELECT = sql`select r.*, case when r.author_side = 'PRACTICE' then coalesce(e.practice_name, u.name) else u.name end as author_name
  from reviews r join users u on u.id = r.author_user_id left join employers e on e.user_id = r.author_user_id`;

const shown = (now: Date): SQL => sql`r.visible_from <= ${now.toISOString()}::timestamptz and r.hidden_at is null`;

async function select(db: Reader, where: SQL, tail: SQL = sql`order by r.created_at desc, r.id desc`): Promise<ReviewRow[]> {
  const result = await db.execute<RawReview>(sql`${SELECT} where ${where} ${tail}`);
  return result.rows.map(reviewOf);
}

const bookingColumn = (kind: BookingKind) => (kind === 'SHIFT' ? sql`r.job_date_id` : sql`r.interview_id`);

/** Both sides' reviews of these bookings (any visibility: the caller decides what to show). */
export async function reviewsOfBookings(db: Reader, kind: BookingKind, bookingIds: number[]): Promise<ReviewRow[]> {
  if (bookingIds.length === 0) return [];
  return select(
    db,
    sql`${bookingColumn(kind)} in (${sql.join(
      bookingIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** The revealed, unhidden reviews of a person (a practice or a professional), newest first. */
export async function shownReviewsOf(db: Reader, subjectUserId: number, now: Date, limit = 50): Promise<ReviewRow[]> {
  return select(db, sql`r.subject_user_id = ${subjectUserId} and ${shown(now)}`, sql`order by r.created_at desc, r.id desc limit ${limit}`);
}

/** Average and count of the revealed, unhidden reviews of each of these people. */
export async function ratingsOf(db: Reader, subjectUserIds: number[], now: Date): Promise<Map<number, Rating>> {
  const ratings = new Map<number, Rating>(subjectUserIds.map((id) => [id, ratingOf([])]));
  if (subjectUserIds.length === 0) return ratings;
  // The ids as one array value: one prepared statement for every list.
  const result = await executePrepared<{ subject_user_id: number | string; average: number | string; count: number | string }>(
    db,
    sql`
    select r.subject_user_id, round(avg(r.rating)::numeric, 1)::float8 as average, count(*)::int as count from reviews r
    where r.subject_user_id = any(${idArrayParam(subjectUserIds)}) and ${shown(now)}
    group by r.subject_user_id`,
  );
  for (const row of result.rows) ratings.set(Number(row.subject_user_id), { average: Number(row.average), count: Number(row.count) });
  return ratings;
}

export async function findReview(db: Reader, reviewId: number): Promise<ReviewRow | null> {
  const [row] = await select(db, sql`r.id = ${reviewId}`);
  return row ?? null;
}

/** Writes a side's review, once: null when that side already wrote. */
export async function insertReview(
  db: Reader,
  review: ReviewInput & { kind: BookingKind; bookingId: number; side: ReviewSide; authorUserId: number; subjectUserId: number; now: Date; visibleFrom: Date },
): Promise<number | null> {
  const shift = review.kind === 'SHIFT' ? review.bookingId : null;
  const interview = review.kind === 'INTERVIEW' ? review.bookingId : null;
  const result = await db.execute<{ id: number | string }>(sql`
    insert into reviews (job_date_id, interview_id, author_side, author_user_id, subject_user_id, rating, punctuality, preparedness,
      friendliness, would_work_again, comment, created_at, visible_from)
    values (${shift}, ${interview}, ${review.side}, ${review.authorUserId}, ${review.subjectUserId}, ${review.rating}, ${review.punctuality},
      ${review.preparedness}, ${review.friendliness}, ${review.wouldWorkAgain}, ${review.comment}, ${review.now.toISOString()}::timestamptz,
      ${review.visibleFrom.toISOString()}::timestamptz)
    on conflict do nothing returning id`);
  return result.rows[0] ? Number(result.rows[0].id) : null;
}

/** Both wrote: both reviews show from now (or sooner, if already due), and their reveal is told now. */
export async function revealBoth(db: Reader, kind: BookingKind, bookingId: number, now: Date): Promise<void> {
  await db.execute(sql`update reviews r set visible_from = least(r.visible_from, ${now.toISOString()}::timestamptz),
    reveal_noticed_at = coalesce(r.reveal_noticed_at, ${now.toISOString()}::timestamptz) where ${bookingColumn(kind)} = ${bookingId}`);
}

/** Reviews due to show whose subject was not told yet, claimed (told once across instances). */
export async function claimDueReveals(db: Reader, now: Date, limit = 200): Promise<Array<{ id: number; subjectUserId: number; kind: BookingKind }>> {
  const result = await db.execute<{ id: number | string; subject_user_id: number | string; job_date_id: number | string | null }>(sql`
    update reviews set reveal_noticed_at = ${now.toISOString()}::timestamptz
    where id in (select id from reviews where reveal_noticed_at is null and hidden_at is null and visible_from <= ${now.toISOString()}::timestamptz
      order by visible_from limit ${limit} for update skip locked)
    returning id, subject_user_id, job_date_id`);
  return result.rows.map((row) => ({ id: Number(row.id), subjectUserId: Number(row.subject_user_id), kind: row.job_date_id !== null ? 'SHIFT' : 'INTERVIEW' }));
}

/** The practice's answer to a review of itself (written or replaced); false when the review is not of it. */
export async function saveAnswer(db: Reader, reviewId: number, employerId: number, answer: string, now: Date): Promise<boolean> {
  const result = await db.execute(sql`update reviews set answer = ${answer}, answered_at = ${now.toISOString()}::timestamptz
    where id = ${reviewId} and subject_user_id = ${employerId} and author_side = 'PROFESSIONAL' returning id`);
  return result.rows.length === 1;
}

/** A report of a review, once per reporter: false when they reported it already. */
export async function insertReport(db: Reader, reviewId: number, reporterUserId: number, reason: string, now: Date): Promise<boolean> {
  const result = await db.execute(sql`insert into review_reports (review_id, reporter_user_id, reason, created_at)
    values (${reviewId}, ${reporterUserId}, ${reason}, ${now.toISOString()}::timestamptz) on conflict do nothing returning id`);
  return result.rows.length === 1;
}

export type OpenReport = { reviewId: number; reason: string; reporter: string; createdAt: string; subjectName: string };

/** Open reports, oldest first, with who reported and whom the review is of. */
export async function openReports(db: Reader, limit = 200): Promise<OpenReport[]> {
  const result = await db.execute<{ review_id: number | string; reason: string; reporter: string; created_at: string | Date; subject_name: string }>(sql`
    select rr.review_id, rr.reason, ru.username as reporter, rr.created_at, coalesce(e.practice_name, su.name) as subject_name
    from review_reports rr join reviews r on r.id = rr.review_id join users ru on ru.id = rr.reporter_user_id
    join users su on su.id = r.subject_user_id left join employers e on e.user_id = r.subject_user_id
    where rr.status = 'OPEN' order by rr.created_at, rr.id limit ${limit}`);
  return result.rows.map((row) => ({
    reviewId: Number(row.review_id),
    reason: row.reason,
    reporter: row.reporter,
    createdAt: iso(row.created_at),
    subjectName: row.subject_name,
  }));
}

/** An administrator's decision on a reported review: hidden (by them) or kept; its open reports closed. False: no open report. */
export async function decideReports(db: Reader, reviewId: number, adminId: number, hide: boolean, now: Date): Promise<boolean> {
  const closed = await db.execute(sql`update review_reports set status = ${hide ? 'HIDDEN' : 'KEPT'}, decided_at = ${now.toISOString()}::timestamptz
    where review_id = ${reviewId} and status = 'OPEN' returning id`);
  if (closed.rows.length === 0) return false;
  await db.execute(
    hide
      ? sql`update reviews set hidden_at = ${now.toISOString()}::timestamptz, hidden_by = ${adminId} where id = ${reviewId}`
      : sql`update reviews set hidden_at = null, hidden_by = null where id = ${reviewId}`,
  );
  return true;
}

/** Claims the invitation to review a booking, once: false when it was already sent. */
export async function claimInvitation(db: Reader, kind: BookingKind, bookingId: number, now: Date): Promise<boolean> {
  const column = kind === 'SHIFT' ? sql`job_date_id` : sql`interview_id`;
  const result = await db.execute(sql`insert into review_invitations (${column}, created_at) values (${bookingId}, ${now.toISOString()}::timestamptz)
    on conflict do nothing returning id`);
  return result.rows.length === 1;
}

/** Ratings by username (lists that carry usernames, not ids: the practice's candidates). */
export async function ratingsOfUsernames(db: Reader, usernames: string[], now: Date): Promise<Map<string, Rating>> {
  const unique = [...new Set(usernames)];
  if (unique.length === 0) return new Map();
  const ids = await db.execute<{ id: number | string; username: string }>(
    sql`select id, username from users where username in (${sql.join(
      unique.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  const ratings = await ratingsOf(
    db,
    ids.rows.map((row) => Number(row.id)),
    now,
  );
  return new Map(ids.rows.map((row) => [row.username, ratings.get(Number(row.id))!]));
}
