import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { outboxMessages, users } from '@chairside/db/schema';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';
import { WIDEN_REQUESTS_TASK } from './request-round';

const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;
const MINUTE_MS = 60_000;

let practice: TestAccount;
const pros: TestAccount[] = [];

const weekdays = (start: string, end: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ start, end }]]));
const tempProfile = { positions: ['DH'], weekly: weekdays('07:00', '18:00'), exceptions: [], travelMiles: 25, minimumRateCents: 4000, instantBooking: false };
const practicePath = (shiftId: number, action = '') => `/api9/users/employers/${practice.username}/shifts/${shiftId}${action}`;

/** A published temp posting in Austin with a request shift on `day`, 8:00 to 17:00 CST (14:00 to 23:00 UTC): answers its id. */
async function requestShift(day: string): Promise<number> {
  await giveSlot(api, practice);
  const draft = await createDraft(
    api,
    practice,
    postingBody({ type: 'TEMP', zip: '78701', name: 'Temp Hygienist', jobDates: [{ date: day, startTime: '08:00', endTime: '17:00' }] }),
  );
  expect((await publish(api, practice, draft.id)).statusCode).toBe(200);
  const [row] = (await db().execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id}`)).rows;
  const put = await call(api, practice, 'PUT', practicePath(row!.id), { bookingMode: 'REQUEST', rateCents: 5000, breakMinutes: 0, notes: null });
  expect(put.statusCode, put.body).toBe(200);
  return row!.id;
}

async function firstRound(shiftId: number) {
  const sent = await call(api, practice, 'POST', practicePath(shiftId, '/requests'), { size: 1 });
  expect(sent.statusCode, sent.body).toBe(200);
}

const roundOf = async (shiftId: number) =>
  (await db().execute<{ round: number }>(sql`select request_round::int as round from job_dates where id = ${shiftId}`)).rows[0]!.round;
const offersOf = async (shiftId: number) =>
  (await db().execute<{ n: number }>(sql`select count(*)::int as n from shift_offers where job_date_id = ${shiftId}`)).rows[0]!.n;

/** Moves the clock to `at` and runs what is due then, the widening among it. */
async function runAt(at: number) {
  clock.set(new Date(at).toISOString());
  expect(await runDueTasks(api.ctx)).toContain(WIDEN_REQUESTS_TASK);
}

async function openedEmails(shiftTitle: string) {
  const [owner] = await db().select({ email: users.email }).from(users).where(eq(users.username, practice.username));
  return db()
    .select({ text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, owner!.email), like(outboxMessages.subject, `Offered to everyone near: ${shiftTitle}%`)));
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  for (let i = 0; i < 4; i += 1) {
    const pro = await signUpStaff(api);
    const saved = await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, tempProfile);
    expect(saved.statusCode, saved.body).toBe(200);
    pros.push(pro);
  }
});

describe('requests no one accepted widen by themselves', () => {
  it('two days ahead: the next round after two hours, up to the round open to everyone near, the practice told once; then it stops', async () => {
    clock.set('2026-12-01T14:00:00.000Z');
    const shiftId = await requestShift('2026-12-03');
    const untouched = await requestShift('2026-12-04'); // never requested: the task leaves it alone
    await firstRound(shiftId);
    const sentAt = Date.parse('2026-12-01T14:00:00.000Z');
    expect([await roundOf(shiftId), await offersOf(shiftId)]).toEqual([1, 1]);

    await runAt(sentAt + 115 * MINUTE_MS);
    expect(await roundOf(shiftId)).toBe(1);

    await runAt(sentAt + 125 * MINUTE_MS);
    expect([await roundOf(shiftId), await offersOf(shiftId)]).toEqual([2, 4]);

    await runAt(sentAt + 250 * MINUTE_MS);
    expect(await roundOf(shiftId)).toBe(3);
    expect(await openedEmails('Temp Hygienist')).toHaveLength(0);

    await runAt(sentAt + 375 * MINUTE_MS);
    expect(await roundOf(shiftId)).toBe(4);
    await api.ctx.notices.runDue();
    const emails = await openedEmails('Temp Hygienist');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('/app/shifts');

    await runAt(sentAt + 600 * MINUTE_MS);
    await runAt(sentAt + 900 * MINUTE_MS);
    expect(await roundOf(shiftId)).toBe(4);
    await api.ctx.notices.runDue();
    expect(await openedEmails('Temp Hygienist')).toHaveLength(1);
    expect(await roundOf(untouched)).toBe(0);
  });

  it('within 24 hours of the start: the next round after 30 minutes', async () => {
    const sentAt = Date.parse('2026-12-07T15:00:00.000Z'); // 23 hours before Tuesday's 8:00 CST
    clock.set(new Date(sentAt).toISOString());
    const shiftId = await requestShift('2026-12-08');
    await firstRound(shiftId);
    await runAt(sentAt + 25 * MINUTE_MS);
    expect(await roundOf(shiftId)).toBe(1);
    await runAt(sentAt + 35 * MINUTE_MS);
    expect([await roundOf(shiftId), await offersOf(shiftId)]).toEqual([2, 4]);
  });

  it('leaves a booked shift and a started one alone', async () => {
    const sentAt = Date.parse('2026-12-14T15:00:00.000Z');
    clock.set(new Date(sentAt).toISOString());
    const booked = await requestShift('2026-12-16');
    const started = await requestShift('2026-12-15'); // Tuesday 8:00 CST: 14:00 UTC, 23 hours away
    await firstRound(booked);
    await firstRound(started);
    const [offered] = (
      await db().execute<{ username: string }>(sql`select u.username from shift_offers o join users u on u.id = o.user_id where o.job_date_id = ${booked}`)
    ).rows;
    const pro = pros.find((candidate) => candidate.username === offered!.username)!;
    const accepted = await call(api, pro, 'POST', `/api9/users/staff/${pro.username}/shifts/${booked}/acceptance`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runAt(Date.parse('2026-12-15T14:30:00.000Z'));
    expect([await roundOf(booked), await offersOf(booked)]).toEqual([1, 1]);
    expect(await roundOf(started)).toBe(1);
  });
});
