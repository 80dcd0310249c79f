// The signed invitation link of the invitation email: read, accepted (applying) or declined signed out.
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { giveInvitationCredits, hiringTables, invite, liveJob } from '../../testing/hiring';
import { errorOf, signedCall, signedLinkCandidate, tokenIn, withSubject } from '../../testing/signed-links';

const START = '2026-09-07T10:00:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ clock });

let practice: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  await giveInvitationCredits(api, practice);
});

const signed = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => signedCall(api, method, path, body);
const candidate = (options: { goodToApply?: boolean } = {}) => signedLinkCandidate(api, options);

/** The newest email to an address, whatever its subject. */
async function latestEmailText(to: string): Promise<string | null> {
  const [row] = await api.database.db
    .select({ text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.text ?? null;
}

describe('the invitation link', () => {
  it('shows the invitation signed out and accepts it once, applying with the message', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Invited Assistant' });
    const invitationId = (await invite(api, practice, job.id, seeker.username, 'Come and meet us.')).json().invitationId as number;
    const token = tokenIn(await latestEmailText(seeker.email), '/invitation/');

    const shown = await signed('GET', `invitation/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      invitation: { invitationId, jobId: job.id, status: 'PENDING', message: 'Come and meet us.', job: { name: 'Invited Assistant', isLive: true } },
      isAnswered: false,
      expiresAt: '2026-10-07T10:00:00.000Z',
    });

    // Bad answers: 400 naming the field, nothing stored.
    const before = await hiringTables(api);
    expect(errorOf(await signed('POST', `invitation/${token}`, { answer: 'MAYBE' }))).toMatchObject({ status: 400, field: 'answer' });
    expect((await signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await signed('POST', `invitation/${token}`, { answer: 'ACCEPT', extra: 1 })).statusCode).toBe(400);
    expect(await hiringTables(api)).toEqual(before);

    // Two clicks at once: one answer.
    const [first, second] = await Promise.all([
      signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: 'Thank you, I would love to.' }),
      signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: 'Thank you, I would love to.' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const accepted = first.statusCode === 200 ? first : second;
    expect(accepted.json()).toMatchObject({ invitation: { invitationId, status: 'ACCEPTED' }, applicationId: expect.any(Number) });
    expect(errorOf(first.statusCode === 409 ? first : second)).toEqual({ status: 409, code: 'LINK_USED', field: 'token' });

    // The practice got its new applicant, with the message.
    const applications = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}`);
    expect(applications.json()).toEqual([expect.objectContaining({ username: seeker.username, message: 'Thank you, I would love to.', invitationId })]);
    // The page now says what happened; answering again is refused.
    expect((await signed('GET', `invitation/${token}`)).json()).toMatchObject({ invitation: { status: 'ACCEPTED' }, isAnswered: true });
    expect(errorOf(await signed('POST', `invitation/${token}`, { answer: 'DECLINE' }))).toMatchObject({ status: 409, code: 'LINK_USED' });
  });

  it('declines; an answer refused by the rules of applying leaves the link usable', async () => {
    const seeker = await candidate({ goodToApply: false });
    const job = await liveJob(api, practice, { name: 'Declined Role' });
    await invite(api, practice, job.id, seeker.username);
    const token = tokenIn(await latestEmailText(seeker.email), '/invitation/');

    const incomplete = await signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: null });
    expect(errorOf(incomplete)).toMatchObject({ status: 409, code: 'PROFILE_INCOMPLETE' });
    const declined = await signed('POST', `invitation/${token}`, { answer: 'DECLINE' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ invitation: { status: 'DECLINED' }, applicationId: null });
    const listed = await call(api, practice, 'GET', `/api9/jobs/${job.id}/invitations`);
    expect(listed.json()[0]).toMatchObject({ username: seeker.username, status: 'DECLINED' });
  });

  it("refuses a changed, expired or another person's invitation link", async () => {
    const [seeker, other] = [await candidate(), await candidate()];
    const job = await liveJob(api, practice, { name: 'Guarded Role' });
    await invite(api, practice, job.id, seeker.username);
    const token = tokenIn(await latestEmailText(seeker.email), '/invitation/');
    const othersInvitation = (await invite(api, practice, job.id, other.username)).json().invitationId as number;
    const seekerId = await userIdOf(api, seeker.username);

    const changed = withSubject(token, { invitationId: othersInvitation, userId: await userIdOf(api, other.username) });
    expect(errorOf(await signed('GET', `invitation/${changed}`))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect(errorOf(await signed('POST', `invitation/${changed}`, { answer: 'DECLINE' }))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    const mismatched = api.ctx.signedLinks.create(
      'invitation-answer',
      { invitationId: othersInvitation, userId: seekerId },
      { ttlMs: 86_400_000, singleUse: true },
    );
    const refused = await signed('POST', `invitation/${mismatched}`, { answer: 'DECLINE' });
    expect(errorOf(refused)).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect((await call(api, other, 'GET', `/api9/users/staff/${other.username}/invitations`)).json()[0].status).toBe('PENDING');

    clock.advanceDays(30);
    expect(errorOf(await signed('POST', `invitation/${token}`, { answer: 'DECLINE' }))).toEqual({ status: 410, code: 'LINK_EXPIRED', field: 'token' });
    clock.set(START);
    expect((await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/invitations`)).json()[0].status).toBe('PENDING');
  });
});
