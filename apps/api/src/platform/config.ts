import { join } from 'node:path';
import { z } from 'zod';
import { tileUrlProblem } from '@chairside/domain/office-map';
import { privateMailDomain, senderAddress, senderDomain } from './mail-sender';
import { isLocalUrl, TrustProxySchema } from './proxy-trust';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address to listen on: default this machine only (localhost) while PUBLIC_URL is local, else every interface (ADR 65). */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    /** Uploaded files (profile photos) on local disk; default DATA_DIR/uploads. */
    UPLOADS_DIR: z.string().optional(),
    DATABASE_URL: z.string().url().optional(),
    /**
     * PostgreSQL streaming replicas of DATABASE_URL, comma-separated: the reads that may lag (searches, public
     * pages, directories, sitemaps, site search) go to them in turn, everything else to DATABASE_URL (ADR 110).
     */
    DATABASE_REPLICA_URLS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
      )
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'comma-separated postgres:// addresses'))),
    /** After a person's own write, their reads go to the primary for this long (read your writes, ADR 110). */
    DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    /**
     * A replica gets reads only while its replay lag (measured every second against the primary's WAL position) is at
     * most this many milliseconds; beyond it, or while it cannot be measured, its reads go to the primary (ADR 122). 0: no limit.
     */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** Server processes sharing the port, one per core at most (PostgreSQL only: the embedded database serves one process). */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Demo data on first start: on by default only for a local try-out (the embedded database, not production, a local
     * PUBLIC_URL); on a production site only when asked for, and then without the demo administrator (ADR 65).
     */
    SEED_DEMO: bool.optional(),
    /** Whether the demo administrator gets the authenticator key published in the README (default true; ADR 105). */
    SEED_DEMO_ADMIN_TWO_STEP: bool.default(true),
    AUTH_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    /** The web address people reach, for links in email. */
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    SMTP_URL: z.string().optional(),
    /**
     * The sender of every email. The default's domain is not in the public DNS: a production site that
     * sends mail (SMTP_URL) must set an address on its own domain, with SPF, DKIM and DMARC (ADR 101).
     */
    MAIL_FROM: z.string().default('Chairside <no-reply@chairside.local>'),
    /** The outbox page that shows stored email: never on a production site (ADR 21, ADR 65); on by default elsewhere. */
    SHOW_OUTBOX: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Failed sign-ins on one account from one address before that address is locked out of it (ADR 20). */
    LOGIN_FAILURES_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(5),
    LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Failed sign-ins on one account from every address before it is locked for all but a reset's address (ADR 20). */
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
    LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Whose X-Forwarded-For gives the client address: nobody unless set (ADR 21). */
    TRUST_PROXY: TrustProxySchema,
    /** Which proxy's geo headers name a signed-in device's place, read from TRUST_PROXY's proxies only: none unless set (ADR 108). */
    GEO_HEADERS: z.enum(['none', 'cloudflare', 'cloudfront', 'appengine']).default('none'),
    /** Password reset codes asked for, per email and per client address, in one window. */
    PASSWORD_RESETS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    PASSWORD_RESETS_PER_IP: z.coerce.number().int().min(1).default(20),
    PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Multiplies every per-address request limit (ADR 22): for networks where many people share one address, and load tests. */
    ADDRESS_LIMITS_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** Partner job feeds (the XML job-feed format): comma-separated http(s) URLs or file paths (file: allowed). */
    PARTNER_FEED_URLS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((source) => source.trim())
          .filter((source) => source !== ''),
      ),
    PARTNER_FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /**
     * Webhook endpoints on this machine (loopback, plain http to it): for tests and development only, off unless set, refused on a
     * production site. Private, link-local and other non-public addresses are refused whatever it says (ADR on API keys and webhooks).
     */
    WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
    /** Requests one API key may make in a minute (429 with Retry-After beyond). */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    /** How long a visitor's job search answer is reused by this instance (0: never). */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
    /** How long a server-rendered page answers the same URL again in this instance (0: never; ADR 62). */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /**
     * The moment the application's clock starts at, running on from there: a journey or a demo of a
     * given hour (an evening in Chicago). Never on a production site.
     */
    CLOCK_START: z.iso.datetime({ offset: true, error: 'CLOCK_START is a date and time such as 2026-03-05T02:20:00Z.' }).optional(),
    /** Uploaded files in this bucket of an S3-compatible object store instead of UPLOADS_DIR (several instances share it). */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** The store's address (MinIO, R2, Ceph…); none: AWS S3 itself. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Both or neither; without them the AWS SDK's usual sources (AWS_* variables, an instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** The bucket in the path rather than in the host name (most self-hosted stores). */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Payments through Braintree when all four are set; otherwise the in-process sandbox gateway. */
    BRAINTREE_MERCHANT_ID: z.string().optional(),
    BRAINTREE_PUBLIC_KEY: z.string().optional(),
    BRAINTREE_PRIVATE_KEY: z.string().optional(),
    BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
    /**
     * Without the BRAINTREE_ settings, whether the built-in sandbox gateway takes test payments: on by default
     * outside production; a production site sells nothing unless this is true (a staging site), ADR 65.
     */
    PAYMENTS_SANDBOX: bool.optional(),
    /**
     * A file where the sandbox gateway keeps its vaulted charges (JSON lines, synced before it answers), so its
     * record outlives the process as a real gateway's does: the kill test reads it (scripts/crash/shift-pay-case.ts).
     */
    PAYMENTS_SANDBOX_JOURNAL: z.string().optional(),
    /**
     * How temp professionals are paid (ADR 113): 'ledger' (the default) records what is owed and marks it paid;
     * 'bank-export' also writes each payout run as a bank-transfer CSV file in PAYOUT_EXPORT_DIR;
     * 'stripe-connect' transfers each payout to the professional's Stripe connected account (ADR 129).
     */
    PAYOUT_ADAPTER: z.enum(['ledger', 'bank-export', 'stripe-connect']).default('ledger'),
    /** Where bank-export payout files are written; default DATA_DIR/payouts. */
    PAYOUT_EXPORT_DIR: z.string().optional(),
    /** The platform's Stripe secret key (sk_… or a restricted rk_…): required with PAYOUT_ADAPTER=stripe-connect. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'a Stripe secret key such as sk_live_…')
      .optional(),
    /** Stripe's API address (tests point it at a local server). */
    STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
    /** The country of the connected accounts created for professionals (two letters; payouts are in US dollars). */
    STRIPE_CONNECT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, 'a two-letter country code such as US')
      .default('US'),
    /**
     * Marketing forms through a HubSpot-style HTTP service instead of the local table (ADR 47): the
     * submit URL, where {form} stands for the form's id (MARKETING_FORM_IDS) or else its name.
     */
    MARKETING_FORMS_URL: z.string().url().optional(),
    /** The service's form ids by form name: 'hiring-toolkit=guid1,newsletter=guid2'. */
    MARKETING_FORM_IDS: z
      .string()
      .optional()
      .transform(
        (value) =>
          Object.fromEntries(
            (value ?? '')
              .split(',')
              .map((pair) => pair.split('=').map((part) => part.trim()))
              .filter((pair) => pair.length === 2 && pair[0] !== '' && pair[1] !== ''),
          ) as Record<string, string>,
      ),
    /** Where contact-us messages are sent. */
    CONTACT_EMAIL: z.string().email().default('support@chairside.local'),
    /** The seller named on receipts (web and email): the company's legal name and postal address (lines split by "|"). */
    SELLER_NAME: z.string().trim().min(1).max(200).default('Chairside'),
    SELLER_ADDRESS: z
      .string()
      .max(500)
      .default('')
      .transform((value) =>
        value
          .split('|')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    /** The Google Analytics 4 measurement id (G-…): the pages load the Google tag only with one (ADR 31). */
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id such as G-ABC123DEF4')
      .optional(),
    /**
     * The tile server the office maps draw from (ADR 89): an address template with {z}, {x}, {y}
     * (optionally {s}, {r}), such as https://tile.openstreetmap.org/{z}/{x}/{y}.png. None: no map is
     * drawn (the pages show the offices in words only), and the pages' policy admits no tile host.
     */
    MAP_TILE_URL: z
      .string()
      .optional()
      .superRefine((value, issues) => {
        const problem = value === undefined ? null : tileUrlProblem(value);
        if (problem) issues.addIssue({ code: 'custom', message: problem });
      }),
    /** The credit the tile source's licence asks for, shown on the map as plain text: '© OpenStreetMap contributors'. */
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
    /** Web Push (standard VAPID, ADR 54): both keys (base64url) or neither; without them a pair is made once and kept in the database. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url VAPID public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url VAPID private key')
      .optional(),
    /** Who the push services may contact about our notices: a mailto: or https: address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: address')
      .default('mailto:support@chairside.local'),
    /**
     * How push notices leave (ADR 92): 'web-push' (the default) sends them to the browsers' push services with
     * the VAPID keys; 'recorded' keeps them in this process's memory instead (tests read them), except those to
     * PUSH_LOCAL_SERVICE_URL, which are sent. 'recorded' reaches no one: refused with NODE_ENV=production.
     */
    PUSH_TRANSPORT: z.enum(['web-push', 'recorded']).default('web-push'),
    /**
     * A push service on this machine (https://127.0.0.1:<port>) that subscriptions may also point at, besides the
     * browsers' own: for tests against a local server. Refused in production.
     */
    PUSH_LOCAL_SERVICE_URL: z
      .string()
      .url()
      .refine((value) => /^https:\/\/(127\.0\.0\.1|\[::1\]):\d{1,5}$/.test(value), 'https://127.0.0.1:<port> or https://[::1]:<port>, nothing after the port')
      .optional(),
    /** Texts through Twilio's Messages API when the account SID and auth token are set (with TWILIO_FROM or a messaging service); otherwise they stay in the SMS outbox (ADR 78). */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'an account SID: AC and 32 hexadecimal digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'the auth token from the Twilio console').optional(),
    /** The number texts come from (E.164), or TWILIO_MESSAGING_SERVICE_SID. */
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'a number in E.164 form: +15125550100')
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'a messaging service SID: MG and 32 hexadecimal digits')
      .optional(),
    /**
     * Sign in with Google (OpenID Connect, ADR 107): on when both the client id and secret are set; the
     * button is not shown otherwise. The issuer is Google's; tests point it at a local OpenID provider.
     */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
    /**
     * Google's Indexing API (ADR 109): the service account's JSON key (its client_email, private_key and
     * token_uri), whose account is an owner of the site in Search Console. Without it, notifications are recorded
     * locally and go nowhere (the admin area shows them).
     */
    GOOGLE_INDEXING_SERVICE_ACCOUNT: z.string().min(1).optional(),
    /** The Indexing API's address and Google's token endpoint (tests point them at a local server). */
    GOOGLE_INDEXING_API_URL: z.string().url().default('https://indexing.googleapis.com'),
    GOOGLE_INDEXING_TOKEN_URL: z.string().url().optional(),
    /** Publish requests a day at most (Google's default quota is 200); more wait for the next day (UTC). */
    GOOGLE_INDEXING_DAILY_QUOTA: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /** The NPPES NPI Registry API (version 2.1) that verifies licenses with an NPI (ADR 115; tests point it at a local server). */
    NPI_REGISTRY_URL: z.string().url().default('https://npiregistry.cms.hhs.gov/api/'),
    /** Twilio's API address (tests point it at a local server). */
    TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
    /** Without Twilio: the key inbound test messages to /api9/sms/inbound are signed with (Twilio's algorithm); none: the route refuses every message. */
    SMS_LOCAL_WEBHOOK_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    /** No texts in these hours of each person's day (their ZIP code's time zone): HH:MM-HH:MM; a text then waits until the end. */
    SMS_QUIET_HOURS: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM-HH:MM, such as 21:00-08:00')
      .default('21:00-08:00'),
    /** Texts (notices) one person, and one number, receives in an hour at most; more wait for the next hour. */
    SMS_TEXTS_PER_HOUR_PER_PERSON: z.coerce.number().int().min(1).max(100).default(5),
    SMS_TEXTS_PER_HOUR_PER_NUMBER: z.coerce.number().int().min(1).max(100).default(8),
  })
  .superRefine((config, issues) => {
    const braintree = ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY', 'BRAINTREE_ENVIRONMENT'] as const;
    const missing = braintree.filter((name) => !config[name]);
    if (missing.length > 0 && missing.length < braintree.length)
      issues.addIssue({ code: 'custom', path: [missing[0]], message: 'the BRAINTREE_ settings go together (all four or none)' });
    if (config.SERVER_PROCESSES > 1 && !config.DATABASE_URL)
      issues.addIssue({ code: 'custom', path: ['SERVER_PROCESSES'], message: 'more than one needs DATABASE_URL: the embedded database serves one process' });
    if (config.DATABASE_REPLICA_URLS.length > 0 && !config.DATABASE_URL)
      issues.addIssue({ code: 'custom', path: ['DATABASE_REPLICA_URLS'], message: 'replicas need DATABASE_URL: they copy a PostgreSQL server' });
    if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY))
      issues.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when another S3_ setting is given' });
    if (!config.VAPID_PUBLIC_KEY !== !config.VAPID_PRIVATE_KEY)
      issues.addIssue({
        code: 'custom',
        path: [config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    if (config.PUSH_LOCAL_SERVICE_URL && config.NODE_ENV === 'production')
      issues.addIssue({ code: 'custom', path: ['PUSH_LOCAL_SERVICE_URL'], message: 'a local push service is for tests, never in production' });
    if (config.WEBHOOKS_ALLOW_LOOPBACK && config.NODE_ENV === 'production')
      issues.addIssue({
        code: 'custom',
        path: ['WEBHOOKS_ALLOW_LOOPBACK'],
        message: 'webhooks to this machine are for tests and development, never in production',
      });
    if (config.PUSH_TRANSPORT === 'recorded' && config.NODE_ENV === 'production')
      issues.addIssue({ code: 'custom', path: ['PUSH_TRANSPORT'], message: 'recorded push notices reach no one: for tests, never in production' });
    if (!config.TWILIO_ACCOUNT_SID !== !config.TWILIO_AUTH_TOKEN)
      issues.addIssue({
        code: 'custom',
        path: [config.TWILIO_ACCOUNT_SID ? 'TWILIO_AUTH_TOKEN' : 'TWILIO_ACCOUNT_SID'],
        message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together',
      });
    if (config.TWILIO_ACCOUNT_SID && !config.TWILIO_FROM && !config.TWILIO_MESSAGING_SERVICE_SID)
      issues.addIssue({ code: 'custom', path: ['TWILIO_FROM'], message: 'Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID' });
    if (config.CLOCK_START && (config.NODE_ENV === 'production' || !isLocalUrl(config.PUBLIC_URL)))
      issues.addIssue({
        code: 'custom',
        path: ['CLOCK_START'],
        message: 'a clock set to another moment is for journeys and demos, never on a production site',
      });
    if (config.NODE_ENV === 'production' && config.SMTP_URL) {
      const problem = senderAddress(config.MAIL_FROM) ? privateMailDomain(senderDomain(config.MAIL_FROM) ?? '') : 'it holds no email address';
      if (problem)
        issues.addIssue({
          code: 'custom',
          path: ['MAIL_FROM'],
          message: `the sender "${config.MAIL_FROM}" cannot be used for mail sent in production (${problem}): set MAIL_FROM to an address on the site's own domain, such as "Chairside <no-reply@your-domain>", whose DNS has the SPF, DKIM and DMARC records the README's Mail delivery section lists`,
        });
    }
    if (config.MAP_TILE_URL && !config.MAP_TILE_ATTRIBUTION)
      issues.addIssue({
        code: 'custom',
        path: ['MAP_TILE_ATTRIBUTION'],
        message: 'required with MAP_TILE_URL: the map credits its tiles as their licence asks',
      });
    if (config.PAYOUT_ADAPTER === 'stripe-connect' && !config.STRIPE_SECRET_KEY)
      issues.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'required with PAYOUT_ADAPTER=stripe-connect' });
    if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY)
      issues.addIssue({
        code: 'custom',
        path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
  });

export type Config = Omit<z.infer<typeof ConfigSchema>, 'HOST' | 'SEED_DEMO' | 'SHOW_OUTBOX' | 'PAYMENTS_SANDBOX' | 'UPLOADS_DIR' | 'PAYOUT_EXPORT_DIR'> & {
  HOST: string;
  SEED_DEMO: boolean;
  SHOW_OUTBOX: boolean;
  PAYMENTS_SANDBOX: boolean;
  UPLOADS_DIR: string;
  PAYOUT_EXPORT_DIR: string;
};

/**
 * A production site: NODE_ENV=production, or a PUBLIC_URL that is not this machine (people reach it
 * under a real name). Anything else is a local try-out or a developer's machine (ADR 65).
 */
export function isProductionSite(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return config.NODE_ENV === 'production' || !isLocalUrl(config.PUBLIC_URL);
}

/** Reads the environment once; a bad value stops the process with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const production = isProductionSite(config);
  return {
    ...config,
    HOST: config.HOST ?? (isLocalUrl(config.PUBLIC_URL) ? 'localhost' : '0.0.0.0'),
    SEED_DEMO: config.SEED_DEMO ?? (!config.DATABASE_URL && !production),
    SHOW_OUTBOX: (config.SHOW_OUTBOX ?? true) && !production,
    PAYMENTS_SANDBOX: config.PAYMENTS_SANDBOX ?? !production,
    UPLOADS_DIR: config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads'),
    PAYOUT_EXPORT_DIR: config.PAYOUT_EXPORT_DIR ?? join(config.DATA_DIR, 'payouts'),
  };
}
