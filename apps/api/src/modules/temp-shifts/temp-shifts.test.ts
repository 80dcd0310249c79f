import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish, userIdOf } from '../../testing/jobs';

// Thursday December 3, 2026, 8:00 to 17:00 in Austin (America/Chicago: 14:00 to 23:00 UTC).
const SHIFT_DAY = '2026-12-03';
const TWO_DAYS_BEFORE = '2026-12-01T14:00:00.000Z';
const clock = movableClock(TWO_DAYS_BEFORE);
const api = useTestApi({ clock });

let practice: TestAccount;
let otherPractice: TestAccount;
const pros: TestAccount[] = [];
let stranger: TestAccount;

const weekdays = (start: string, end: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ start, end }]]));
const tempProfile = { positions: ['DH'], weekly: weekdays('07:00', '18:00'), exceptions: [], travelMiles: 25, minimumRateCents: 4000, instantBooking: true };

/** A published temp posting in Austin with one date per day given, each 8:00 to 17:00; answers the shifts' ids by day. */
async function postShifts(days: string[], overrides: Record<string, unknown> = {}): Promise<number[]> {
  await giveSlot(api, practice);
  const draft = await createDraft(
    api,
    practice,
    postingBody({
      type: 'TEMP',
      zip: '78701',
      name: 'Temp Hygienist',
      jobDates: days.map((date) => ({ date, startTime: '08:00', endTime: '17:00' })),
      ...overrides,
    }),
  );
  const published = await publish(api, practice, draft.id);
  expect(published.statusCode, published.body).toBe(200);
  const rows = await api.database.db.execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id} order by date`);
  return rows.rows.map((row) => row.id);
}

const practicePath = (shiftId?: number, action = '') => `/api9/users/employers/${practice.username}/shifts${shiftId ? `/${shiftId}${action}` : ''}`;
const proPath = (pro: TestAccount, shiftId?: number, action = '') => `/api9/users/staff/${pro.username}/shifts${shiftId ? `/${shiftId}${action}` : ''}`;
const settings = (body: Record<string, unknown>) => ({
  bookingMode: 'REQUEST',
  rateCents: 5000,
  breakMinutes: 30,
  notes: 'Park behind the building.',
  ...body,
});

async function shiftOf(shiftId: number) {
  const list = await call(api, practice, 'GET', practicePath());
  expect(list.statusCode, list.body).toBe(200);
  return list.json().shifts.find((shift: { id: number }) => shift.id === shiftId);
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  otherPractice = await signUpEmployer(api);
  for (let i = 0; i < 3; i += 1) {
    const pro = await signUpStaff(api);
    const saved = await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, tempProfile);
    expect(saved.statusCode, saved.body).toBe(200);
    pros.push(pro);
  }
  stranger = await signUpStaff(api);
});

describe('a shift booked by request', () => {
  let shiftId: number;

  it('starts as a date of the temp posting, booked by applicants, with no rate yet', async () => {
    [shiftId] = await postShifts([SHIFT_DAY]);
    const shift = await shiftOf(shiftId!);
    expect(shift).toMatchObject({
      date: SHIFT_DAY,
      startTime: '08:00',
      endTime: '17:00',
      timeZone: 'America/Chicago',
      bookingMode: 'APPLICANTS',
      rateCents: null,
      status: 'ACTIVE',
      booked: null,
      offers: [],
      // One posting stating hourly pay in Texas: too few to suggest a rate.
      suggestedRateCents: null,
    });
  });

  it('refuses bad settings naming the field, and changes nothing', async () => {
    for (const [body, field] of [
      [settings({ rateCents: 100 }), 'rateCents'],
      [settings({ rateCents: null }), 'rateCents'],
      [settings({ breakMinutes: 500 }), 'breakMinutes'],
      [settings({ bookingMode: 'AUCTION' }), 'bookingMode'],
      [settings({ notes: 'x'.repeat(1001) }), 'notes'],
    ] as const) {
      const answer = await call(api, practice, 'PUT', practicePath(shiftId), body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors[0].field).toBe(field);
    }
    expect((await shiftOf(shiftId)).bookingMode).toBe('APPLICANTS');
  });

  it('takes a rate, a break and the request mode: 8½ paid hours at $50', async () => {
    const answer = await call(api, practice, 'PUT', practicePath(shiftId), settings({}));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ bookingMode: 'REQUEST', rateCents: 5000, breakMinutes: 30, totalCents: 42_500, notes: 'Park behind the building.' });
  });

  it('offers it to three available professionals, who see it with the practice’s terms', async () => {
    const answer = await call(api, practice, 'POST', practicePath(shiftId, '/requests'), { size: 3 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().requestRound).toBe(1);
    const offered = answer.json().offers.map((offer: { username: string; status: string }) => [offer.username, offer.status]);
    expect(offered.sort()).toEqual(pros.map((pro) => [pro.username, 'OFFERED']).sort());
    const mine = await call(api, pros[0]!, 'GET', proPath(pros[0]!));
    expect(mine.json().offers).toEqual([
      expect.objectContaining({
        id: shiftId,
        offerStatus: 'OFFERED',
        lateFeePercent: 50,
        practiceName: 'Bright Smiles Dental',
        place: 'Austin, TX',
        isBookedByMe: false,
      }),
    ]);
    // Nobody else sees a request shift.
    expect((await call(api, stranger, 'POST', proPath(stranger, shiftId, '/acceptance'))).statusCode).toBe(404);
  });

  it('books the first to accept; the next is told it was taken', async () => {
    const first = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/acceptance'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'BOOKED', isBookedByMe: true, offerStatus: 'BOOKED' });
    const second = await call(api, pros[1]!, 'POST', proPath(pros[1]!, shiftId, '/acceptance'));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toBe('This shift was just taken by someone else.');
    const theirs = (await call(api, pros[2]!, 'GET', proPath(pros[2]!))).json();
    expect(theirs.offers[0].offerStatus).toBe('TAKEN');
    const shift = await shiftOf(shiftId);
    expect(shift.booked).toMatchObject({ username: pros[0]!.username, reliability: 800 });
    expect(shift.cancellationFeeNowCents).toBe(0);
  });

  it('a professional who cancels loses points, and the shift is offered again to the others', async () => {
    const noReason = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/cancellation'), { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const cancelled = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/cancellation'), { reason: 'My child is sick.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'ACTIVE', isBookedByMe: false, offerStatus: 'WITHDRAWN' });
    expect((await call(api, pros[0]!, 'GET', proPath(pros[0]!))).json().reliability).toBe(790);
    // Their resume's temp line now says it, to every practice that reads it.
    const resume = (await call(api, pros[0]!, 'GET', '/api9/users/staff/current')).json().resume;
    expect(resume.tempSummary).toMatch(/ · reliability 79%$/);
    const shift = await shiftOf(shiftId);
    expect(shift.status).toBe('ACTIVE');
    const statuses = Object.fromEntries(shift.offers.map((offer: { username: string; status: string }) => [offer.username, offer.status]));
    expect(statuses).toEqual({ [pros[0]!.username]: 'WITHDRAWN', [pros[1]!.username]: 'OFFERED', [pros[2]!.username]: 'OFFERED' });
  });

  it('the practice cancelling inside 24 hours owes half the pay, on a shift invoice of its own that the professional is paid from', async () => {
    const booked = await call(api, pros[1]!, 'POST', proPath(pros[1]!, shiftId, '/acceptance'));
    expect(booked.statusCode, booked.body).toBe(200);
    clock.set('2026-12-02T20:00:00.000Z'); // 18 hours before the start
    expect((await shiftOf(shiftId)).cancellationFeeNowCents).toBe(21_250);
    const cancelled = await call(api, practice, 'POST', practicePath(shiftId, '/cancellation'), { reason: 'Our hygienist is back.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The fee is not left for the next receipt: it is on the shift invoice.
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED', booked: null, unbilledFeeCents: 0 });
    const invoices = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shift-invoices`)).json();
    const fee = invoices.find((invoice: { shiftId: number }) => invoice.shiftId === shiftId);
    // 15% platform fee on $212.50, half up: $31.88.
    expect(fee).toMatchObject({
      kind: 'CANCELLATION_FEE',
      timesheetId: null,
      workedMinutes: 0,
      payCents: 0,
      cancellationFeeCents: 21_250,
      platformFeeCents: 3188,
      totalCents: 24_438,
    });
    expect(['due', 'declined', 'paid']).toContain(fee.status);
    const theirs = (await call(api, pros[1]!, 'GET', proPath(pros[1]!))).json();
    expect(theirs.reliability).toBe(800);
    expect(theirs.booked).toEqual([]);
    // The professional is owed the whole fee, on their statement and in the ledger.
    const statement = (await call(api, pros[1]!, 'GET', `/api9/users/staff/${pros[1]!.username}/payouts`)).json();
    expect(statement.lines).toContainEqual(expect.objectContaining({ invoiceId: fee.id, kind: 'CANCELLATION_FEE', amountCents: 21_250, status: 'owed' }));
    expect(statement.ledgerOwedCents).toBe(statement.owedCents);
    clock.set(TWO_DAYS_BEFORE);

    // The next purchase carries no fee line: the fee is billed once, on the shift invoice.
    const bought = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/payment`, {
      nonce: `sandbox-approved-${randomUUID()}`,
      product: 'JOB',
      quantity: 1,
      position: 'DH',
      zip: '60614',
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().items.map((item: { productCode: string }) => item.productCode)).not.toContain('SHIFTFEE');
  });
});

describe('instant book and applicants', () => {
  it('instant book: a qualified professional books outright; one without the position or a required certificate is told why', async () => {
    const [shiftId] = await postShifts(['2026-12-04']);
    expect((await call(api, practice, 'PUT', practicePath(shiftId), settings({ bookingMode: 'INSTANT' }))).statusCode).toBe(200);
    const unqualified = await call(api, stranger, 'POST', proPath(stranger, shiftId, '/acceptance'));
    expect(unqualified.statusCode).toBe(409);
    expect(unqualified.json().errors[0].message).toBe('Add Dental Hygienist to your temp profile to book this shift.');
    await api.database.db.execute(
      sql`update jobs set shift_requirements = array['CPR/BLS'] from job_dates where job_dates.job_id = jobs.id and job_dates.id = ${shiftId!}`,
    );
    const noCert = await call(api, pros[2]!, 'POST', proPath(pros[2]!, shiftId, '/acceptance'));
    expect(noCert.statusCode).toBe(409);
    expect(noCert.json().errors[0].message).toBe('This shift needs CPR/BLS on your resume, valid on the day.');
    const proId = await userIdOf(api, pros[2]!.username);
    await api.database.db.execute(sql`insert into staff_certs (user_id, name, expires_date) values (${proId}, 'cpr/bls', '2027-06-30')`);
    const booked = await call(api, pros[2]!, 'POST', proPath(pros[2]!, shiftId, '/acceptance'));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ isBookedByMe: true, bookingMode: 'INSTANT' });
  });

  it('a shift requiring a local anesthesia permit needs it verified in the shift’s state (ADR 115), and says which is missing', async () => {
    const [shiftId] = await postShifts(['2026-12-10']);
    expect((await call(api, practice, 'PUT', practicePath(shiftId), settings({ bookingMode: 'INSTANT' }))).statusCode).toBe(200);
    await api.database.db.execute(
      sql`update jobs set shift_requirements = array['Local anesthesia permit'] from job_dates where job_dates.job_id = jobs.id and job_dates.id = ${shiftId!}`,
    );
    const pro = pros[1]!;
    const proId = await userIdOf(api, pro.username);
    const refusal = 'This shift needs a verified Local anesthesia permit for TX, valid on the day: add it to your profile and have it verified.';
    const none = await call(api, pro, 'POST', proPath(pro, shiftId, '/acceptance'));
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0].message).toBe(refusal);
    // Waiting for a review, or verified in another state, does not count.
    const now = new Date();
    await api.database.db.execute(sql`insert into credentials (user_id, kind, state, number, status, created_at, updated_at)
      values (${proId}, 'LOCAL_ANESTHESIA', 'TX', 'LA-1', 'PENDING', ${now}, ${now}), (${proId}, 'LOCAL_ANESTHESIA', 'CA', 'LA-2', 'VERIFIED', ${now}, ${now})`);
    expect((await call(api, pro, 'POST', proPath(pro, shiftId, '/acceptance'))).json().errors[0].message).toBe(refusal);
    await api.database.db.execute(
      sql`update credentials set status = 'VERIFIED', verified_source = 'MANUAL_REVIEW', verified_at = ${now} where user_id = ${proId} and state = 'TX'`,
    );
    const booked = await call(api, pro, 'POST', proPath(pro, shiftId, '/acceptance'));
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('applicants: professionals ask, the practice picks one of them, and only one of them', async () => {
    const [shiftId] = await postShifts(['2026-12-07']);
    expect((await call(api, practice, 'PUT', practicePath(shiftId), settings({ bookingMode: 'APPLICANTS' }))).statusCode).toBe(200);
    const accept = await call(api, pros[0]!, 'POST', proPath(pros[0]!, shiftId, '/acceptance'));
    expect(accept.statusCode).toBe(409);
    for (const pro of [pros[0]!, pros[1]!]) {
      const asked = await call(api, pro, 'POST', proPath(pro, shiftId, '/application'));
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().offerStatus).toBe('APPLIED');
    }
    const notAnApplicant = await call(api, practice, 'POST', practicePath(shiftId, '/booking'), { username: stranger.username });
    expect(notAnApplicant.statusCode).toBe(400);
    expect(notAnApplicant.json().errors[0].field).toBe('username');
    const picked = await call(api, practice, 'POST', practicePath(shiftId, '/booking'), { username: pros[1]!.username });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().booked.username).toBe(pros[1]!.username);
    const statuses = Object.fromEntries(picked.json().offers.map((offer: { username: string; status: string }) => [offer.username, offer.status]));
    expect(statuses).toEqual({ [pros[0]!.username]: 'TAKEN', [pros[1]!.username]: 'BOOKED' });
  });
});

describe('who may call the shift routes', () => {
  let shiftId: number;
  beforeAll(async () => {
    [shiftId] = await postShifts(['2026-12-08']);
  });

  const practiceRoutes: Array<[method: 'GET' | 'PUT' | 'POST', action: string, body?: unknown]> = [
    ['GET', ''],
    ['PUT', '', settings({})],
    ['POST', '/requests', { size: 3 }],
    ['POST', '/booking', { username: 'someone' }],
    ['POST', '/cancellation', { reason: 'No longer needed.' }],
  ];
  const proRoutes: Array<[method: 'GET' | 'POST', action: string, body?: unknown]> = [
    ['GET', ''],
    ['POST', '/acceptance'],
    ['POST', '/application'],
    ['POST', '/decline'],
    ['POST', '/cancellation', { reason: 'Sorry.' }],
  ];

  it('practice routes: anonymous 401, a job seeker 403, another practice 404 for this practice’s path and its own path alike', async () => {
    for (const [method, action, body] of practiceRoutes) {
      const path = action === '' && method === 'GET' ? practicePath() : practicePath(shiftId, action);
      expect((await call(api, null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(api, pros[0]!, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(api, otherPractice, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
      if (action !== '' || method !== 'GET') {
        const ownPath = path.replace(practice.username, otherPractice.username);
        expect((await call(api, otherPractice, method, ownPath, body)).statusCode, `${method} ${ownPath}`).toBe(404);
      }
    }
  });

  it('professional routes: anonymous 401, a practice 403, another job seeker 404', async () => {
    for (const [method, action, body] of proRoutes) {
      const path = action === '' ? proPath(pros[0]!) : proPath(pros[0]!, shiftId, action);
      expect((await call(api, null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(api, practice, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(api, pros[1]!, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
  });
});

describe('the suggested rate', () => {
  it('is what hygienist postings in the state pay by the hour, once enough of them say', async () => {
    // Every posting of this file pays $45 to $55 an hour in Austin: the fifth makes the median sayable.
    const [shiftId] = await postShifts(['2026-12-09']);
    const shift = await shiftOf(shiftId!);
    expect(shift.suggestedRateCents).toBe(5000);
  });
});
