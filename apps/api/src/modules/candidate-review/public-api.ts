// What other modules and the app's roots use of candidate review: its reminder task (scheduled-tasks.ts).
// Candidate review reads applications (its door) and answers the feedback link applications' emails carry.
/** Its scheduled task, run by scheduled-tasks.ts. */
export { REVIEW_REMINDER_EVERY_MS, REVIEW_REMINDER_TASK, sendReviewReminders } from './remind-unreviewed';
