// What other features use of teams (ADR 116): the settings panels (the team, the practices one belongs to).
export { TeamSettingsPanels } from './your-practices-panel';
