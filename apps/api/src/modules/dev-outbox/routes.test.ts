import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@chairside/db/schema';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { testConfig, useTestApi } from '../../testing/test-api';
import { call } from '../../testing/staff-profiles';
import { codeSentTo, freshPhone } from '../../testing/texts';

const SECRET_TEXT = 'Your code is 314159';
const outbox = (api: ReturnType<typeof useTestApi>, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  api.app.inject({ method: 'GET', url: '/api9/dev/outbox', ...options });

describe('dev outbox when SHOW_OUTBOX is on and PUBLIC_URL is local', () => {
  const api = useTestApi({ env: { SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://localhost:3000' } });

  it('lists the latest 50 stored emails, newest first, to a client on this machine without signing in', async () => {
    await api.database.db
      .insert(outboxMessages)
      .values(
        Array.from({ length: 55 }, (_, i) => ({ toAddress: `person-${i}@example.com`, subject: `Message ${i}`, textBody: `Body ${i}`, transport: 'outbox' })),
      );
    await api.ctx.mailer.send({ to: 'latest@example.com', subject: 'The latest', text: 'Hello <b>there</b>', html: '<p>Chairside</p>' });
    const response = await outbox(api, { remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(50);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to: 'latest@example.com',
      subject: 'The latest',
      text: 'Hello <b>there</b>',
      attachments: [],
      createdAt: expect.any(String),
    });
    expect(new Date(messages[0].createdAt).toISOString()).toBe(messages[0].createdAt);
    expect(messages[1].subject).toBe('Message 54');
    expect(messages[49].subject).toBe('Message 6');
  });

  it('lists only the emails sent to one address with ?to=, however many others came after', async () => {
    await api.ctx.mailer.send({ to: 'early@example.com', subject: 'First', text: 'One', html: '<p>Chairside</p>' });
    await api.database.db
      .insert(outboxMessages)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ toAddress: `later-${i}@example.com`, subject: `Later ${i}`, textBody: `Body ${i}`, transport: 'outbox' })),
      );
    const response = await api.app.inject({ method: 'GET', url: '/api9/dev/outbox?to=early%40example.com', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages.map((message: { subject: string }) => message.subject)).toEqual(['First']);
    const unknown = await api.app.inject({ method: 'GET', url: '/api9/dev/outbox?from=x', remoteAddress: '127.0.0.1' });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers every loopback address: 127.0.0.0/8, ::1 and IPv4-mapped 127.x', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await outbox(api, { remoteAddress })).statusCode, remoteAddress).toBe(200);
  });

  it('refuses a client on another machine, signed out or signed in as a non-administrator, without the messages', async () => {
    await api.ctx.mailer.send({ to: 'victim@example.com', subject: 'Reset', text: SECRET_TEXT, html: '<p>Chairside</p>' });
    const seeker = await signUpStaff(api);
    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
      const anonymous = await outbox(api, { remoteAddress });
      expect(anonymous.statusCode, remoteAddress).toBe(403);
      expect(anonymous.json().errors[0]).toEqual({
        code: 'FORBIDDEN',
        message: 'The outbox can be read only on the server’s own machine or by an administrator.',
      });
      expect(anonymous.body).not.toContain('314159');
      const signedIn = await outbox(api, { remoteAddress, headers: { authorization: seeker.authorization } });
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.body).not.toContain('314159');
    }
  });

  it('does not believe a forged X-Forwarded-For naming this machine', async () => {
    const response = await outbox(api, { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('314159');
  });

  it('lists the texts, newest first, with how each ended, and only those to one number with ?to=', async () => {
    const seeker = await signUpStaff(api);
    const phone = freshPhone();
    expect((await call(api, seeker, 'POST', `/api9/users/${seeker.username}/sms/phone`, { phone: phone.written })).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    const code = await codeSentTo(api, phone.e164);
    const texts = await api.app.inject({ method: 'GET', url: `/api9/dev/outbox/sms?to=${encodeURIComponent(phone.e164)}`, remoteAddress: '127.0.0.1' });
    expect(texts.statusCode).toBe(200);
    expect(texts.json().texts).toEqual([
      {
        id: expect.any(Number),
        to: phone.e164,
        body: expect.stringContaining(code),
        purpose: 'code',
        kind: null,
        status: 'sent',
        detail: null,
        createdAt: expect.any(String),
        sentAt: expect.any(String),
      },
    ]);
    const remote = await api.app.inject({ method: 'GET', url: '/api9/dev/outbox/sms', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain(code);
  });

  it('answers an administrator on any machine', async () => {
    const admin = await createAdmin(api);
    const response = await outbox(api, { remoteAddress: '203.0.113.9', headers: { authorization: admin.authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('314159');
  });
});

describe('dev outbox behind a proxy on this machine (TRUST_PROXY)', () => {
  const api = useTestApi({ env: { SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://127.0.0.1:3000', TRUST_PROXY: 'loopback' } });

  it('judges the client the proxy names, not the proxy', async () => {
    await api.ctx.mailer.send({ to: 'victim@example.com', subject: 'Reset', text: SECRET_TEXT, html: '<p>Chairside</p>' });
    const remote = await outbox(api, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('314159');
    const local = await outbox(api, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('314159');
  });
});

describe('dev outbox when SHOW_OUTBOX is off', () => {
  const api = useTestApi({ env: { SHOW_OUTBOX: 'false' } });

  it('does not exist, even on this machine', async () => {
    await api.ctx.mailer.send({ to: 'someone@example.com', subject: 'Secret code', text: SECRET_TEXT, html: '<p>Chairside</p>' });
    const response = await outbox(api, { remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('314159');
  });
});

describe('dev outbox when PUBLIC_URL is not a local address', () => {
  const api = useTestApi({ env: { SHOW_OUTBOX: 'true', NODE_ENV: 'development', PUBLIC_URL: 'https://jobs.chairside.example' } });

  it('does not exist, even with SHOW_OUTBOX=true, on this machine, for an administrator', async () => {
    await api.ctx.mailer.send({ to: 'someone@example.com', subject: 'Secret code', text: SECRET_TEXT, html: '<p>Chairside</p>' });
    const admin = await createAdmin(api);
    for (const request of [{ remoteAddress: '127.0.0.1' }, { remoteAddress: '203.0.113.9', headers: { authorization: admin.authorization } }]) {
      const response = await outbox(api, request);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('314159');
    }
  });
});

describe('whether the outbox is on', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', SHOW_OUTBOX: 'true' }, false], // never on a production site (ADR 65)
    [{ SHOW_OUTBOX: 'false' }, false],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://127.0.0.1:3911' }, true],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://127.45.6.7/' }, true],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://[::1]:3000' }, true],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://LOCALHOST:3000' }, true],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'https://chairside.example' }, false],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://localhost.chairside.example' }, false],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://192.168.1.10:3000' }, false],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://0.0.0.0:3000' }, false],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://[::ffff:7f00:1]:3000' }, true],
    [{ SHOW_OUTBOX: 'true', PUBLIC_URL: 'http://[2001:db8::1]:3000' }, false],
  ])('%j → %s', (env, on) => {
    expect(testConfig({ NODE_ENV: 'development', ...env }).SHOW_OUTBOX).toBe(on);
  });
});
