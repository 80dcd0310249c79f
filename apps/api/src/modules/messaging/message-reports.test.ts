import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

// Administrators see reported messages with the conversation around them, dismiss a report or
// block the sender (who then sends nothing to anyone); every change is audited.

const clock = movableClock('2026-10-05T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let applicant: TestAccount;
let second: TestAccount;
let admin: TestAccount;
let job: { id: number; name: string };

const start = (from: TestAccount, username: string, message: string) => call(api, from, 'POST', '/api9/conversations', { username, jobId: job.id, message });
const send = (from: TestAccount, id: number, message: string) => call(api, from, 'POST', `/api9/conversations/${id}/messages`, { message });
const report = (from: TestAccount, id: number, messageId: number, reason?: string) =>
  call(api, from, 'POST', `/api9/conversations/${id}/messages/${messageId}/report`, reason === undefined ? {} : { reason });
const resolve = (as: TestAccount | null, reportId: number, body: unknown) => call(api, as, 'PUT', `/api9/admin/message-reports/${reportId}`, body);
const openReports = async () =>
  (await call(api, admin, 'GET', '/api9/admin/message-reports')).json() as Array<Record<string, unknown> & { id: number; messageId: number }>;

async function applicantOf() {
  const account = await signUpStaff(api);
  await fillResume(api, account);
  expect((await apply(api, account, job.id)).statusCode).toBe(201);
  return account;
}

async function counts() {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from conversation_messages) as messages, (select count(*)::int from conversations) as conversations,
           (select count(*)::int from message_reports where status = 'OPEN') as open`);
  return rows[0];
}

let conversationId: number;
let reportedMessageId: number;
let secondConversationId: number;
let secondMessageId: number;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  job = await liveJob(api, practice, { name: 'Associate Hygienist' });
  applicant = await applicantOf();
  second = await applicantOf();
  admin = await createAdmin(api);

  const first = (await start(practice, applicant.username, 'Hello Casey')).json();
  conversationId = first.id;
  expect((await send(applicant, conversationId, 'Hi! Thanks for writing.')).statusCode).toBe(201);
  const spam = await send(practice, conversationId, 'Buy our whitening kits at a discount!');
  reportedMessageId = spam.json().id;
  expect((await send(applicant, conversationId, 'No thanks.')).statusCode).toBe(201);

  const other = (await start(practice, second.username, 'Whitening kits, cheap!')).json();
  secondConversationId = other.id;
  secondMessageId = other.message.id;
});

describe('message reports in the admin area', () => {
  it('lists open reports with the sender, the posting and the conversation around the message', async () => {
    expect((await report(applicant, conversationId, reportedMessageId, 'Advertising')).statusCode).toBe(201);
    expect((await report(second, secondConversationId, secondMessageId)).statusCode).toBe(201);

    const listed = await openReports();
    const first = listed.find((each) => each.messageId === reportedMessageId);
    expect(first).toMatchObject({
      conversationId,
      reporter: applicant.username,
      sender: practice.username,
      senderName: 'Dana Whitfield',
      senderRole: 'employer',
      senderBlocked: false,
      message: 'Buy our whitening kits at a discount!',
      reason: 'Advertising',
      job: { id: job.id, name: 'Associate Hygienist' },
    });
    expect((first?.context as Array<{ message: string; reported: boolean; sender: string }>).map((each) => [each.sender, each.message, each.reported])).toEqual(
      [
        [practice.username, 'Hello Casey', false],
        [applicant.username, 'Hi! Thanks for writing.', false],
        [practice.username, 'Buy our whitening kits at a discount!', true],
        [applicant.username, 'No thanks.', false],
      ],
    );
    expect(listed.find((each) => each.messageId === secondMessageId)).toMatchObject({
      reason: null,
      context: [{ message: 'Whitening kits, cheap!', reported: true }],
    });
  });

  it('answers only administrators: anonymous 401, a practice or job seeker 403, before looking at the input', async () => {
    const [open] = await openReports();
    expect((await call(api, null, 'GET', '/api9/admin/message-reports')).statusCode).toBe(401);
    expect((await call(api, practice, 'GET', '/api9/admin/message-reports')).statusCode).toBe(403);
    expect((await call(api, applicant, 'GET', '/api9/admin/message-reports')).statusCode).toBe(403);
    expect((await resolve(null, open.id, { action: 'dismiss' })).statusCode).toBe(401);
    expect((await resolve(practice, open.id, { action: 'block-sender' })).statusCode).toBe(403);
    expect((await resolve(applicant, open.id, { action: 'nonsense' })).statusCode).toBe(403);
    expect((await openReports()).map((each) => each.id)).toContain(open.id);
  });

  it('refuses bad input naming the field, and a missing report with 404; nothing changes', async () => {
    const [open] = await openReports();
    const before = await counts();
    for (const [body, field] of [
      [{}, 'action'],
      [{ action: 'delete' }, 'action'],
      [{ action: 'dismiss', note: 'x' }, 'note'],
    ] as const) {
      const response = await resolve(admin, open.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect((await call(api, admin, 'PUT', '/api9/admin/message-reports/abc', { action: 'dismiss' })).statusCode).toBe(400);
    expect((await call(api, admin, 'GET', '/api9/admin/message-reports?limit=0')).statusCode).toBe(400);
    const missing = await resolve(admin, 987_654_321, { action: 'dismiss' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].field).toBe('id');
    expect(await counts()).toEqual(before);
  });

  it('dismisses a report: it leaves the list, the sender may still write, the change is audited; again 409', async () => {
    const target = (await openReports()).find((each) => each.messageId === reportedMessageId)!;
    const response = await resolve(admin, target.id, { action: 'dismiss' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: target.id, status: 'CLOSED', action: 'dismiss', senderBlocked: false, closedReports: 1 });
    expect((await openReports()).map((each) => each.id)).not.toContain(target.id);
    expect((await send(practice, conversationId, 'Sorry for the noise.')).statusCode).toBe(201);

    const again = await resolve(admin, target.id, { action: 'block-sender' });
    expect(again.statusCode).toBe(409);
    const { rows } = await api.database.db.execute<Record<string, unknown>>(
      sql`select actor_username, method, path, status from audit_log where path = ${`/api9/admin/message-reports/${target.id}`} order by id`,
    );
    // Refused attempts are recorded too (the bad input above); the last two are the dismissal and the repeat.
    expect(rows.slice(-2)).toEqual([
      { actor_username: admin.username, method: 'PUT', path: `/api9/admin/message-reports/${target.id}`, status: 200 },
      { actor_username: admin.username, method: 'PUT', path: `/api9/admin/message-reports/${target.id}`, status: 409 },
    ]);
  });

  it('blocks the sender: every open report against them closes and they can send nothing to anyone, but still read', async () => {
    // A fresh report against the practice from the first applicant, besides the second's.
    const newer = (await send(practice, conversationId, 'Last chance for kits!')).json();
    expect((await report(applicant, conversationId, newer.id)).statusCode).toBe(201);
    const target = (await openReports()).find((each) => each.messageId === secondMessageId)!;

    const response = await resolve(admin, target.id, { action: 'block-sender' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: target.id, status: 'CLOSED', action: 'block-sender', senderBlocked: true, closedReports: 2 });
    expect((await openReports()).filter((each) => each.sender === practice.username)).toEqual([]);

    const before = await counts();
    for (const refused of [
      await send(practice, conversationId, 'Hello?'),
      await send(practice, secondConversationId, 'Hello?'),
      await start(practice, applicant.username, 'New thread'),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ field: 'message', message: expect.stringContaining('can no longer send messages') });
    }
    expect(await counts()).toEqual(before);
    expect((await call(api, practice, 'GET', `/api9/conversations/${conversationId}`)).statusCode).toBe(200);
    // The people they wrote to may still answer (nothing stops them).
    expect((await send(applicant, conversationId, 'Please stop.')).statusCode).toBe(201);

    // A later report against them shows them as blocked already.
    const last = (await call(api, applicant, 'GET', `/api9/conversations/${conversationId}/messages`)).json();
    const theirs = (last.messages ?? last).filter((each: { sender: string }) => each.sender === practice.username);
    const earlier = theirs[0];
    expect((await report(applicant, conversationId, earlier.id)).statusCode).toBe(201);
    expect((await openReports()).find((each) => each.messageId === earlier.id)).toMatchObject({ senderBlocked: true });
  });
});
