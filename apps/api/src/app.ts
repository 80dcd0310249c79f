import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@chairside/db/client';
import { apiDocumentOptions } from './platform/api-document';
import { enforceApiKeyScopes } from './platform/api-keys';
import { auditDelegatedRequests } from './platform/audit';
import { enforceMemberRole, enforceMemberScope } from './platform/team-access';
import { authenticateRequests } from './platform/auth';
import { resolveAuthSecret } from './platform/auth-secret';
import { systemClock, type Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { installErrorHandling } from './platform/error-handler';
import { rejectUnstorableText } from './platform/storable-text';
import { createFileStorage, type FileStorage } from './platform/file-storage';
import { requestLog, serverLogging } from './platform/logger';
import { trustProxyOption } from './platform/proxy-trust';
import { createMailer, type Mailer } from './platform/mailer';
import { createMarketingForms } from './platform/marketing-forms';
import { createPaymentGateway } from './platform/payment-gateway';
import { createNoticeQueue, silentLog, type TaskLog } from './platform/notice-queue';
import { createDatabaseRateLimiter } from './platform/rate-limiter';
import { createReadRouting, readScopeHooks } from './platform/read-routing';
import { createSignedLinks } from './platform/signed-links';
import { createTokenService } from './platform/tokens';
import { accountsRoutes } from './modules/accounts/routes';
import { accountDataRoutes } from './modules/account-data/routes';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { lateFeeBilling } from './modules/shift-pay/public-api';
import { employersRoutes } from './modules/employers/routes';
import { filesRoutes } from './modules/files/routes';
import { applicationsRoutes } from './modules/applications/routes';
import { invitationsRoutes } from './modules/invitations/routes';
import { interviewsRoutes } from './modules/interviews/routes';
import { candidateReviewRoutes } from './modules/candidate-review/routes';
import { hiringPipelineRoutes } from './modules/hiring-pipeline/public-api';
import { hiringNumbersRoutes } from './modules/hiring-numbers/public-api';
import { commerceRoutes } from './modules/commerce/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { subscriptionOfOrder } from './modules/subscriptions/public-api';
import { adminRoutes } from './modules/admin/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { promotionsRoutes } from './modules/promotions/routes';
import { jobSearchRoutes } from './modules/job-search/routes';
import { jobDirectoriesRoutes } from './modules/job-directories/routes';
import { jobsRoutes } from './modules/jobs/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { matchingRoutes } from './modules/matching/routes';
import { assessmentsRoutes } from './modules/assessments/routes';
import { jobAlertsRoutes } from './modules/job-alerts/routes';
import { contentRoutes } from './modules/content/routes';
import { marketingFormsRoutes } from './modules/marketing-forms/routes';
import { officesRoutes } from './modules/offices/routes';
import { profilesRoutes } from './modules/profiles/routes';
import { resumeSearchRoutes } from './modules/resume-search/routes';
import { savedJobsRoutes } from './modules/saved-jobs/routes';
import { tempWorkRoutes } from './modules/temp-work/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { tempShiftsRoutes } from './modules/temp-shifts/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { shiftPayRoutes } from './modules/shift-pay/routes';
import { eventsRoutes } from './modules/events/routes';
import { classifiedsRoutes } from './modules/classifieds/routes';
import { siteSearchRoutes } from './modules/site-search/routes';
import { premiumRoutes } from './modules/subscriptions/premium-routes';
import { premiumBenefitRoutes } from './modules/premium/routes';
import { ceTrackerRoutes } from './modules/ce-tracker/routes';
import { credentialsRoutes, practiceNpiRoutes } from './modules/credentials/public-api';
import { practiceReadsCredentials } from './credential-readers';
import { pushRoutes } from './modules/push/routes';
import { createPushTransport } from './modules/push/public-api';
import { noticePreferencesRoutes } from './modules/notice-preferences/routes';
import { smsRoutes } from './modules/sms/routes';
import { integrationsRoutes } from './modules/integrations/routes';
import { teamsRoutes } from './modules/teams/routes';
import { organisationsRoutes } from './modules/organisations/routes';
import { createSmsTransport } from './modules/sms/public-api';
import { createIndexingAdapter } from './modules/google-indexing/public-api';
import { googleIndexingRoutes } from './modules/google-indexing/routes';
import { jobFeedRoutes } from './modules/job-feed/routes';
import { systemRoutes } from './modules/system/routes';
import { scheduleTasks, type ScheduledTasksOptions } from './scheduled-tasks';

export const API_PREFIX = '/api9';
const BODY_LIMIT_BYTES = 1_048_576;

export type ApiOptions = {
  config: Config;
  db: Database;
  /** The database for the reads that may lag (DatabaseHandle.readDb); default `db`. */
  readDb?: Database;
  clock?: Clock;
  mailer?: Mailer;
  storage?: FileStorage;
  log?: TaskLog;
  /** Adds hooks to the server before the API's routes (the tests' answer check, ADR 99). */
  prepare?: (app: FastifyInstance) => void;
};

/** The app context: every adapter built once, here, chosen by config (ADR 92); tests pass a mailer or storage of their own. */
export async function createContext({ config, db, readDb = db, clock = systemClock, mailer, storage, log = silentLog }: ApiOptions): Promise<AppContext> {
  const secret = await resolveAuthSecret(db, config.AUTH_SECRET);
  const notices = createNoticeQueue({ db, clock, log });
  return {
    config,
    db,
    readDb,
    readRouting: createReadRouting({ secret, clock, windowSeconds: config.DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS, enabled: readDb !== db }),
    clock,
    mailer: mailer ?? createMailer({ db, notices, clock, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    rateLimiter: createDatabaseRateLimiter(db),
    storage: storage ?? (await createFileStorage(config)),
    payments: createPaymentGateway(config),
    marketingForms: createMarketingForms(config, db),
    sms: createSmsTransport(config),
    push: createPushTransport(config),
    indexing: createIndexingAdapter(config),
    tokens: createTokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS),
    signedLinks: createSignedLinks({ secret, db, clock, publicUrl: config.PUBLIC_URL }),
    notices,
    lateFees: lateFeeBilling,
  };
}

/** The API as a Fastify plugin under /api9, with the list of scheduled tasks; the host process mounts it beside the web app and starts the queue. */
export function apiPlugin(ctx: AppContext, tasks: ScheduledTasksOptions = {}) {
  return async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(cookie);
    await app.register(swagger, apiDocumentOptions(app.prefix));
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.decorateRequest('auth', null);
    const readScope = readScopeHooks(ctx.readRouting);
    readScope.first(app);
    app.addHook('onRequest', authenticateRequests(ctx.tokens, ctx.db));
    readScope.afterAuthentication(app);
    app.addHook('onRequest', enforceApiKeyScopes(ctx));
    app.addHook('onRequest', enforceMemberRole());
    app.addHook('preValidation', enforceMemberScope(ctx.db));
    app.addHook('preValidation', rejectUnstorableText);
    app.addHook('onResponse', auditDelegatedRequests(ctx.db));
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await app.register(systemRoutes(ctx));
    await app.register(accountsRoutes(ctx));
    await app.register(accountDataRoutes(ctx));
    await app.register(devOutboxRoutes(ctx));
    await app.register(profilesRoutes(ctx));
    await app.register(filesRoutes(ctx));
    await app.register(employersRoutes(ctx));
    await app.register(officesRoutes(ctx));
    await app.register(jobsRoutes(ctx));
    await app.register(jobSearchRoutes(ctx));
    await app.register(jobDirectoriesRoutes(ctx));
    await app.register(applicationsRoutes(ctx));
    await app.register(invitationsRoutes(ctx));
    await app.register(interviewsRoutes(ctx));
    await app.register(resumeSearchRoutes(ctx));
    await app.register(candidateReviewRoutes(ctx));
    await app.register(hiringPipelineRoutes(ctx));
    await app.register(hiringNumbersRoutes(ctx));
    await app.register(savedJobsRoutes(ctx));
    await app.register(tempWorkRoutes(ctx));
    await app.register(calendarRoutes(ctx));
    await app.register(tempShiftsRoutes(ctx));
    await app.register(reviewsRoutes(ctx));
    await app.register(shiftPayRoutes(ctx));
    await app.register(commerceRoutes(ctx, { subscriptionOfOrder }));
    await app.register(subscriptionsRoutes(ctx));
    await app.register(premiumRoutes(ctx));
    await app.register(premiumBenefitRoutes(ctx));
    await app.register(ceTrackerRoutes(ctx));
    await app.register(credentialsRoutes(ctx, practiceReadsCredentials));
    await app.register(practiceNpiRoutes(ctx));
    await app.register(pushRoutes(ctx));
    await app.register(noticePreferencesRoutes(ctx));
    await app.register(smsRoutes(ctx));
    await app.register(integrationsRoutes(ctx));
    await app.register(teamsRoutes(ctx));
    await app.register(organisationsRoutes(ctx));
    await app.register(googleIndexingRoutes(ctx));
    await app.register(jobFeedRoutes(ctx));
    await app.register(promotionsRoutes(ctx));
    await app.register(analyticsRoutes(ctx));
    await app.register(adminRoutes(ctx));
    await app.register(messagingRoutes(ctx));
    await app.register(matchingRoutes(ctx));
    await app.register(assessmentsRoutes(ctx));
    await app.register(jobAlertsRoutes(ctx));
    await app.register(contentRoutes(ctx));
    await app.register(marketingFormsRoutes(ctx));
    await app.register(eventsRoutes(ctx));
    await app.register(classifiedsRoutes(ctx));
    await app.register(siteSearchRoutes(ctx));
    scheduleTasks(ctx, app.log, tasks);
  };
}

/** A Fastify server with only the API: for API tests and for tools. */
export async function buildApi(options: ApiOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    ...serverLogging(options.config),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 2_048 },
    trustProxy: trustProxyOption(options.config),
  });
  const ctx = await createContext({ log: app.log, ...options });
  await app.register(requestLog);
  options.prepare?.(app);
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.ready();
  return { app, ctx };
}
