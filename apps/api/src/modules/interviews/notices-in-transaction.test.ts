import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { apply, fillResume, liveJob } from '../../testing/hiring';

// A hiring change and its emails are one transaction: when the email cannot be queued the change
// is not stored either (a change never stands without its notice), and what is stored was queued.

const api = useTestApi();
let practice: TestAccount;
let job: { id: number };
const realSend = () => api.ctx.mailer.send;
let send: ReturnType<typeof realSend>;

const countOf = async (table: string) =>
  Number((await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0].n);
const failQueueing = () => {
  api.ctx.mailer.send = async () => {
    throw new Error('the outbox refused the row');
  };
};

beforeAll(async () => {
  send = realSend();
  practice = await signUpEmployer(api);
  job = await liveJob(api, practice, { name: 'Hygienist' });
});
afterEach(() => {
  api.ctx.mailer.send = send;
});

describe('hiring notices in the change’s transaction', () => {
  it('an application whose emails cannot be queued is not stored; one that is stored has both emails', async () => {
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const applications = await countOf('applications');
    failQueueing();
    expect((await apply(api, seeker, job.id)).statusCode).toBe(500);
    expect(await countOf('applications')).toBe(applications);

    api.ctx.mailer.send = send;
    expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
    expect(await countOf('applications')).toBe(applications + 1);
    const receipts = await api.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, seeker.email));
    expect(receipts.filter((message) => message.subject.startsWith('You applied'))).toHaveLength(1);
  });

  it('an interview whose email cannot be queued is not proposed', async () => {
    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    const applicationId = (await apply(api, seeker, job.id)).json().applicationId as number;
    const interviews = await countOf('interviews');
    failQueueing();
    const proposed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId,
      type: 'PHONE',
      interviewDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      durationMinutes: 30,
      location: null,
    });
    expect(proposed.statusCode, proposed.body).toBe(500);
    expect(await countOf('interviews')).toBe(interviews);
  });
});
