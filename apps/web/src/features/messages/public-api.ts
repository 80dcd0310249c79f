// What messages offers the other features: the one way in (ADR 93).
export { MessageButton } from './message-button';
export { useUnreadMessages } from './unread-messages';
