// What other modules use of interviews: the interview emails (the template registry) and the
// request limits of interviewing (the request-limits test). Interviews reads applications.

/** The interview emails, for the template registry's previews. */
export {
  interviewAnswerEmail,
  interviewOutcomeRequestEmail,
  interviewReminderEmail,
  interviewsTodayEmail,
  interviewToApplicantEmails,
  interviewToPracticeEmails,
} from './interview-emails';

/** The request limits of proposing and changing interviews (the request-limits test spends them). */
export { INTERVIEWS_PER_PERSON } from './interview-limits';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { askInterviewOutcomes, INTERVIEW_OUTCOME_EVERY_MS, INTERVIEW_OUTCOME_TASK } from './ask-interview-outcomes';
export {
  INTERVIEW_ANSWER_REMINDER_EVERY_MS,
  INTERVIEW_ANSWER_REMINDER_TASK,
  interviewAnswerReminderEmail,
  missedInterviewEmail,
  remindUnansweredProposals,
} from './seeker-follow-ups';
/** Its scheduled task, run by scheduled-tasks.ts. */
export {
  INTERVIEW_REMINDER_PLAN_EVERY_MS,
  INTERVIEW_REMINDER_PLAN_TASK,
  INTERVIEWS_TODAY_EVERY_MS,
  INTERVIEWS_TODAY_TASK,
  planInterviewReminders,
  sendInterviewsToday,
} from './interview-reminders';
/** The self-scheduling emails (ADR 117), for the template registry's previews. */
export { schedulingLinkEmail, schedulingLinkWithdrawnEmail, selfScheduledToApplicantEmails, selfScheduledToPracticeEmails } from './scheduling-emails';
