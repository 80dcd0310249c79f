import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { EXPIRY_REMINDER_TASK } from './remind-expiring-jobs';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

async function outboxFor(email: string) {
  const result = await api.database.db.execute<{ subject: string; text_body: string }>(
    sql`select subject, text_body from outbox_messages where to_address = ${email} order by id`,
  );
  return result.rows;
}

describe('expiry reminders', () => {
  it('emails the practice once, three days before its posting leaves search', async () => {
    const practice = await signUpEmployer(api);
    const job = await liveJob(api, practice, { name: 'Weekend Hygienist' });
    const before = (await outboxFor(practice.email)).length;

    // 26 days after posting: 4 days left, nothing yet.
    clock.advanceDays(26);
    expect(await runDueTasks(api.ctx)).toContain(EXPIRY_REMINDER_TASK);
    expect((await outboxFor(practice.email)).length).toBe(before);

    // 27.5 days: within three days of the end, one email.
    clock.advanceDays(1.5);
    expect(await runDueTasks(api.ctx)).toContain(EXPIRY_REMINDER_TASK);
    const sent = (await outboxFor(practice.email)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Weekend Hygienist leaves search on 2026-10-07');
    expect(sent[0].text_body).toContain(`/app/post-job/summary/${job.id}`);

    // Later passes (any instance) send nothing more for the same end date.
    clock.advanceDays(1);
    await runDueTasks(api.ctx);
    clock.advanceDays(1);
    await runDueTasks(api.ctx);
    expect((await outboxFor(practice.email)).slice(before)).toHaveLength(1);
    const claims = await api.database.db.execute(sql`select * from job_expiry_reminders where job_id = ${job.id}`);
    expect(claims.rows).toHaveLength(1);
  });
});
