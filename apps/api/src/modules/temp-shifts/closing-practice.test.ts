// A practice that closes its account (ADR 104) cancels its upcoming temp shifts: the booked
// professional is told, as for any cancellation by the practice; open shifts' offers are withdrawn.
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@chairside/db/schema';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { createDraft, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// Tuesday December 1, 2026; the shifts are on Thursday and Friday, 8:00 to 17:00 in Austin.
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });

const weekdays = (start: string, end: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ start, end }]]));
const tempProfile = { positions: ['DH'], weekly: weekdays('07:00', '18:00'), exceptions: [], travelMiles: 25, minimumRateCents: 4000, instantBooking: true };

async function postShifts(practice: TestAccount, days: string[]): Promise<number[]> {
  await giveSlot(api, practice);
  const draft = await createDraft(
    api,
    practice,
    postingBody({ type: 'TEMP', zip: '78701', name: 'Temp Hygienist', jobDates: days.map((date) => ({ date, startTime: '08:00', endTime: '17:00' })) }),
  );
  const published = await publish(api, practice, draft.id);
  expect(published.statusCode, published.body).toBe(200);
  const rows = await api.database.db.execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id} order by date`);
  return rows.rows.map((row) => row.id);
}

const statusOf = async (shiftId: number) =>
  (await api.database.db.execute<{ status: string }>(sql`select status from job_dates where id = ${shiftId}`)).rows[0]!.status;

describe('a practice closing its account', () => {
  it('cancels its booked and open shifts, and tells the booked professional why', async () => {
    const practice = await signUpEmployer(api);
    const pro = await signUpStaff(api);
    expect((await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, tempProfile)).statusCode).toBe(200);
    const [booked, open] = await postShifts(practice, ['2026-12-03', '2026-12-04']);
    const settings = { bookingMode: 'INSTANT', rateCents: 5000, breakMinutes: 30, notes: 'Park behind the building.' };
    for (const shiftId of [booked, open])
      expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${shiftId}`, settings)).statusCode).toBe(200);
    const took = await call(api, pro, 'POST', `/api9/users/staff/${pro.username}/shifts/${booked}/acceptance`);
    expect(took.statusCode, took.body).toBe(200);
    expect(await statusOf(booked!)).toBe('BOOKED');

    const closed = await call(api, practice, 'POST', `/api9/users/${practice.username}/closure`, { password: practice.password });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await statusOf(booked!)).toBe('CANCELED');
    expect(await statusOf(open!)).toBe('CANCELED');

    await api.ctx.notices.runDue();
    const [email] = await api.database.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, pro.email), like(outboxMessages.subject, 'Shift canceled%')));
    expect(email?.subject).toBe('Shift canceled: Temp Hygienist, Thu, Dec 3');
    expect(email?.text).toContain('The practice closed its Chairside account.');
    const mine = await call(api, pro, 'GET', `/api9/users/staff/${pro.username}/shifts`);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).not.toContain('"isBookedByMe":true');
  });

  it('leaves a shift that has started, and a job seeker closing has no shifts to cancel', async () => {
    const practice = await signUpEmployer(api);
    const pro = await signUpStaff(api);
    expect((await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, tempProfile)).statusCode).toBe(200);
    const [started] = await postShifts(practice, ['2026-12-08']);
    const settings = { bookingMode: 'INSTANT', rateCents: 5000, breakMinutes: 30, notes: '' };
    expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${started}`, settings)).statusCode).toBe(200);
    expect((await call(api, pro, 'POST', `/api9/users/staff/${pro.username}/shifts/${started}/acceptance`)).statusCode).toBe(200);
    clock.set('2026-12-08T16:00:00.000Z'); // 10:00 in Austin: the shift has started
    expect((await call(api, practice, 'POST', `/api9/users/${practice.username}/closure`, { password: practice.password })).statusCode).toBe(200);
    expect(await statusOf(started!)).toBe('BOOKED');
    expect((await call(api, pro, 'POST', `/api9/users/${pro.username}/closure`, { password: pro.password })).statusCode).toBe(200);
  });
});
