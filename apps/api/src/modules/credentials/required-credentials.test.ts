import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish, userIdOf } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { TEMP_PROFILE, saveTempProfile } from '../../testing/temp-shifts';

// Postings and shifts may require credentials (ADR 115): applying, accepting a request, asking for
// an applicants shift and the practice picking an applicant all check the verified credentials.
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
const PERMIT_MISSING = 'This shift needs a verified Local anesthesia permit for TX, valid on the day: add it to your profile and have it verified.';

async function verify(pro: TestAccount, kind: string, state: string | null) {
  const id = await userIdOf(api, pro.username);
  const now = clock.now();
  await api.database.db.execute(sql`insert into credentials (user_id, kind, state, number, status, verified_source, verified_at, created_at, updated_at)
    values (${id}, ${kind}, ${state}, 'N-1', 'VERIFIED', 'MANUAL_REVIEW', ${now}, ${now}, ${now})`);
}

/** A published Austin temp posting requiring a local anesthesia permit, one shift on `day`, in `mode`. */
async function permitShift(day: string, mode: 'REQUEST' | 'APPLICANTS') {
  await giveSlot(api, practice);
  const body = postingBody({
    type: 'TEMP',
    zip: '78701',
    jobDates: [{ date: day, startTime: '08:00', endTime: '17:00' }],
    requiredCredentials: ['LOCAL_ANESTHESIA'],
  });
  const draft = await createDraft(api, practice, body);
  expect(draft.requiredCredentials).toEqual(['LOCAL_ANESTHESIA']);
  expect((await publish(api, practice, draft.id)).statusCode).toBe(200);
  const [row] = (await api.database.db.execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id}`)).rows;
  const settings = { bookingMode: mode, rateCents: 5000, breakMinutes: 0, notes: null };
  expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${row!.id}`, settings)).statusCode).toBe(200);
  return row!.id;
}
const proPath = (pro: TestAccount, shiftId: number, action: string) => `/api9/users/staff/${pro.username}/shifts/${shiftId}${action}`;

beforeAll(async () => {
  practice = await signUpEmployer(api);
});

describe('required credentials', () => {
  it('a posting requiring a permit refuses applicants without it verified in its state, naming it; the form keeps the choice', async () => {
    const job = await liveJob(api, practice, { requiredCredentials: ['LOCAL_ANESTHESIA', 'CPR_BLS'] });
    const read = await call(api, practice, 'GET', `/api9/jobs/${job.id}`);
    expect(read.json().requiredCredentials).toEqual(['LOCAL_ANESTHESIA', 'CPR_BLS']);
    const bad = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/jobs`, postingBody({ requiredCredentials: ['PILOT'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('requiredCredentials');

    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const refused = await apply(api, seeker, job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'This job needs a verified Local anesthesia permit and a verified CPR / BLS certificate for IL, valid on the day: add it to your profile and have it verified.',
    );
    // A permit of another state does not count; a certificate counts wherever issued.
    await verify(seeker, 'LOCAL_ANESTHESIA', 'TX');
    await verify(seeker, 'CPR_BLS', null);
    expect((await apply(api, seeker, job.id)).json().errors[0].message).toContain('Local anesthesia permit for IL');
    await verify(seeker, 'LOCAL_ANESTHESIA', 'IL');
    const applied = await apply(api, seeker, job.id);
    expect(applied.statusCode, applied.body).toBe(201);

    // An empty list removes the requirement (left out, it is kept).
    const put = await call(api, practice, 'PUT', `/api9/jobs/${job.id}`, postingBody({ requiredCredentials: [] }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().requiredCredentials).toEqual([]);
  });

  it('a request shift is offered only to professionals holding the permit, and accepting checks it', async () => {
    const holder = await signUpStaff(api);
    const lacking = await signUpStaff(api);
    for (const pro of [holder, lacking]) await saveTempProfile(api, pro, { ...TEMP_PROFILE, instantBooking: false });
    await verify(holder, 'LOCAL_ANESTHESIA', 'TX');
    const shiftId = await permitShift('2026-12-10', 'REQUEST');
    const requested = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/shifts/${shiftId}/requests`, { size: 3 });
    expect(requested.statusCode, requested.body).toBe(200);
    const offered = requested.json().offers.map((offer: { username: string }) => offer.username);
    expect(offered).toContain(holder.username);
    expect(offered).not.toContain(lacking.username);
    // The practice sees the badge on the offer, with the permit's name and no number.
    expect(requested.json().offers.find((offer: { username: string }) => offer.username === holder.username)).toMatchObject({
      licenseVerified: true,
      verifiedCredentials: [{ label: 'Local anesthesia permit', state: 'TX', number: null }],
    });

    // The permit lapses before the shift: accepting the offer is refused, naming it.
    await api.database.db.execute(sql`update credentials set expires_on = '2026-12-05' where user_id = ${await userIdOf(api, holder.username)}`);
    const refused = await call(api, holder, 'POST', proPath(holder, shiftId, '/acceptance'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(PERMIT_MISSING);
    await api.database.db.execute(sql`update credentials set expires_on = null where user_id = ${await userIdOf(api, holder.username)}`);
    const accepted = await call(api, holder, 'POST', proPath(holder, shiftId, '/acceptance'));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('an applicants shift: asking needs the permit, and the practice cannot pick someone who lost it', async () => {
    const pro = await signUpStaff(api);
    await saveTempProfile(api, pro);
    const shiftId = await permitShift('2026-12-11', 'APPLICANTS');
    const refused = await call(api, pro, 'POST', proPath(pro, shiftId, '/application'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(PERMIT_MISSING);
    await verify(pro, 'LOCAL_ANESTHESIA', 'TX');
    expect((await call(api, pro, 'POST', proPath(pro, shiftId, '/application'))).statusCode).toBe(200);
    await api.database.db.execute(sql`update credentials set status = 'EXPIRED' where user_id = ${await userIdOf(api, pro.username)}`);
    const pick = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/shifts/${shiftId}/booking`, { username: pro.username });
    expect(pick.statusCode).toBe(409);
    expect(pick.json().errors[0].message).toBe('This professional has no verified Local anesthesia permit for TX, which this shift needs.');
  });
});
