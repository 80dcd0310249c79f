// What applications offers the other features: the one way in (ADR 93).
export { APPLICATIONS_PATH, useApplications, useInvitations } from './applications-api';
export { InvitationCard } from './applications-page';
export { ApplyAction } from './apply-action';
export { ExportApplicantsButton } from './export-applicants-button';
export { InviteToPostingForm } from './invite-to-posting-form';
export { JobApplicantsPanel } from './job-applicants-panel';
export { ScreeningAnswersFields, answersBody, unansweredQuestions, type ScreeningAnswers } from './screening-answers';
