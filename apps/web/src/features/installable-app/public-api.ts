// What installable app offers the other features: the one way in (ADR 93).
export { OfflineBanner } from './offline-banner';
export { PushSettingsPanel } from './push-settings-panel';
