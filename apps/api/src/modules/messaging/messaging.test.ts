import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { createAdmin, lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../../testing/hiring';
import { UNREAD_EMAIL_TASK } from './send-unread-emails';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let otherPractice: TestAccount;
let applicant: TestAccount;
let invitee: TestAccount;
let stranger: TestAccount;
let job: { id: number; name: string; slug: string };
let otherJob: { id: number; name: string; slug: string };

async function seeker() {
  const account = await signUpStaff(api);
  await fillResume(api, account);
  expect((await makePublic(api, account)).statusCode).toBe(200);
  return account;
}

const start = (from: TestAccount, username: string, jobId: number, message: unknown = 'Hello there') =>
  call(api, from, 'POST', '/api9/conversations', { username, jobId, message });
const send = (from: TestAccount, id: number, message: unknown) => call(api, from, 'POST', `/api9/conversations/${id}/messages`, { message });
const changeset = async (account: TestAccount, since?: string) =>
  (await call(api, account, 'GET', `/api9/conversations/changeset${since === undefined ? '' : `?since=${since}`}`)).json();

/** Every messaging row: compare before and after a refused call. */
async function messagingTables() {
  const result = await api.database.db.execute<Record<string, unknown>>(sql`
    select (select coalesce(json_agg(c order by id), '[]') from conversations c) as conversations,
           (select coalesce(json_agg(m order by id), '[]') from conversation_messages m) as messages,
           (select coalesce(json_agg(b order by blocker_user_id, blocked_user_id), '[]') from user_blocks b) as blocks,
           (select coalesce(json_agg(r order by id), '[]') from message_reports r) as reports`);
  return result.rows[0];
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  await giveInvitationCredits(api, practice);
  otherPractice = await signUpEmployer(api);
  job = await liveJob(api, practice, { name: 'Associate Hygienist' });
  otherJob = await liveJob(api, otherPractice, { name: 'Front Desk Lead' });
  applicant = await seeker();
  invitee = await seeker();
  // A private resume: resume search never shows it, so nothing links the practice to this person.
  stranger = await signUpStaff(api);
  await fillResume(api, stranger);
  expect((await apply(api, applicant, job.id)).statusCode).toBe(201);
  expect((await invite(api, practice, job.id, invitee.username)).statusCode).toBe(201);
});

describe('starting a conversation', () => {
  it('lets a practice write to an applicant and an invitee about its posting; both sides see it', async () => {
    const first = await start(practice, applicant.username, job.id, 'Could you come in on Tuesday?');
    expect(first.statusCode, first.body).toBe(201);
    const { id, message } = first.json();
    expect(message).toMatchObject({
      conversationId: id,
      sender: practice.username,
      fromMe: true,
      sentBySupport: false,
      message: 'Could you come in on Tuesday?',
      sentAt: '2026-09-07T10:00:00.000Z',
    });

    // The same pair and posting: added to the same conversation.
    const again = await start(practice, applicant.username, job.id, 'Or Wednesday.');
    expect(again.json().id).toBe(id);
    expect((await start(practice, invitee.username, job.id)).statusCode).toBe(201);

    const mine = (await call(api, applicant, 'GET', `/api9/conversations/${id}`)).json();
    expect(mine).toMatchObject({
      id,
      jobId: job.id,
      job: { id: job.id, name: 'Associate Hygienist', slug: job.slug, isLive: true },
      otherParty: { username: practice.username, name: 'Bright Smiles Dental', role: 'employer' },
      unreadCount: 2,
      lastMessage: { message: 'Or Wednesday.', fromMe: false },
      isBlocked: false,
    });
    const theirs = (await call(api, practice, 'GET', `/api9/conversations/${id}`)).json();
    expect(theirs).toMatchObject({ unreadCount: 0, otherParty: { username: applicant.username, role: 'staff' } });
  });

  it('lets a job seeker write first to a practice they applied to, and nobody without a link', async () => {
    const seekerFirst = await seeker();
    expect((await apply(api, seekerFirst, job.id)).statusCode).toBe(201);
    expect((await start(seekerFirst, practice.username, job.id, 'Is the position still open?')).statusCode).toBe(201);
    expect((await start(invitee, practice.username, job.id, 'Thank you for the invitation!')).statusCode).toBe(201);

    const before = await messagingTables();
    const refusals = [
      [await start(practice, stranger.username, job.id), 403, 'username'],
      [await start(stranger, practice.username, job.id), 403, 'username'],
      [await start(invitee, otherPractice.username, otherJob.id), 403, 'username'], // invited by another practice only
      [await start(practice, applicant.username, otherJob.id), 404, 'jobId'], // another practice's posting
      [await start(applicant, otherPractice.username, job.id), 404, 'jobId'], // the posting is not that practice's
      [await start(practice, 'nobody-here', job.id), 404, 'username'],
      [await start(practice, otherPractice.username, job.id), 404, 'username'], // a practice is not a job seeker
      [await start(practice, applicant.username, job.id, ''), 400, 'message'],
      [await start(practice, applicant.username, job.id, '   \n '), 400, 'message'],
      [await start(practice, applicant.username, job.id, 'x'.repeat(5001)), 400, 'message'],
      [await start(practice, applicant.username, job.id, 42), 400, 'message'],
      [await call(api, practice, 'POST', '/api9/conversations', { username: applicant.username, jobId: job.id, message: 'hi', extra: 1 }), 400, undefined],
      [await call(api, practice, 'POST', '/api9/conversations', { username: applicant.username, jobId: 'abc', message: 'hi' }), 400, 'jobId'],
    ] as const;
    for (const [response, status, field] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      const [error] = response.json().errors;
      expect(error.message).toEqual(expect.any(String));
      if (field) expect(error.field).toBe(field);
    }
    expect(await messagingTables()).toEqual(before);
  });

  it('lets a practice with full resume cards write to a job seeker resume search shows, and no one else', async () => {
    const findable = await seeker();
    const notLooking = await seeker();
    expect((await call(api, notLooking, 'PUT', `/api9/users/staff/${notLooking.username}/profile/candidate`, { state: 'NOT_LOOKING' })).statusCode).toBe(200);
    const withoutCredits = await signUpEmployer(api);
    const theirJob = await liveJob(api, withoutCredits, { name: 'Dental Assistant' });

    const reached = await start(practice, findable.username, job.id, 'We saw your resume: would you like to talk?');
    expect(reached.statusCode, reached.body).toBe(201);
    const before = await messagingTables();
    for (const response of [
      await start(practice, notLooking.username, job.id),
      await start(practice, stranger.username, job.id),
      await start(withoutCredits, findable.username, theirJob.id),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().errors[0].field).toBe('username');
    }
    expect(await messagingTables()).toEqual(before);
  });

  it('keeps text as written, up to 5000 characters', async () => {
    const writer = await signUpEmployer(api);
    await giveInvitationCredits(api, writer);
    const posting = await liveJob(api, writer);
    expect((await invite(api, writer, posting.id, applicant.username)).statusCode).toBe(201);
    const text = `  <script>alert(1)</script>\n${'é'.repeat(4000)}  `;
    const response = await start(writer, applicant.username, posting.id, text);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message.message).toBe(text);
    expect((await start(writer, applicant.username, posting.id, 'y'.repeat(5000))).statusCode).toBe(201);
    for (const naughty of NAUGHTY_STRINGS.filter((s) => s.trim().length > 0 && !s.includes('\u0000')).slice(0, 20)) {
      const answer = await start(writer, applicant.username, posting.id, naughty);
      expect(answer.statusCode, naughty).toBe(201);
      expect(answer.json().message.message).toBe(naughty);
    }
  });
});

describe('reading a conversation', () => {
  it("answers another pair's conversation exactly as a missing one, and refuses administrators' own sessions", async () => {
    const { id } = (await start(practice, invitee.username, job.id, 'Private note')).json();
    const missing = await call(api, stranger, 'GET', '/api9/conversations/999999999');
    for (const path of [`/api9/conversations/${id}`, `/api9/conversations/${id}/messages`]) {
      const other = await call(api, stranger, 'GET', path);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect((await call(api, otherPractice, 'GET', path)).statusCode).toBe(404);
      expect((await call(api, null, 'GET', path)).statusCode).toBe(401);
    }
    const before = await messagingTables();
    expect((await send(stranger, id, 'let me in')).statusCode).toBe(404);
    expect((await call(api, stranger, 'PUT', `/api9/conversations/${id}/read`, { read: true })).statusCode).toBe(404);
    expect((await call(api, stranger, 'PUT', `/api9/conversations/${id}/block`, { isBlocked: true })).statusCode).toBe(404);
    expect(await messagingTables()).toEqual(before);
    const admin = await createAdmin(api);
    expect((await call(api, admin, 'GET', '/api9/conversations')).statusCode).toBe(403);
    expect((await call(api, admin, 'GET', '/api9/conversations/abc')).statusCode).toBe(400);
  });

  it('pages messages newest last and marks them read or unread', async () => {
    const talker = await seeker();
    expect((await apply(api, talker, job.id)).statusCode).toBe(201);
    const { id } = (await start(talker, practice.username, job.id, 'message 1')).json();
    for (let n = 2; n <= 35; n++) expect((await send(talker, id, `message ${n}`)).statusCode).toBe(201);

    const page = (await call(api, practice, 'GET', `/api9/conversations/${id}/messages`)).json();
    expect(page.hasMore).toBe(true);
    expect(page.messages.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 6}`));
    const older = (await call(api, practice, 'GET', `/api9/conversations/${id}/messages?before=${page.messages[0].id}`)).json();
    expect(older).toMatchObject({ hasMore: false });
    expect(older.messages.map((m: { message: string }) => m.message)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    for (const query of ['limit=0', 'limit=101', 'before=abc', 'before=-1', 'other=1'])
      expect((await call(api, practice, 'GET', `/api9/conversations/${id}/messages?${query}`)).statusCode, query).toBe(400);

    expect((await call(api, practice, 'GET', `/api9/conversations/${id}`)).json().unreadCount).toBe(35);
    const read = await call(api, practice, 'PUT', `/api9/conversations/${id}/read`, { read: true });
    expect(read.json()).toMatchObject({ unreadCount: 0 });
    expect((await call(api, talker, 'GET', `/api9/conversations/${id}`)).json().readByOtherUpTo).toBe(page.messages[29].id);
    expect((await call(api, practice, 'PUT', `/api9/conversations/${id}/read`, { read: false })).json().unreadCount).toBe(1);
    expect((await call(api, practice, 'PUT', `/api9/conversations/${id}/read`, { read: 'yes' })).statusCode).toBe(400);
    await call(api, practice, 'PUT', `/api9/conversations/${id}/read`, { read: true });
  });
});

describe('groups and the changeset', () => {
  it('groups conversations by the other party, newest first, paged 30 / 30 / 1', async () => {
    const busy = await signUpEmployer(api);
    const jobA = await liveJob(api, busy, { name: 'Hygienist A' });
    const jobB = await liveJob(api, busy, { name: 'Hygienist B' });
    const people: TestAccount[] = [];
    for (let n = 0; n < 32; n++) {
      const person = await signUpStaff(api);
      await fillResume(api, person);
      expect((await apply(api, person, jobA.id)).statusCode).toBe(201);
      clock.set(`2026-09-08T10:${String(n).padStart(2, '0')}:00.000Z`);
      expect((await start(busy, person.username, jobA.id, `hi ${n}`)).statusCode).toBe(201);
      people.push(person);
    }
    // The first person applies to a second posting too: one group, two conversations, now the newest.
    expect((await apply(api, people[0], jobB.id)).statusCode).toBe(201);
    clock.set('2026-09-08T11:00:00.000Z');
    expect((await start(people[0], busy.username, jobB.id, 'About the other job')).statusCode).toBe(201);

    const first = (await call(api, busy, 'GET', '/api9/convo-groups')).json();
    expect(first).toHaveLength(30);
    expect(first[0]).toMatchObject({ username: people[0].username, unreadCount: 1 });
    expect(first[0].conversations.map((c: { jobId: number }) => c.jobId)).toEqual([jobB.id, jobA.id]);
    expect(first[1].username).toBe(people[31].username);
    const next = (await call(api, busy, 'GET', '/api9/convo-groups?limit=30&offset=30')).json();
    expect(next.map((g: { username: string }) => g.username)).toEqual([people[2].username, people[1].username]);
    expect((await call(api, busy, 'GET', '/api9/convo-groups?limit=30&offset=60')).json()).toEqual([]);
    const refresh = (await call(api, busy, 'GET', '/api9/convo-groups?limit=1&offset=0')).json();
    expect(refresh.map((g: { username: string }) => g.username)).toEqual([people[0].username]);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=1e3', 'limit=abc'])
      expect((await call(api, busy, 'GET', `/api9/convo-groups?${query}`)).statusCode, query).toBe(400);
    expect((await call(api, busy, 'GET', '/api9/conversations?limit=5')).json()).toHaveLength(5);
  });

  it('answers totalUnreadCount and only what changed since a cursor', async () => {
    const reader = await seeker();
    expect((await apply(api, reader, job.id)).statusCode).toBe(201);
    const empty = await changeset(reader);
    expect(empty).toEqual({ totalUnreadCount: 0, cursor: expect.stringMatching(/^\d+$/), conversations: [] });

    const { id } = (await start(practice, reader.username, job.id, 'Welcome!')).json();
    const after = await changeset(reader, empty.cursor);
    expect(after.totalUnreadCount).toBe(1);
    expect(after.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(Number(after.cursor)).toBeGreaterThan(Number(empty.cursor));
    expect(await changeset(reader, after.cursor)).toEqual({ totalUnreadCount: 1, cursor: after.cursor, conversations: [] });

    await call(api, reader, 'PUT', `/api9/conversations/${id}/read`, { read: true });
    const read = await changeset(reader, after.cursor);
    expect(read).toMatchObject({ totalUnreadCount: 0, conversations: [{ id, unreadCount: 0 }] });

    for (const bad of ['abc', '-1', '1.5', '9'.repeat(16), '', '0x10'])
      expect((await call(api, reader, 'GET', `/api9/conversations/changeset?since=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(400);
    const malformed = await call(api, reader, 'GET', '/api9/conversations/changeset?since=abc');
    expect(malformed.json().errors[0]).toMatchObject({ field: 'since' });
  });
});

describe('blocking and reporting', () => {
  it('stops messages both ways while blocked, tells each side plainly, and shows isBlocked', async () => {
    const blocker = await seeker();
    expect((await apply(api, blocker, job.id)).statusCode).toBe(201);
    const { id, message } = (await start(practice, blocker.username, job.id, 'Buy our product!')).json();
    const blocked = await call(api, blocker, 'PUT', `/api9/conversations/${id}/block`, { isBlocked: true });
    expect(blocked.json()).toMatchObject({ isBlocked: true, blockedByMe: true });
    expect((await call(api, practice, 'GET', `/api9/conversations/${id}`)).json()).toMatchObject({ isBlocked: true, blockedByMe: false });

    const before = await messagingTables();
    const theirs = await send(practice, id, 'Hello?');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().errors[0]).toMatchObject({ field: 'isBlocked', message: 'This person has blocked you: you cannot send them messages.' });
    expect((await start(practice, blocker.username, job.id, 'Again')).statusCode).toBe(403);
    const mine = await send(blocker, id, 'One more thing');
    expect(mine.statusCode).toBe(409);
    expect(mine.json().errors[0].message).toBe('You blocked this person. Unblock them to send a message.');
    expect(await messagingTables()).toEqual(before);

    // Reporting the message to the administrators.
    const report = await call(api, blocker, 'POST', `/api9/conversations/${id}/messages/${message.id}/report`, { reason: 'Spam' });
    expect(report.statusCode, report.body).toBe(201);
    expect((await call(api, blocker, 'POST', `/api9/conversations/${id}/messages/${message.id}/report`, {})).statusCode).toBe(409);
    expect((await call(api, practice, 'POST', `/api9/conversations/${id}/messages/${message.id}/report`, {})).statusCode).toBe(409);
    expect((await call(api, stranger, 'POST', `/api9/conversations/${id}/messages/${message.id}/report`, {})).statusCode).toBe(404);
    expect((await call(api, blocker, 'POST', `/api9/conversations/${id}/messages/${message.id}/report`, { reason: 'r'.repeat(1001) })).statusCode).toBe(400);
    const admin = await createAdmin(api);
    const reports = (await call(api, admin, 'GET', '/api9/admin/message-reports')).json();
    expect(reports).toContainEqual(
      expect.objectContaining({ messageId: message.id, reporter: blocker.username, sender: practice.username, message: 'Buy our product!', reason: 'Spam' }),
    );
    expect((await call(api, practice, 'GET', '/api9/admin/message-reports')).statusCode).toBe(403);

    expect((await call(api, blocker, 'PUT', `/api9/conversations/${id}/block`, { isBlocked: false })).json()).toMatchObject({ isBlocked: false });
    expect((await send(practice, id, 'Sorry about that')).statusCode).toBe(201);
  });
});

describe('delegated sessions', () => {
  it('lets support read; what it sends is marked as sent by support; read state and blocks stay the person’s', async () => {
    const { id } = (await start(practice, applicant.username, job.id, 'Checking in')).json();
    const admin = await createAdmin(api);
    const opened = await call(api, admin, 'POST', `/api9/admin/users/${applicant.username}/delegate`);
    expect(opened.statusCode, opened.body).toBe(201);
    const support = { ...applicant, authorization: opened.headers.authorization as string };
    const before = (await call(api, applicant, 'GET', `/api9/conversations/${id}`)).json().unreadCount;
    expect(before).toBeGreaterThan(0);
    expect((await call(api, support, 'GET', `/api9/conversations/${id}/messages`)).statusCode).toBe(200);
    expect((await call(api, support, 'PUT', `/api9/conversations/${id}/read`, { read: true })).json().unreadCount).toBe(before);
    expect((await call(api, support, 'PUT', `/api9/conversations/${id}/block`, { isBlocked: true })).statusCode).toBe(403);
    const sent = await send(support, id, 'Support here: the applicant asked us to confirm Tuesday.');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sender: applicant.username, sentBySupport: true });
    const seen = (await call(api, practice, 'GET', `/api9/conversations/${id}/messages`)).json().messages.at(-1);
    expect(seen).toMatchObject({ sentBySupport: true, fromMe: false });
  });
});

describe('limits and unread email', () => {
  it('refuses a person past the message burst limit (429), storing nothing', async () => {
    const chatty = await seeker();
    expect((await apply(api, chatty, otherJob.id)).statusCode).toBe(201);
    const { id } = (await start(chatty, otherPractice.username, otherJob.id, 'one')).json();
    for (let n = 0; n < 59; n++) expect((await send(chatty, id, `m${n}`)).statusCode).toBe(201);
    const before = await messagingTables();
    const limited = await send(chatty, id, 'too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await messagingTables()).toEqual(before);
  });

  it('emails one message unread for 15 minutes, at most once a conversation a day, as preferences allow', async () => {
    clock.set('2026-09-10T09:00:00.000Z');
    const quiet = await seeker();
    const muted = await seeker();
    for (const person of [quiet, muted]) expect((await apply(api, person, job.id)).statusCode).toBe(201);
    const prefs = await call(api, muted, 'POST', `/api9/users/${muted.username}/emails/preferences`, {
      jobAlerts: true,
      messages: false,
      newsletter: false,
      productNews: false,
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const { id } = (await start(practice, quiet.username, job.id, 'Are you free Friday?')).json();
    await start(practice, muted.username, job.id, 'Hello');
    const subject = 'Unread message from Bright Smiles Dental';

    clock.set('2026-09-10T09:10:00.000Z');
    await runDueTasks(api.ctx);
    expect(await lastEmailTo(api, quiet.email, subject)).toBeNull();

    clock.set('2026-09-10T09:16:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(UNREAD_EMAIL_TASK);
    const email = await lastEmailTo(api, quiet.email, subject);
    expect(email).toContain(`/app/messages/${id}`);
    expect(await lastEmailTo(api, muted.email, subject)).toBeNull();

    // Another unread message the same day: no second email.
    clock.set('2026-09-10T09:30:00.000Z');
    await send(practice, id, 'Or Saturday?');
    clock.set('2026-09-10T10:00:00.000Z');
    await runDueTasks(api.ctx);
    const count = async () =>
      Number(
        (
          await api.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from outbox_messages where to_address = ${quiet.email} and subject = ${subject}`,
          )
        ).rows[0].n,
      );
    expect(await count()).toBe(1);
    // The next day it is still unread: one more email.
    clock.set('2026-09-11T09:20:00.000Z');
    await runDueTasks(api.ctx);
    expect(await count()).toBe(2);
    // Read: nothing more.
    await call(api, quiet, 'PUT', `/api9/conversations/${id}/read`, { read: true });
    clock.set('2026-09-12T10:00:00.000Z');
    await runDueTasks(api.ctx);
    expect(await count()).toBe(2);
  });
});
