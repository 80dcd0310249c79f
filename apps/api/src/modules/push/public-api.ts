// What other modules use of push: send a notice of one kind to a person's browsers (their switch decides).
export { pushRecipientsAmong, sendPushNotice, type PushNotice } from './push-delivery';
