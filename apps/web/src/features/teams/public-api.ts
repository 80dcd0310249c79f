// What other features use of teams (ADR 116): the settings panels (the team, the practices one belongs to).
export { TeamSettingsPanels } from './your-practices-panel';
/** The location switcher of an organisation's practices (ADR 120), in the app's header. */
export { LocationSwitcher } from './location-switcher';
