import { alertDecision, alertResultsPath, describeAlert } from '@chairside/domain/job-alert-rules';
import { jobSlug } from '@chairside/domain/job-slug';
import { positionLabel } from '@chairside/domain/positions';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { premiumAmong } from '../premium/public-api';
import { pushRecipientsAmong, queuePushNotice, type PushNotice } from '../push/public-api';
import { claimMatches, findNewMatches, loadCandidates, markChecked, markSent, type AlertCandidate, type ClaimedJob } from './alert-pass-repository';
import { ONE_CLICK_PATH, UNSUBSCRIBE_PAGE, unsubscribeToken } from './unsubscribe-job-alert';
import type { RenderedEmail } from '../../platform/email/email-template';
import { jobAlertEmail } from './job-alert-emails';

export const JOB_ALERTS_TASK = 'job-alerts:send';
/** How often the pass runs: an at-once alert with early notice goes out within this long. */
export const JOB_ALERTS_EVERY_MS = 5 * 60_000;
/** Alerts matched per statement. */
const BATCH = 2_000;
/** Emails handed to the mailer at once (a database pool sends them side by side). */
const SENDING = 8;

export type AlertEmail = { to: string; subject: string; headers: Record<string, string>; jobIds: number[] };
export type AlertPassResult = { candidates: number; due: number; emailed: number; emails: AlertEmail[] };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function jobLink(base: string, job: ClaimedJob): { label: string; url: string } {
  const title = oneLine(job.name || positionLabel(job.position));
  const where = [job.city, job.state].filter(Boolean).join(', ');
  const by = job.practiceName ? ` at ${oneLine(job.practiceName)}` : '';
  return { label: `${title}${by}${where ? `, ${where}` : ''}`, url: `${base}/dental-jobs/job/${job.jobId}/${encodeURIComponent(jobSlug(job))}/?from=alert` };
}

/** The email of one alert: its new postings, a link to manage alerts, and one-click unsubscribe headers (RFC 8058). */
function alertEmail(ctx: AppContext, alert: AlertCandidate, jobs: ClaimedJob[]): AlertEmail & RenderedEmail {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const token = unsubscribeToken(ctx, alert.id);
  const oneClick = `${base}${ONE_CLICK_PATH}${encodeURIComponent(token)}`;
  const unsubscribePage = ctx.signedLinks.url(UNSUBSCRIBE_PAGE, token);
  const manage = alert.username ? `${base}/app/job-alerts` : unsubscribePage;
  return {
    to: alert.email,
    ...jobAlertEmail.render({
      name: alert.name ? oneLine(alert.name) : null,
      summary: describeAlert(alert.criteria),
      jobs: jobs.map((job) => jobLink(base, job)),
      resultsUrl: `${base}${alertResultsPath(alert.criteria)}`,
      manageUrl: manage,
      unsubscribeUrl: unsubscribePage,
    }),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    jobIds: jobs.map((job) => job.jobId),
  };
}

const countOfJobs = (count: number) => `${count} new dental ${count === 1 ? 'job' : 'jobs'}`;

/** The push notice of one alert's email: how many new postings, which alert, and its results (one per alert on the device). */
export function alertPushNotice(alert: AlertCandidate, count: number): PushNotice {
  return {
    title: `${countOfJobs(count)} for your alert`,
    body: describeAlert(alert.criteria),
    url: alertResultsPath(alert.criteria),
    tag: `job-alert-${alert.id}`,
  };
}

/**
 * One pass: every alert that may email now (alertDecision: pace, quiet hours in the person's
 * time zone from their ZIP, early notice for premium members) gets its new matching postings,
 * each claimed once; an alert with none sends nothing. Beside each email, a person who turned on
 * push notices of new matching jobs gets one notice for the alert (who they are is read once per
 * batch, not per alert or posting). Answers what it did.
 */
export async function sendJobAlerts(ctx: AppContext, log: TaskLog, now: Date): Promise<AlertPassResult> {
  const candidates = await loadCandidates(ctx.db);
  // Early notice: premium members (an active PREMIUM subscription, as the premium module tells).
  const premium = await premiumAmong(ctx.db, [...new Set(candidates.flatMap((alert) => (alert.userId === null ? [] : [alert.userId])))], now);
  const due = candidates.filter(
    (alert) =>
      alertDecision(
        {
          frequency: alert.frequency,
          isPaused: false,
          lastSentAt: alert.lastSentAt,
          timeZone: alert.timeZone,
          earlyNotice: alert.userId !== null && premium.has(alert.userId),
        },
        now,
      ) === 'DUE',
  );
  const emails: AlertEmail[] = [];
  for (let start = 0; start < due.length; start += BATCH) {
    const batch = due.slice(start, start + BATCH);
    const found = await findNewMatches(
      ctx.db,
      batch.map((alert) => alert.id),
      now,
    );
    const failed = new Set<number>();
    const byAlert = new Map<number, ClaimedJob[]>();
    for (const job of found) byAlert.set(job.alertId, [...(byAlert.get(job.alertId) ?? []), job]);
    const toSend = batch.flatMap((alert) => {
      const jobs = byAlert.get(alert.id);
      return jobs?.length ? [{ alert, jobs, email: alertEmail(ctx, alert, jobs) }] : [];
    });
    const pushTo = await pushRecipientsAmong(
      ctx,
      toSend.flatMap(({ alert }) => (alert.userId === null ? [] : [alert.userId])),
      'matchingJobs',
      log,
    );
    const sent: number[] = [];
    for (let next = 0; next < toSend.length; next += SENDING) {
      await Promise.all(
        toSend.slice(next, next + SENDING).map(async ({ alert, jobs, email: drafted }) => {
          try {
            // The postings are claimed in the transaction that writes their email (and push notice): a crash or a failure leaves both or neither.
            const email = await ctx.db.transaction(async (tx) => {
              const claimed = new Set(await claimMatches(tx, alert.id, drafted.jobIds, now));
              if (claimed.size === 0) return null;
              const email =
                claimed.size === jobs.length
                  ? drafted
                  : alertEmail(
                      ctx,
                      alert,
                      jobs.filter((job) => claimed.has(job.jobId)),
                    );
              await ctx.mailer.send({ to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers }, { tx });
              if (alert.userId !== null && pushTo.has(alert.userId))
                await queuePushNotice(ctx, alert.userId, 'matchingJobs', alertPushNotice(alert, email.jobIds.length), { tx });
              return email;
            });
            // Null: another pass took these postings first.
            if (!email) return;
            sent.push(alert.id);
            emails.push({ to: email.to, subject: email.subject, headers: email.headers, jobIds: email.jobIds });
          } catch (err) {
            failed.add(alert.id);
            log.error({ err, alertId: alert.id }, 'job alert email not written');
          }
        }),
      );
    }
    await markSent(ctx.db, sent, now);
    // A failed alert keeps its place, so its next pass looks at the same postings again.
    await markChecked(
      ctx.db,
      batch.filter((alert) => !failed.has(alert.id)).map((alert) => alert.id),
      now,
    );
  }
  if (emails.length > 0) log.info({ emailed: emails.length }, 'job alert emails sent');
  return { candidates: candidates.length, due: due.length, emailed: emails.length, emails };
}

/**
 * The pass of the occurrence `at` falls in (development: a moved clock), taken like any
 * occurrence, so it does not run if that occurrence ran already. Null when it did.
 */
export async function runJobAlertsAt(ctx: AppContext, at: Date): Promise<AlertPassResult | null> {
  const ran = await ctx.notices.runOccurrence(JOB_ALERTS_TASK, at);
  return ran ? (ran.result as AlertPassResult) : null;
}
