// What other modules use of push: hand a notice of one kind for a person's browsers to the sender (their switch decides).
export { pushRecipientsAmong, queuePushNotice, type PushNotice } from './push-delivery';
// What the app context is built with (ADR 92): the transport PUSH_TRANSPORT chooses.
export { createPushTransport, type PushTransport } from './push-delivery';

// Tests of other modules: the notices the test transport has delivered.
export { deliveredInTests } from './push-delivery';
