import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { noticePreferences } from '@chairside/db/schema';
import { kindsForRole } from '@chairside/domain/notice-preferences';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { optInToTexts, preferencesPath, verifiedPhone } from '../../testing/texts';
import { channelsFor, channelsForMany } from './public-api';

// One grid of preferences per person: each kind of notice of their role by email, push and
// text. Email and push are on and texts off until chosen; push is the same switch the push
// routes show, and the two email choices of the email preferences are the same too.

const api = useTestApi({ clock: movableClock('2026-07-01T17:00:00.000Z') });
const all = (email: boolean, push: boolean, sms: boolean) => ({ email, push, sms });

async function storedRows(account: TestAccount) {
  return api.database.db
    .select()
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, await userIdOf(api, account.username)));
}

describe('notice preferences', () => {
  it('gives each role its kinds with the defaults: email and push on, texts off', async () => {
    const seeker = await signUpStaff(api);
    const answer = await call(api, seeker, 'GET', preferencesPath(seeker));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      kinds: kindsForRole('staff').map((kind) => ({ kind, ...all(true, true, false) })),
      sms: { phone: null, consentWording: null, quietHours: { start: '21:00', end: '08:00' }, timeZone: 'America/Chicago', consents: [] },
    });
    const practice = await signUpEmployer(api);
    const kinds = (await call(api, practice, 'GET', preferencesPath(practice))).json().kinds.map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(['interviews', 'interviewReminders', 'messages', 'newApplicants', 'interviewsToday', 'shiftBookings']);
    const admin = await createAdmin(api);
    expect((await call(api, admin, 'GET', preferencesPath(admin))).json().kinds).toEqual([]);
  });

  it('sets the kinds given and keeps the others', async () => {
    const practice = await signUpEmployer(api);
    const saved = await call(api, practice, 'PUT', preferencesPath(practice), {
      preferences: { newApplicants: all(false, true, false), interviewsToday: all(true, false, false) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const byKind = Object.fromEntries(saved.json().kinds.map(({ kind, ...channels }: { kind: string }) => [kind, channels]));
    expect(byKind).toEqual({
      interviews: all(true, true, false),
      interviewReminders: all(true, true, false),
      messages: all(true, true, false),
      newApplicants: all(false, true, false),
      interviewsToday: all(true, false, false),
      shiftBookings: all(true, true, false),
    });
    expect((await call(api, practice, 'GET', preferencesPath(practice))).json().kinds).toEqual(saved.json().kinds);
  });

  it('is one source with the push switches and the email choices of the other settings', async () => {
    const seeker = await signUpStaff(api);
    await call(api, seeker, 'PUT', preferencesPath(seeker), { preferences: { interviews: all(true, false, false), messages: all(false, true, false) } });
    const push = (await call(api, seeker, 'GET', `/api9/users/${seeker.username}/push`)).json();
    expect(push.preferences).toEqual({ messages: true, interviews: false, matchingJobs: true });
    const email = (await call(api, seeker, 'GET', `/api9/users/${seeker.username}/emails/preferences`)).json();
    expect(email).toMatchObject({ messages: false, jobAlerts: true });

    // And the other way round.
    expect(
      (await call(api, seeker, 'PUT', `/api9/users/${seeker.username}/push/preferences`, { messages: true, interviews: true, matchingJobs: false })).statusCode,
    ).toBe(200);
    expect(
      (await call(api, seeker, 'POST', `/api9/users/${seeker.username}/emails/preferences`, { ...email, jobAlerts: false, messages: true })).statusCode,
    ).toBe(200);
    const grid = Object.fromEntries(
      (await call(api, seeker, 'GET', preferencesPath(seeker))).json().kinds.map(({ kind, ...channels }: { kind: string }) => [kind, channels]),
    );
    expect(grid.interviews).toEqual(all(true, true, false));
    expect(grid.messages).toEqual(all(true, true, false));
    expect(grid.matchingJobs).toEqual(all(false, false, false));
  });

  it.each([
    [{ preferences: { messages: { email: 'no', push: true, sms: false } } }, 'preferences.messages.email', 'preferences.messages.email is true or false.'],
    [{ preferences: { messages: { email: true, push: true } } }, 'preferences.messages.sms', 'preferences.messages.sms is true or false.'],
    [{ preferences: { messages: { email: true, push: true, sms: false, fax: true } } }, 'preferences.messages.fax', 'Unknown field: fax.'],
    [{ preferences: { newsletter: all(true, true, false) } }, 'preferences.newsletter', 'Unknown field: newsletter.'],
    [{ preferences: { interviewsToday: all(true, true, false) } }, 'preferences.interviewsToday', 'interviewsToday is not a kind of notice for job seekers.'],
    [{ preferences: { shiftBookings: all(true, true, false) } }, 'preferences.shiftBookings', 'shiftBookings is not a kind of notice for job seekers.'],
    [{ preferences: { messages: all(false, false, false) }, extra: true }, 'extra', 'Unknown field: extra.'],
    [{ preferences: [] }, 'preferences', 'preferences is an object of kinds of notice, each with email, push and sms.'],
    [{}, 'preferences', 'preferences is an object of kinds of notice, each with email, push and sms.'],
    [{ preferences: {}, smsConsentWording: 'x'.repeat(2001) }, 'smsConsentWording', 'smsConsentWording is at most 2000 characters.'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field, message) => {
    const seeker = await signUpStaff(api);
    const answer = await call(api, seeker, 'PUT', preferencesPath(seeker), body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ field, message });
    expect(await storedRows(seeker)).toEqual([]);
  });

  it('refuses malformed JSON and odd strings where booleans go, storing nothing', async () => {
    const seeker = await signUpStaff(api);
    const malformed = await api.app.inject({
      method: 'PUT',
      url: preferencesPath(seeker),
      payload: '{"preferences": {',
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    for (const naughty of NAUGHTY_STRINGS.slice(0, 20)) {
      const answer = await call(api, seeker, 'PUT', preferencesPath(seeker), { preferences: { messages: { email: naughty, push: true, sms: false } } });
      expect(answer.statusCode, JSON.stringify(naughty)).toBe(400);
    }
    expect(await storedRows(seeker)).toEqual([]);
  });

  it('is the owner’s only: anonymous 401, another person 404', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    expect((await call(api, null, 'GET', preferencesPath(seeker))).statusCode).toBe(401);
    expect((await call(api, other, 'GET', preferencesPath(seeker))).statusCode).toBe(404);
    expect((await call(api, other, 'PUT', preferencesPath(seeker), { preferences: { messages: all(false, false, false) } })).statusCode).toBe(404);
    expect(await storedRows(seeker)).toEqual([]);
  });
});

describe('channelsFor, for senders', () => {
  it('answers each person’s channels for a kind, texts only with consent and a verified number, in a transaction', async () => {
    const texted = await signUpStaff(api);
    const e164 = await verifiedPhone(api, texted);
    await optInToTexts(api, texted, e164, ['interviewReminders']);
    await call(api, texted, 'PUT', preferencesPath(texted), { preferences: { interviewReminders: all(false, true, true) } });
    const quiet = await signUpStaff(api);
    await call(api, quiet, 'PUT', preferencesPath(quiet), { preferences: { interviewReminders: all(true, false, false) } });
    const newcomer = await signUpStaff(api);
    const [textedId, quietId, newcomerId] = await Promise.all([texted, quiet, newcomer].map((account) => userIdOf(api, account.username)));

    const answer = await api.database.db.transaction((tx) => channelsForMany(tx, [textedId, quietId, newcomerId], 'interviewReminders'));
    expect(Object.fromEntries(answer)).toEqual({
      [textedId]: all(false, true, true),
      [quietId]: all(true, false, false),
      [newcomerId]: all(true, true, false),
    });
    expect(await channelsFor(api.database.db, textedId, 'interviews')).toEqual(all(true, true, false));
    expect(await channelsFor(api.database.db, textedId, 'interviewReminders')).toEqual(all(false, true, true));
  });
});
