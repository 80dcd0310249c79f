import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';

describe('dev outbox when SHOW_OUTBOX is on', () => {
  const api = useTestApi({ env: { SHOW_OUTBOX: 'true' } });

  it('lists the latest 50 stored emails, newest first, without signing in', async () => {
    await api.database.db.insert(outboxMessages).values(
      Array.from({ length: 55 }, (_, i) => ({ toAddress: `person-${i}@example.com`, subject: `Message ${i}`, textBody: `Body ${i}`, transport: 'outbox' })),
    );
    await api.ctx.mailer.send({ to: 'latest@example.com', subject: 'The latest', text: 'Hello <b>there</b>' });
    const response = await api.app.inject({ method: 'GET', url: '/api9/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(50);
    expect(messages[0]).toEqual({ id: expect.any(Number), to: 'latest@example.com', subject: 'The latest', text: 'Hello <b>there</b>', createdAt: expect.any(String) });
    expect(new Date(messages[0].createdAt).toISOString()).toBe(messages[0].createdAt);
    expect(messages[1].subject).toBe('Message 54');
    expect(messages[49].subject).toBe('Message 6');
  });
});

describe('dev outbox when SHOW_OUTBOX is off', () => {
  const api = useTestApi({ env: { SHOW_OUTBOX: 'false' } });

  it('does not exist', async () => {
    await api.ctx.mailer.send({ to: 'someone@example.com', subject: 'Secret code', text: '123456' });
    const response = await api.app.inject({ method: 'GET', url: '/api9/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('123456');
  });
});
