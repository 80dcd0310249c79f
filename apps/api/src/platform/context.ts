import type { Database } from '@chairside/db/client';
import type { Config } from './config';
import type { Clock } from './clock';
import type { FileStorage } from './file-storage';
import type { Mailer } from './mailer';
import type { NoticeQueue } from './notice-queue';
import type { RateLimiter } from './rate-limiter';
import type { SignedLinks } from './signed-links';
import type { TokenService } from './tokens';

/** What every module's routes and use cases are given: the adapters behind their ports. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  tokens: TokenService;
  /** HMAC-signed, expiring, single-purpose links for email that work signed out. */
  signedLinks: SignedLinks;
  /** The durable queue for everything that leaves the product, and the recurring tasks modules add when their routes register (ADR 75); the host starts it. */
  notices: NoticeQueue;
};
