import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DeadNoticeSchema } from '@chairside/domain/notices';
import { noticeKind } from '../../platform/notice-queue';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { movableClock } from '../../testing/jobs';
import { call } from '../../testing/staff-profiles';

const clock = movableClock('2026-06-01T09:00:00.000Z');
const api = useTestApi({ clock });
const bounced = noticeKind('test.bounced-email', z.object({ to: z.string() }), { maxAttempts: 1 });

describe('dead notices in the admin area', () => {
  it('lists a notice that used up its attempts, and an administrator tries it again (audited)', async () => {
    const admin = await createAdmin(api);
    let accepting = false;
    api.ctx.notices.handle(bounced, async () => {
      if (!accepting) throw new Error('550 mailbox unavailable');
    });
    await api.ctx.notices.enqueue(api.database.db, { kind: bounced, key: 'bounced:1', payload: { to: 'gone@example.com' } });
    const outcomesOf = async (kind: string) => (await api.ctx.notices.runDue()).filter((o) => o.kind === kind).map((o) => o.outcome);
    expect(await outcomesOf(bounced.name)).toEqual(['dead']);

    const listed = await call(api, admin, 'GET', '/api9/admin/notices/dead');
    expect(listed.statusCode).toBe(200);
    const dead = z
      .array(DeadNoticeSchema)
      .parse(listed.json())
      .find((notice) => notice.key === 'bounced:1');
    expect(dead).toMatchObject({ kind: 'test.bounced-email', attempts: 1, lastError: '550 mailbox unavailable', diedAt: '2026-06-01T09:00:00.000Z' });

    accepting = true;
    const retried = await call(api, admin, 'POST', `/api9/admin/notices/${dead!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: dead!.id, retried: true });
    expect(await outcomesOf(bounced.name)).toEqual(['sent']);
    expect((await call(api, admin, 'GET', '/api9/admin/notices/dead')).json()).toEqual([]);

    const again = await call(api, admin, 'POST', `/api9/admin/notices/${dead!.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe('NOT_FOUND');
    const audit = await api.database.db.execute<{ path: string; status: number }>(
      sql`select path, status from audit_log where actor_username = ${admin.username} and method = 'POST' order by id`,
    );
    expect(audit.rows).toEqual([
      { path: `/api9/admin/notices/${dead!.id}/retry`, status: 200 },
      { path: `/api9/admin/notices/${dead!.id}/retry`, status: 404 },
    ]);
  });

  it('answers administrators only, and names a bad id', async () => {
    const admin = await createAdmin(api);
    const seeker = await signUpStaff(api);
    for (const [method, url] of [
      ['GET', '/api9/admin/notices/dead'],
      ['POST', '/api9/admin/notices/1/retry'],
    ] as const) {
      expect((await call(api, null, method, url)).statusCode).toBe(401);
      expect((await call(api, seeker, method, url)).statusCode).toBe(403);
    }
    const bad = await call(api, admin, 'POST', '/api9/admin/notices/abc/retry');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });
});
