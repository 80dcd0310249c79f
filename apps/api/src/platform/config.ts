import { join } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files (profile photos) on local disk; default DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Demo data on first start: on by default with the embedded database, off with a server. */
  SEED_DEMO: bool.optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** The web address people reach, for links in email. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Chairside <no-reply@chairside.local>'),
  /** The outbox page that shows stored email: on outside production. */
  SHOW_OUTBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Password reset codes asked for, per email and per client address, in one window. */
  PASSWORD_RESETS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESETS_PER_IP: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Partner job feeds (the XML job-feed format): comma-separated http(s) URLs or file paths (file: allowed). */
  PARTNER_FEED_URLS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((source) => source.trim()).filter((source) => source !== '')),
  PARTNER_FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** How long a visitor's job search answer is reused by this instance (0: never). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO' | 'SHOW_OUTBOX' | 'UPLOADS_DIR'> & {
  SEED_DEMO: boolean;
  SHOW_OUTBOX: boolean;
  UPLOADS_DIR: string;
};

/** Reads the environment once; a bad value stops the process with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? !config.DATABASE_URL,
    SHOW_OUTBOX: config.SHOW_OUTBOX ?? config.NODE_ENV !== 'production',
    UPLOADS_DIR: config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads'),
  };
}
