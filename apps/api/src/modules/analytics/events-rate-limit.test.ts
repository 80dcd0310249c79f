import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { EVENT_BATCH_LIMIT } from './routes';

const api = useTestApi({ env: { ADDRESS_LIMITS_FACTOR: '1' } });

describe('POST /events rate limit', () => {
  it('answers 429 with Retry-After past the per-address limit and stores nothing more', async () => {
    const send = (address: string) => api.app.inject({ method: 'POST', url: '/api9/events', remoteAddress: address, payload: { events: [{ name: 'login' }] } });
    for (let i = 0; i < EVENT_BATCH_LIMIT.limit; i += 1) expect((await send('198.51.100.7')).statusCode).toBe(202);
    const refused = await send('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
    expect((await send('198.51.100.8')).statusCode).toBe(202);
    const { rows } = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
    expect(Number(rows[0].n)).toBe(EVENT_BATCH_LIMIT.limit + 1);
  });
});
