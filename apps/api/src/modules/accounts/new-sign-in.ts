// The new-sign-in email (ADR 102): a sign-in by password from a browser that does not carry the
// account's known-device mark, and whose browser and network the account has not used lately, is
// told to the account's address at once.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { signInSessions } from '@chairside/db/schema';
import { timeZoneOfUser } from '@chairside/db/zip-codes';
import { formatInZone } from '@chairside/domain/time-zones';
import { appLink } from '../../platform/app-link';
import type { AppContext } from '../../platform/context';
import { newSignInEmail } from './account-emails';
import { deviceOfRequest, placeOfRequest } from './signed-in-devices';

/** A browser and network used within this many days is not new. */
export const KNOWN_DEVICE_MEMORY_DAYS = 90;
const DEVICES_SCREEN = '/app/account-settings#settings-devices';

/**
 * Whether this sign-in comes from a device the account has not used lately: the account signed in
 * before (a first sign-in is not news), but never with this browser on this network within
 * KNOWN_DEVICE_MEMORY_DAYS.
 */
export async function isNewDevice(ctx: AppContext, userId: number, request: FastifyRequest): Promise<boolean> {
  const { device, network } = deviceOfRequest(request);
  const since = new Date(ctx.clock.now().getTime() - KNOWN_DEVICE_MEMORY_DAYS * 86_400_000).toISOString();
  const [seen] = await ctx.db
    .select({
      any: sql<boolean>`true`,
      same: sql<boolean>`bool_or(${signInSessions.device} = ${device} and ${signInSessions.network} is not distinct from ${network})`,
    })
    .from(signInSessions)
    .where(and(eq(signInSessions.userId, userId), eq(signInSessions.delegated, false), gt(signInSessions.lastSeenAt, since)))
    .groupBy(signInSessions.userId);
  return seen !== undefined && seen.same !== true;
}

/** Emails the account what just signed in, from where (a rough place, ADR 108), when (in the person's zone), and where to sign it out. */
export async function tellOfNewSignIn(ctx: AppContext, user: { id: number; name: string; email: string }, request: FastifyRequest): Promise<void> {
  const { device, network } = deviceOfRequest(request);
  const place = placeOfRequest(ctx.config, request);
  const when = formatInZone(ctx.clock.now(), await timeZoneOfUser(ctx.db, user.id));
  await ctx.mailer.send({
    to: user.email,
    ...newSignInEmail.render({ name: user.name, device, place, network, when, devicesUrl: appLink(ctx, DEVICES_SCREEN) }),
  });
}
