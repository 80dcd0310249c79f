// What other modules use of the practices' API: announcing an event to the practice's webhook endpoints (ADR 111).
export { emitWebhookEvent } from './webhook-delivery';
export { announceExpiredPostings, POSTING_EXPIRED_EVERY_MS, POSTING_EXPIRED_TASK } from './announce-expired-postings';
