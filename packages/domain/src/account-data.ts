// "Your data" (ADR 104): downloading everything the product holds about a person, and closing
// the account after a grace period in which signing in can keep it.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts-rules';
import { normalizeSecondFactorCode, TOTP_CODE_PATTERN } from './two-step';

/** Days between asking to close an account and its erasure; signing in meanwhile can keep it. */
export const CLOSURE_GRACE_DAYS = 14;
/** Days a download link works. */
export const DATA_EXPORT_LINK_DAYS = 7;

/**
 * Closing is confirmed with the password or, when two-step sign-in is on, a code from the
 * authenticator app instead (a code, when given, is what is checked; empty fields count as absent).
 */
export const CloseAccountSchema = z
  .strictObject({
    password: z.string({ error: 'Enter your password.' }).max(PASSWORD_MAX_LENGTH).optional(),
    code: z.string({ error: 'Enter the code from your authenticator app.' }).max(20, 'Enter the 6-digit code from your authenticator app.').optional(),
  })
  .transform((body): { code: string } | { password: string } => {
    const code = body.code ? normalizeSecondFactorCode(body.code) : '';
    return code ? { code } : { password: body.password ?? '' };
  })
  .superRefine((body, ctx) => {
    if ('code' in body && !TOTP_CODE_PATTERN.test(body.code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code from your authenticator app.' });
    if ('password' in body && !body.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password.' });
  });
export type CloseAccount = z.infer<typeof CloseAccountSchema>;

/** The account's closing, if it was asked for: when it was, and the time after which it is erased. */
export const AccountClosureSchema = z.object({
  closing: z.object({ requestedAt: z.iso.datetime(), eraseAfter: z.iso.datetime() }).nullable(),
});
export type AccountClosure = z.infer<typeof AccountClosureSchema>;

export const DataExportRequestedSchema = z.object({ message: z.string() });
export type DataExportRequested = z.infer<typeof DataExportRequestedSchema>;

export const DATA_EXPORT_REQUESTED_MESSAGE = `We'll email you a link to download your data within a few minutes. The link works for ${DATA_EXPORT_LINK_DAYS} days.`;
