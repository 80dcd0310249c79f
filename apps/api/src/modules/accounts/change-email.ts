import type { ChangeEmail, CurrentUser } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { checkCurrentPassword } from './current-password';
import { emailChangedEmail } from './account-emails';
import { emailTaken, findUserByUsername, loadCurrentUser, updateEmail } from './users-repository';

const emailInUse = () => new AppError('CONFLICT', 'Another account already uses this email.', { field: 'email' });

/**
 * Changes the owner's email after checking the current password (the route refuses delegated
 * sessions). The old address is told, so a hijacked session cannot move the account quietly.
 */
export async function changeEmail(ctx: AppContext, username: string, input: ChangeEmail, ip: string): Promise<CurrentUser> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound('That account');
  await checkCurrentPassword(ctx, user, input.currentPassword, ip);
  if (input.email !== user.email) {
    if (await emailTaken(ctx.db, input.email)) throw emailInUse();
    if (!(await updateEmail(ctx.db, user.id, input.email))) throw emailInUse();
    await ctx.mailer.send({
      to: user.email,
      ...emailChangedEmail.render({ name: user.name, contactUrl: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/dental-jobs/contact-us/` }),
    });
  }
  const current = await loadCurrentUser(ctx.db, username, false);
  if (!current) throw notFound('That account');
  return current;
}
