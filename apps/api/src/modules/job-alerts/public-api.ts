// What other modules use of job alerts: its emails' templates.
/** The job alert emails, for the template registry's previews. */
export { JOB_ALERT_EMAILS } from './job-alert-emails';
