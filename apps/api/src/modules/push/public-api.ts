// What other modules use of push: hand a notice of one kind for a person's browsers to the sender (their switch decides).
export { pushRecipientsAmong, queuePushNotice, type PushNotice } from './push-delivery';
