import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { codeSentTo, freshPhone, optInToTexts, phonePath, verifiedPhone } from '../../testing/texts';
import { queueText, type TextRequest } from './public-api';

// Every text leaves through the queue: it goes only to a verified number opted in to its kind,
// waits out the person's quiet hours (21:00-08:00 in their ZIP code's zone) instead of being
// dropped, and waits for the next hour past the hourly limits per person and per number.

const NOON_IN_AUSTIN = '2026-07-01T17:00:00.000Z';
const clock = movableClock(NOON_IN_AUSTIN);
const api = useTestApi({ clock, env: { SMS_TEXTS_PER_HOUR_PER_PERSON: '3', SMS_TEXTS_PER_HOUR_PER_NUMBER: '4' } });

afterEach(() => clock.set(NOON_IN_AUSTIN));

let keys = 0;
async function queue(userId: number, overrides: Partial<TextRequest> = {}) {
  const key = overrides.key ?? `test-text:${++keys}`;
  const queued = await api.database.db.transaction((tx) =>
    queueText(api.ctx, tx, { userId, kind: 'interviews', key, body: 'Bright Smiles Dental moved your interview to Tue 10:30 AM CDT.', ...overrides }),
  );
  return { key, queued };
}

async function textByKey(key: string) {
  const [row] = await api.database.db.select().from(smsMessages).where(eq(smsMessages.noticeKey, key));
  return row;
}

/** A job seeker in Austin with a verified number, opted in to interview texts. */
async function optedInSeeker() {
  const seeker = await signUpStaff(api);
  const e164 = await verifiedPhone(api, seeker);
  await optInToTexts(api, seeker, e164, ['interviews']);
  return { seeker, e164, userId: await userIdOf(api, seeker.username) };
}

describe('a text queued in a transaction', () => {
  it('goes to the verified number of a person opted in to its kind, once per key', async () => {
    const { e164, userId } = await optedInSeeker();
    const { key, queued } = await queue(userId);
    expect(queued).toBe(true);
    expect((await queue(userId, { key })).queued).toBe(false);
    expect(await textByKey(key)).toMatchObject({ status: 'queued', toPhone: null });
    await api.ctx.notices.runDue();
    expect(await textByKey(key)).toMatchObject({
      status: 'sent',
      toPhone: e164,
      transport: 'outbox',
      sentAt: clock.now(),
      body: 'Bright Smiles Dental moved your interview to Tue 10:30 AM CDT.',
    });
  });

  it('is not written when the transaction rolls back', async () => {
    const { userId } = await optedInSeeker();
    const key = `rolled-back:${++keys}`;
    await expect(
      api.database.db.transaction(async (tx) => {
        await queueText(api.ctx, tx, { userId, kind: 'interviews', key, body: 'Never sent.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await textByKey(key)).toBeUndefined();
  });

  it('is skipped, with the reason, for a kind not opted in to, a number not verified, or no number', async () => {
    const { userId } = await optedInSeeker();
    const other = await queue(userId, { kind: 'messages' });
    const unverified = await signUpStaff(api);
    await call(api, unverified, 'POST', phonePath(unverified), { phone: freshPhone().written });
    const unverifiedText = await queue(await userIdOf(api, unverified.username));
    const noNumber = await queue(await userIdOf(api, (await signUpStaff(api)).username));
    await api.ctx.notices.runDue();
    expect(await textByKey(other.key)).toMatchObject({ status: 'skipped', detail: 'not opted in to texts of this kind', sentAt: null });
    expect(await textByKey(unverifiedText.key)).toMatchObject({ status: 'skipped', detail: 'no verified number' });
    expect(await textByKey(noNumber.key)).toMatchObject({ status: 'skipped', detail: 'no verified number' });
  });

  it('refuses a body that is empty or longer than 1600 characters', async () => {
    const { userId } = await optedInSeeker();
    await expect(queue(userId, { body: '  ' })).rejects.toThrow();
    await expect(queue(userId, { body: 'x'.repeat(1601) })).rejects.toThrow();
  });
});

describe('quiet hours in the person’s time zone', () => {
  it('holds a text queued at 22:30 in Austin until 08:00 there, then sends it', async () => {
    const { e164, userId } = await optedInSeeker();
    clock.set('2026-07-02T03:30:00.000Z'); // 22:30 CDT
    const { key } = await queue(userId);
    await api.ctx.notices.runDue();
    expect(await textByKey(key)).toMatchObject({ status: 'deferred', detail: 'quiet hours', sendAfter: new Date('2026-07-02T13:00:00.000Z'), sentAt: null });

    clock.set('2026-07-02T12:59:00.000Z'); // 07:59: still quiet, and the text is not due
    await api.ctx.notices.runDue();
    expect((await textByKey(key)).status).toBe('deferred');

    clock.set('2026-07-02T13:00:00.000Z'); // 08:00
    await api.ctx.notices.runDue();
    expect(await textByKey(key)).toMatchObject({ status: 'sent', toPhone: e164, sentAt: new Date('2026-07-02T13:00:00.000Z') });
  });

  it('skips a text that quiet hours would hold past its time (a reminder of an interview at 06:00)', async () => {
    const { userId } = await optedInSeeker();
    clock.set('2026-07-02T03:30:00.000Z');
    const { key } = await queue(userId, { notAfter: new Date('2026-07-02T11:00:00.000Z') });
    await api.ctx.notices.runDue();
    expect(await textByKey(key)).toMatchObject({ status: 'skipped', detail: 'quiet hours would hold it past its time' });
  });

  it('does not hold a verification code the person asked for at night', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    clock.set('2026-07-02T03:30:00.000Z');
    await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.written });
    await api.ctx.notices.runDue();
    const code = await codeSentTo(api, phone.e164);
    const [row] = await api.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, phone.e164));
    expect(row).toMatchObject({ purpose: 'code', status: 'sent' });
    expect(row.body).toContain(code);
  });
});

describe('hourly limits per person and per number', () => {
  it('sends 3 texts an hour to a person; the others wait until the oldest is an hour old', async () => {
    const { userId } = await optedInSeeker();
    const early = await queue(userId);
    clock.set('2026-07-01T17:10:00.000Z');
    const later = [await queue(userId), await queue(userId), await queue(userId), await queue(userId)];
    await api.ctx.notices.runDue(); // the early one was due at noon and goes in the same pass
    const statuses = await Promise.all([early, ...later].map(async (text) => (await textByKey(text.key)).status));
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(3);
    const waiting = [early, ...later].filter((_text, index) => statuses[index] === 'deferred');
    expect(waiting).toHaveLength(2);
    for (const text of waiting)
      expect(await textByKey(text.key)).toMatchObject({ detail: 'the hourly limit of texts', sendAfter: new Date('2026-07-01T18:10:01.000Z') });

    clock.set('2026-07-01T18:10:01.000Z');
    await api.ctx.notices.runDue();
    for (const text of waiting) expect((await textByKey(text.key)).status).toBe('sent');
  });

  it('sends 4 texts an hour to one number shared by two people', async () => {
    const first = await optedInSeeker();
    const second = await signUpStaff(api);
    await call(api, second, 'POST', phonePath(second), { phone: first.e164 });
    await call(api, second, 'POST', phonePath(second, '/verification'), { code: await codeSentTo(api, first.e164) });
    await optInToTexts(api, second, first.e164, ['interviews']);
    const secondId = await userIdOf(api, second.username);

    const texts = [await queue(first.userId), await queue(first.userId), await queue(secondId), await queue(secondId), await queue(secondId)];
    await api.ctx.notices.runDue();
    const statuses = await Promise.all(texts.map(async (text) => (await textByKey(text.key)).status));
    // Each person is within 3, the number is not: the codes do not count, the fifth text waits.
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(4);
    expect(statuses.filter((status) => status === 'deferred')).toHaveLength(1);
  });
});
