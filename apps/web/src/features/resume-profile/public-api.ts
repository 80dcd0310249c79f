// What resume profile offers the other features: the one way in (ADR 93).
export { clearApplication, readApplicationDraft, rememberApplyingTo, saveApplicationDraft } from './application-draft';
export { CompleteProfileNotice, DashboardCompletenessCard } from './completeness';
export { EDIT_SECTIONS, PROFILE_EDIT_PATH, PROFILE_PATH } from './missing-items';
export { LoadFailed } from './my-profile-page';
export { ProfilePromptModal } from './profile-prompt-modal';
export { ResumeView } from './resume-view';
export { STAFF_CURRENT_KEY, staffPath, useCurrentStaff, useRefreshStaff } from './staff-profile-api';
