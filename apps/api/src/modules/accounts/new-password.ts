import { AppError } from '../../platform/errors';
import { isCommonPassword } from '../../platform/common-passwords';
import { hashPassword } from '../../platform/passwords';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, and attackers try those first. Choose another: a few unrelated words make a strong one.';

/** Refuses a password from the common list: 400 naming the field. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new AppError('VALIDATION', COMMON_PASSWORD_MESSAGE, { field });
}

/** The hash of a new password, after refusing one from the common list. */
export async function newPasswordHash(password: string, field = 'password'): Promise<string> {
  refuseCommonPassword(password, field);
  return hashPassword(password);
}
