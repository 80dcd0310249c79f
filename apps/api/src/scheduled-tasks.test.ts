import { describe, expect, it } from 'vitest';
import { silentLog } from './platform/notice-queue';
import { scheduledTasks } from './scheduled-tasks';
import { runDueTasks, useTestApi } from './testing/test-api';

// The one list of periodic jobs (ADR 92): every task the API runs is a row of it, registered once.

const api = useTestApi();

describe('scheduled tasks', () => {
  it('names each task once, and the API runs exactly the tasks of the list', async () => {
    const names = scheduledTasks(api.ctx, { ...silentLog, warn: () => undefined }).map((task) => task.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['job-alerts:send', 'messaging:unread-emails', 'subscription-renewals', 'premium-renewals', 'site-search-terms']),
    );
    expect(names).not.toContain('partner-feeds:import');
    expect((await runDueTasks(api.ctx)).sort()).toEqual([...names].sort());
  });

  it('adds the partner feed import when the host names feeds, every PARTNER_FEED_REFRESH_MINUTES', () => {
    const log = { ...silentLog, warn: () => undefined };
    const feeds = scheduledTasks(api.ctx, log, { partnerFeeds: ['file:///feeds/partner.xml'] }).find((task) => task.name === 'partner-feeds:import');
    expect(feeds?.recurrence).toEqual({ everyMs: api.ctx.config.PARTNER_FEED_REFRESH_MINUTES * 60_000 });
  });
});
