// Kept out of redirect-path.ts, which every public page loads: only the sign-in page reads it.
import { redirectPathFrom } from '../../lib/redirect-path';

const APPLY_PATH = /^\/app\/search-jobs\/post-job\/application\/\d+\/?(?:[?#]|$)/;

/**
 * Why the sign-in page was asked for, in the page's words, when the way there says it: an Apply
 * button of a signed-out visitor. null otherwise.
 */
export function signInReason(search: string): string | null {
  const path = redirectPathFrom(search);
  if (path && APPLY_PATH.test(path))
    return 'Sign in to apply: your application sends the practice your Chairside resume. New to Chairside? Create an account first; it is free.';
  return null;
}
