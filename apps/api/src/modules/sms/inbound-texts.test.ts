import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsConsents, smsMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { countRows, freshPhone, inbound, optInToTexts, phonePath, preferencesPath, textFrom, textsTo, verifiedPhone } from '../../testing/texts';
import { queueText } from './public-api';
import { twilioSignature } from './twilio-signature';

// Replies to our number reach the inbound webhook, signed as Twilio signs them: STOP and its
// synonyms stop every text to the number (recorded, confirmed once), START resumes them, HELP is
// answered. A request that is not signed with the token is refused and changes nothing.

const TOKEN = 'local-inbound-token-for-the-tests';
const clock = movableClock('2026-07-01T17:00:00.000Z');
const api = useTestApi({ clock, env: { SMS_LOCAL_WEBHOOK_TOKEN: TOKEN } });
const signed = { token: TOKEN };

let keys = 0;
async function queueInterviewText(userId: number) {
  const key = `inbound-test:${++keys}`;
  await api.database.db.transaction((tx) => queueText(api.ctx, tx, { userId, kind: 'interviews', key, body: 'Your interview is tomorrow at 10:30 AM.' }));
  await api.ctx.notices.runDue();
  const [row] = await api.database.db.select().from(smsMessages).where(eq(smsMessages.noticeKey, key));
  return row;
}

async function optedInSeeker() {
  const seeker = await signUpStaff(api);
  const e164 = await verifiedPhone(api, seeker);
  await optInToTexts(api, seeker, e164, ['interviews']);
  return { seeker, e164, userId: await userIdOf(api, seeker.username) };
}

const replies = async (e164: string) => (await textsTo(api, e164)).filter((text) => text.purpose === 'reply');

describe('STOP, START and HELP', () => {
  it('STOP stops every text to the number, records it, confirms once; START resumes', async () => {
    const { seeker, e164, userId } = await optedInSeeker();
    expect((await queueInterviewText(userId)).status).toBe('sent');

    const stop = textFrom(e164, 'Stop');
    const answer = await inbound(api, stop, signed);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    // The provider sends the same message again: nothing more happens.
    expect((await inbound(api, stop, signed)).statusCode).toBe(200);
    // Another STOP word: already stopped, no second confirmation.
    expect((await inbound(api, textFrom(e164, 'unsubscribe'), signed)).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    const confirmations = await replies(e164);
    expect(confirmations.map((text) => [text.body, text.status])).toEqual([
      ['Chairside: you will get no more texts from us. Reply START to get them again.', 'sent'],
    ]);

    const records = await api.database.db.select().from(smsConsents).where(eq(smsConsents.userId, userId)).orderBy(smsConsents.id);
    expect(records.at(-1)).toMatchObject({ kind: null, action: 'stop', source: 'reply', phone: e164, wording: 'Stop', createdAt: clock.now() });
    const settings = (await call(api, seeker, 'GET', preferencesPath(seeker))).json();
    expect(settings.sms.phone.stoppedAt).toBe(clock.now().toISOString());
    expect(settings.sms.consents[0]).toMatchObject({ kind: null, action: 'stop', source: 'reply' });

    // After STOP no text goes to the number, and texts cannot be turned on again in settings.
    expect(await queueInterviewText(userId)).toMatchObject({ status: 'skipped', detail: 'the number replied STOP', sentAt: null });
    const again = await call(api, seeker, 'PUT', preferencesPath(seeker), {
      preferences: { messages: { email: true, push: true, sms: true } },
      smsConsentWording: settings.sms.consentWording,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('preferences.messages.sms');

    expect((await inbound(api, textFrom(e164, 'START'), signed)).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    expect((await replies(e164)).at(-1)?.body).toBe('Chairside: texts are on again for the notices you chose. Reply STOP to stop them, HELP for help.');
    expect((await api.database.db.select().from(smsConsents).where(eq(smsConsents.userId, userId)).orderBy(smsConsents.id)).at(-1)).toMatchObject({
      action: 'start',
      kind: null,
    });
    expect((await queueInterviewText(userId)).status).toBe('sent');
  });

  it('answers HELP and INFO with the help text, a few times an hour', async () => {
    const { e164 } = await optedInSeeker();
    for (let i = 0; i < 5; i++) expect((await inbound(api, textFrom(e164, i % 2 ? 'info' : 'HELP'), signed)).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    const answers = await replies(e164);
    expect(answers).toHaveLength(3);
    expect(answers[0].body).toContain('Choose your texts at http://localhost:3000/app/account-settings');
    expect(answers[0].body).toContain('Reply STOP to stop.');
    expect(answers.every((text) => text.status === 'sent')).toBe(true);
  });

  it('keeps other messages without answering, and STOP from a number no one verified still stops it', async () => {
    const { e164 } = await optedInSeeker();
    const before = await countRows(api, 'sms_messages');
    expect((await inbound(api, textFrom(e164, 'Stop by at 3?'), signed)).statusCode).toBe(200);
    expect(await countRows(api, 'sms_messages')).toBe(before);

    const stranger = freshPhone();
    expect((await inbound(api, textFrom(stranger.e164, 'QUIT'), signed)).statusCode).toBe(200);
    const someone = await signUpStaff(api);
    const refused = await call(api, someone, 'POST', phonePath(someone), { phone: stranger.written });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].field).toBe('phone');
  });
});

describe('the webhook’s signature', () => {
  it('refuses a message that is unsigned, signed with another token, or changed after signing, and changes nothing', async () => {
    const { e164, userId } = await optedInSeeker();
    const stop = textFrom(e164, 'STOP');
    const good = twilioSignature(TOKEN, 'http://localhost:3000/api9/sms/inbound', stop);
    const attempts = [
      { ...signed, signature: '' },
      { token: 'another-token-of-some-length' },
      { ...signed, signature: good.slice(0, -2) + 'AA' },
      { ...signed, publicUrl: 'https://attacker.example' },
    ];
    const inboundBefore = await countRows(api, 'sms_inbound');
    const stoppedBefore = await countRows(api, 'sms_opt_outs');
    for (const signing of attempts) {
      const answer = await inbound(api, stop, signing);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors[0].code).toBe('FORBIDDEN');
    }
    // Signed, then a parameter changed.
    const changed = await inbound(api, { ...stop, Body: 'START' }, { ...signed, signature: good });
    expect(changed.statusCode).toBe(403);
    expect(await countRows(api, 'sms_inbound')).toBe(inboundBefore);
    expect(await countRows(api, 'sms_opt_outs')).toBe(stoppedBefore);
    expect((await queueInterviewText(userId)).status).toBe('sent');
  });

  it('names a missing parameter of a signed message (400)', async () => {
    const { MessageSid: _dropped, ...withoutSid } = textFrom(freshPhone().e164, 'HELP');
    const answer = await inbound(api, withoutSid, signed);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ field: 'MessageSid' });
  });
});

describe('the webhook without a token', () => {
  const bare = useTestApi({ clock });
  it('refuses every message', async () => {
    const answer = await inbound(bare, textFrom(freshPhone().e164, 'STOP'), { token: 'any-token-at-all-really' });
    expect(answer.statusCode).toBe(403);
  });
});
