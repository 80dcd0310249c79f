// Downloading one's data: asked for once an hour, built on the queue, emailed as a signed link
// whose archive holds the resume, applications and messages sent; and who may ask.
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { staffProfiles } from '@chairside/db/schema';
import { lastEmailTo, signUpStaff, totpCode } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { movableClock, userIdOf } from '../../testing/jobs';
import { errorOf, tokenIn, withSubject } from '../../testing/signed-links';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { runDueTasks, useTestApi } from '../../testing/test-api';

const clock = movableClock('2026-04-06T09:00:00.000Z');
const api = useTestApi({ clock });
const SUBJECT = 'Your Chairside data is ready to download';

describe('downloading my data', () => {
  it('emails a link to an archive with the resume, applications and messages sent, once an hour', async () => {
    const practice = await signUpEmployer(api);
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker, { intro: 'Hygienist who loves periodontal care.' });
    const photoKey = 'photos/data-export-photo.webp';
    await api.ctx.storage.put(photoKey, Buffer.from('photo bytes'));
    await api.database.db
      .update(staffProfiles)
      .set({ photoKey })
      .where(eq(staffProfiles.userId, await userIdOf(api, seeker.username)));
    const job = await liveJob(api, practice);
    expect((await apply(api, seeker, job.id, 'Please consider me.')).statusCode).toBe(201);
    const started = await call(api, seeker, 'POST', '/api9/conversations', { username: practice.username, jobId: job.id, message: 'When could I visit?' });
    expect(started.statusCode, started.body).toBe(201);

    const asked = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/data-exports`);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toContain('email');
    const again = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/data-exports`);
    expect(again.statusCode).toBe(429);

    await runDueTasks(api.ctx);
    const token = tokenIn(await lastEmailTo(api, seeker.email, SUBJECT), '/api9/signed/data-export/');
    const download = await call(api, null, 'GET', `/api9/signed/data-export/${token}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const archive = unzipSync(new Uint8Array(download.rawPayload));
    const data = JSON.parse(strFromU8(archive['chairside-data.json']));
    expect(data.account[0].email).toBe(seeker.email);
    expect(data.account[0].password_hash).toBeUndefined();
    expect(data.resume[0].intro).toBe('Hygienist who loves periodontal care.');
    expect(data.resumeSkills).toHaveLength(5);
    expect(data.applications.map((a: { message: string; jobTitle: string }) => [a.message, a.jobTitle])).toEqual([['Please consider me.', job.name]]);
    expect(data.messagesSent.map((m: { body: string }) => m.body)).toEqual(['When could I visit?']);
    expect(data.files).toEqual(['files/photos-data-export-photo.webp']);
    expect(strFromU8(archive['files/photos-data-export-photo.webp'])).toBe('photo bytes');

    // The link works for 7 days, and its subject cannot be changed.
    expect(errorOf(await call(api, null, 'GET', `/api9/signed/data-export/${withSubject(token, { exportId: 999 })}`)).status).toBe(403);
    clock.advanceDays(7);
    expect(errorOf(await call(api, null, 'GET', `/api9/signed/data-export/${token}`))).toMatchObject({ status: 410, code: 'LINK_EXPIRED' });
    // A day later the archive itself is removed.
    clock.advanceDays(1);
    await runDueTasks(api.ctx);
    const left = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from data_exports`);
    expect(Number(left.rows[0].n)).toBe(0);
    expect(await api.ctx.storage.get(photoKey)).not.toBeNull();
  });

  it('is only for the account owner', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    expect((await call(api, null, 'POST', `/api9/users/${seeker.username}/data-exports`)).statusCode).toBe(401);
    expect((await call(api, other, 'POST', `/api9/users/${seeker.username}/data-exports`)).statusCode).toBe(404);
    expect((await call(api, other, 'POST', `/api9/users/${seeker.username}/closure`, { password: other.password })).statusCode).toBe(404);
    expect((await call(api, other, 'GET', `/api9/users/${seeker.username}/closure`)).statusCode).toBe(404);
    expect((await call(api, other, 'DELETE', `/api9/users/${seeker.username}/closure`)).statusCode).toBe(404);
  });

  it('refuses a close without a password or with unknown fields, and a malformed link', async () => {
    const seeker = await signUpStaff(api);
    for (const body of [{}, { password: '' }, { password: 12 }, { password: seeker.password, extra: 1 }]) {
      const response = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/closure`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(api, seeker, 'GET', `/api9/users/${seeker.username}/closure`)).json()).toEqual({ closing: null });
    expect(errorOf(await call(api, null, 'GET', '/api9/signed/data-export/not-a-token')).status).toBe(400);
  });
});

describe('closing an account with the second factor', () => {
  const closure = (username: string) => `/api9/users/${username}/closure`;

  it('takes a code from the authenticator app instead of the password when two-step sign-in is on', async () => {
    const seeker = await signUpStaff(api);
    // Without two-step sign-in, a code proves nothing.
    const notSetUp = await call(api, seeker, 'POST', closure(seeker.username), { code: '123456' });
    expect(notSetUp.statusCode).toBe(400);
    expect(notSetUp.json().errors[0]).toMatchObject({ field: 'code', message: expect.stringContaining('not set up') });

    const setup = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/two-step/setup`, {});
    const secret = setup.json().secret as string;
    const confirmed = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/two-step/confirm`, { code: totpCode(api, secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [recoveryCode] = confirmed.json().recoveryCodes as string[];

    const right = totpCode(api, secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, 'abc', recoveryCode]) {
      const refused = await call(api, seeker, 'POST', closure(seeker.username), { code });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors[0].field).toBe('code');
    }
    expect((await call(api, seeker, 'GET', closure(seeker.username))).json()).toEqual({ closing: null });

    const closed = await call(api, seeker, 'POST', closure(seeker.username), { code: `${right.slice(0, 3)} ${right.slice(3)}` });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closing.eraseAfter).toBe(new Date(clock.now().getTime() + 14 * 86_400_000).toISOString());
    // Every session ended at once.
    expect((await call(api, seeker, 'GET', closure(seeker.username))).statusCode).toBe(401);
  });

  it('still takes the password when two-step sign-in is on, and an empty code counts as none', async () => {
    const seeker = await signUpStaff(api);
    const setup = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/two-step/setup`, {});
    const confirm = { code: totpCode(api, setup.json().secret as string) };
    expect((await call(api, seeker, 'POST', `/api9/users/${seeker.username}/two-step/confirm`, confirm)).statusCode).toBe(200);
    const nothing = await call(api, seeker, 'POST', closure(seeker.username), { password: '', code: '' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0].field).toBe('password');
    const closed = await call(api, seeker, 'POST', closure(seeker.username), { password: seeker.password, code: '' });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
