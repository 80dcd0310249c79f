// What notice preferences offers the other features: the one way in (ADR 93).
export { NoticePreferencesPanel } from './notice-preferences-panel';
