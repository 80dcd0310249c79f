import { CE_REMINDER_DAYS, ceProgress, shouldRemindCe } from '@chairside/domain/ce-tracker';
import { dayOf } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { cyclesEndingSoon, listCourses, markReminded } from './ce-repository';
import { ceReminderEmail } from './ce-reminder-email';

export const CE_REMINDER_TASK = 'ce-cycle-reminders';
export const CE_REMINDER_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * One pass: each cycle ending within CE_REMINDER_DAYS whose hours are short gets one email per
 * cycle end (claimed before sending, so instances never both send).
 */
export async function remindCe(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const today = dayOf(now);
  const until = dayOf(new Date(now.getTime() + CE_REMINDER_DAYS * 86_400_000));
  let sent = 0;
  for (const { cycle, email } of await cyclesEndingSoon(ctx.db, today, until)) {
    const courses = await listCourses(ctx.db, cycle.userId);
    const progress = ceProgress(courses, cycle, today);
    if (!shouldRemindCe(progress, cycle, today)) continue;
    if (!(await markReminded(ctx.db, cycle.userId, cycle.cycleEnd))) continue;
    await ctx.mailer
      .send({
        to: email,
        ...ceReminderEmail.render({
          state: cycle.state,
          cycleEnd: cycle.cycleEnd,
          daysLeft: progress.daysLeft,
          hoursEarned: progress.hoursEarned,
          hoursRequired: progress.hoursRequired,
          hoursLeft: progress.hoursLeft,
          ceUrl: `${ctx.config.PUBLIC_URL}/app/coaching-ces/`,
        }),
      })
      .then(() => (sent += 1))
      .catch((error: unknown) => log.error({ err: error }, 'a CE reminder was not sent'));
  }
  return sent;
}
