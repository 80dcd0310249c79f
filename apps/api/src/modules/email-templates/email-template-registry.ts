import type { EmailTemplatePreview } from '../../platform/email/email-template';
import { accountClosingEmail, dataExportReadyEmail } from '../account-data/public-api';
import {
  emailChangedEmail,
  googleLinkEmail,
  newSignInEmail,
  passwordResetEmail,
  practiceWelcomeEmail,
  recoveryCodesLowEmail,
  secondFactorResetEmail,
  seekerWelcomeEmail,
  twoStepOffEmail,
} from '../accounts/public-api';
import { teamInvitationEmail, teamTwoStepRequiredEmail } from '../teams/public-api';
import { locationLinkEmail } from '../organisations/public-api';
import { invoiceDeclinedEmail, TIMESHEET_EMAILS } from '../shift-pay/public-api';
import { ceReminderEmail } from '../ce-tracker/public-api';
import { credentialExpiryEmail, practiceNpiLapsedEmail } from '../credentials/public-api';
import { CLASSIFIED_EMAILS } from '../classifieds/public-api';
import { receiptEmail } from '../commerce/public-api';
import { EVENT_EMAILS } from '../events/public-api';
import {
  applicationReceiptEmail,
  candidateFeedbackEmail,
  invitationToApplyEmail,
  newApplicantEmail,
  reviewReminderEmail,
  unansweredReminderEmail,
} from '../applications/public-api';
import {
  interviewAnswerEmail,
  interviewAnswerReminderEmail,
  interviewOutcomeRequestEmail,
  interviewReminderEmail,
  missedInterviewEmail,
  interviewsTodayEmail,
  interviewToApplicantEmails,
  interviewToPracticeEmails,
  schedulingLinkEmail,
  schedulingLinkWithdrawnEmail,
  selfScheduledToApplicantEmails,
  selfScheduledToPracticeEmails,
} from '../interviews/public-api';
import { JOB_ALERT_EMAILS } from '../job-alerts/public-api';
import { postingExpiringEmail } from '../job-directories/public-api';
import { JOB_REPORT_EMAILS, notSelectedEmail } from '../jobs/public-api';
import { practiceMessageEmail } from '../hiring-pipeline/public-api';
import { MARKETING_EMAILS } from '../marketing-forms/public-api';
import { unreadMessageEmail } from '../messaging/public-api';
import { SUBSCRIPTION_EMAILS } from '../subscriptions/public-api';
import { SHIFT_EMAILS } from '../temp-shifts/public-api';
import { REVIEW_EMAILS } from '../reviews/public-api';

/**
 * Every email the product sends, one template each (ADR 79): the admin area previews each with
 * its sample data. A new email's template is added here.
 */
export const EMAIL_TEMPLATES: readonly EmailTemplatePreview[] = [
  seekerWelcomeEmail,
  practiceWelcomeEmail,
  passwordResetEmail,
  emailChangedEmail,
  newSignInEmail,
  googleLinkEmail,
  twoStepOffEmail,
  recoveryCodesLowEmail,
  secondFactorResetEmail,
  dataExportReadyEmail,
  accountClosingEmail,
  teamInvitationEmail,
  teamTwoStepRequiredEmail,
  locationLinkEmail,
  // hiring: applications' and interviews' emails (the callers work out who may see what: a
  // confidential posting's practice is never named to the applicant, ADR 23)
  newApplicantEmail,
  applicationReceiptEmail,
  ...Object.values(interviewToApplicantEmails),
  ...Object.values(interviewToPracticeEmails),
  interviewAnswerEmail,
  candidateFeedbackEmail,
  notSelectedEmail,
  practiceMessageEmail,
  invitationToApplyEmail,
  reviewReminderEmail,
  unansweredReminderEmail,
  interviewOutcomeRequestEmail,
  interviewReminderEmail,
  interviewAnswerReminderEmail,
  missedInterviewEmail,
  interviewsTodayEmail,
  schedulingLinkEmail,
  schedulingLinkWithdrawnEmail,
  ...Object.values(selfScheduledToApplicantEmails),
  ...Object.values(selfScheduledToPracticeEmails),
  ...JOB_ALERT_EMAILS,
  unreadMessageEmail,
  postingExpiringEmail,
  receiptEmail,
  ...SUBSCRIPTION_EMAILS,
  ...JOB_REPORT_EMAILS,
  ...CLASSIFIED_EMAILS,
  ...EVENT_EMAILS,
  ceReminderEmail,
  credentialExpiryEmail,
  practiceNpiLapsedEmail,
  ...MARKETING_EMAILS,
  ...SHIFT_EMAILS,
  invoiceDeclinedEmail,
  ...TIMESHEET_EMAILS,
  ...REVIEW_EMAILS,
];

export const findEmailTemplate = (name: string) => EMAIL_TEMPLATES.find((template) => template.name === name);
