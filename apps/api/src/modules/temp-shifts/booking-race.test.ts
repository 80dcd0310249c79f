import { randomInt } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish, userIdOf } from '../../testing/jobs';

const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });
const PROFESSIONALS = 50;

let practice: TestAccount;
const pros: TestAccount[] = [];

beforeAll(async () => {
  practice = await signUpEmployer(api);
  pros.push(...(await Promise.all(Array.from({ length: PROFESSIONALS }, () => signUpStaff(api, { email: `racer-${randomInt(1e9)}@example.com` })))));
});

it('of 50 professionals accepting one request at once, exactly one is booked and 49 are told it was taken', async () => {
  await giveSlot(api, practice);
  const draft = await createDraft(
    api,
    practice,
    postingBody({ type: 'TEMP', zip: '78701', jobDates: [{ date: '2026-12-03', startTime: '08:00', endTime: '17:00' }] }),
  );
  expect((await publish(api, practice, draft.id)).statusCode).toBe(200);
  const [shift] = (await api.database.db.execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id}`)).rows;
  const shiftId = shift!.id;
  const set = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${shiftId}`, {
    bookingMode: 'REQUEST',
    rateCents: 5000,
    breakMinutes: 0,
  });
  expect(set.statusCode, set.body).toBe(200);
  // Every one of them holds an offer (as a wide last round would give).
  for (const pro of pros)
    await api.database.db.execute(
      sql`insert into shift_offers (job_date_id, user_id, status, round) values (${shiftId}, ${await userIdOf(api, pro.username)}, 'OFFERED', 4)`,
    );

  const answers = await Promise.all(pros.map((pro) => call(api, pro, 'POST', `/api9/users/staff/${pro.username}/shifts/${shiftId}/acceptance`)));
  const codes = answers.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  expect(codes.filter((code) => code === 409)).toHaveLength(PROFESSIONALS - 1);
  const winner = pros[codes.indexOf(200)]!;

  const stored = await api.database.db.execute<{ status: string; booked: string; offers: Record<string, number> }>(sql`
    select d.status, u.username as booked,
           (select json_object_agg(status, n) from (select status, count(*)::int as n from shift_offers where job_date_id = d.id group by status) s) as offers
    from job_dates d join users u on u.id = d.booked_user_id where d.id = ${shiftId}`);
  expect(stored.rows).toEqual([{ status: 'BOOKED', booked: winner.username, offers: { BOOKED: 1, TAKEN: PROFESSIONALS - 1 } }]);
});
