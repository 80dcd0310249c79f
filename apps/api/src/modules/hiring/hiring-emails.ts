// The hiring emails, one template each (ADR 79): those about applications and those about
// interviews. The callers work out who may see what (a confidential posting's practice is never
// named to the applicant, ADR 23) and pass only that.
import { applicationReceiptEmail, candidateFeedbackEmail, invitationToApplyEmail, newApplicantEmail, reviewReminderEmail } from './application-emails';
import {
  interviewAnswerEmail,
  interviewOutcomeRequestEmail,
  interviewReminderEmail,
  interviewsTodayEmail,
  interviewToApplicantEmails,
  interviewToPracticeEmails,
} from './interview-emails';

export const HIRING_EMAILS = [
  newApplicantEmail,
  applicationReceiptEmail,
  ...Object.values(interviewToApplicantEmails),
  ...Object.values(interviewToPracticeEmails),
  interviewAnswerEmail,
  candidateFeedbackEmail,
  invitationToApplyEmail,
  reviewReminderEmail,
  interviewOutcomeRequestEmail,
  interviewReminderEmail,
  interviewsTodayEmail,
];
