import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// A local try-out gets the demo data, the outbox and the sandbox gateway, and listens on this
// machine only; a production site (NODE_ENV=production, or a PUBLIC_URL that is not this machine)
// gets none of them unless asked for, and listens where its visitors reach it (ADR 65).

const pick = (env: Record<string, string>) => {
  const config = loadConfig(env);
  return { SEED_DEMO: config.SEED_DEMO, SHOW_OUTBOX: config.SHOW_OUTBOX, PAYMENTS_SANDBOX: config.PAYMENTS_SANDBOX, HOST: config.HOST };
};

describe('production defaults', () => {
  it('a local try-out (npm start, nothing set): demo data, outbox, sandbox, this machine only', () => {
    expect(pick({})).toEqual({ SEED_DEMO: true, SHOW_OUTBOX: true, PAYMENTS_SANDBOX: true, HOST: 'localhost' });
    expect(pick({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual({ SEED_DEMO: true, SHOW_OUTBOX: true, PAYMENTS_SANDBOX: true, HOST: 'localhost' });
    expect(pick({ DATABASE_URL: 'postgres://db.internal/chairside' }).SEED_DEMO).toBe(false);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }, 'localhost'],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://jobs.chairside.example' }, '0.0.0.0'],
    ['both', { NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.chairside.example' }, '0.0.0.0'],
    ['a PUBLIC_URL on the local network', { PUBLIC_URL: 'http://192.168.1.20:3000' }, '0.0.0.0'],
  ])('a production site (%s): no demo data, no outbox, no sandbox', (_case, env, host) => {
    expect(pick(env)).toEqual({ SEED_DEMO: false, SHOW_OUTBOX: false, PAYMENTS_SANDBOX: false, HOST: host });
  });

  it('a production site gets demo data and the sandbox only when asked, and never the outbox', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://staging.chairside.example' };
    expect(pick({ ...production, SEED_DEMO: 'true', PAYMENTS_SANDBOX: 'true', SHOW_OUTBOX: 'true' })).toEqual({
      SEED_DEMO: true,
      SHOW_OUTBOX: false,
      PAYMENTS_SANDBOX: true,
      HOST: '0.0.0.0',
    });
    expect(pick({ NODE_ENV: 'production', SHOW_OUTBOX: 'true' }).SHOW_OUTBOX).toBe(false);
  });

  it('push notices go to the push services by default; recorded ones (tests) are refused in production (ADR 92)', () => {
    expect(loadConfig({}).PUSH_TRANSPORT).toBe('web-push');
    expect(loadConfig({ NODE_ENV: 'production' }).PUSH_TRANSPORT).toBe('web-push');
    expect(loadConfig({ PUSH_TRANSPORT: 'recorded' }).PUSH_TRANSPORT).toBe('recorded');
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_TRANSPORT: 'recorded' })).toThrow(/PUSH_TRANSPORT/);
    expect(() => loadConfig({ PUSH_TRANSPORT: 'nowhere' })).toThrow(/PUSH_TRANSPORT/);
  });

  it('a production site that sends mail refuses a sender domain outside the public DNS, naming MAIL_FROM (ADR 101)', () => {
    const sending = { NODE_ENV: 'production', SMTP_URL: 'smtp://relay.internal:587' };
    // The default sender, no-reply@chairside.local, cannot have SPF, DKIM or DMARC.
    expect(() => loadConfig(sending)).toThrow(
      /MAIL_FROM: the sender "Chairside <no-reply@chairside\.local>" cannot be used .*\.local is not in the public DNS/,
    );
    for (const from of [
      'no-reply@chairside.localhost',
      'Chairside <no-reply@jobs.chairside.test>',
      'Chairside <no-reply@chairside.example>',
      'Chairside <no-reply@chairside.invalid>',
      'Chairside <no-reply@mail.example.com>',
      'Chairside <no-reply@chairside.internal>',
      'Chairside <no-reply@mailhost>',
      'Chairside <no-reply@[192.0.2.1]>',
      'Chairside <no-reply@CHAIRSIDE.LOCAL.>',
      'Chairside',
    ])
      expect(() => loadConfig({ ...sending, MAIL_FROM: from }), from).toThrow(/MAIL_FROM/);
    for (const from of ['Chairside <no-reply@chairside.org>', 'no-reply@mail.chairside.co.uk', '"Chairside, Jobs" <jobs@chairside.dental>'])
      expect(loadConfig({ ...sending, MAIL_FROM: from }).MAIL_FROM, from).toBe(from);
    // Mail that never leaves (no SMTP_URL: the outbox), and any machine that is not production, keep the default.
    expect(loadConfig({ NODE_ENV: 'production' }).MAIL_FROM).toBe('Chairside <no-reply@chairside.local>');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).MAIL_FROM).toBe('Chairside <no-reply@chairside.local>');
  });

  it('HOST and the other settings, when given, win over the defaults', () => {
    expect(pick({ HOST: '0.0.0.0', SEED_DEMO: 'false', PAYMENTS_SANDBOX: 'false', SHOW_OUTBOX: 'false' })).toEqual({
      SEED_DEMO: false,
      SHOW_OUTBOX: false,
      PAYMENTS_SANDBOX: false,
      HOST: '0.0.0.0',
    });
    expect(pick({ PUBLIC_URL: 'https://jobs.chairside.example', HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });
});
