// What other parts of the API use of "Your data": the erasure task for the scheduled-task list,
// and the emails for the template registry.
export { ACCOUNT_ERASURE_EVERY_MS, ACCOUNT_ERASURE_TASK, eraseClosedAccounts } from './account-erasure';
export { accountClosingEmail, dataExportReadyEmail } from './account-data-emails';
