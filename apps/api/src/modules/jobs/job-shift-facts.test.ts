import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish, userIdOf } from '../../testing/jobs';

// Thursday December 3, 2026 in Austin (America/Chicago), two days ahead.
const SHIFT_DAY = '2026-12-03';
const NEXT_DAY = '2026-12-04';
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });

describe("a temp posting's dates carry their booking facts", () => {
  it('answers each date with its booking mode, rate, break, total pay and zone, and the practice’s late-cancellation terms', async () => {
    const practice = await signUpEmployer(api);
    await giveSlot(api, practice);
    const draft = await createDraft(
      api,
      practice,
      postingBody({
        type: 'TEMP',
        zip: '78701',
        name: 'Temp Hygienist',
        jobDates: [
          { date: SHIFT_DAY, startTime: '08:00', endTime: '17:00' },
          { date: NEXT_DAY, startTime: '07:30', endTime: '12:00' },
        ],
      }),
    );
    expect((await publish(api, practice, draft.id)).statusCode).toBe(200);
    const [instantId, applicantsId] = draft.jobDates.map((d: { id: number }) => d.id);
    const set = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${instantId}`, {
      bookingMode: 'INSTANT',
      rateCents: 5000,
      breakMinutes: 30,
    });
    expect(set.statusCode, set.body).toBe(200);
    const employerId = await userIdOf(api, practice.username);
    await api.database.db.execute(sql`update employers set late_cancel_fee_percent = 25 where user_id = ${employerId}`);

    const page = await call(api, null, 'GET', `/api9/jobs/${draft.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().lateCancelFeePercent).toBe(25);
    expect(page.json().jobDates).toEqual([
      {
        id: instantId,
        date: SHIFT_DAY,
        startTime: '08:00',
        endTime: '17:00',
        status: 'ACTIVE',
        bookingMode: 'INSTANT',
        rateCents: 5000,
        breakMinutes: 30,
        // 9 hours less a 30-minute unpaid break, at $50 an hour.
        totalCents: 42_500,
        timeZone: 'America/Chicago',
      },
      {
        id: applicantsId,
        date: NEXT_DAY,
        startTime: '07:30',
        endTime: '12:00',
        status: 'ACTIVE',
        bookingMode: 'APPLICANTS',
        rateCents: null,
        breakMinutes: 0,
        totalCents: null,
        timeZone: 'America/Chicago',
      },
    ]);

    // The employer's own answer carries the same facts.
    const own = await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${draft.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().jobDates[0]).toMatchObject({ bookingMode: 'INSTANT', rateCents: 5000, totalCents: 42_500, timeZone: 'America/Chicago' });
  });
});
