// What other modules use of messaging: its admin screens and its email's template.
/** The administrators' messaging routes (mounted by the admin module under its guard). */
export { messagingAdminRoutes } from './admin-routes';
/** The unread-messages email, for the template registry's previews. */
export { unreadMessageEmail } from './messaging-emails';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { sendUnreadEmails, UNREAD_EMAIL_EVERY_MS, UNREAD_EMAIL_TASK } from './send-unread-emails';
