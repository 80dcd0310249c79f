// Every periodic job of the product, in one list (ADR 92): each runs as a recurring task of the
// notice queue (ADR 75), once per occurrence across all instances, with the queue's clock (tests
// move it). The API plugin registers the list once (apiPlugin in app.ts); the host starts the
// queue (apps/server/src/main.ts), whose poll is the only timer. Not here, on purpose: the
// database's upkeep (apps/server main.ts: each process's own handle, not shared work) and the
// message stream's keep-alive (one open response's).
import type { AppContext } from './platform/context';
import type { RecurringTask, TaskLog } from './platform/notice-queue';
import { ACCOUNT_ERASURE_EVERY_MS, ACCOUNT_ERASURE_TASK, eraseClosedAccounts } from './modules/account-data/public-api';
import { CE_REMINDER_EVERY_MS, CE_REMINDER_TASK, remindCe } from './modules/ce-tracker/public-api';
import {
  CREDENTIALS_EVERY_MS,
  CREDENTIALS_TASK,
  PRACTICE_NPI_EVERY_MS,
  PRACTICE_NPI_TASK,
  recheckPracticeNpis,
  runCredentialTasks,
} from './modules/credentials/public-api';
import { CLASSIFIED_EXPIRY_EVERY_MS, CLASSIFIED_EXPIRY_TASK, sendClassifiedExpiryNotices } from './modules/classifieds/public-api';
import {
  askInterviewOutcomes,
  INTERVIEW_OUTCOME_EVERY_MS,
  INTERVIEW_OUTCOME_TASK,
  INTERVIEW_REMINDER_PLAN_EVERY_MS,
  INTERVIEW_REMINDER_PLAN_TASK,
  INTERVIEWS_TODAY_EVERY_MS,
  INTERVIEWS_TODAY_TASK,
  INTERVIEW_ANSWER_REMINDER_EVERY_MS,
  INTERVIEW_ANSWER_REMINDER_TASK,
  planInterviewReminders,
  remindUnansweredProposals,
  sendInterviewsToday,
} from './modules/interviews/public-api';
import { REVIEW_REMINDER_EVERY_MS, REVIEW_REMINDER_TASK, sendReviewReminders } from './modules/candidate-review/public-api';
import { sendUnansweredReminders, UNANSWERED_REMINDER_EVERY_MS, UNANSWERED_REMINDER_TASK } from './modules/applications/public-api';
import { JOB_ALERTS_EVERY_MS, JOB_ALERTS_TASK, sendJobAlerts } from './modules/job-alerts/public-api';
import { EXPIRY_REMINDER_EVERY_MS, EXPIRY_REMINDER_TASK, sendExpiryReminders } from './modules/job-directories/public-api';
import { sendUnreadEmails, UNREAD_EMAIL_EVERY_MS, UNREAD_EMAIL_TASK } from './modules/messaging/public-api';
import { type FeedLog, partnerFeedsTask } from './modules/partner-jobs/public-api';
import { refreshSiteSearchTerms, SITE_SEARCH_TERMS_EVERY_MS, SITE_SEARCH_TERMS_TASK } from './modules/site-search/public-api';
import {
  PREMIUM_RENEWAL_EVERY_MS,
  PREMIUM_RENEWAL_TASK,
  RENEWAL_EVERY_MS,
  RENEWAL_TASK,
  renewPremium,
  renewSubscriptions,
} from './modules/subscriptions/public-api';
import { announceExpired, INDEXING_EXPIRY_EVERY_MS, INDEXING_EXPIRY_TASK } from './modules/google-indexing/public-api';
import { WIDEN_REQUESTS_EVERY_MS, WIDEN_REQUESTS_TASK, widenRequests } from './modules/temp-shifts/public-api';
import { REVIEWS_EVERY_MS, REVIEWS_TASK, runReviewTasks } from './modules/reviews/public-api';
import { announceExpiredPostings, POSTING_EXPIRED_EVERY_MS, POSTING_EXPIRED_TASK } from './modules/integrations/public-api';
import {
  chargeInvoices,
  confirmUnanswered,
  SHIFT_CHARGES_EVERY_MS,
  SHIFT_CHARGES_TASK,
  TIMESHEET_TIMEOUT_EVERY_MS,
  TIMESHEET_TIMEOUT_TASK,
} from './modules/shift-pay/public-api';

const DAY_MS = 86_400_000;

export type ScheduledTasksOptions = {
  /** The partner feeds to import (the host's partnerFeedSources); none: no import task. */
  partnerFeeds?: string[];
};

/** The list: each task's name, how often it runs, and what it runs. */
export function scheduledTasks(ctx: AppContext, log: TaskLog & FeedLog, options: ScheduledTasksOptions = {}): RecurringTask[] {
  const gateway = ctx.payments;
  const partnerFeeds = options.partnerFeeds ?? [];
  return [
    { name: EXPIRY_REMINDER_TASK, recurrence: { everyMs: EXPIRY_REMINDER_EVERY_MS }, run: (now) => sendExpiryReminders(ctx, log, now) },
    {
      name: INTERVIEW_REMINDER_PLAN_TASK,
      recurrence: { everyMs: INTERVIEW_REMINDER_PLAN_EVERY_MS },
      run: async (now) => {
        const queued = await planInterviewReminders(ctx, now);
        if (queued > 0) log.info({ queued }, 'interview reminders queued');
      },
    },
    {
      name: INTERVIEWS_TODAY_TASK,
      recurrence: { everyMs: INTERVIEWS_TODAY_EVERY_MS },
      run: async (now) => {
        const sent = await sendInterviewsToday(ctx, now);
        if (sent > 0) log.info({ sent }, 'interviews-today summaries queued');
      },
    },
    { name: INTERVIEW_OUTCOME_TASK, recurrence: { everyMs: INTERVIEW_OUTCOME_EVERY_MS }, run: (now) => askInterviewOutcomes(ctx, log, now) },
    {
      name: INTERVIEW_ANSWER_REMINDER_TASK,
      recurrence: { everyMs: INTERVIEW_ANSWER_REMINDER_EVERY_MS },
      run: async (now) => {
        await remindUnansweredProposals(ctx, log, now);
      },
    },
    { name: ACCOUNT_ERASURE_TASK, recurrence: { everyMs: ACCOUNT_ERASURE_EVERY_MS }, run: (now) => eraseClosedAccounts(ctx, log, now) },
    { name: 'signed-link-uses-cleanup', recurrence: { everyMs: DAY_MS }, run: (now) => ctx.signedLinks.forgetExpiredUses(now) },
    { name: REVIEW_REMINDER_TASK, recurrence: { everyMs: REVIEW_REMINDER_EVERY_MS }, run: (now) => sendReviewReminders(ctx, log, now) },
    { name: UNANSWERED_REMINDER_TASK, recurrence: { everyMs: UNANSWERED_REMINDER_EVERY_MS }, run: (now) => sendUnansweredReminders(ctx, log, now) },
    // Without a gateway nothing is sold, so nothing renews either.
    ...(gateway
      ? [
          { name: RENEWAL_TASK, recurrence: { everyMs: RENEWAL_EVERY_MS }, run: (now: Date) => renewSubscriptions(ctx, gateway, log, now) },
          { name: PREMIUM_RENEWAL_TASK, recurrence: { everyMs: PREMIUM_RENEWAL_EVERY_MS }, run: (now: Date) => renewPremium(ctx, gateway, log, now) },
          { name: SHIFT_CHARGES_TASK, recurrence: { everyMs: SHIFT_CHARGES_EVERY_MS }, run: (now: Date) => chargeInvoices(ctx, gateway, log, now) },
        ]
      : []),
    { name: CE_REMINDER_TASK, recurrence: { everyMs: CE_REMINDER_EVERY_MS }, run: (now) => remindCe(ctx, log, now) },
    {
      name: CREDENTIALS_TASK,
      recurrence: { everyMs: CREDENTIALS_EVERY_MS },
      run: async (now) => {
        const done = await runCredentialTasks(ctx, log, now);
        if (done.expired + done.reverified + done.reminded > 0) log.info(done, 'credentials expired, re-verified or reminded');
      },
    },
    {
      name: PRACTICE_NPI_TASK,
      recurrence: { everyMs: PRACTICE_NPI_EVERY_MS },
      run: async (now) => {
        const done = await recheckPracticeNpis(ctx, log, now);
        if (done.confirmed + done.lapsed + done.unreachable > 0) log.info(done, 'verified practices re-checked with the NPI Registry');
      },
    },
    { name: UNREAD_EMAIL_TASK, recurrence: { everyMs: UNREAD_EMAIL_EVERY_MS }, run: (now) => sendUnreadEmails(ctx, log, now) },
    { name: JOB_ALERTS_TASK, recurrence: { everyMs: JOB_ALERTS_EVERY_MS }, run: (now) => sendJobAlerts(ctx, log, now) },
    { name: TIMESHEET_TIMEOUT_TASK, recurrence: { everyMs: TIMESHEET_TIMEOUT_EVERY_MS }, run: (now) => confirmUnanswered(ctx, log, now) },
    { name: WIDEN_REQUESTS_TASK, recurrence: { everyMs: WIDEN_REQUESTS_EVERY_MS }, run: (now) => widenRequests(ctx, log, now) },
    { name: REVIEWS_TASK, recurrence: { everyMs: REVIEWS_EVERY_MS }, run: (now) => runReviewTasks(ctx, log, now) },
    { name: POSTING_EXPIRED_TASK, recurrence: { everyMs: POSTING_EXPIRED_EVERY_MS }, run: (now) => announceExpiredPostings(ctx, now) },
    { name: INDEXING_EXPIRY_TASK, recurrence: { everyMs: INDEXING_EXPIRY_EVERY_MS }, run: (now) => announceExpired(ctx, now) },
    { name: CLASSIFIED_EXPIRY_TASK, recurrence: { everyMs: CLASSIFIED_EXPIRY_EVERY_MS }, run: (now) => sendClassifiedExpiryNotices(ctx, log, now) },
    {
      name: SITE_SEARCH_TERMS_TASK,
      recurrence: { everyMs: SITE_SEARCH_TERMS_EVERY_MS },
      run: async (now) => {
        const words = await refreshSiteSearchTerms(ctx, now);
        log.info({ words }, 'site search word list rebuilt');
      },
    },
    ...(partnerFeeds.length > 0 ? [partnerFeedsTask({ db: ctx.db, clock: ctx.clock, log }, partnerFeeds, ctx.config.PARTNER_FEED_REFRESH_MINUTES)] : []),
  ];
}

/** Puts every task of the list on the notice queue; called once, by the API plugin. */
export function scheduleTasks(ctx: AppContext, log: TaskLog & FeedLog, options: ScheduledTasksOptions = {}): void {
  for (const task of scheduledTasks(ctx, log, options)) ctx.notices.every(task);
}
