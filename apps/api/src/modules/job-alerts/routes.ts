import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  AlertLinkAnswerSchema,
  AlertSettingsSchema,
  JobAlertSchema,
  JobAlertUpdateSchema,
  NewJobAlertSchema,
  OptOutAnswerSchema,
  OptOutSchema,
  VisitorJobAlertInputSchema,
} from '@chairside/domain/job-alerts';
import { ALERTS_PER_PERSON_MAX } from '@chairside/domain/job-alert-rules';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { isLoopbackAddress } from '../../platform/proxy-trust';
import { enforceLimits, limitRequests } from '../../platform/request-limits';
import { NoContentSchema, SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { ALERT_CHANGES_PER_PERSON, ALERT_LINKS_PER_ADDRESS, VISITOR_ALERTS_PER_ADDRESS, VISITOR_ALERTS_PER_EMAIL } from './alert-limits';
import { getAlertSettings, updateAlertSettings } from './alert-settings';
import { confirmVisitorAlert } from './confirm-visitor-alert';
import { deleteJobAlert } from './delete-job-alert';
import { listJobAlerts } from './list-job-alerts';
import { optOut } from './opt-out-of-marketing';
import { requestVisitorAlert } from './request-visitor-alert';
import { saveJobAlert } from './save-job-alert';
import { runJobAlertsAt } from './send-job-alerts';
import { describeUnsubscribe, unsubscribeJobAlert } from './unsubscribe-job-alert';
import { updateJobAlert } from './update-job-alert';

const tags = ['job alerts'];
const OWNER_ONLY = 'The signed-in owner only: anonymous 401, another person 404.';

const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const AlertParamsSchema = z.strictObject({ id: UsernameSchema, alertId: idParamSchema('alertId') });
const TokenParamsSchema = z.strictObject({ token: z.string().min(1, 'token is missing.').max(2000, 'token is too long.') });
const VisitorAnswerSchema = z.object({ email: z.string(), summary: z.string(), status: z.literal('CONFIRMATION_SENT') });
const UnsubscribedSchema = z.object({ summary: z.string().nullable(), status: z.literal('UNSUBSCRIBED') });
const DevPassBodySchema = z.strictObject({ at: z.iso.datetime({ error: 'at is an ISO date and time (UTC).' }) });
const DevPassSchema = z.object({
  ran: z.boolean(),
  candidates: z.number().int(),
  due: z.number().int(),
  emails: z.array(z.object({ to: z.string(), subject: z.string(), headers: z.record(z.string(), z.string()), jobIds: z.array(z.number().int()) })),
});

const owner = [requireUser, requireOwner];

/** One-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form: read as text (at most 1 KB) and not needed. */
function acceptFormBodies(fastify: FastifyInstance) {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    fastify.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
}

const requireThisMachine = async (request: FastifyRequest) => {
  if (!isLoopbackAddress(request.ip)) throw new AppError('FORBIDDEN', 'This development aid answers only the server’s own machine.');
};

export function jobAlertsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(fastify);
    const personLimit = limitRequests(ctx, [ALERT_CHANGES_PER_PERSON]);
    const linkLimit = limitRequests(ctx, [ALERT_LINKS_PER_ADDRESS]);

    app.get('/users/:id/job-alerts', {
      schema: {
        tags,
        summary: "The person's job alerts",
        description: `Oldest first. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(JobAlertSchema) },
      },
      preValidation: owner,
      handler: async (request) => listJobAlerts(ctx, request.params.id),
    });

    app.post('/users/:id/job-alerts', {
      schema: {
        tags,
        summary: 'Save a search as a job alert',
        description:
          'The search (position, zip, radius, type, keyword) and frequency (DAILY by default, or INSTANT); without radius, the profile’s alert radius. Confirmed at once: ' +
          `the account's address is known. Unknown ZIP: 400 zip. More than ${ALERTS_PER_PERSON_MAX}: 409. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: NewJobAlertSchema,
        response: { 201: JobAlertSchema },
      },
      preValidation: owner,
      preHandler: personLimit,
      handler: async (request, reply) => reply.status(201).send(await saveJobAlert(ctx, request.params.id, request.body)),
    });

    app.put('/users/:id/job-alerts/:alertId', {
      schema: {
        tags,
        summary: 'Edit, pause or resume a job alert',
        description: `The whole alert again with isPaused. Another person's alert: 404 alertId. ${OWNER_ONLY}`,
        params: AlertParamsSchema,
        body: JobAlertUpdateSchema,
        response: { 200: JobAlertSchema },
      },
      preValidation: owner,
      preHandler: personLimit,
      handler: async (request) => updateJobAlert(ctx, request.params.id, request.params.alertId, request.body),
    });

    app.delete('/users/:id/job-alerts/:alertId', {
      schema: {
        tags,
        summary: 'Delete a job alert',
        description: `204. Another person's alert: 404 alertId. ${OWNER_ONLY}`,
        params: AlertParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: owner,
      handler: async (request, reply) => {
        await deleteJobAlert(ctx, request.params.id, request.params.alertId);
        return reply.status(204).send(null);
      },
    });

    app.get('/users/:id/job-alert-settings', {
      schema: {
        tags,
        summary: "The profile's alert settings",
        description: `emailAlerts: every job alert email on or off (the jobAlerts email preference); radius: the distance new alerts start with. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: AlertSettingsSchema },
      },
      preValidation: owner,
      handler: async (request) => getAlertSettings(ctx, request.params.id),
    });

    app.put('/users/:id/job-alert-settings', {
      schema: {
        tags,
        summary: "Save the profile's alert settings",
        description: OWNER_ONLY,
        params: AccountParamsSchema,
        body: AlertSettingsSchema,
        response: { 200: AlertSettingsSchema },
      },
      preValidation: owner,
      preHandler: personLimit,
      handler: async (request) => updateAlertSettings(ctx, request.params.id, request.body),
    });

    app.put('/users/:id/optout2', {
      schema: {
        tags,
        summary: 'Opt out of (or back into) all marketing email',
        description:
          'state true: no job alerts, newsletter or product news (emails about the person’s own messages, applications and interviews still go); ' +
          `false: all three allowed again. Answers isOptout. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: OptOutSchema,
        response: { 200: OptOutAnswerSchema },
      },
      preValidation: owner,
      preHandler: personLimit,
      handler: async (request) => optOut(ctx, request.params.id, request.body.state),
    });

    app.post('/job-alerts', {
      schema: {
        tags,
        summary: "A visitor's job alert (double opt-in)",
        description:
          'Signed out: the search and an email address (without radius: 50 miles). Answers the alert in words (summary). Nothing is stored: a confirmation email carries a signed link (7 days); the alert exists once ' +
          'it is confirmed. 202. Limits: 10 requests an hour from one address, 3 a day to one email (429, nothing sent).',
        security: [{}],
        body: VisitorJobAlertInputSchema,
        response: { 202: VisitorAnswerSchema },
      },
      preHandler: async (request) => {
        const body = request.body as { email: string };
        await enforceLimits(ctx, [
          [VISITOR_ALERTS_PER_ADDRESS, request.ip],
          [VISITOR_ALERTS_PER_EMAIL, body.email],
        ]);
      },
      handler: async (request, reply) => reply.status(202).send(await requestVisitorAlert(ctx, request.body)),
    });

    app.post('/job-alerts/confirm/:token', {
      schema: {
        tags,
        summary: "Confirm a visitor's job alert from its email",
        description: 'Stores the alert; again: the same answer, nothing added. Bad link: 400/403, expired: 410.',
        security: [{}],
        params: TokenParamsSchema,
        response: { 200: AlertLinkAnswerSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      preHandler: linkLimit,
      handler: async (request) => confirmVisitorAlert(ctx, request.params.token),
    });

    app.get('/job-alerts/unsubscribe/:token', {
      schema: {
        tags,
        summary: 'What an unsubscribe link stops',
        description: 'The alert in words and its address; already removed: 404 token.',
        security: [{}],
        params: TokenParamsSchema,
        response: { 200: AlertLinkAnswerSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      preHandler: linkLimit,
      handler: async (request) => describeUnsubscribe(ctx, request.params.token),
    });

    app.post('/job-alerts/unsubscribe/:token', {
      schema: {
        tags,
        summary: 'Unsubscribe from a job alert (one click)',
        description:
          'The List-Unsubscribe target of every alert email (RFC 8058: mail clients POST List-Unsubscribe=One-Click as a form) and the unsubscribe page’s button. ' +
          'The alert is deleted; again: 200 all the same.',
        security: [{}],
        params: TokenParamsSchema,
        response: { 200: UnsubscribedSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      preHandler: linkLimit,
      handler: async (request) => unsubscribeJobAlert(ctx, request.params.token),
    });

    // Development only (as the outbox, ADR 21): the alerts pass at a moved time.
    if (ctx.config.SHOW_OUTBOX) {
      app.post('/dev/job-alerts/pass', {
        schema: {
          tags: ['dev'],
          summary: 'Run the job alerts pass as if the clock read `at` (development only)',
          description:
            'The occurrence of the recurring pass that `at` falls in (ran false when that occurrence ran already). Answers the emails it sent with their headers.',
          security: [{}],
          body: DevPassBodySchema,
          response: { 200: DevPassSchema },
          errors: [403],
        },
        preHandler: requireThisMachine,
        handler: async (request) => {
          const result = await runJobAlertsAt(ctx, new Date(request.body.at));
          return result
            ? { ran: true, candidates: result.candidates, due: result.due, emails: result.emails }
            : { ran: false, candidates: 0, due: 0, emails: [] };
        },
      });
    }
  };
}
