import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { signUpStaff } from '../testing/accounts';
import { movableClock } from '../testing/jobs';
import { openSmtpSink } from '../testing/smtp-sink';
import { useTestApi } from '../testing/test-api';

const sink = await openSmtpSink();
const clock = movableClock('2026-06-01T09:00:00.000Z');
const api = useTestApi({ clock, env: { SMTP_URL: sink.url } });
afterAll(() => sink.stop());

const advanceSeconds = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000).toISOString());
const mailOutcomes = async () => (await api.ctx.notices.runDue()).filter((outcome) => outcome.kind === 'mail').map((outcome) => outcome.outcome);
const outboxTo = (to: string) => api.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));

describe('mail leaves through the notice queue', () => {
  it('a request only writes the message: the queue hands it to the mail server, once', async () => {
    const to = `queued-${Date.now()}@example.com`;
    expect(await api.ctx.mailer.send({ to, subject: 'Queued', text: 'Hello', html: '<p>Hello</p>' })).toBe(true);
    const [written] = await outboxTo(to);
    expect(written).toMatchObject({ transport: 'smtp', sentAt: null });
    expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(0);

    expect(await mailOutcomes()).toEqual(['sent']);
    expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect((await outboxTo(to))[0].sentAt).toEqual(clock.now());
    expect(await mailOutcomes()).toEqual([]);
    expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('a message of a rolled-back change is never written nor sent; a key sends once', async () => {
    const to = `rolled-back-${Date.now()}@example.com`;
    await expect(
      api.database.db.transaction(async (tx) => {
        await api.ctx.mailer.send({ to, subject: 'Never', text: 'Never', html: '<p>Never</p>' }, { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxTo(to)).toHaveLength(0);

    expect(await api.ctx.mailer.send({ to, subject: 'Once', text: 'Once', html: '<p>Once</p>' }, { key: `test-once:${to}` })).toBe(true);
    expect(await api.ctx.mailer.send({ to, subject: 'Once', text: 'Once', html: '<p>Once</p>' }, { key: `test-once:${to}` })).toBe(false);
    expect(await mailOutcomes()).toEqual(['sent']);
    expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('a password reset asked while the mail server is down arrives once, within a minute of the server coming back', async () => {
    const seeker = await signUpStaff(api);
    await api.ctx.notices.runDue();
    await sink.stop();
    const started = performance.now();
    const asked = await api.app.inject({ method: 'PUT', url: '/api9/auth/password', payload: { email: seeker.email } });
    expect(asked.statusCode, asked.body).toBe(202);
    // The answer does not wait for the mail server.
    expect(performance.now() - started).toBeLessThan(2_000);

    // Down for two minutes: each attempt fails and waits its back-off, never more than a minute.
    for (let second = 0; second < 120; second += 10) {
      const outcomes = await mailOutcomes();
      expect(outcomes.every((outcome) => outcome === 'retry')).toBe(true);
      advanceSeconds(10);
    }
    const resets = () => sink.received.filter((mail) => mail.to.includes(seeker.email) && mail.subject.includes('password reset'));
    expect(resets()).toHaveLength(0);

    await sink.start();
    let waited = 0;
    while (resets().length === 0 && waited <= 60) {
      await mailOutcomes();
      if (resets().length === 0) {
        advanceSeconds(5);
        waited += 5;
      }
    }
    expect(waited).toBeLessThanOrEqual(60);
    expect(resets()).toHaveLength(1);
    advanceSeconds(3_600);
    await mailOutcomes();
    expect(resets()).toHaveLength(1);
    // Every attempt of one message carries the same Message-ID.
    expect(resets()[0].messageId).toMatch(/^<notice-\d+@/);
  });
});
