import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { EVENT_APPROVED_SUBJECT, EVENT_REJECTED_SUBJECT } from './review-notices';

const clock = movableClock('2026-03-02T15:00:00.000Z');
const api = useTestApi({ clock });

let submitter: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  submitter = await signUpStaff(api);
  other = await signUpEmployer(api);
  admin = await createAdmin(api);
});

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring Hygiene Symposium',
  category: 'CE',
  url: 'https://example.org/symposium',
  isOnline: false,
  venue: 'Austin Convention Center',
  city: 'Austin',
  state: 'tx',
  zip: '78701',
  start: '2026-04-17T08:30',
  end: '2026-04-17T16:00',
  timeZone: 'America/Chicago',
  description: 'A day of hands-on periodontal therapy courses. 6 CE credits.',
  ceCredits: 6,
  ...overrides,
});

async function eventCount() {
  const result = await api.database.db.execute<{ total: string }>(sql`select count(*) as total from community_events`);
  return Number(result.rows[0].total);
}

describe('events', () => {
  it('a signed-in person submits; it shows publicly only once an administrator approves it', async () => {
    const submitted = await call(api, submitter, 'POST', `/api9/events/${submitter.username}`, event());
    expect(submitted.statusCode, submitted.body).toBe(201);
    const created = submitted.json();
    expect(created).toMatchObject({
      status: 'PENDING',
      category: 'CE',
      state: 'TX',
      // 8:30 in Austin in April (CDT, UTC-5).
      start: '2026-04-17T13:30:00.000Z',
      end: '2026-04-17T21:00:00.000Z',
      startLocal: '2026-04-17T08:30',
      isOwner: true,
      path: `/dental-jobs/events/${created.id}/spring-hygiene-symposium/`,
    });

    // Pending: its submitter and administrators read it; anyone else 404, and the lists leave it out.
    expect((await call(api, submitter, 'GET', `/api9/events/${created.id}`)).statusCode).toBe(200);
    expect((await call(api, admin, 'GET', `/api9/events/${created.id}`)).statusCode).toBe(200);
    expect((await call(api, other, 'GET', `/api9/events/${created.id}`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', `/api9/events/${created.id}`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', `/api9/events/${created.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', '/api9/events')).json().events.map((e: { id: number }) => e.id)).not.toContain(created.id);
    const queue = await call(api, admin, 'GET', '/api9/admin/events');
    expect(queue.json().map((row: { event: { id: number } }) => row.event.id)).toContain(created.id);

    // Only administrators decide.
    expect((await call(api, submitter, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'APPROVE' })).statusCode).toBe(403);
    expect((await call(api, null, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'APPROVE' })).statusCode).toBe(401);
    const approved = await call(api, admin, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'APPROVE' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('APPROVED');

    const publicRead = await call(api, null, 'GET', `/api9/events/${created.id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json()).toMatchObject({ isOwner: false, reviewNote: null });
    const list = (await call(api, null, 'GET', '/api9/events?category=CE')).json();
    expect(list.events.map((e: { id: number }) => e.id)).toContain(created.id);
    expect((await call(api, null, 'GET', '/api9/events?category=WEBINAR')).json().events.map((e: { id: number }) => e.id)).not.toContain(created.id);

    // Add to calendar: an iCalendar file with the UTC times and escaped text.
    const ics = await call(api, null, 'GET', `/api9/events/${created.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('DTSTART:20260417T133000Z');
    expect(ics.body).toContain('DTEND:20260417T210000Z');
    expect(ics.body).toContain(`UID:event-${created.id}@`);
    expect(ics.body).toContain('LOCATION:Austin Convention Center\\, Austin\\, TX');

    // Over: it leaves the list but stays readable.
    clock.set('2026-04-18T12:00:00.000Z');
    expect((await call(api, null, 'GET', '/api9/events')).json().events.map((e: { id: number }) => e.id)).not.toContain(created.id);
    expect((await call(api, null, 'GET', `/api9/events/${created.id}`)).statusCode).toBe(200);
    clock.set('2026-03-02T15:00:00.000Z');
  });

  it('only its submitter edits it, and an edit goes back to review', async () => {
    const created = (
      await call(api, submitter, 'POST', `/api9/events/${submitter.username}`, event({ title: 'Study Club Evening', category: 'STUDY_CLUB' }))
    ).json();
    await call(api, admin, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'APPROVE' });

    expect((await call(api, other, 'PUT', `/api9/events/${created.id}`, event({ title: 'Taken over' }))).statusCode).toBe(404);
    expect((await call(api, null, 'PUT', `/api9/events/${created.id}`, event())).statusCode).toBe(401);
    expect((await call(api, null, 'GET', `/api9/events/${created.id}`)).json().title).toBe('Study Club Evening');

    const edited = await call(api, submitter, 'PUT', `/api9/events/${created.id}`, event({ title: 'Study Club Evening: Implants', category: 'STUDY_CLUB' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'PENDING', title: 'Study Club Evening: Implants' });
    expect((await call(api, null, 'GET', `/api9/events/${created.id}`)).statusCode).toBe(404);

    const rejected = await call(api, admin, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'REJECT', note: 'Please add the speaker.' });
    expect(rejected.json().status).toBe('REJECTED');
    const mine = (await call(api, submitter, 'GET', '/api9/events/mine')).json();
    expect(mine.find((e: { id: number }) => e.id === created.id)).toMatchObject({ status: 'REJECTED', reviewNote: 'Please add the speaker.' });
    expect((await call(api, other, 'GET', '/api9/events/mine')).json()).toEqual([]);
  });

  it('emails the submitter when a moderator approves (the public page) or rejects (the reason, the edit link); nothing for other transitions', async () => {
    const reviewEmails = async (to: string) =>
      (
        await api.database.db.execute<{ subject: string; text_body: string }>(
          sql`select subject, text_body from outbox_messages where to_address = ${to} and subject in (${EVENT_APPROVED_SUBJECT}, ${EVENT_REJECTED_SUBJECT}) order by id`,
        )
      ).rows;
    const start = (await reviewEmails(submitter.email)).length;
    const created = (
      await call(api, submitter, 'POST', `/api9/events/${submitter.username}`, event({ title: 'Implant Study Club Night', category: 'STUDY_CLUB' }))
    ).json();
    expect(await reviewEmails(submitter.email)).toHaveLength(start);

    expect((await call(api, admin, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'APPROVE' })).statusCode).toBe(200);
    const [approved, ...more] = (await reviewEmails(submitter.email)).slice(start);
    expect(more).toEqual([]);
    expect(approved.subject).toBe(EVENT_APPROVED_SUBJECT);
    expect(approved.text_body).toContain('"Implant Study Club Night"');
    expect(approved.text_body).toContain(`See it: http://localhost:3000/dental-jobs/events/${created.id}/implant-study-club-night/`);
    // Approved again: no second email.
    await call(api, admin, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'APPROVE' });
    expect(await reviewEmails(submitter.email)).toHaveLength(start + 1);

    expect((await call(api, admin, 'PUT', `/api9/admin/events/${created.id}`, { decision: 'REJECT', note: 'Please add the speaker.' })).statusCode).toBe(200);
    const rejected = (await reviewEmails(submitter.email)).at(-1);
    expect(rejected?.subject).toBe(EVENT_REJECTED_SUBJECT);
    expect(rejected?.text_body).toContain('The reason from our team: Please add the speaker.');
    expect(rejected?.text_body).toContain(`http://localhost:3000/app/events/${created.id}/edit`);
    // The submitter's edit (back to review) sends nothing; nothing goes to anyone else.
    expect(
      (await call(api, submitter, 'PUT', `/api9/events/${created.id}`, event({ title: 'Implant Study Club Night with Dr. Lee', category: 'STUDY_CLUB' })))
        .statusCode,
    ).toBe(200);
    expect(await reviewEmails(submitter.email)).toHaveLength(start + 2);
    expect(await reviewEmails(other.email)).toEqual([]);
    expect(await reviewEmails(admin.email)).toEqual([]);
    expect((await call(api, admin, 'PUT', '/api9/admin/events/999999', { decision: 'APPROVE' })).statusCode).toBe(404);
  });

  it('an online event needs no venue; a place is required otherwise', async () => {
    const online = await call(
      api,
      submitter,
      'POST',
      `/api9/events/${submitter.username}`,
      event({ category: 'WEBINAR', isOnline: true, venue: '', city: '', state: '', zip: '' }),
    );
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json()).toMatchObject({ isOnline: true, venue: null, city: null });
    const noVenue = await call(api, submitter, 'POST', `/api9/events/${submitter.username}`, event({ venue: '' }));
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().errors[0]).toMatchObject({ field: 'venue' });
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await eventCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(151) }, 'title'],
      [{ category: 'PARTY' }, 'category'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
      [{ start: '2026-02-30T10:00' }, 'start'],
      [{ start: 'tomorrow' }, 'start'],
      [{ end: '2026-04-16T08:00' }, 'end'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ state: 'ZZ' }, 'state'],
      [{ zip: '7870' }, 'zip'],
      [{ ceCredits: -1 }, 'ceCredits'],
      [{ ceCredits: '6' }, 'ceCredits'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ isOnline: 'yes' }, 'isOnline'],
      [{ organizer: 'me' }, 'organizer'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(api, submitter, 'POST', `/api9/events/${submitter.username}`, event(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(overrides)).toBe(field);
    }
    const malformed = await api.app.inject({
      method: 'POST',
      url: `/api9/events/${submitter.username}`,
      payload: '{"title":',
      headers: { authorization: submitter.authorization, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call(api, submitter, 'GET', '/api9/events/abc')).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('keeps hostile text as text', async () => {
    const person = await signUpStaff(api);
    for (const naughty of NAUGHTY_STRINGS.filter((text) => text.trim() !== '' && !text.includes('\u0000')).slice(0, 10)) {
      const response = await call(
        api,
        person,
        'POST',
        `/api9/events/${person.username}`,
        event({ title: naughty.slice(0, 150), description: `About: ${naughty}` }),
      );
      expect(response.statusCode, naughty).toBe(201);
      expect(response.json().title).toBe(naughty.slice(0, 150).trim());
    }
  });

  it('limits submissions to 10 a day per account', async () => {
    const person = await signUpStaff(api);
    for (let i = 0; i < 10; i += 1)
      expect((await call(api, person, 'POST', `/api9/events/${person.username}`, event({ title: `Career Fair ${i}` }))).statusCode).toBe(201);
    const over = await call(api, person, 'POST', `/api9/events/${person.username}`, event({ title: 'One too many' }));
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0].code).toBe('RATE_LIMITED');
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('needs a sign-in to submit', async () => {
    expect((await call(api, null, 'POST', `/api9/events/${submitter.username}`, event())).statusCode).toBe(401);
    // Another person's path: 404, nothing stored.
    const before = await eventCount();
    expect((await call(api, other, 'POST', `/api9/events/${submitter.username}`, event())).statusCode).toBe(404);
    expect(await eventCount()).toBe(before);
    expect((await call(api, null, 'GET', '/api9/events/mine')).statusCode).toBe(401);
  });
});
