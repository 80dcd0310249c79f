import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { movableClock, postingBody } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';

// ADR 23 in messages: while a posting is confidential, the job seeker's conversations about it
// (lists, groups, the thread, the changeset, the unread email) do not name its practice: no
// name, username or photo. What the practice writes is shown as written.

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

const PRACTICE_NAME = 'Bright Smiles Dental';
const CONFIDENTIAL = 'Confidential dental practice';

let practice: TestAccount;
let otherPractice: TestAccount;
let seeker: TestAccount;
let secret: { id: number };
let open: { id: number };
let secretConversation: number;
let openConversation: number;

/** Neither the practice's name nor its username (its profile address) appears anywhere in the text. */
function expectUnnamed(text: string) {
  expect(text).not.toContain(PRACTICE_NAME);
  expect(text).not.toContain(practice.username);
}

const get = (account: TestAccount, path: string) => call(api, account, 'GET', `/api9${path}`);

beforeAll(async () => {
  practice = await signUpEmployer(api);
  otherPractice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  secret = await liveJob(api, practice, { name: 'Associate Hygienist', isConfidential: true });
  open = await liveJob(api, practice, { name: 'Front Desk Lead' });
  for (const job of [secret, open]) expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
  const started = await call(api, practice, 'POST', '/api9/conversations', {
    username: seeker.username,
    jobId: secret.id,
    message: 'Ask for Maria at the front desk.',
  });
  expect(started.statusCode, started.body).toBe(201);
  secretConversation = started.json().id;
  clock.set('2026-09-07T10:01:00.000Z');
  const named = await call(api, practice, 'POST', '/api9/conversations', { username: seeker.username, jobId: open.id, message: 'Thanks for applying!' });
  expect(named.statusCode, named.body).toBe(201);
  openConversation = named.json().id;
});

describe('a confidential posting in the job seeker’s messages', () => {
  it('the conversation, its last message and its thread name no practice; the other one does', async () => {
    const list = await get(seeker, '/conversations');
    expect(list.statusCode, list.body).toBe(200);
    const [latest, hidden] = list.json();
    expect(latest).toMatchObject({ id: openConversation, otherParty: { username: practice.username, name: PRACTICE_NAME } });
    expect(hidden).toMatchObject({
      id: secretConversation,
      otherParty: { username: null, name: CONFIDENTIAL, role: 'employer', photoThumbnailUrl: null },
      lastMessage: { sender: null, fromMe: false, message: 'Ask for Maria at the front desk.' },
    });
    expectUnnamed(JSON.stringify(hidden));

    const one = await get(seeker, `/conversations/${secretConversation}`);
    expect(one.json().otherParty).toEqual({ username: null, name: CONFIDENTIAL, role: 'employer', photoThumbnailUrl: null });
    expectUnnamed(one.body);

    clock.set('2026-09-07T10:02:00.000Z');
    const reply = await call(api, seeker, 'POST', `/api9/conversations/${secretConversation}/messages`, { message: 'I will be there.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ sender: seeker.username, fromMe: true });
    const thread = await get(seeker, `/conversations/${secretConversation}/messages`);
    expect(thread.json().messages.map((m: { sender: string | null }) => m.sender)).toEqual([null, seeker.username]);
    expectUnnamed(thread.body);
  });

  it('groups: the confidential conversation is a group of its own, never beside the practice’s named one', async () => {
    // Newest first: the confidential conversation has the latest message (the reply above).
    const groups = (await get(seeker, '/convo-groups?limit=30&offset=0')).json();
    expect(groups.map((group: { username: string | null; conversations: { id: number }[] }) => [group.username, group.conversations.map((c) => c.id)])).toEqual(
      [
        [null, [secretConversation]],
        [practice.username, [openConversation]],
      ],
    );
    expectUnnamed(JSON.stringify(groups[0]));
    // Paged one group at a time, each appears once.
    const pages = [(await get(seeker, '/convo-groups?limit=1&offset=0')).json(), (await get(seeker, '/convo-groups?limit=1&offset=1')).json()];
    expect(pages.map((page) => page.map((group: { username: string | null }) => group.username))).toEqual([[null], [practice.username]]);
  });

  it('the changeset answers the same views', async () => {
    const changes = (await get(seeker, '/conversations/changeset?since=0')).json();
    const hidden = changes.conversations.find((c: { id: number }) => c.id === secretConversation);
    expect(hidden.otherParty).toEqual({ username: null, name: CONFIDENTIAL, role: 'employer', photoThumbnailUrl: null });
    expectUnnamed(JSON.stringify(hidden));
  });

  it('the practice sees its own side as before', async () => {
    const [hidden] = (await get(practice, `/conversations/${secretConversation}/messages`)).json().messages;
    expect(hidden).toMatchObject({ sender: practice.username, fromMe: true });
    expect((await get(practice, `/conversations/${secretConversation}`)).json().otherParty.username).toBe(seeker.username);
  });

  it('starting one about it answers the same whichever practice username is tried, storing nothing', async () => {
    const body = { jobId: secret.id, message: 'Hello?' };
    const right = await call(api, seeker, 'POST', '/api9/conversations', { ...body, username: practice.username });
    const wrong = await call(api, seeker, 'POST', '/api9/conversations', { ...body, username: otherPractice.username });
    expect(right.statusCode, right.body).toBe(403);
    expect(wrong.statusCode).toBe(403);
    expect(right.json()).toEqual(wrong.json());
    const thread = (await get(seeker, `/conversations/${secretConversation}/messages`)).json().messages;
    expect(thread).toHaveLength(2);
  });

  it('the unread email does not name the practice', async () => {
    await call(api, practice, 'POST', `/api9/conversations/${secretConversation}/messages`, { message: 'See you at ten.' });
    clock.set('2026-09-07T10:30:00.000Z');
    await runDueTasks(api.ctx);
    const emails = await api.database.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, seeker.email), eq(outboxMessages.subject, `Unread message from ${CONFIDENTIAL}`)));
    expect(emails).toHaveLength(1);
    expectUnnamed(`${emails[0].subject}\n${emails[0].text}`);
    expect(emails[0].text).toContain(`/app/messages/${secretConversation}`);
  });

  it('the rule follows the posting: no longer confidential, the practice is named in the same conversation', async () => {
    const edit = (isConfidential: boolean) =>
      call(api, practice, 'PUT', `/api9/jobs/${secret.id}`, postingBody({ name: 'Associate Hygienist', isConfidential }));
    expect((await edit(false)).statusCode).toBe(200);
    expect((await get(seeker, `/conversations/${secretConversation}`)).json().otherParty).toMatchObject({ username: practice.username, name: PRACTICE_NAME });
    const groups = (await get(seeker, '/convo-groups?limit=30&offset=0')).json();
    expect(groups).toHaveLength(1);
    expect(groups[0].conversations.map((c: { id: number }) => c.id).sort()).toEqual([secretConversation, openConversation].sort());
    expect((await edit(true)).statusCode).toBe(200);
    expectUnnamed((await get(seeker, `/conversations/${secretConversation}`)).body);
  });
});
