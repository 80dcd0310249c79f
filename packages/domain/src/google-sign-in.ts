// Sign in with Google (ADR 107): the request and answer bodies shared by the API and the web app.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts-rules';

/** Linking the Google identity of this browser to the account of its address, by that account's password. */
export const GoogleLinkByPasswordSchema = z.strictObject({
  password: z.string({ error: 'Enter your Chairside password.' }).min(1, 'Enter your Chairside password.').max(PASSWORD_MAX_LENGTH),
});
export type GoogleLinkByPassword = z.infer<typeof GoogleLinkByPasswordSchema>;

/** The emailed link's token, that links the Google identity it names. */
export const GoogleLinkByEmailSchema = z.strictObject({
  token: z.string({ error: 'Open the link from the email again.' }).min(1, 'Open the link from the email again.').max(2_000),
});
export type GoogleLinkByEmail = z.infer<typeof GoogleLinkByEmailSchema>;

/** Unlinking Google in the settings: the account's password. */
export const GoogleUnlinkSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
});
export type GoogleUnlink = z.infer<typeof GoogleUnlinkSchema>;

/** The settings' Google entry: whether the site offers it, and the Google address linked, if any. */
export const GoogleAccountSchema = z.object({ available: z.boolean(), linkedEmail: z.string().nullable() });
export type GoogleAccount = z.infer<typeof GoogleAccountSchema>;

/** Whether the sign-in page shows "Sign in with Google". */
export const GoogleSignInAvailableSchema = z.object({ available: z.boolean() });
