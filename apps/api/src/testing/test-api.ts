import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, buildApi, type ApiOptions } from '../app';
import type { Clock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import type { AppContext } from '../platform/context';
import { AnswerCheck, takeMismatches } from './answer-check';
import { openTestDatabase } from './test-database';

export type TestApi = { app: FastifyInstance; ctx: AppContext; database: DatabaseHandle };

/**
 * Tests send every request from one address, so the per-address request limits are raised
 * (ADDRESS_LIMITS_FACTOR); request-limits tests set it back to 1.
 */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEARCH_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
    ADDRESS_LIMITS_FACTOR: '1000',
    // Push notices are recorded, not sent (deliveredInTests); a test of a production site keeps the default (ADR 92).
    ...(env.NODE_ENV === 'production' ? {} : { PUSH_TRANSPORT: 'recorded' }),
    ...env,
  });

/**
 * The API as tests build it: every answer it gives is held against its OpenAPI document
 * (answer-check.ts); useTestApi, or expectAnswersFitTheDocument, fails the test that got a
 * mismatch.
 */
export async function buildTestApi(options: ApiOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const check = new AnswerCheck(API_PREFIX);
  const built = await buildApi({ ...options, prepare: (app) => check.install(app) });
  await check.load(built.app, JSON.stringify(options.config));
  return built;
}

/** Fails the current test (or hook) when an answer since the last call did not fit the API document. */
export function expectAnswersFitTheDocument(): void {
  const mismatches = takeMismatches();
  if (mismatches.length === 0) return;
  throw new Error(`Answers that do not fit the API document (fix the route's schema, or the answer):\n${mismatches.join('\n')}`);
}

/** One API with its own fresh database for the test file, closed after it. */
export function useTestApi(options: { env?: Record<string, string>; clock?: Clock } = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    api.database = await openTestDatabase();
    const built = await buildTestApi({ config: testConfig(options.env), db: api.database.db, clock: options.clock });
    api.app = built.app;
    api.ctx = built.ctx;
  });
  afterEach(expectAnswersFitTheDocument);
  afterAll(async () => {
    try {
      expectAnswersFitTheDocument();
    } finally {
      await api.app?.close();
      await api.database?.close();
    }
  });
  return api;
}

/** Runs what is due on the notice queue (recurring tasks and notices) and answers the names of the recurring tasks that ran. */
export async function runDueTasks(ctx: AppContext): Promise<string[]> {
  const outcomes = await ctx.notices.runDue();
  return outcomes.filter((outcome) => outcome.kind.startsWith('recurring:')).map((outcome) => outcome.kind.slice('recurring:'.length));
}
