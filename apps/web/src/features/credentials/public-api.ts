// What other features use of credentials: the profile's panel and the badge.
export { CredentialsPanel } from './credentials-panel';
export { LicenseVerifiedBadge } from './credential-status';
export { openCard } from './credentials-api';
export { CardPreview } from './card-preview';
