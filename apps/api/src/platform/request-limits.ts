import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { AppError } from './errors';

/**
 * How often one subject (a person, a client address, an email) may do one thing within a fixed
 * window, counted in the shared rate-limit counters (PostgreSQL), so every instance sees the
 * same count (ADR 22).
 */
export type RequestLimit = {
  /** Names the counter: 'applications:person'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * Counted per client address (else per person, or per the subject the caller names). Its
   * limit is multiplied by ADDRESS_LIMITS_FACTOR, for networks where many people share one address.
   */
  perAddress?: boolean;
  /** What the person is told, given how long to wait ('45 minutes'). */
  message: (wait: string) => string;
};

const HOUR = 3600;

/** A wait in words, rounded up: '1 minute', '45 minutes', '60 minutes', '3 hours'. */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return '1 minute';
  if (seconds <= HOUR) return `${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / HOUR);
  return `${hours} hours`;
}

/** The number of requests the limit allows in its window under this configuration. */
export function allowance(ctx: AppContext, limit: RequestLimit): number {
  return limit.perAddress ? limit.limit * ctx.config.ADDRESS_LIMITS_FACTOR : limit.limit;
}

/**
 * Counts one request of each subject against its limit. Past any of them: 429 with the
 * limit's message and Retry-After (the longest wait among the limits passed), before the caller
 * stores or sends anything.
 */
export async function enforceLimits(ctx: AppContext, checks: ReadonlyArray<readonly [RequestLimit, string]>): Promise<void> {
  const counted = await Promise.all(
    checks.map(async ([limit, subject]) => ({ limit, ...(await ctx.rateLimiter.hitWindow(`limit:${limit.name}:${subject}`, limit.windowSeconds)) })),
  );
  const passed = counted.filter(({ limit, count }) => count > allowance(ctx, limit));
  if (passed.length === 0) return;
  const longest = passed.reduce((a, b) => (b.secondsLeft > a.secondsLeft ? b : a));
  throw new AppError('RATE_LIMITED', longest.limit.message(waitInWords(longest.secondsLeft)), {
    headers: { 'retry-after': String(longest.secondsLeft) },
  });
}

export function enforceLimit(ctx: AppContext, limit: RequestLimit, subject: string): Promise<void> {
  return enforceLimits(ctx, [[limit, subject]]);
}

const LIMITS = Symbol('request limits');

/**
 * A route hook (preHandler: after the guards and the schema, before the handler) that counts the
 * request against each limit: per client address for address limits, per signed-in person (the
 * username) for the others.
 */
export function limitRequests(ctx: AppContext, limits: RequestLimit[]) {
  const hook = async (request: FastifyRequest) => {
    const person = request.auth?.username;
    await enforceLimits(
      ctx,
      limits.flatMap((limit) => (limit.perAddress ? [[limit, request.ip] as const] : person ? [[limit, person] as const] : [])),
    );
  };
  return Object.assign(hook, { [LIMITS]: limits });
}

/** Whether a route hook is one of limitRequests (the API document gives its routes a 429 answer). */
export function limitsRequests(hook: unknown): boolean {
  return typeof hook === 'function' && LIMITS in hook;
}
