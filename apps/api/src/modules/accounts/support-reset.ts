// Support resetting a lost second factor (ADR 119): an administrator, after checking the person's
// identity and writing down the checks, removes their authenticator app, recovery codes and
// passkeys. Their sessions end (a lost phone may hold one); the reset is audited against the
// person and they are emailed. Their next sign-in takes the password alone (an administrator's
// asks them to set up an app again, ADR 105; a practice's member is asked by the practice, ADR 119).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passkeys, recoveryCodes, secondFactorResets, secondFactors } from '@chairside/db/schema';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  SecondFactorResetDoneSchema,
  SecondFactorResetLogSchema,
  SecondFactorResetPageSchema,
  SecondFactorResetSchema,
  type SecondFactorReset,
  type SecondFactorResetDone,
} from '@chairside/domain/two-step';
import { timeZoneOfUser } from '@chairside/db/zip-codes';
import { formatInZone } from '@chairside/domain/time-zones';
import { appLink } from '../../platform/app-link';
import { recordAudit } from '../../platform/audit';
import { currentAuth, type RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { emailTemplate } from '../../platform/email/email-template';
import { AppError, notFound } from '../../platform/errors';
import { requireRecentSecondFactor } from './second-factor';
import { secondStepMethods } from './second-factor-repository';
import { endAllSessions } from './sessions';
import { listSecondFactorResets } from './support-reset-log';
import { findUserByUsername } from './users-repository';

/** To a person whose second factor support removed: when, and what to do if they did not ask. */
export const secondFactorResetEmail = emailTemplate<{ name: string; when: string; settingsUrl: string }>({
  name: 'second-factor-reset',
  description: 'To a person whose lost second factor Chairside support removed after checking their identity: when, and what to do next.',
  sample: (base) => ({ name: 'Raé Núñez', when: 'Nov 30, 2026, 8:14 PM CST', settingsUrl: `${base}/app/account-settings#settings-two-step` }),
  subject: () => 'Support removed your two-step sign-in',
  content: ({ name, when, settingsUrl }) => ({
    preheader: 'Sign in with your password, then set up two-step sign-in again.',
    heading: 'Your two-step sign-in was reset',
    greeting: `Hello ${name},`,
    body: [
      `At your request, Chairside support checked your identity and removed your authenticator app, recovery codes and passkeys, ${when}. Every device was signed out.`,
      'Sign in with your password and set up two-step sign-in again right away.',
      'If you did not ask for this, change your password and contact support at once.',
    ],
    button: { label: 'Set up two-step sign-in', url: settingsUrl },
    footer: { reason: 'You got this email because support reset two-step sign-in for the Chairside account that uses this address. It cannot be turned off.' },
  }),
});

/** Removes the person's second factors, records the checks, ends their sessions, audits and emails, in one transaction. */
export async function resetSecondFactor(
  ctx: AppContext,
  admin: RequestAuth,
  username: string,
  input: SecondFactorReset,
  path: string,
): Promise<SecondFactorResetDone> {
  const [actor, person] = await Promise.all([findUserByUsername(ctx.db, admin.username), findUserByUsername(ctx.db, username)]);
  if (!actor || actor.role !== 'admin') throw new AppError('FORBIDDEN', 'This is only for admins.');
  await requireRecentSecondFactor(ctx, actor.id, admin.session, 'reset a person’s two-step sign-in');
  if (!person) throw notFound('That account');
  if (person.id === actor.id) throw new AppError('FORBIDDEN', 'Another administrator resets your own two-step sign-in.');
  const methods = await secondStepMethods(ctx.db, person.id);
  if (methods.length === 0) throw new AppError('CONFLICT', 'This account has no two-step sign-in to reset.');
  const now = ctx.clock.now();
  const when = formatInZone(now, await timeZoneOfUser(ctx.db, person.id));
  return ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, person.id));
    const app = await tx.delete(secondFactors).where(eq(secondFactors.userId, person.id)).returning({ enabledAt: secondFactors.enabledAt });
    const keys = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.userId, person.id)))
      .returning({ id: passkeys.id });
    await tx.insert(secondFactorResets).values({ userId: person.id, adminUserId: actor.id, checks: input.checks });
    await endAllSessions(tx, person.id);
    await recordAudit(tx, { actor: actor.username, subject: person.username, method: 'POST', path, status: 200 });
    await ctx.mailer.send(
      { to: person.email, ...secondFactorResetEmail.render({ name: person.name, when, settingsUrl: appLink(ctx, '/app/account-settings#settings-two-step') }) },
      { tx, key: `second-factor-reset:${person.id}:${now.getTime()}` },
    );
    return { authenticatorApp: Boolean(app[0]?.enabledAt), passkeys: keys.length };
  });
}

/** The reset and the list of past resets in the admin area (registered inside the admin scope, under /admin). */
export function secondFactorAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post('/users/:username/second-factor/reset', {
      schema: {
        tags: ['admin'],
        summary: 'Reset a person’s lost second factor (support, after identity checks)',
        description:
          'Removes the authenticator app, recovery codes and passkeys, records the checks written (20 to 2,000 characters), ends every session of the person, audits the reset against them and emails them. Needs the administrator’s second factor proved within 10 minutes (403 STEP_UP_REQUIRED); one’s own account: 403; none to reset: 409. Administrators only (anonymous 401, other roles 403).',
        params: z.strictObject({ username: UsernameSchema }),
        body: SecondFactorResetSchema,
        response: { 200: SecondFactorResetDoneSchema },
      },
      handler: async (request) => resetSecondFactor(ctx, currentAuth(request), request.params.username, request.body, request.url),
    });
    app.get('/second-factor-resets', {
      schema: {
        tags: ['admin'],
        summary: 'Past resets of second factors by support, the latest first',
        description:
          'Whose second factor was reset, by which administrator (null once their account is gone), when, and the identity checks written. limit (1 to 100, default 25) rows from offset; total counts them all. Administrators only (anonymous 401, other roles 403).',
        querystring: SecondFactorResetPageSchema,
        response: { 200: SecondFactorResetLogSchema },
      },
      handler: async (request) => listSecondFactorResets(ctx, request.query),
    });
  };
}
