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
