import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift as bookedShiftOf, instantShift as instantShiftOf, saveTempProfile } from '../../testing/temp-shifts';

// Shifts 8:00 to 17:00 in Austin (America/Chicago, CST: 14:00 to 23:00 UTC).
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;

let practice: TestAccount;
let otherPractice: TestAccount;
let admin: TestAccount;
const pros: TestAccount[] = [];

const practicePath = (shiftId: number, action = '') => `/api9/users/employers/${practice.username}/shifts/${shiftId}${action}`;
const proPath = (pro: TestAccount, shiftId: number, action = '') => `/api9/users/staff/${pro.username}/shifts/${shiftId}${action}`;
const ADMIN_PATH = '/api9/admin/temp-reliability';

/** A published temp posting in Austin with one instant-book shift on `day`, 8:00 to 17:00: answers its id. */
const instantShift = (day: string) => instantShiftOf(api, practice, day);
/** An instant-book shift on `day` booked by `pro` two days before (the clock is left at `at`). */
const bookedShift = (day: string, pro: TestAccount, at: string) => bookedShiftOf(api, clock, { practice, pro }, day, at);

const reliabilityOf = async (pro: TestAccount) => (await call(api, pro, 'GET', `/api9/users/staff/${pro.username}/shifts`)).json().reliability as number;
const eventsOf = async (shiftId: number) =>
  (
    await db().execute<{ event: string; disputed: boolean; outcome: string | null }>(
      sql`select event, disputed_at is not null as disputed, review_outcome as outcome from reliability_events where job_date_id = ${shiftId} order by id`,
    )
  ).rows;
const noShowEmails = async (pro: TestAccount) =>
  db()
    .select({ text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, pro.email), like(outboxMessages.subject, 'Marked as a no-show%')));
const review = () => call(api, admin, 'GET', ADMIN_PATH);

beforeAll(async () => {
  practice = await signUpEmployer(api);
  otherPractice = await signUpEmployer(api);
  admin = await createAdmin(api);
  for (let i = 0; i < 4; i += 1) {
    const pro = await signUpStaff(api);
    await saveTempProfile(api, pro);
    pros.push(pro);
  }
});

describe('a no-show, its dispute and its review', () => {
  let shiftId: number;

  it('is refused before the shift starts, and nothing is written', async () => {
    shiftId = await bookedShift('2026-12-03', pros[0]!, '2026-12-03T13:59:00.000Z');
    const early = await call(api, practice, 'POST', practicePath(shiftId, '/no-show'));
    expect(early.statusCode, early.body).toBe(409);
    expect(await eventsOf(shiftId)).toEqual([]);
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/worked'))).statusCode).toBe(409);
  });

  it('is recorded once after the start, costs 100 points and tells the professional how to dispute it', async () => {
    clock.set('2026-12-03T15:00:00.000Z');
    expect(await reliabilityOf(pros[0]!)).toBe(800);
    const marked = await call(api, practice, 'POST', practicePath(shiftId, '/no-show'));
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ shiftId, event: 'NO_SHOW', disputedAt: null, reviewOutcome: null });
    const again = await call(api, practice, 'POST', practicePath(shiftId, '/no-show'));
    expect(again.statusCode).toBe(409);
    clock.set('2026-12-04T00:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/worked'))).statusCode).toBe(409);
    expect(await eventsOf(shiftId)).toEqual([{ event: 'NO_SHOW', disputed: false, outcome: null }]);
    expect(await reliabilityOf(pros[0]!)).toBe(700);
    await api.ctx.notices.runDue();
    const emails = await noShowEmails(pros[0]!);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('/app/temp-shifts');
    expect(emails[0]!.text).toContain('within 7 days');
    const attendance = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shifts/attendance`);
    expect(attendance.json()).toEqual([expect.objectContaining({ shiftId, event: 'NO_SHOW' })]);
    // The booked shift stays on the professional's list for the dispute, with the no-show beside it.
    const mine = await call(api, pros[0]!, 'GET', `/api9/users/staff/${pros[0]!.username}/shifts`);
    expect(mine.json().booked.map((shift: { id: number }) => shift.id)).toContain(shiftId);
    const noShows = await call(api, pros[0]!, 'GET', `/api9/users/staff/${pros[0]!.username}/no-shows`);
    expect(noShows.json()).toEqual([expect.objectContaining({ shiftId, disputedAt: null, disputeUntil: '2026-12-10T15:00:00.000Z' })]);
  });

  it('takes a dispute with text only: 400 naming text otherwise, nothing stored', async () => {
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(1001) }, { text: 7 }, { text: 'I came.', extra: true }]) {
      const refused = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/no-show-dispute'), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      if (!('extra' in body)) expect(refused.json().errors[0].field).toBe('text');
    }
    expect(await eventsOf(shiftId)).toEqual([{ event: 'NO_SHOW', disputed: false, outcome: null }]);
    // Not their no-show: another professional has none for this shift.
    expect((await call(api, pros[1]!, 'POST', proPath(pros[1]!, shiftId, '/no-show-dispute'), { text: 'I came.' })).statusCode).toBe(404);
  });

  it('is disputed once within the week, and listed for administrators', async () => {
    clock.set('2026-12-09T15:00:00.000Z');
    const disputed = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/no-show-dispute'), {
      text: 'I was there at 7:55; Dana let me in.',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({ shiftId, disputedAt: '2026-12-09T15:00:00.000Z', disputeText: 'I was there at 7:55; Dana let me in.' });
    expect((await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/no-show-dispute'), { text: 'Again.' })).statusCode).toBe(409);
    const listed = await review();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().disputes).toEqual([
      expect.objectContaining({
        shiftId,
        practice: { username: practice.username, name: 'Bright Smiles Dental' },
        professional: expect.objectContaining({ username: pros[0]!.username, reliability: 700 }),
        disputeText: 'I was there at 7:55; Dana let me in.',
      }),
    ]);
  });

  it('overturned by an administrator, counts for nothing: the score is back; the decision is audited and final', async () => {
    const { id } = (await review()).json().disputes[0];
    const bad = await call(api, admin, 'POST', `${ADMIN_PATH}/no-shows/${id}/review`, { outcome: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('outcome');
    const decided = await call(api, admin, 'POST', `${ADMIN_PATH}/no-shows/${id}/review`, { outcome: 'OVERTURNED' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().disputes).toEqual([]);
    expect(await reliabilityOf(pros[0]!)).toBe(800);
    expect(await eventsOf(shiftId)).toEqual([{ event: 'NO_SHOW', disputed: true, outcome: 'OVERTURNED' }]);
    expect((await call(api, admin, 'POST', `${ADMIN_PATH}/no-shows/${id}/review`, { outcome: 'UPHELD' })).statusCode).toBe(409);
    expect((await call(api, admin, 'POST', `${ADMIN_PATH}/no-shows/999999999/review`, { outcome: 'UPHELD' })).statusCode).toBe(404);
    const audited = await db().execute<{ path: string; status: number }>(
      sql`select path, status from audit_log where actor_username = ${admin.username} and path like '/api9/admin/temp-reliability/%' order by id`,
    );
    expect(audited.rows.map((row) => [row.path, row.status])).toEqual([
      [`/api9/admin/temp-reliability/no-shows/${id}/review`, 400],
      [`/api9/admin/temp-reliability/no-shows/${id}/review`, 200],
      [`/api9/admin/temp-reliability/no-shows/${id}/review`, 409],
      ['/api9/admin/temp-reliability/no-shows/999999999/review', 404],
    ]);
  });

  it('past the week, can no longer be disputed', async () => {
    const late = await bookedShift('2026-12-07', pros[3]!, '2026-12-07T15:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(late, '/no-show'))).statusCode).toBe(200);
    clock.set('2026-12-14T15:00:01.000Z');
    const refused = await call(api, pros[3]!, 'POST', proPath(pros[3]!, late, '/no-show-dispute'), { text: 'I came.' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await eventsOf(late)).toEqual([{ event: 'NO_SHOW', disputed: false, outcome: null }]);
  });
});

describe('a shift worked', () => {
  it('adds 10 points once, after the end', async () => {
    const shiftId = await bookedShift('2026-12-10', pros[2]!, '2026-12-10T22:59:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/worked'))).statusCode).toBe(409);
    clock.set('2026-12-10T23:00:00.000Z');
    const worked = await call(api, practice, 'POST', practicePath(shiftId, '/worked'));
    expect(worked.statusCode, worked.body).toBe(200);
    expect(worked.json()).toMatchObject({ event: 'WORKED' });
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/worked'))).statusCode).toBe(409);
    expect((await call(api, practice, 'POST', practicePath(shiftId, '/no-show'))).statusCode).toBe(409);
    expect(await reliabilityOf(pros[2]!)).toBe(810);
  });
});

describe('the booking pause', () => {
  const pro = () => pros[1]!;

  it('comes with two no-shows: booking is refused and the professional is listed as paused', async () => {
    const first = await bookedShift('2026-12-15', pro(), '2026-12-15T15:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(first, '/no-show'))).statusCode).toBe(200);
    const second = await bookedShift('2026-12-16', pro(), '2026-12-16T15:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(second, '/no-show'))).statusCode).toBe(200);
    clock.set('2026-12-16T16:00:00.000Z');
    const next = await instantShift('2026-12-18');
    const refused = await call(api, pro(), 'POST', proPath(pro(), next, '/acceptance'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('review');
    expect((await review()).json().paused).toEqual([expect.objectContaining({ username: pro().username, noShows: 2, reliability: 600 })]);
  });

  it('is lifted by a cleared pause (audited): the professional books again, and one more no-show alone does not pause them', async () => {
    expect((await call(api, admin, 'POST', `${ADMIN_PATH}/paused/${pros[2]!.username}/clearance`)).statusCode).toBe(409);
    expect((await call(api, admin, 'POST', `${ADMIN_PATH}/paused/nobody-here/clearance`)).statusCode).toBe(404);
    const cleared = await call(api, admin, 'POST', `${ADMIN_PATH}/paused/${pro().username}/clearance`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().paused).toEqual([]);
    const audited = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where path = ${`/api9/admin/temp-reliability/paused/${pro().username}/clearance`} and status = 200`,
    );
    expect(audited.rows[0]!.n).toBe(1);
    const third = await bookedShift('2026-12-21', pro(), '2026-12-21T15:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(third, '/no-show'))).statusCode).toBe(200);
    clock.set('2026-12-21T16:00:00.000Z');
    const next = await instantShift('2026-12-23');
    expect((await call(api, pro(), 'POST', proPath(pro(), next, '/acceptance'))).statusCode).toBe(200);
    // The score still counts every no-show upheld or not reviewed.
    expect(await reliabilityOf(pro())).toBe(500);
  });

  it('ends when an overturned no-show leaves fewer than two', async () => {
    const pro = pros[3]!; // one no-show already (2026-12-07)
    const other = await bookedShift('2026-12-28', pro, '2026-12-28T15:00:00.000Z');
    expect((await call(api, practice, 'POST', practicePath(other, '/no-show'))).statusCode).toBe(200);
    expect((await review()).json().paused.map((row: { username: string }) => row.username)).toContain(pro.username);
    const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from reliability_events where job_date_id = ${other}`)).rows;
    expect((await call(api, admin, 'POST', `${ADMIN_PATH}/no-shows/${row!.id}/review`, { outcome: 'OVERTURNED' })).statusCode).toBe(200);
    expect((await review()).json().paused.map((paused: { username: string }) => paused.username)).not.toContain(pro.username);
    clock.set('2026-12-28T16:00:00.000Z');
    const next = await instantShift('2026-12-30');
    expect((await call(api, pro, 'POST', proPath(pro, next, '/acceptance'))).statusCode).toBe(200);
  });
});

describe('who may call the no-show routes', () => {
  let shiftId: number;
  beforeAll(async () => {
    clock.set('2027-01-04T14:00:00.000Z');
    shiftId = await instantShift('2027-01-07');
  });

  it('practice routes: anonymous 401, a job seeker 403, another practice 404', async () => {
    for (const [method, path] of [
      ['POST', practicePath(shiftId, '/no-show')],
      ['POST', practicePath(shiftId, '/worked')],
      ['GET', `/api9/users/employers/${practice.username}/shifts/attendance`],
    ] as const) {
      expect((await call(api, null, method, path)).statusCode, path).toBe(401);
      expect((await call(api, pros[0]!, method, path)).statusCode, path).toBe(403);
      expect((await call(api, otherPractice, method, path)).statusCode, path).toBe(404);
    }
    // Another practice's shift through its own path: 404, and nothing written.
    const own = `/api9/users/employers/${otherPractice.username}/shifts/${shiftId}/no-show`;
    expect((await call(api, otherPractice, 'POST', own)).statusCode).toBe(404);
    expect(await eventsOf(shiftId)).toEqual([]);
  });

  it('professional routes: anonymous 401, a practice 403, another job seeker 404', async () => {
    for (const [method, path, body] of [
      ['POST', proPath(pros[0]!, shiftId, '/no-show-dispute'), { text: 'I came.' }],
      ['GET', `/api9/users/staff/${pros[0]!.username}/no-shows`, undefined],
    ] as const) {
      expect((await call(api, null, method, path, body)).statusCode, path).toBe(401);
      expect((await call(api, practice, method, path, body)).statusCode, path).toBe(403);
      expect((await call(api, pros[1]!, method, path, body)).statusCode, path).toBe(404);
    }
  });

  it('admin routes: anonymous 401, a practice or a job seeker 403, nothing changed', async () => {
    const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from reliability_events where event = 'NO_SHOW' order by id limit 1`)).rows;
    for (const [method, path, body] of [
      ['GET', ADMIN_PATH, undefined],
      ['POST', `${ADMIN_PATH}/no-shows/${row!.id}/review`, { outcome: 'OVERTURNED' }],
      ['POST', `${ADMIN_PATH}/paused/${pros[1]!.username}/clearance`, undefined],
    ] as const) {
      expect((await call(api, null, method, path, body)).statusCode, path).toBe(401);
      expect((await call(api, practice, method, path, body)).statusCode, path).toBe(403);
      expect((await call(api, pros[0]!, method, path, body)).statusCode, path).toBe(403);
    }
    const [after] = (await db().execute<{ outcome: string | null }>(sql`select review_outcome as outcome from reliability_events where id = ${row!.id}`)).rows;
    expect(after!.outcome).toBe('OVERTURNED'); // the first no-show, overturned above, unchanged
  });
});
