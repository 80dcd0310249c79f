// Accounts: the request bodies of sign-up, sign-in and settings, the current user and the token.
// The values and rules without zod (usernames, passwords, roles) are in ./accounts-rules.
import { z } from 'zod';
import { TEAM_ROLES } from './teams';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, SIGN_UP_KINDS, USERNAME_PATTERN } from './accounts-rules';
import { PositionCodeSchema } from './form-fields';

export * from './accounts-rules';

export const UsernameSchema = z.string().regex(USERNAME_PATTERN, 'A username is 1 to 64 letters, digits, underscores or hyphens.');

export const EmailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .max(254, 'An email address is at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `A password has at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters.`);

export const PersonNameSchema = z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(100, 'A name is at most 100 characters.');

export const ZipSchema = z
  .string({ error: 'Enter a ZIP code.' })
  .trim()
  .regex(/^\d{5}$/, 'A ZIP code is 5 digits.');

export const PhoneSchema = z
  .string({ error: 'Enter a phone number.' })
  .trim()
  .regex(/^[0-9()+.\-\s]{7,25}$/, 'Enter a phone number of 7 to 25 digits.')
  .refine((phone) => phone.replace(/\D/g, '').length >= 7, 'Enter a phone number of 7 to 25 digits.');

const utmText = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(200, `${field} is at most 200 characters.`)
    .transform((value) => value || undefined)
    .optional();

/** The campaign a person signs up from (the visit's UTM values, optional): kept with the account for sign-ups by source. */
export const SIGN_UP_SOURCE_FIELDS = {
  utm_source: utmText('utm_source'),
  utm_medium: utmText('utm_medium'),
  utm_campaign: utmText('utm_campaign'),
  utm_content: utmText('utm_content'),
};
export type SignUpSource = { utm_source?: string; utm_medium?: string; utm_campaign?: string; utm_content?: string };

export const EmployerSignUpSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  name: PersonNameSchema,
  practiceName: z
    .string({ error: 'Enter the practice name.' })
    .trim()
    .min(1, 'Enter the practice name.')
    .max(150, 'A practice name is at most 150 characters.'),
  zip: ZipSchema,
  phone: PhoneSchema,
  ...SIGN_UP_SOURCE_FIELDS,
});
export type EmployerSignUp = z.infer<typeof EmployerSignUpSchema>;
/** What a person types into the employer sign-up form (the source comes from the visit). */
export type EmployerSignUpFields = Omit<EmployerSignUp, keyof SignUpSource>;

export const StaffSignUpSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  name: PersonNameSchema,
  position: PositionCodeSchema,
  zip: ZipSchema,
  kind: z.enum(SIGN_UP_KINDS, { error: 'Choose staff, student or other.' }),
  ...SIGN_UP_SOURCE_FIELDS,
});
export type StaffSignUp = z.infer<typeof StaffSignUpSchema>;
/** What a person types into the job seeker sign-up form (the source comes from the visit). */
export type StaffSignUpFields = Omit<StaffSignUp, keyof SignUpSource>;

export const LoginSchema = z.strictObject({
  username: EmailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  delegated: z.boolean().optional().default(false),
  legacy: z.boolean().optional().default(false),
});
export type Login = z.infer<typeof LoginSchema>;

export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });
export const PasswordResetSchema = z.strictObject({
  email: EmailSchema,
  code: z
    .string({ error: 'Enter the code from the email.' })
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits from the email.'),
  password: PasswordSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
export type PasswordReset = z.infer<typeof PasswordResetSchema>;
export const ChangeEmailSchema = z.strictObject({
  email: EmailSchema,
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
});
export const ChangePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  password: PasswordSchema,
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const EmailPreferencesSchema = z.strictObject({
  jobAlerts: z.boolean({ error: 'jobAlerts is true or false.' }),
  messages: z.boolean({ error: 'messages is true or false.' }),
  newsletter: z.boolean({ error: 'newsletter is true or false.' }),
  productNews: z.boolean({ error: 'productNews is true or false.' }),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** The signed-in user as GET /api9/users/current answers it. */
export const CurrentUserSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  position: z.string().nullable(),
  zip: z.string().nullable(),
  photoThumbnailUrl: z.string().nullable(),
  delegated: z.boolean(),
  practiceName: z.string().nullable(),
  /** A member acting for the practice (ADR 116): their role and name; absent for the practice's own sign-in. */
  teamRole: z.enum(TEAM_ROLES).optional(),
  actorName: z.string().optional(),
  /** The practice requires two-step sign-in of its members and this member has none yet (ADR 119). */
  teamTwoStepMissing: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** What the signed access token carries. */
export const TokenPayloadSchema = z.object({
  sub: z.string(),
  role: z.enum(ROLES),
  delegated: z.boolean(),
  exp: z.number().optional(),
});
export type TokenPayload = z.infer<typeof TokenPayloadSchema>;

/** Reads a JWT's payload without checking its signature (the client's view). */
export function parseTokenPayload(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const raw = token.replace(/^Bearer\s+/i, '');
  const part = raw.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''));
    const parsed = TokenPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
