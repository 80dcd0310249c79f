import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { SmsPhoneSchema } from '@chairside/domain/notice-preferences';
import { PhoneCodeInputSchema, PhoneNumberInputSchema } from '@chairside/domain/sms';
import { isProductionSite } from '../../platform/config';
import type { AppContext } from '../../platform/context';
import { forbidDelegated, requireOwner, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { NoContentSchema } from '../../platform/api-document';
import { addPhone, CODES_PER_HOUR, removePhone, verifyPhone } from './phone-number';
import { receiveText } from './receive-text';
import { handleTexts } from './sms-delivery';
import { signatureMatches } from './twilio-signature';

const tags = ['texts (SMS)'];
const OWNER_ONLY = 'The account only (any role), not in a delegated session: anonymous 401, another account 404, delegated 403.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const PhoneAnswerSchema = z.object({ phone: SmsPhoneSchema.nullable() });
/** What the provider posts (form-encoded): every parameter is text; which ones depends on the message. */
const InboundSchema = z.record(z.string(), z.string().max(4000));
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const INBOUND_BODY_LIMIT = 64 * 1024;

/**
 * The provider's signature on an inbound text: Twilio's X-Twilio-Signature over the URL it
 * called (PUBLIC_URL and the path) and the posted parameters, keyed by the auth token; with no
 * Twilio account, the same algorithm keyed by SMS_LOCAL_WEBHOOK_TOKEN (tests, a local try-out).
 */
function requireProviderSignature(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const token = ctx.config.TWILIO_AUTH_TOKEN ?? ctx.config.SMS_LOCAL_WEBHOOK_TOKEN;
    const params = (request.body ?? {}) as Record<string, string>;
    const url = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${request.url}`;
    const header = request.headers['x-twilio-signature'];
    if (!token || !signatureMatches(token, typeof header === 'string' ? header : undefined, url, params))
      throw new AppError('FORBIDDEN', 'This request is not signed by our text provider.');
    if (ctx.config.TWILIO_ACCOUNT_SID && params.AccountSid !== ctx.config.TWILIO_ACCOUNT_SID)
      throw new AppError('FORBIDDEN', 'This message is for another Twilio account.', { field: 'AccountSid' });
  };
}

/** Texts: a verified mobile number per person, and the provider's webhook for replies (ADR 78). The handler of every text is registered here. */
export function smsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const transport = ctx.sms;
    if (transport.name === 'outbox' && isProductionSite(ctx.config))
      fastify.log.warn('texts stay in the SMS outbox and reach no one: set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN to send them');
    handleTexts(ctx, transport, fastify.log);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const owner = [requireUser, requireOwner, forbidDelegated];

    app.post('/users/:id/sms/phone', {
      schema: {
        tags,
        summary: 'My mobile number for texts: texts a 6-digit code to it',
        description: `A US number in any common writing, kept as E.164; not a number: 400 phone. A number that replied STOP: 409 phone. Codes per person and per number: ${CODES_PER_HOUR} an hour (429). ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: PhoneNumberInputSchema,
        response: { 200: PhoneAnswerSchema },
      },
      preValidation: owner,
      handler: async (request) => ({ phone: await addPhone(ctx, request.params.id, request.body.phone) }),
    });

    app.post('/users/:id/sms/phone/verification', {
      schema: {
        tags,
        summary: 'Verify my mobile number with the code texted to it',
        description: `10 minutes and 5 tries per code; a wrong or dead code: 400 code. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: PhoneCodeInputSchema,
        response: { 200: PhoneAnswerSchema },
        errors: [409],
      },
      preValidation: owner,
      handler: async (request) => ({ phone: await verifyPhone(ctx, request.params.id, request.body.code) }),
    });

    app.delete('/users/:id/sms/phone', {
      schema: {
        tags,
        summary: 'Remove my mobile number: texts stop, and the consents given for it end',
        description: `204. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: owner,
      handler: async (request, reply) => {
        await removePhone(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });

    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: INBOUND_BODY_LIMIT }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      webhook.withTypeProvider<ZodTypeProvider>().post('/sms/inbound', {
        schema: {
          tags,
          summary: 'A text a person sent to our number (the provider’s webhook): STOP, START, HELP',
          description:
            'Form-encoded as Twilio posts it (MessageSid, From, To, Body, AccountSid…), signed with X-Twilio-Signature (403 otherwise). Answers empty TwiML; replies are sent as texts, once per message.',
          security: [],
          consumes: ['application/x-www-form-urlencoded'],
          produces: ['text/xml'],
          body: InboundSchema,
        },
        preHandler: requireProviderSignature(ctx),
        handler: async (request, reply) => {
          await receiveText(ctx, request.body);
          return reply.type('text/xml').send(EMPTY_TWIML);
        },
      });
    });
  };
}
