import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { createJobPosting } from '@chairside/db/factories';
import { jobDates, jobs, notices, outboxMessages, smsMessages } from '@chairside/db/schema';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { movableClock, userIdOf } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';
import { optInToTexts, preferencesPath, verifiedPhone } from '../../testing/texts';
import { deliveredInTests } from '../push/public-api';
import { SHIFT_EMAILS } from './shift-emails';
import { noticeShiftBooked, noticeShiftCancelled, noticeShiftChanged, noticeShiftOffered, noticeShiftTaken } from './shift-notices';

// Every temp shift notice is queued in the change's transaction and reaches each person by the
// channels they chose; the booked professional's reminders go at 6 PM the evening before (the
// posting's zone) and two hours before the start, and only while the booking stands as it was.
// The shifts are in Austin (America/Chicago, CST in December: UTC-6).

const clock = movableClock('2026-12-01T16:00:00.000Z');
const api = useTestApi({ clock });
const db = () => api.database.db;
const PUBLIC = 'http://localhost:3000';

type Person = TestAccount & { id: number; endpoint: string };

/** A job seeker with a browser subscribed to push notices. */
async function professional(): Promise<Person> {
  const account = await signUpStaff(api);
  return { ...account, id: await userIdOf(api, account.username), endpoint: await subscribeBrowser(account) };
}

async function subscribeBrowser(account: TestAccount): Promise<string> {
  const endpoint = `https://fcm.googleapis.com/fcm/send/shift-${Math.random().toString(36).slice(2)}`;
  const answer = await call(api, account, 'POST', `/api9/users/${account.username}/push/subscriptions`, {
    endpoint,
    expirationTime: null,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return endpoint;
}

async function choose(account: TestAccount, kind: string, channels: { email: boolean; push: boolean; sms: boolean }) {
  const answer = await call(api, account, 'PUT', preferencesPath(account), { preferences: { [kind]: channels } });
  expect(answer.statusCode, answer.body).toBe(200);
}

let practice: Person;

/** A published temp posting in Austin with one shift on `date`; answers the shift's id. */
async function postShift(date: string, hours: { startTime: string; endTime: string }, owner: Person = practice): Promise<number> {
  const { job, dates } = await createJobPosting(db(), owner.id, { type: 'TEMP', position: 'DH', name: 'Temp Hygienist', dates: [date], slot: 'none' });
  await db()
    .update(jobs)
    .set({ address: '301 Congress Ave', address2: 'Suite 200', city: 'Austin', state: 'TX', zip: '78701', parking: 'Garage on 3rd St, validated' })
    .where(eq(jobs.id, job.id));
  await db()
    .update(jobDates)
    .set({ ...hours, breakMinutes: 30, rateCents: 5000, bookingMode: 'REQUEST', notes: 'Ask for Dana at the front desk.' })
    .where(eq(jobDates.id, dates[0]!.id));
  return dates[0]!.id;
}

/** Books the shift as the booking API does (one update, the sequence bumped) and tells everyone, in one transaction. */
async function book(shiftId: number, person: Person, others: Person[] = []) {
  await db().transaction(async (tx) => {
    await tx
      .update(jobDates)
      .set({ status: 'BOOKED', bookedUserId: person.id, bookedAt: clock.now(), sequence: sql`${jobDates.sequence} + 1` })
      .where(eq(jobDates.id, shiftId));
    await noticeShiftBooked(api.ctx, tx as Database, { jobDateId: shiftId, userId: person.id });
    if (others.length > 0)
      await noticeShiftTaken(
        api.ctx,
        tx as Database,
        { jobDateId: shiftId },
        others.map((other) => other.id),
      );
  });
}

async function cancel(shiftId: number, person: Person, by: 'PRACTICE' | 'PROFESSIONAL', feeCents = 0) {
  await db().transaction(async (tx) => {
    await tx
      .update(jobDates)
      .set({ status: by === 'PRACTICE' ? 'CANCELED' : 'ACTIVE', bookedUserId: null, bookedAt: null, sequence: sql`${jobDates.sequence} + 1` })
      .where(eq(jobDates.id, shiftId));
    await noticeShiftCancelled(api.ctx, tx as Database, { jobDateId: shiftId, userId: person.id, by, reason: 'Our schedule changed.', feeCents });
  });
}

const emailsTo = (to: string, subject = '') =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), like(outboxMessages.subject, `${subject}%`)))
    .orderBy(asc(outboxMessages.id));
const textsTo = (person: Person) =>
  db()
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.userId, person.id), eq(smsMessages.purpose, 'notice')))
    .orderBy(asc(smsMessages.id));
const countNotices = async () => Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from notices`)).rows[0].n);
const pushesTo = (person: Person) => deliveredInTests.filter((delivered) => delivered.endpoint === person.endpoint).map((delivered) => delivered.notice);
/** Hands every due notice over (mail to the outbox, texts to the SMS outbox, push to the recorded transport). */
const drain = () => api.ctx.notices.runDue();
const moveTo = async (iso: string) => {
  clock.set(iso);
  await drain();
};

beforeAll(async () => {
  const account = await signUpEmployer(api);
  practice = { ...account, id: await userIdOf(api, account.username), endpoint: await subscribeBrowser(account) };
});

describe('a shift offered, booked and taken', () => {
  // Thursday December 3, 11:00 AM to 7:00 PM CST (17:00 to 01:00 UTC), a 30-minute break, $50 an hour.
  let shiftId: number;
  let byDefault: Person;
  let texter: Person;
  let noEmail: Person;
  let phone: string;

  beforeAll(async () => {
    shiftId = await postShift('2026-12-03', { startTime: '11:00', endTime: '19:00' });
    [byDefault, texter, noEmail] = [await professional(), await professional(), await professional()];
    phone = await verifiedPhone(api, texter);
    await optInToTexts(api, texter, phone, ['shiftOffers', 'shiftReminders']);
    await choose(noEmail, 'shiftOffers', { email: false, push: true, sms: false });
  });

  it('sends each professional a request by the channels they chose, once however often it is retried', async () => {
    await moveTo('2026-12-01T16:00:00.000Z'); // 10 AM in Austin
    for (let attempt = 0; attempt < 2; attempt += 1)
      await db().transaction((tx) => noticeShiftOffered(api.ctx, tx as Database, { jobDateId: shiftId }, [byDefault.id, texter.id, noEmail.id]));
    await drain();

    const [email, ...more] = await emailsTo(byDefault.email, 'Shift request');
    expect(more).toHaveLength(0);
    expect(email.subject).toBe('Shift request: Temp Hygienist, Thu, Dec 3');
    for (const words of ['Bright Smiles Dental', 'Thu, Dec 3, 11:00 AM–7:00 PM CST', '30 minutes', '$50.00 an hour, $375.00 for the shift', 'Austin, TX'])
      expect(email.textBody).toContain(words);
    expect(email.textBody).toContain(`${PUBLIC}/app/temp-shifts`);
    expect(email.htmlBody).toContain(`href="${PUBLIC}/app/temp-shifts"`);
    expect(pushesTo(byDefault)).toEqual([
      {
        title: 'Shift request: Temp Hygienist',
        body: 'Bright Smiles Dental, Thu, Dec 3, 11:00 AM–7:00 PM CST, $50.00 an hour, $375.00 for the shift',
        url: '/app/temp-shifts',
        tag: `shift-${shiftId}`,
        kind: 'shiftOffers',
      },
    ]);
    expect(await textsTo(byDefault)).toEqual([]);

    // Texts too for the one who opted in: one short text with the link.
    expect(await emailsTo(texter.email, 'Shift request')).toHaveLength(1);
    const texts = await textsTo(texter);
    expect(texts.map((text) => [text.status, text.body])).toEqual([
      ['sent', `Chairside: Shift request: Temp Hygienist at Bright Smiles Dental, Thu, Dec 3, 11:00 AM–7:00 PM CST, $50/hr. ${PUBLIC}/app/temp-shifts`],
    ]);
    expect(texts[0].body.length).toBeLessThanOrEqual(160);
    expect(texts[0].toPhone).toBe(phone);

    // Email turned off for shift offers: the app notice only.
    expect(await emailsTo(noEmail.email, 'Shift')).toEqual([]);
    expect(pushesTo(noEmail).map((notice) => notice.title)).toEqual(['Shift request: Temp Hygienist']);
  });

  it('confirms the booking to the professional with the address, parking and notes, tells the practice, and the others that it was taken', async () => {
    await moveTo('2026-12-01T16:30:00.000Z');
    await book(shiftId, texter, [byDefault, noEmail]);
    await drain();

    const [confirmation] = await emailsTo(texter.email, 'Shift booked');
    expect(confirmation.subject).toBe('Shift booked: Temp Hygienist, Thu, Dec 3');
    for (const words of [
      '301 Congress Ave, Suite 200, Austin, TX 78701',
      'Garage on 3rd St, validated',
      'Ask for Dana at the front desk.',
      'Thu, Dec 3, 11:00 AM–7:00 PM CST',
      '$375.00 for the shift',
    ])
      expect(confirmation.textBody).toContain(words);
    expect((await textsTo(texter)).at(-1)?.body).toBe(
      `Chairside: You're booked: Temp Hygienist at Bright Smiles Dental, Thu, Dec 3, 11:00 AM–7:00 PM CST, 301 Congress Ave, Suite 200, Austin, TX 78701. ${PUBLIC}/app/temp-shifts`,
    );
    expect(pushesTo(texter).at(-1)).toMatchObject({ title: 'Shift booked: Temp Hygienist', url: '/app/temp-shifts' });

    const [news] = await emailsTo(practice.email, 'Raé Núñez is booked');
    expect(news.subject).toBe('Raé Núñez is booked: Temp Hygienist, Thu, Dec 3');
    expect(news.textBody).toContain(`${PUBLIC}/app/shifts`);
    expect(pushesTo(practice).at(-1)).toMatchObject({ title: 'Raé Núñez is booked', url: '/app/shifts' });

    expect(await emailsTo(byDefault.email, 'Shift taken')).toHaveLength(1);
    expect(pushesTo(byDefault).at(-1)).toMatchObject({
      title: 'Shift taken',
      body: 'Temp Hygienist at Bright Smiles Dental, Thu, Dec 3, 11:00 AM–7:00 PM CST',
    });
    expect(await emailsTo(noEmail.email, 'Shift')).toEqual([]);
    expect(pushesTo(noEmail).map((notice) => notice.title)).toEqual(['Shift request: Temp Hygienist', 'Shift taken']);
    // Nobody is told "taken" of the shift they booked.
    expect(await emailsTo(texter.email, 'Shift taken')).toEqual([]);
  });

  it('reminds the booked professional at 6 PM the evening before and two hours before, once each', async () => {
    await moveTo('2026-12-02T23:59:00.000Z'); // 5:59 PM in Austin, the day before
    expect(await emailsTo(texter.email, 'Shift tomorrow')).toEqual([]);
    await moveTo('2026-12-03T00:00:00.000Z');
    const [evening] = await emailsTo(texter.email, 'Shift tomorrow');
    expect(evening.subject).toBe('Shift tomorrow: Temp Hygienist at Bright Smiles Dental');
    expect(evening.textBody).toContain('301 Congress Ave, Suite 200, Austin, TX 78701');
    expect(evening.textBody).toContain('Garage on 3rd St, validated');
    expect((await textsTo(texter)).at(-1)).toMatchObject({
      status: 'sent',
      body: `Chairside: Shift tomorrow at Bright Smiles Dental, Thu, Dec 3, 11:00 AM–7:00 PM CST, 301 Congress Ave, Suite 200, Austin, TX 78701. ${PUBLIC}/app/temp-shifts`,
    });

    await moveTo('2026-12-03T14:59:00.000Z');
    expect(await emailsTo(texter.email, 'Shift in two hours')).toEqual([]);
    await moveTo('2026-12-03T15:00:00.000Z'); // 9 AM in Austin
    await moveTo('2026-12-03T15:30:00.000Z');
    expect(await emailsTo(texter.email, 'Shift in two hours')).toHaveLength(1);
    expect(await emailsTo(texter.email, 'Shift tomorrow')).toHaveLength(1);
    expect((await textsTo(texter)).map((text) => text.body.split(',')[0])).toEqual([
      'Chairside: Shift request: Temp Hygienist at Bright Smiles Dental',
      "Chairside: You're booked: Temp Hygienist at Bright Smiles Dental",
      'Chairside: Shift tomorrow at Bright Smiles Dental',
      'Chairside: Shift today at Bright Smiles Dental',
    ]);
    // The others offered it get no reminder.
    expect(await emailsTo(byDefault.email, 'Shift tomorrow')).toEqual([]);
  });
});

describe('a booked shift changed or cancelled', () => {
  it('tells the professional the new hours and rate, and reminds them of the new version only', async () => {
    await moveTo('2026-12-04T16:00:00.000Z');
    // Thursday December 10, 11:00 AM to 7:00 PM CST, then moved to noon at $55 an hour.
    const shiftId = await postShift('2026-12-10', { startTime: '11:00', endTime: '19:00' });
    const pro = await professional();
    await book(shiftId, pro);
    await drain();
    await db().transaction(async (tx) => {
      await tx
        .update(jobDates)
        .set({ startTime: '12:00', rateCents: 5500, sequence: sql`${jobDates.sequence} + 1` })
        .where(eq(jobDates.id, shiftId));
      await noticeShiftChanged(api.ctx, tx as Database, { jobDateId: shiftId, userId: pro.id });
    });
    await drain();
    const [changed] = await emailsTo(pro.email, 'Shift changed');
    expect(changed.textBody).toContain('Thu, Dec 10, 12:00 PM–7:00 PM CST');
    expect(changed.textBody).toContain('$55.00 an hour, $357.50 for the shift');
    expect(pushesTo(pro).at(-1)).toMatchObject({ title: 'Shift changed: Temp Hygienist' });

    await moveTo('2026-12-10T00:00:00.000Z');
    const evenings = await emailsTo(pro.email, 'Shift tomorrow');
    expect(evenings).toHaveLength(1);
    expect(evenings[0].textBody).toContain('12:00 PM–7:00 PM CST');
    // Two hours before the old start: nothing; before the new one: the reminder.
    await moveTo('2026-12-10T15:00:00.000Z');
    expect(await emailsTo(pro.email, 'Shift in two hours')).toEqual([]);
    await moveTo('2026-12-10T16:00:00.000Z');
    expect(await emailsTo(pro.email, 'Shift in two hours')).toHaveLength(1);
    // The old version's reminders ran and sent nothing.
    const old = await db()
      .select({ key: notices.key, state: notices.state })
      .from(notices)
      .where(like(notices.key, `shift-reminder-%:${shiftId}:${pro.id}:1`));
    expect(old.map((row) => row.state).sort()).toEqual(['sent', 'sent']);
  });

  it('a practice’s late cancellation tells the professional the fee they are owed, whatever they chose, and their reminders send nothing', async () => {
    await moveTo('2026-12-11T16:00:00.000Z');
    const shiftId = await postShift('2026-12-15', { startTime: '11:00', endTime: '19:00' });
    const pro = await professional();
    await choose(pro, 'shiftReminders', { email: false, push: true, sms: false });
    await book(shiftId, pro);
    await moveTo('2026-12-14T20:00:00.000Z');
    await cancel(shiftId, pro, 'PRACTICE', 18_750);
    await drain();

    const [cancelled] = await emailsTo(pro.email, 'Shift canceled');
    expect(cancelled.subject).toBe('Shift canceled: Temp Hygienist, Tue, Dec 15');
    expect(cancelled.textBody).toContain('Our schedule changed.');
    expect(cancelled.textBody).toContain('you are owed a cancellation fee of $187.50');
    // Shift reminders in the app only: the cancellation there too, and no reminder of the cancelled booking.
    const titles = ['Shift booked: Temp Hygienist', 'Shift canceled: Temp Hygienist'];
    expect(pushesTo(pro).map((notice) => notice.title)).toEqual(titles);
    expect(pushesTo(pro)[1].body).toBe('Bright Smiles Dental, Tue, Dec 15, 11:00 AM–7:00 PM CST. You are owed a $187.50 late-cancellation fee.');
    await moveTo('2026-12-15T00:00:00.000Z');
    await moveTo('2026-12-15T15:00:00.000Z');
    expect(pushesTo(pro).map((notice) => notice.title)).toEqual(titles);
    expect(await emailsTo(pro.email, 'Shift tomorrow')).toEqual([]);
    // The practice cancelled it itself: it is not told.
    expect(await emailsTo(practice.email, 'Raé Núñez canceled')).toEqual([]);
  });

  it('a professional’s cancellation reaches the practice by the channels it chose, and their reminders send nothing', async () => {
    await moveTo('2026-12-16T16:00:00.000Z');
    const other = await signUpEmployer(api);
    const otherPractice: Person = { ...other, id: await userIdOf(api, other.username), endpoint: await subscribeBrowser(other) };
    await choose(otherPractice, 'shiftBookings', { email: false, push: true, sms: false });
    const shiftId = await postShift('2026-12-18', { startTime: '11:00', endTime: '19:00' }, otherPractice);
    const pro = await professional();
    await book(shiftId, pro);
    // One notice after the other: the queue hands a batch over side by side.
    await drain();
    await cancel(shiftId, pro, 'PROFESSIONAL');
    await drain();

    expect(await emailsTo(otherPractice.email, 'Raé Núñez')).toEqual([]);
    expect(pushesTo(otherPractice)).toEqual([
      expect.objectContaining({ title: 'Raé Núñez is booked' }),
      expect.objectContaining({ title: 'Raé Núñez canceled', body: 'Temp Hygienist, Fri, Dec 18, 11:00 AM–7:00 PM CST: open again', url: '/app/shifts' }),
    ]);
    // The professional cancelled it themselves: only the confirmation reached them.
    expect((await emailsTo(pro.email, 'Shift')).map((email) => email.subject)).toEqual(['Shift booked: Temp Hygienist, Fri, Dec 18']);
    await moveTo('2026-12-18T00:00:00.000Z');
    await moveTo('2026-12-18T15:00:00.000Z');
    expect((await emailsTo(pro.email, 'Shift')).map((email) => email.subject)).toEqual(['Shift booked: Temp Hygienist, Fri, Dec 18']);
  });
});

describe('notices in the change’s transaction', () => {
  it('a change rolled back sends nothing and queues no reminder', async () => {
    await moveTo('2026-12-19T16:00:00.000Z');
    const shiftId = await postShift('2026-12-23', { startTime: '11:00', endTime: '19:00' });
    const pro = await professional();
    const other = await professional();
    await drain();
    const queued = await countNotices();
    await expect(
      db().transaction(async (tx) => {
        await noticeShiftOffered(api.ctx, tx as Database, { jobDateId: shiftId }, [pro.id, other.id]);
        await tx
          .update(jobDates)
          .set({ status: 'BOOKED', bookedUserId: pro.id, bookedAt: clock.now(), sequence: sql`${jobDates.sequence} + 1` })
          .where(eq(jobDates.id, shiftId));
        await noticeShiftBooked(api.ctx, tx as Database, { jobDateId: shiftId, userId: pro.id });
        await noticeShiftTaken(api.ctx, tx as Database, { jobDateId: shiftId }, [other.id]);
        throw new Error('the booking failed after its notices were queued');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await countNotices()).toBe(queued);
    await drain();
    for (const person of [pro, other]) {
      expect(await emailsTo(person.email, 'Shift')).toEqual([]);
      expect(pushesTo(person)).toEqual([]);
    }
    expect(await emailsTo(practice.email, 'Raé Núñez is booked: Temp Hygienist, Wed, Dec 23')).toEqual([]);
    await moveTo('2026-12-23T00:00:00.000Z');
    await moveTo('2026-12-23T15:00:00.000Z');
    expect(await emailsTo(pro.email, 'Shift')).toEqual([]);
  });

  it('a booking notice for someone the shift is not booked for is refused, and its change does not stand', async () => {
    const shiftId = await postShift('2026-12-28', { startTime: '11:00', endTime: '19:00' });
    const pro = await professional();
    await expect(
      db().transaction(async (tx) => {
        await tx.update(jobDates).set({ rateCents: 6000 }).where(eq(jobDates.id, shiftId));
        await noticeShiftBooked(api.ctx, tx as Database, { jobDateId: shiftId, userId: pro.id });
      }),
    ).rejects.toThrow(`Temp shift ${shiftId} is not booked for person ${pro.id}`);
    const [shift] = await db().select({ rateCents: jobDates.rateCents }).from(jobDates).where(eq(jobDates.id, shiftId));
    expect(shift.rateCents).toBe(5000);
  });
});

describe('the shift emails', () => {
  it('each render a subject, an HTML part and a text part from their sample, with the same links in both', () => {
    const base = 'http://localhost:3000';
    expect(new Set(SHIFT_EMAILS.map((template) => template.name)).size).toBe(SHIFT_EMAILS.length);
    for (const template of SHIFT_EMAILS) {
      const email = template.preview(base);
      expect(email.subject, template.name).not.toMatch(/\n/);
      expect(email.html, template.name).toMatch(/^<!DOCTYPE html><html lang="en"/);
      const urls = email.text.match(/https?:\/\/\S+/g) ?? [];
      expect(urls.length, template.name).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url.startsWith(base), `${template.name}: ${url}`).toBe(true);
        expect(email.html, `${template.name}: ${url}`).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      }
    }
  });
});
