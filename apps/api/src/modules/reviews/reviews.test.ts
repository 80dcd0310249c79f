import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { employerAggregateRating, employerAggregateRatingProblems } from '@chairside/domain/review-rules';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { bookedShift as bookedShiftOf, instantShift, saveTempProfile } from '../../testing/temp-shifts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { runReviewTasks } from './moderate-reviews';

// Reviews after a completed booking (ADR 114): who may write, the reveal rule with the clock
// moved, reporting and the admin queue, the practice's answer, and the practice page's rating.
// Shifts 8:00 to 17:00 in Austin (America/Chicago, CST: 14:00 to 23:00 UTC).
const clock = movableClock('2026-12-01T14:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;
const silent = { info: () => undefined, error: () => undefined };

let practice: TestAccount;
let otherPractice: TestAccount;
let admin: TestAccount;
const pros: TestAccount[] = [];

const good = { rating: 5, punctuality: 5, preparedness: 4, friendliness: 5, wouldWorkAgain: true, comment: 'Great team, <b>on time</b>.' };

const practiceReview = (shiftId: number, who = practice) => `/api9/users/employers/${who.username}/reviews/shifts/${shiftId}`;
const proReview = (pro: TestAccount, shiftId: number) => `/api9/users/staff/${pro.username}/reviews/shifts/${shiftId}`;
const organization = async () => (await call(api, null, 'GET', `/api9/job-directories/organizations/${practice.username}`)).json();

/** An instant-book shift on `day` 8:00 to 17:00 booked by `pro` two days before; the clock is left at `at`. */
const bookedShift = (day: string, pro: TestAccount, at: string) => bookedShiftOf(api, clock, { practice, pro }, day, at);

const mails = async (to: TestAccount, subject: string) =>
  db()
    .select({ subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to.email), like(outboxMessages.subject, `${subject}%`)));

beforeAll(async () => {
  practice = await signUpEmployer(api);
  otherPractice = await signUpEmployer(api);
  admin = await createAdmin(api);
  for (let i = 0; i < 3; i += 1) {
    const pro = await signUpStaff(api);
    await saveTempProfile(api, pro);
    pros.push(pro);
  }
  const base = `/api9/users/employers/${practice.username}`;
  expect(
    (await call(api, practice, 'PUT', `${base}/contact-info`, { contactName: null, contactEmail: null, contactPhone: null, website: 'brightsmiles.example' }))
      .statusCode,
  ).toBe(200);
  expect((await call(api, practice, 'PUT', `${base}/profile/public`, { state: true })).statusCode).toBe(200);
});

describe('who may write a review', () => {
  let shiftId: number;
  beforeAll(async () => {
    // Booked for Monday Dec 7; the clock during the shift.
    shiftId = await bookedShift('2026-12-07', pros[0]!, '2026-12-07T18:00:00.000Z');
  });

  it('nobody before the shift ended (409); others never (404); bad input names the field (400)', async () => {
    expect((await call(api, pros[0]!, 'POST', proReview(pros[0]!, shiftId), good)).statusCode).toBe(409);
    clock.set('2026-12-08T01:00:00.000Z');
    expect((await call(api, pros[1]!, 'POST', proReview(pros[1]!, shiftId), good)).statusCode).toBe(404);
    expect((await call(api, otherPractice, 'POST', practiceReview(shiftId, otherPractice), good)).statusCode).toBe(404);
    // Another person on the party's path: 404 before anything is looked up.
    expect((await call(api, pros[1]!, 'POST', proReview(pros[0]!, shiftId), good)).statusCode).toBe(404);
    expect((await call(api, practice, 'POST', proReview(pros[0]!, shiftId), good)).statusCode).toBe(403);
    expect((await call(api, null, 'POST', proReview(pros[0]!, shiftId), good)).statusCode).toBe(401);
    for (const [body, field] of [
      [{ ...good, rating: 6 }, 'rating'],
      [{ ...good, punctuality: 0 }, 'punctuality'],
      [{ ...good, wouldWorkAgain: 'yes' }, 'wouldWorkAgain'],
      [{ ...good, comment: 'x'.repeat(2001) }, 'comment'],
      [{ ...good, extra: 1 }, undefined],
    ] as const) {
      const answer = await call(api, pros[0]!, 'POST', proReview(pros[0]!, shiftId), body);
      expect(answer.statusCode, answer.body).toBe(400);
      if (field) expect(answer.json().errors[0].field).toBe(field);
    }
    const count = (await db().execute<{ n: number }>(sql`select count(*)::int as n from reviews`)).rows[0]!.n;
    expect(count).toBe(0);
  });

  it('each side once; the comment is kept as plain text', async () => {
    const first = await call(api, pros[0]!, 'POST', proReview(pros[0]!, shiftId), good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().mine.comment).toBe('Great team, on time.');
    expect((await call(api, pros[0]!, 'POST', proReview(pros[0]!, shiftId), good)).statusCode).toBe(409);
  });
});

describe('the reveal rule', () => {
  it('the first review stays hidden from the other side and the page until the second is written, then both show and each is told', async () => {
    const shiftId = await bookedShift('2026-12-14', pros[1]!, '2026-12-15T01:00:00.000Z');
    const written = await call(api, pros[1]!, 'POST', proReview(pros[1]!, shiftId), { ...good, rating: 4, comment: 'Friendly office.' });
    expect(written.statusCode, written.body).toBe(200);
    const practiceView = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/reviews`)).json();
    const booking = practiceView.bookings.find((b: { bookingId: number }) => b.bookingId === shiftId);
    expect(booking).toMatchObject({ theyWrote: true, theirs: null, canWrite: true, otherName: expect.any(String) });
    expect(JSON.stringify(practiceView)).not.toContain('Friendly office.');
    expect(JSON.stringify(await organization())).not.toContain('Friendly office.');

    const second = await call(api, practice, 'POST', practiceReview(shiftId), { ...good, rating: 3, comment: 'Reliable.' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().theirs).toMatchObject({ rating: 4, comment: 'Friendly office.' });
    const proView = (await call(api, pros[1]!, 'GET', `/api9/users/staff/${pros[1]!.username}/reviews`)).json();
    expect(proView.bookings.find((b: { bookingId: number }) => b.bookingId === shiftId).theirs).toMatchObject({ rating: 3, comment: 'Reliable.' });
    expect(proView.rating).toEqual({ average: 3, count: 1 });
    // The professional's profile carries the same rating.
    const profile = await call(api, pros[1]!, 'GET', `/api9/users/staff/${pros[1]!.username}/profile`);
    expect(profile.json().rating).toEqual({ average: 3, count: 1 });
    const page = await organization();
    expect(page.reviews.rating).toEqual({ average: 4, count: 1 });
    expect(page.reviews.reviews[0]).toMatchObject({ comment: 'Friendly office.', authorSide: 'PROFESSIONAL' });
    expect(await mails(pros[1]!, 'A review of you is now showing')).toHaveLength(1);
    expect(await mails(practice, 'A review of you is now showing')).toHaveLength(1);
    // The practice's shift list shows the booked professional's rating.
    const shifts = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shifts`)).json();
    const shift = shifts.shifts.find((row: { id: number }) => row.id === shiftId);
    expect(shift.booked.rating).toEqual({ average: 3, count: 1 });

    // The same professional asks for another of the practice's shifts: the applicant shows with the rating.
    const next = await instantShift(api, practice, '2026-12-22');
    const settings = { bookingMode: 'APPLICANTS', rateCents: 5000, breakMinutes: 0, notes: null };
    expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${next}`, settings)).statusCode).toBe(200);
    const asked = await call(api, pros[1]!, 'POST', `/api9/users/staff/${pros[1]!.username}/shifts/${next}/application`);
    expect(asked.statusCode, asked.body).toBe(200);
    const open = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/shifts`)).json();
    const offer = open.shifts.find((row: { id: number }) => row.id === next).offers.find((row: { username: string }) => row.username === pros[1]!.username);
    expect(offer).toMatchObject({ status: 'APPLIED', rating: { average: 3, count: 1 } });
  });

  it('a review the other side never answers shows 14 days after the shift, and its subject is told once', async () => {
    // The first describe's shift (Dec 7): only the professional wrote.
    clock.set('2026-12-21T22:00:00.000Z');
    expect((await organization()).reviews.rating.count).toBe(1);
    clock.set('2026-12-21T23:01:00.000Z');
    expect((await organization()).reviews.rating).toEqual({ average: 4.5, count: 2 });
    expect((await runReviewTasks(api.ctx, silent, clock.now())).revealed).toBe(1);
    expect((await runReviewTasks(api.ctx, silent, clock.now())).revealed).toBe(0);
    expect(await mails(practice, 'A review of you is now showing')).toHaveLength(2);
  });

  it('invites both sides of a completed shift once; a no-show is neither invited nor reviewable', async () => {
    const shiftId = await bookedShift('2026-12-28', pros[2]!, '2026-12-28T16:00:00.000Z');
    const noShow = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/shifts/${shiftId}/no-show`);
    expect(noShow.statusCode, noShow.body).toBe(200);
    clock.set('2026-12-29T01:00:00.000Z');
    expect((await call(api, pros[2]!, 'POST', proReview(pros[2]!, shiftId), good)).statusCode).toBe(409);
    expect(await mails(pros[2]!, 'How was')).toHaveLength(0);
    const worked = await bookedShift('2027-01-04', pros[2]!, '2027-01-05T01:00:00.000Z');
    expect((await runReviewTasks(api.ctx, silent, clock.now())).invited).toBeGreaterThanOrEqual(1);
    expect((await runReviewTasks(api.ctx, silent, clock.now())).invited).toBe(0);
    expect(await mails(pros[2]!, 'How was')).toHaveLength(1);
    const form = await call(api, pros[2]!, 'GET', proReview(pros[2]!, worked));
    expect(form.json()).toMatchObject({ canWrite: true, mine: null, kind: 'SHIFT' });
  });
});

describe('answers, reports and the admin queue', () => {
  it('the practice answers a review of itself once and edits it; no one else can', async () => {
    const review = (await organization()).reviews.reviews[0];
    const path = `/api9/users/employers/${practice.username}/reviews/${review.id}/answer`;
    expect((await call(api, practice, 'PUT', path, { answer: '  ' })).json().errors[0].field).toBe('answer');
    expect((await call(api, practice, 'PUT', path, { answer: 'Thank you!' })).statusCode).toBe(200);
    expect((await call(api, practice, 'PUT', path, { answer: 'Thank you, come back soon.' })).json().answer).toBe('Thank you, come back soon.');
    const other = `/api9/users/employers/${otherPractice.username}/reviews/${review.id}/answer`;
    expect((await call(api, otherPractice, 'PUT', other, { answer: 'Mine now' })).statusCode).toBe(404);
    expect((await organization()).reviews.reviews[0].answer).toBe('Thank you, come back soon.');
  });

  it('anyone signed in reports a review once; the administrator hides it (audited) and it leaves the page and the rating', async () => {
    const before = await organization();
    const review = before.reviews.reviews[0];
    const path = `/api9/reviews/${review.id}/reports`;
    expect((await call(api, null, 'POST', path, { reason: 'Rude' })).statusCode).toBe(401);
    expect((await call(api, otherPractice, 'POST', path, { reason: '' })).json().errors[0].field).toBe('reason');
    expect((await call(api, otherPractice, 'POST', path, { reason: 'Not true' })).statusCode).toBe(200);
    expect((await call(api, otherPractice, 'POST', path, { reason: 'Again' })).statusCode).toBe(409);
    expect((await call(api, otherPractice, 'POST', '/api9/reviews/999999/reports', { reason: 'x' })).statusCode).toBe(404);
    expect((await call(api, pros[0]!, 'GET', '/api9/admin/review-reports')).statusCode).toBe(403);
    const queue = (await call(api, admin, 'GET', '/api9/admin/review-reports')).json();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ reviewId: review.id, reports: [{ reason: 'Not true', reporter: otherPractice.username }] });
    const decided = await call(api, admin, 'POST', `/api9/admin/review-reports/${review.id}/decision`, { decision: 'HIDE' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual([]);
    expect((await call(api, admin, 'POST', `/api9/admin/review-reports/${review.id}/decision`, { decision: 'KEEP' })).statusCode).toBe(404);
    const after = await organization();
    expect(after.reviews.rating.count).toBe(before.reviews.rating.count - 1);
    expect(after.reviews.reviews.map((r: { id: number }) => r.id)).not.toContain(review.id);
    const audited = await db().execute(sql`select 1 from audit_log where subject_username = ${`review:${review.id}`}`);
    expect(audited.rows).toHaveLength(1);
  });
});

describe("the practice page's rating markup", () => {
  it('EmployerAggregateRating from the page values: the required properties and types, the rating as the page shows it', async () => {
    const page = await organization();
    const markup = employerAggregateRating({ name: page.name, sameAs: page.website }, page.reviews.rating)!;
    expect(employerAggregateRatingProblems(markup)).toEqual([]);
    expect(markup).toMatchObject({
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: page.name, sameAs: 'https://brightsmiles.example' },
      ratingValue: page.reviews.rating.average,
      ratingCount: page.reviews.rating.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(employerAggregateRating({ name: 'x', sameAs: 'https://x.example' }, { average: null, count: 0 })).toBeNull();
  });
});

describe('reviews after an interview that took place', () => {
  it('the two parties of a confirmed interview review each other once it is over; a cancelled one is not reviewable', async () => {
    const seeker = pros[0]!;
    await fillResume(api, seeker);
    const job = await liveJob(api, practice, { name: 'Hygienist, Four Days' });
    const applied = await apply(api, seeker, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().applicationId as number;
    const propose = (interviewDate: string) =>
      call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, { applicationId, type: 'INPERSON', interviewDate });
    const held = await propose('2027-01-12T10:00');
    expect(held.statusCode, held.body).toBe(201);
    const cancelled = await propose('2027-01-12T14:00');
    expect((await call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/interviews/${held.json().id}/answer`, { answer: 'ACCEPT' })).statusCode).toBe(
      200,
    );
    expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${cancelled.json().id}/cancel`)).statusCode).toBe(200);

    const path = (who: TestAccount, id: number, side: 'staff' | 'employers') => `/api9/users/${side}/${who.username}/reviews/interviews/${id}`;
    expect((await call(api, seeker, 'POST', path(seeker, held.json().id, 'staff'), good)).statusCode).toBe(409);
    clock.set('2027-01-13T12:00:00.000Z');
    expect((await call(api, pros[1]!, 'POST', path(pros[1]!, held.json().id, 'staff'), good)).statusCode).toBe(404);
    expect((await call(api, seeker, 'POST', path(seeker, cancelled.json().id, 'staff'), good)).statusCode).toBe(409);
    expect((await call(api, seeker, 'POST', path(seeker, held.json().id, 'staff'), good)).statusCode).toBe(200);
    const both = await call(api, practice, 'POST', path(practice, held.json().id, 'employers'), { ...good, comment: 'Thoughtful answers.' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ kind: 'INTERVIEW', theirs: { kind: 'INTERVIEW', authorSide: 'PROFESSIONAL' } });
    const list = (await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/reviews`)).json();
    expect(list.bookings.find((b: { kind: string }) => b.kind === 'INTERVIEW').theirs.comment).toBe('Thoughtful answers.');
  });
});
