import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { EmployerSignUp, StaffSignUp } from '@chairside/domain/accounts';
import { usernameFromName } from '@chairside/domain/accounts';
import { employers, users } from '@chairside/db/schema';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enforceLimit, type RequestLimit } from '../../platform/request-limits';
import { requireZip } from '../geo/public-api';
import { emailTaken, loadCurrentUser, signUpSourceColumns, usernameTaken } from './users-repository';
import { startSession } from './sessions';
import { queueWelcomeEmail } from './welcome-email';
import { newPasswordHash } from './new-password';

const emailInUse = () => new AppError('CONFLICT', 'An account with this email already exists. Sign in or reset your password.', { field: 'email' });

async function freeUsername(ctx: AppContext, name: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = usernameFromName(name, String(randomInt(1000, 1_000_000)));
    if (!(await usernameTaken(ctx.db, candidate))) return candidate;
  }
  throw new AppError('CONFLICT', 'Could not create a username; please try again.');
}

/**
 * Sign-up attempts per client address (ADR 22): every well-formed attempt counts, taken email
 * or not, so the limit also slows finding out which emails have accounts.
 */
export const SIGN_UPS_PER_ADDRESS: RequestLimit = {
  name: 'sign-ups:address',
  limit: 10,
  windowSeconds: 3600,
  perAddress: true,
  message: (wait) => `There have been many sign-ups from your network in the last hour. Please try again in ${wait}.`,
};

type NewAccount = { role: 'employer'; input: EmployerSignUp } | { role: 'staff'; input: StaffSignUp };

/**
 * Creates the account (and the employer's practice) and queues its welcome email in one
 * transaction, then signs the person in. Too many from one address: 429.
 */
export async function signUp(ctx: AppContext, reply: FastifyReply, account: NewAccount) {
  await enforceLimit(ctx, SIGN_UPS_PER_ADDRESS, reply.request.ip);
  const { input } = account;
  const place = await requireZip(ctx.db, input.zip);
  if (await emailTaken(ctx.db, input.email)) throw emailInUse();
  const username = await freeUsername(ctx, input.name);
  const passwordHash = await newPasswordHash(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username,
        email: input.email,
        passwordHash,
        role: account.role,
        name: input.name,
        position: account.role === 'staff' ? account.input.position : null,
        kind: account.role === 'staff' ? account.input.kind : null,
        zip: place.zip,
        city: place.city,
        state: place.state,
        lat: place.lat,
        lng: place.lng,
        ...signUpSourceColumns(input),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, username: users.username });
    if (!row) throw emailInUse();
    if (account.role === 'employer')
      await tx.insert(employers).values({ userId: row.id, practiceName: account.input.practiceName, phone: account.input.phone });
    await queueWelcomeEmail(
      ctx,
      tx,
      row.id,
      account.role === 'employer'
        ? { role: 'employer', name: input.name, practiceName: account.input.practiceName, email: input.email }
        : { role: 'staff', name: input.name, email: input.email, position: account.input.position, zip: place.zip },
    );
    return row;
  });
  await startSession(ctx, reply, { id: user.id, username: user.username, role: account.role });
  return loadCurrentUser(ctx.db, user.username, false);
}
