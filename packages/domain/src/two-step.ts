// Two-step sign-in (ADR 105): an authenticator app (TOTP) as the second factor, with recovery
// codes for a lost phone. The request and answer bodies shared by the API and the web app.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts-rules';
import { CurrentUserSchema } from './accounts';

/** A code from the authenticator app: 6 digits (spaces allowed, as apps show "123 456"). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: 16 letters and digits in groups of four (the dashes are optional). */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{16}$/;
/** How many recovery codes a person gets at once. */
export const RECOVERY_CODE_COUNT = 10;
/** How recently an administrator must have entered a code to open a delegated session. */
export const STEP_UP_MINUTES = 10;

/** A code as typed: spaces and dashes dropped, letters in capitals. */
export const normalizeSecondFactorCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Either the app's 6-digit code or one recovery code. */
export const SecondFactorCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app.' })
  .max(40, 'Enter the 6-digit code from your authenticator app, or a recovery code.')
  .transform(normalizeSecondFactorCode)
  .refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    'Enter the 6-digit code from your authenticator app, or a recovery code.',
  );

/** Only the app's 6-digit code (confirming the setup). */
export const TotpCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app.' })
  .max(20, 'Enter the 6-digit code from your authenticator app.')
  .transform(normalizeSecondFactorCode)
  .refine((code) => TOTP_CODE_PATTERN.test(code), 'Enter the 6-digit code from your authenticator app.');

/** The sign-in's second step: the challenge the password step answered, and a code. */
export const SecondStepSchema = z.strictObject({
  challenge: z.string({ error: 'Sign in with your password again.' }).min(1).max(2_000),
  code: SecondFactorCodeSchema,
});
export type SecondStep = z.infer<typeof SecondStepSchema>;

/** The password step's answer when the account has a second factor: no session yet. */
export const SecondStepRequiredSchema = z.object({
  secondStep: z.literal('totp'),
  /** The second steps the account has: a code from the app (or a recovery code), a passkey (ADR 106). */
  methods: z.array(z.enum(['totp', 'passkey'])),
  /** Signed, good for a few minutes, names the account: sent back with the code. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export type SecondStepRequired = z.infer<typeof SecondStepRequiredSchema>;

/**
 * The password step's answer to an administrator without a second factor: no session until they
 * set up an authenticator app with this challenge (auth/login/setup, then …/setup/confirm).
 */
export const SetupAtSignInRequiredSchema = z.object({
  secondStep: z.literal('setup'),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type SetupAtSignInRequired = z.infer<typeof SetupAtSignInRequiredSchema>;

/** Every 202 answer of the password step. */
export const SignInPendingSchema = z.union([SecondStepRequiredSchema, SetupAtSignInRequiredSchema]);

export const SetupAtSignInSchema = z.strictObject({
  challenge: z.string({ error: 'Sign in with your password again.' }).min(1).max(2_000),
});
export const ConfirmSetupAtSignInSchema = SetupAtSignInSchema.extend({ code: TotpCodeSchema });
export type ConfirmSetupAtSignIn = z.infer<typeof ConfirmSetupAtSignInSchema>;

/** The setup at sign-in is done: the session's user, and the recovery codes, shown this once. */
export const SetupAtSignInDoneSchema = z.object({ user: CurrentUserSchema, recoveryCodes: z.array(z.string()) });
export type SetupAtSignInDone = z.infer<typeof SetupAtSignInDoneSchema>;

export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Administrators need it to open delegated sessions. */
  requiredForRole: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** A new, not yet confirmed authenticator secret: the key to type, its otpauth:// address and that address as a QR code (SVG). */
export const TotpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const ConfirmTotpSchema = z.strictObject({ code: TotpCodeSchema });
export const StepUpSchema = z.strictObject({ code: SecondFactorCodeSchema });
export const DisableTwoStepSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  code: SecondFactorCodeSchema,
});
export type DisableTwoStep = z.infer<typeof DisableTwoStepSchema>;

/** Shown once, right after two-step sign-in is turned on. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The error codes the web app acts on. */
export const SECOND_FACTOR_ERRORS = { notSetUp: 'SECOND_FACTOR_REQUIRED', stepUp: 'STEP_UP_REQUIRED', team: 'TEAM_TWO_STEP_REQUIRED' } as const;

/** Support resets a person's lost second factor (ADR 119): the identity checks done, as written by the administrator. */
export const SecondFactorResetSchema = z.strictObject({
  checks: z
    .string({ error: 'Write which identity checks you did.' })
    .trim()
    .min(20, 'Write which identity checks you did (at least 20 characters): what you asked and what matched.')
    .max(2_000, 'Keep the checks under 2,000 characters.'),
});
export type SecondFactorReset = z.infer<typeof SecondFactorResetSchema>;

/** What a reset removed. */
export const SecondFactorResetDoneSchema = z.object({ authenticatorApp: z.boolean(), passkeys: z.number().int() });
export type SecondFactorResetDone = z.infer<typeof SecondFactorResetDoneSchema>;

/** How many past resets the administrators' list shows a page. */
export const SECOND_FACTOR_RESETS_PAGE = 25;

/** The page of the reset list asked for: `limit` rows from `offset`, the latest first. */
export const SecondFactorResetPageSchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit is a number from 1 to 100.' })
    .int('limit is a number from 1 to 100.')
    .min(1, 'limit is a number from 1 to 100.')
    .max(100, 'limit is a number from 1 to 100.')
    .default(SECOND_FACTOR_RESETS_PAGE),
  offset: z.coerce
    .number({ error: 'offset is a number from 0.' })
    .int('offset is a number from 0.')
    .min(0, 'offset is a number from 0.')
    .max(1_000_000, 'offset is a number up to 1,000,000.')
    .default(0),
});

/** One past reset by support (ADR 119): whose, by whom (null once that administrator's account is gone), when, and the checks written. */
export const SecondFactorResetEntrySchema = z.object({
  id: z.number().int(),
  person: z.object({ username: z.string(), name: z.string(), email: z.string() }),
  admin: z.object({ username: z.string(), name: z.string() }).nullable(),
  checks: z.string(),
  createdAt: z.string(),
});
export type SecondFactorResetEntry = z.infer<typeof SecondFactorResetEntrySchema>;

export const SecondFactorResetLogSchema = z.object({
  resets: z.array(SecondFactorResetEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SecondFactorResetLog = z.infer<typeof SecondFactorResetLogSchema>;
