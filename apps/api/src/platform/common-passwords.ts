// The passwords people choose most often, which attackers try first: the ranked list of
// @zxcvbn-ts/language-common (about 49,000 passwords seen in breaches), shipped with the product.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** Whether a password is on the common list (letter case aside). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}
