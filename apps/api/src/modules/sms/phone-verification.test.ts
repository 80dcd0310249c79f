import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { smsCodes, smsConsents, smsPhones } from '@chairside/db/schema';
import { smsConsentWording } from '@chairside/domain/sms';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { codeSentTo, countRows, freshPhone, lastTextTo, optInToTexts, phonePath, preferencesPath, verifiedPhone } from '../../testing/texts';

// A person's mobile number: US numbers in any writing, a 6-digit code texted through the queue
// (kept hashed, 10 minutes, 5 tries), limits on codes per person and per number, and the consent
// record (TCPA) of turning texts on and off.

const clock = movableClock('2026-07-01T17:00:00.000Z'); // noon in Austin
const api = useTestApi({ clock });

async function codeRow(userId: number) {
  const [row] = await api.database.db.select().from(smsCodes).where(eq(smsCodes.userId, userId)).orderBy(desc(smsCodes.id)).limit(1);
  return row;
}

describe('adding and verifying a mobile number', () => {
  it('normalises the number, texts a code through the queue (kept hashed) and verifies it', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    const added = await call(api, seeker, 'POST', phonePath(seeker), { phone: `1-${phone.written}` });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().phone).toEqual({ number: phone.e164, display: phone.written, verified: false, codeSentAt: clock.now().toISOString(), stoppedAt: null });

    // The code waits in the queue, then the outbox transport takes it.
    expect(await lastTextTo(api, phone.e164)).toMatchObject({ purpose: 'code', status: 'queued' });
    await api.ctx.notices.runDue();
    const text = await lastTextTo(api, phone.e164);
    expect(text).toMatchObject({ purpose: 'code', status: 'sent', transport: 'outbox' });
    const code = await codeSentTo(api, phone.e164);
    expect(text!.body).toBe(`Chairside: your code is ${code}. It works for 10 minutes. If you did not ask for it, ignore this text.`);

    const stored = await codeRow(await userIdOf(api, seeker.username));
    expect(stored.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.toISOString()).toBe('2026-07-01T17:10:00.000Z');

    const verified = await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().phone).toMatchObject({ number: phone.e164, verified: true, codeSentAt: null });
    // Used once.
    expect((await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code })).json().phone.verified).toBe(true);
    // Adding the verified number again sends nothing.
    const before = await countRows(api, 'sms_messages');
    expect((await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.e164 })).json().phone.verified).toBe(true);
    expect(await countRows(api, 'sms_messages')).toBe(before);
  });

  it.each([
    [{ phone: '555-0142' }, 'phone', 'Enter a US mobile number with its area code, such as (512) 555-0142.'],
    [{ phone: '+44 20 7946 0958' }, 'phone', 'Enter a US mobile number with its area code, such as (512) 555-0142.'],
    [{ phone: 5125550142 }, 'phone', 'phone is your mobile number, such as (512) 555-0142.'],
    [{}, 'phone', 'phone is your mobile number, such as (512) 555-0142.'],
    [{ phone: '5125550142', carrier: 'x' }, 'carrier', 'Unknown field: carrier.'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field, message) => {
    const seeker = await signUpStaff(api);
    const answer = await call(api, seeker, 'POST', phonePath(seeker), body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ field, message });
    expect(
      await api.database.db
        .select()
        .from(smsPhones)
        .where(eq(smsPhones.userId, await userIdOf(api, seeker.username))),
    ).toEqual([]);
  });

  it('counts wrong codes: 5 tries, then the code is dead; a right code after that does not work', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.written });
    const code = await codeSentTo(api, phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const answer = await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0]).toEqual({
        code: 'VALIDATION',
        field: 'code',
        message: `That code is not right. Check the text and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`,
      });
    }
    const fifth = await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code: wrong });
    expect(fifth.json().errors[0]).toEqual({ code: 'VALIDATION', field: 'code', message: 'This code is no longer valid. Ask for a new one.' });
    const right = await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].field).toBe('code');
    const [row] = await api.database.db
      .select()
      .from(smsPhones)
      .where(eq(smsPhones.userId, await userIdOf(api, seeker.username)));
    expect(row.verifiedAt).toBeNull();
    // Not six digits: 400 code before any try is counted.
    expect((await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code: '12345' })).json().errors[0]).toMatchObject({
      field: 'code',
      message: 'The code is the 6 digits from the text.',
    });
  });

  it('lets a code work for 10 minutes only, and a new code replace it', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.written });
    const first = await codeSentTo(api, phone.e164);
    clock.set('2026-07-01T17:10:01.000Z');
    try {
      const late = await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code: first });
      expect(late.json().errors[0]).toMatchObject({ field: 'code', message: 'This code is no longer valid. Ask for a new one.' });
      await call(api, seeker, 'POST', phonePath(seeker), { phone: phone.written });
      const second = await codeSentTo(api, phone.e164);
      expect((await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code: second })).json().phone.verified).toBe(true);
    } finally {
      clock.set('2026-07-01T17:00:00.000Z');
    }
  });

  it('answers 409 code when no number was added', async () => {
    const seeker = await signUpStaff(api);
    const answer = await call(api, seeker, 'POST', phonePath(seeker, '/verification'), { code: '123456' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors[0].field).toBe('code');
  });

  it('sends at most 5 codes an hour to a person, and to a number whoever asks (429 with Retry-After)', async () => {
    const seeker = await signUpStaff(api);
    for (let i = 0; i < 5; i++) expect((await call(api, seeker, 'POST', phonePath(seeker), { phone: freshPhone().written })).statusCode).toBe(200);
    const sixth = await call(api, seeker, 'POST', phonePath(seeker), { phone: freshPhone().written });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    const shared = freshPhone();
    for (let i = 0; i < 5; i++) {
      const person = await signUpStaff(api);
      expect((await call(api, person, 'POST', phonePath(person), { phone: shared.written })).statusCode).toBe(200);
    }
    const another = await signUpStaff(api);
    const refused = await call(api, another, 'POST', phonePath(another), { phone: shared.written });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
  });

  it('is the owner’s only: anonymous 401, another person 404, a delegated session 403', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const phone = freshPhone();
    expect((await call(api, null, 'POST', phonePath(seeker), { phone: phone.written })).statusCode).toBe(401);
    expect((await call(api, other, 'POST', phonePath(seeker), { phone: phone.written })).statusCode).toBe(404);
    expect((await call(api, other, 'DELETE', phonePath(seeker))).statusCode).toBe(404);
    const admin = await createAdmin(api);
    const opened = await call(api, admin, 'POST', `/api9/admin/users/${seeker.username}/delegate`);
    expect(opened.statusCode).toBe(201);
    const delegated = { ...seeker, authorization: opened.headers.authorization as string };
    expect((await call(api, delegated, 'POST', phonePath(seeker), { phone: phone.written })).statusCode).toBe(403);
    expect(await lastTextTo(api, phone.e164)).toBeNull();
  });
});

describe('consent to texts (TCPA)', () => {
  it('records each opt-in with the time, the number and the wording shown, and each opt-out', async () => {
    const seeker = await signUpStaff(api);
    const e164 = await verifiedPhone(api, seeker);
    const settings = await call(api, seeker, 'GET', preferencesPath(seeker));
    expect(settings.json().sms.consentWording).toBe(smsConsentWording(e164));

    const on = await optInToTexts(api, seeker, e164, ['interviews', 'interviewReminders']);
    expect(
      on
        .json()
        .kinds.filter((kind: { sms: boolean }) => kind.sms)
        .map((kind: { kind: string }) => kind.kind),
    ).toEqual(['interviews', 'interviewReminders']);
    const record = (kind: string) => ({
      at: clock.now().toISOString(),
      kind,
      action: 'opt-in',
      source: 'settings',
      phone: expect.stringMatching(/^\(512\) 555-01\d\d$/),
      wording: smsConsentWording(e164),
    });
    // Newest first.
    expect(on.json().sms.consents).toEqual([record('interviewReminders'), record('interviews')]);

    const off = await call(api, seeker, 'PUT', preferencesPath(seeker), { preferences: { interviews: { email: true, push: true, sms: false } } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().kinds.find((kind: { kind: string }) => kind.kind === 'interviews').sms).toBe(false);
    expect(off.json().sms.consents[0]).toEqual({
      at: clock.now().toISOString(),
      kind: 'interviews',
      action: 'opt-out',
      source: 'settings',
      phone: expect.any(String),
      wording: null,
    });

    const userId = await userIdOf(api, seeker.username);
    const rows = await api.database.db.select().from(smsConsents).where(eq(smsConsents.userId, userId)).orderBy(smsConsents.id);
    expect(rows.map((row) => [row.kind, row.action, row.phone])).toEqual([
      ['interviews', 'opt-in', e164],
      ['interviewReminders', 'opt-in', e164],
      ['interviews', 'opt-out', e164],
    ]);
  });

  it('needs a verified number (409), the wording shown word for word (400 smsConsentWording) and the owner (403)', async () => {
    const seeker = await signUpStaff(api);
    const on = { preferences: { messages: { email: true, push: true, sms: true } } };
    const noNumber = await call(api, seeker, 'PUT', preferencesPath(seeker), on);
    expect(noNumber.statusCode).toBe(409);
    expect(noNumber.json().errors[0].field).toBe('preferences.messages.sms');

    const unverified = freshPhone();
    await call(api, seeker, 'POST', phonePath(seeker), { phone: unverified.written });
    expect((await call(api, seeker, 'PUT', preferencesPath(seeker), { ...on, smsConsentWording: smsConsentWording(unverified.e164) })).statusCode).toBe(409);

    const e164 = await verifiedPhone(api, seeker);
    for (const wording of [undefined, 'I agree.', smsConsentWording(unverified.e164)]) {
      const answer = await call(api, seeker, 'PUT', preferencesPath(seeker), { ...on, smsConsentWording: wording });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].field).toBe('smsConsentWording');
    }
    const admin = await createAdmin(api);
    const opened = await call(api, admin, 'POST', `/api9/admin/users/${seeker.username}/delegate`);
    const delegated = { ...seeker, authorization: opened.headers.authorization as string };
    expect((await call(api, delegated, 'PUT', preferencesPath(seeker), { ...on, smsConsentWording: smsConsentWording(e164) })).statusCode).toBe(403);
    // Nothing was recorded, and the email and push choices of the refused requests did not change either.
    expect(
      await api.database.db
        .select()
        .from(smsConsents)
        .where(eq(smsConsents.userId, await userIdOf(api, seeker.username))),
    ).toEqual([]);
  });

  it('ends the consents given for a number when the number changes or is removed', async () => {
    const seeker = await signUpStaff(api);
    const first = await verifiedPhone(api, seeker);
    await optInToTexts(api, seeker, first, ['messages']);
    const second = await verifiedPhone(api, seeker);
    const afterChange = (await call(api, seeker, 'GET', preferencesPath(seeker))).json();
    expect(afterChange.kinds.find((kind: { kind: string }) => kind.kind === 'messages').sms).toBe(false);
    expect(afterChange.sms.consents[0]).toMatchObject({ kind: 'messages', action: 'opt-out', source: 'number-change' });

    await optInToTexts(api, seeker, second, ['messages']);
    expect((await call(api, seeker, 'DELETE', phonePath(seeker))).statusCode).toBe(204);
    const afterRemoval = (await call(api, seeker, 'GET', preferencesPath(seeker))).json();
    expect(afterRemoval.sms.phone).toBeNull();
    expect(afterRemoval.sms.consentWording).toBeNull();
    expect(afterRemoval.sms.consents[0]).toMatchObject({ kind: 'messages', action: 'opt-out', source: 'settings' });
  });
});
