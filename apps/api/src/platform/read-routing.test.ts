import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createReadRouting } from './read-routing';

const at = (iso: string) => ({ now: () => new Date(iso) });
const secret = 'a-secret-that-is-long-enough-for-signing-tokens';

describe('DATABASE_REPLICA_URLS', () => {
  it('takes comma-separated postgres addresses, with DATABASE_URL only', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db-primary/chairside',
      DATABASE_REPLICA_URLS: ' postgres://app@db-replica-1/chairside, postgresql://app@db-replica-2/chairside ,',
    });
    expect(config.DATABASE_REPLICA_URLS).toEqual(['postgres://app@db-replica-1/chairside', 'postgresql://app@db-replica-2/chairside']);
    expect(config.DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS).toBe(15);
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://app@db-replica-1/chairside' })).toThrow(/DATABASE_REPLICA_URLS: replicas need DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/chairside', DATABASE_REPLICA_URLS: 'mysql://db-replica' })).toThrow(/DATABASE_REPLICA_URLS/);
  });
});

describe('the read-your-writes token', () => {
  it("is honoured for its own account (or a signed-out writer's) until its window ends, and never forged", () => {
    const clock = { now: at('2026-11-30T12:00:00Z').now };
    const routing = createReadRouting({ secret, windowSeconds: 15, enabled: true, clock });
    const token = routing.sign('dana');
    expect(routing.honours(token, 'dana')).toBe(true);
    expect(routing.honours(token, null)).toBe(true);
    expect(routing.honours(token, 'someone-else')).toBe(false);
    expect(routing.honours(routing.sign('-'), 'dana')).toBe(true);
    const [who, until, mac] = token.split('.') as [string, string, string];
    expect(routing.honours(`${who}.${Number(until) + 60_000}.${mac}`, 'dana')).toBe(false);
    expect(routing.honours(`${Buffer.from('mallory').toString('base64url')}.${until}.${mac}`, 'mallory')).toBe(false);
    expect(routing.honours('not-a-token', 'dana')).toBe(false);
    expect(createReadRouting({ secret: `${secret}-other`, windowSeconds: 15, enabled: true, clock }).honours(token, 'dana')).toBe(false);
    clock.now = at('2026-11-30T12:00:16Z').now;
    expect(routing.honours(token, 'dana')).toBe(false);
  });
});
