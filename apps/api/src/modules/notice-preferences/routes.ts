import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { NoticePreferencesSchema, NoticePreferencesUpdateSchema } from '@chairside/domain/notice-preferences';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireOwner, requireUser } from '../../platform/auth';
import { getNoticePreferences, saveNoticePreferences } from './notice-preferences';

const tags = ['notice preferences'];
const OWNER_ONLY = 'The account only (any role): anonymous 401, another account 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const owner = [requireUser, requireOwner];

/** Which kinds of notice a person gets, by email, in the app (push) and by text (ADR 78). */
export function noticePreferencesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/:id/notice-preferences', {
      schema: {
        tags,
        summary: 'My kinds of notice by channel (email, push, sms), my number for texts and my consent record',
        description: `Kinds of my role only; email and push on and texts off until chosen. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: NoticePreferencesSchema },
      },
      preValidation: owner,
      handler: async (request) => getNoticePreferences(ctx, request.params.id),
    });

    app.put('/users/:id/notice-preferences', {
      schema: {
        tags,
        summary: 'Set the channels of some kinds of notice',
        description:
          'Each kind given with email, push and sms; kinds left out stay. Texts on for a kind: a verified number (409) and smsConsentWording as shown, word for word (400), not in a delegated session (403). ' +
          `A kind of another role: 400 preferences.<kind>. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: NoticePreferencesUpdateSchema,
        response: { 200: NoticePreferencesSchema },
      },
      preValidation: owner,
      handler: async (request) => saveNoticePreferences(ctx, currentAuth(request), request.body),
    });
  };
}
