import type { EmailTemplatePreview } from '../../platform/email/email-template';
import { emailChangedEmail, passwordResetEmail, practiceWelcomeEmail, seekerWelcomeEmail } from '../accounts/account-emails';
import { ceReminderEmail } from '../ce-tracker/ce-reminder-email';
import { CLASSIFIED_EMAILS } from '../classifieds/classified-emails';
import { receiptEmail } from '../commerce/receipt-email';
import { EVENT_EMAILS } from '../events/event-emails';
import { HIRING_EMAILS } from '../hiring/hiring-emails';
import { JOB_ALERT_EMAILS } from '../job-alerts/job-alert-emails';
import { postingExpiringEmail } from '../job-directories/expiry-reminder-email';
import { JOB_REPORT_EMAILS } from '../jobs/report-emails';
import { MARKETING_EMAILS } from '../marketing-forms/marketing-emails';
import { unreadMessageEmail } from '../messaging/messaging-emails';
import { SUBSCRIPTION_EMAILS } from '../subscriptions/subscription-emails';

/**
 * Every email the product sends, one template each (ADR 79): the admin area previews each with
 * its sample data. A new email's template is added here.
 */
export const EMAIL_TEMPLATES: readonly EmailTemplatePreview[] = [
  seekerWelcomeEmail,
  practiceWelcomeEmail,
  passwordResetEmail,
  emailChangedEmail,
  ...HIRING_EMAILS,
  ...JOB_ALERT_EMAILS,
  unreadMessageEmail,
  postingExpiringEmail,
  receiptEmail,
  ...SUBSCRIPTION_EMAILS,
  ...JOB_REPORT_EMAILS,
  ...CLASSIFIED_EMAILS,
  ...EVENT_EMAILS,
  ceReminderEmail,
  ...MARKETING_EMAILS,
];

export const findEmailTemplate = (name: string) => EMAIL_TEMPLATES.find((template) => template.name === name);
