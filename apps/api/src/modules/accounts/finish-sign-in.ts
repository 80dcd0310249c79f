import type { FastifyReply } from 'fastify';
import type { Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { sha256 } from '../../platform/tokens';
import { knownDeviceMark } from './sign-in-limits';
import { KNOWN_DEVICE_COOKIE, setKnownDeviceCookie, startSession } from './sessions';
import { isNewDevice, tellOfNewSignIn } from './new-sign-in';
import { markSessionProven } from './second-factor-repository';
import { loadCurrentUser, type UserRecord } from './users-repository';

/** Whether the browser shows the account's known-device mark (ADR 20). */
export function showsKnownDevice(ctx: AppContext, reply: FastifyReply, user: Pick<UserRecord, 'email' | 'passwordHash'> | null): boolean {
  const mark = user ? knownDeviceMark(ctx, user.email, user.passwordHash) : null;
  const shown = reply.request.cookies[KNOWN_DEVICE_COOKIE];
  // Compared as digests, so the time taken tells nothing about how much of the mark was right.
  return mark !== null && shown !== undefined && sha256(shown) === sha256(mark);
}

/**
 * The last step of every sign-in: the known-device cookie, the session (marked as having proved
 * the second factor when it did, ADR 105), and the new-device email when the browser is new.
 */
export async function finishSignIn(ctx: AppContext, reply: FastifyReply, user: UserRecord, knownDevice: boolean, secondFactorProven = false) {
  setKnownDeviceCookie(ctx, reply, knownDeviceMark(ctx, user.email, user.passwordHash));
  const newDevice = !knownDevice && (await isNewDevice(ctx, user.id, reply.request));
  const session = await startSession(ctx, reply, { id: user.id, username: user.username, role: user.role as Role });
  if (secondFactorProven) await markSessionProven(ctx.db, session, ctx.clock.now());
  if (newDevice) await tellOfNewSignIn(ctx, user, reply.request);
  return loadCurrentUser(ctx.db, user.username, false);
}
