// Passkeys (ADR 106): WebAuthn credentials as a second factor and as a password-less sign-in.
// The request and answer bodies shared by the API and the web app; the ceremonies' options and
// answers are the WebAuthn JSON forms of @simplewebauthn, checked loosely here and fully by it.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts-rules';

export const PASSKEY_NAME_MAX_LENGTH = 60;

const b64url = (field: string) =>
  z
    .string({ error: `The passkey's answer is missing ${field}.` })
    .max(16_384, `The passkey's ${field} is too long.`)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, `The passkey's ${field} is not in the expected form.`);

const CredentialBase = {
  id: b64url('id').min(1),
  rawId: b64url('rawId').min(1),
  type: z.literal('public-key', { error: 'The passkey answer is not a public key credential.' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What the browser answers to navigator.credentials.create (RegistrationResponseJSON). */
export const RegistrationCredentialSchema = z.object(
  {
    ...CredentialBase,
    response: z.object({
      clientDataJSON: b64url('clientDataJSON'),
      attestationObject: b64url('attestationObject'),
      transports: z.array(z.string().max(40)).max(10).optional(),
      authenticatorData: b64url('authenticatorData').optional(),
      publicKey: b64url('publicKey').optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
  },
  { error: 'Send the passkey’s answer.' },
);

/** What the browser answers to navigator.credentials.get (AuthenticationResponseJSON). */
export const AuthenticationCredentialSchema = z.object(
  {
    ...CredentialBase,
    response: z.object({
      clientDataJSON: b64url('clientDataJSON'),
      authenticatorData: b64url('authenticatorData'),
      signature: b64url('signature'),
      userHandle: b64url('userHandle').optional(),
    }),
  },
  { error: 'Send the passkey’s answer.' },
);

export const PasskeyNameSchema = z
  .string({ error: 'Give the passkey a name, such as the device it is on.' })
  .trim()
  .min(1, 'Give the passkey a name, such as the device it is on.')
  .max(PASSKEY_NAME_MAX_LENGTH, `Keep the name under ${PASSKEY_NAME_MAX_LENGTH} characters.`);

const CurrentPasswordSchema = z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH).optional();

/**
 * Adding or removing a passkey: the current password, unless this session proved the second
 * factor within the last minutes (then it may be left out).
 */
export const PasskeyConfirmationSchema = z.strictObject({ currentPassword: CurrentPasswordSchema });
export type PasskeyConfirmation = z.infer<typeof PasskeyConfirmationSchema>;

export const AddPasskeySchema = z.strictObject({ name: PasskeyNameSchema, credential: RegistrationCredentialSchema });
export type AddPasskey = z.infer<typeof AddPasskeySchema>;

/** A passkey's answer to a sign-in or step-up ceremony. */
export const PasskeyAssertionSchema = z.strictObject({ credential: AuthenticationCredentialSchema });

/** The second step of a sign-in with a passkey: the password step's challenge and the passkey's answer. */
export const PasskeySecondStepSchema = z.strictObject({
  challenge: z.string({ error: 'Sign in with your password again.' }).min(1).max(2_000),
  credential: AuthenticationCredentialSchema,
});
export const PasskeySecondStepOptionsSchema = PasskeySecondStepSchema.pick({ challenge: true });

/**
 * An administrator setting up their second factor at sign-in with a passkey (ADR 128): the password
 * step's setup challenge, the passkey's name and the browser's answer to the registration options.
 */
export const SetupWithPasskeySchema = AddPasskeySchema.extend({ challenge: z.string({ error: 'Sign in with your password again.' }).min(1).max(2_000) });
export type SetupWithPasskey = z.infer<typeof SetupWithPasskeySchema>;

/** The settings' form for adding a passkey: its name and, unless the second factor was just proved, the current password. */
export const AddPasskeyFormSchema = z.strictObject({
  name: PasskeyNameSchema,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
/** The settings' form for removing one: the current password, unless the second factor was just proved. */
export const RemovePasskeyFormSchema = AddPasskeyFormSchema.pick({ currentPassword: true });

/** The options of a ceremony, passed to @simplewebauthn/browser as they are. */
export const PasskeyOptionsSchema = z.object({ challenge: z.string() }).catchall(z.unknown());
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
