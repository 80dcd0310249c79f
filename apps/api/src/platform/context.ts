import type { Database } from '@chairside/db/client';
// The two ports whose adapters live with their modules (the notice handlers that alone may send: ADR 77).
import type { IndexingAdapter } from '../modules/google-indexing/public-api';
import type { PushTransport } from '../modules/push/public-api';
import type { SmsTransport } from '../modules/sms/public-api';
// Shift pay bills the fee a temp shift's cancellation owes, without temp shifts depending on it (ADR 93, ADR 126).
import type { LateFeeBilling } from '../modules/shift-pay/public-api';
import type { Config } from './config';
import type { Clock } from './clock';
import type { FileStorage } from './file-storage';
import type { Mailer } from './mailer';
import type { MarketingForms } from './marketing-forms';
import type { NoticeQueue } from './notice-queue';
import type { PaymentGateway } from './payment-gateway';
import type { RateLimiter } from './rate-limiter';
import type { ReadRouting } from './read-routing';
import type { SignedLinks } from './signed-links';
import type { TokenService } from './tokens';

/**
 * What every module's routes and use cases are given: the adapters behind their ports, each built
 * once here and chosen by config, the local one by default (ADR 92).
 */
export type AppContext = {
  config: Config;
  db: Database;
  /**
   * Only for the reads that may lag (job and resume search, public pages, directories, sitemaps,
   * site search): a replica of DATABASE_REPLICA_URLS, or the primary after the person's own write
   * and whenever no replica answers; `db` itself without replicas (ADR 110).
   */
  readDb: Database;
  /** Which requests read from the primary: writes, and a person's requests soon after their own write. */
  readRouting: ReadRouting;
  clock: Clock;
  /** The outbox table; sent through SMTP_URL when set. */
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** UPLOADS_DIR on local disk, or S3_BUCKET. */
  storage: FileStorage;
  /** The sandbox gateway, Braintree (the four BRAINTREE_ settings), or null: buying closed (a production site without either, ADR 65). */
  payments: PaymentGateway | null;
  /** The local table, or MARKETING_FORMS_URL. */
  marketingForms: MarketingForms;
  /** The SMS outbox, or Twilio (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN). */
  sms: SmsTransport;
  /** web-push, or recorded in memory for tests (PUSH_TRANSPORT). */
  push: PushTransport;
  /** Google's Indexing API (GOOGLE_INDEXING_SERVICE_ACCOUNT), or the local adapter that records notifications (ADR 109). */
  indexing: IndexingAdapter;
  tokens: TokenService;
  /** HMAC-signed, expiring, single-purpose links for email that work signed out. */
  signedLinks: SignedLinks;
  /** Invoices and charges a late cancellation's fee (shift pay). */
  lateFees: LateFeeBilling;
  /** The durable queue for everything that leaves the product, and the recurring tasks of scheduled-tasks.ts (ADR 75, ADR 92); the host starts it. */
  notices: NoticeQueue;
};
