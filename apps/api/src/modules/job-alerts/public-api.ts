// What other modules use of job alerts: its emails' templates.
/** The job alert emails, for the template registry's previews. */
export { JOB_ALERT_EMAILS } from './job-alert-emails';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { JOB_ALERTS_EVERY_MS, JOB_ALERTS_TASK, sendJobAlerts } from './send-job-alerts';
