import type { EmployerSignUpFields, PasswordReset, PasswordResetRequest, StaffSignUpFields } from '@chairside/domain/accounts';
import type { FieldErrors } from '../../components/form/errors';
import type { PlainCheck } from '../../components/form/use-plain-form';
import { POSITION_CODES } from '@chairside/domain/positions';

// The sign-in, sign-up and password forms check their fields with these plain functions instead of
// the domain's zod schemas (nor any value from those modules, which build schemas when they load), so
// public pages do not ship zod. They give the schemas' messages and cleaned values, and the same
// limits (account-checks.test.ts compares them); the API checks everything again and its 400s are
// shown beside the fields they name.

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;
const SIGN_UP_KINDS = ['staff', 'student', 'other'];

/** A field's cleaned value, or the message shown under it. */
type FieldCheck = (input: string) => { value: string } | { error: string };

/** The email pattern of zod's z.email(), which EmailSchema uses. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const checkEmail: FieldCheck = (input) => {
  const value = input.trim();
  if (value.length > 254) return { error: 'An email address is at most 254 characters.' };
  if (!EMAIL_PATTERN.test(value)) return { error: 'Enter a valid email address.' };
  return { value: value.toLowerCase() };
};

const checkPassword: FieldCheck = (input) => {
  if (input.length < PASSWORD_MIN_LENGTH) return { error: `A password has at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (input.length > PASSWORD_MAX_LENGTH) return { error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.` };
  return { value: input };
};

const checkText =
  (max: number, missing: string, tooLong: string): FieldCheck =>
  (input) => {
    const value = input.trim();
    if (!value) return { error: missing };
    if (value.length > max) return { error: tooLong };
    return { value };
  };

const checkPattern =
  (pattern: RegExp, message: string): FieldCheck =>
  (input) => {
    const value = input.trim();
    return pattern.test(value) ? { value } : { error: message };
  };

const checkOneOf =
  (options: readonly string[], message: string): FieldCheck =>
  (input) =>
    options.includes(input) ? { value: input } : { error: message };

const checkPhone: FieldCheck = (input) => {
  const value = input.trim();
  const fits = /^[0-9()+.\-\s]{7,25}$/.test(value) && value.replace(/\D/g, '').length >= 7;
  return fits ? { value } : { error: 'Enter a phone number of 7 to 25 digits.' };
};

const checkName = checkText(100, 'Enter your name.', 'A name is at most 100 characters.');
const checkPracticeName = checkText(150, 'Enter the practice name.', 'A practice name is at most 150 characters.');
const checkZip = checkPattern(/^\d{5}$/, 'A ZIP code is 5 digits.');
const checkCode = checkPattern(/^\d{6}$/, 'The code is the 6 digits from the email.');
// The schema's message lists the codes; a person picks from labels.
const checkPosition = checkOneOf(POSITION_CODES, 'Choose a position.');
const checkKind = checkOneOf(SIGN_UP_KINDS, 'Choose staff, student or other.');

/** Checks every field (in the form's order); the cleaned values when all pass, else each failing field's message. */
function checkFields<T extends Record<string, string>>(checks: { [K in keyof T]: FieldCheck }, input: { [K in keyof T]: string }): PlainCheck<T> {
  const data: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const field of Object.keys(checks) as (keyof T & string)[]) {
    const result = checks[field](input[field]);
    if ('error' in result) errors[field] = result.error;
    else data[field] = result.value;
  }
  return Object.keys(errors).length > 0 ? { data: null, errors } : { data: data as T, errors: null };
}

export const checkStaffSignUp = (input: Record<keyof StaffSignUpFields, string>) =>
  checkFields<StaffSignUpFields>(
    { email: checkEmail, password: checkPassword, name: checkName, position: checkPosition, zip: checkZip, kind: checkKind },
    input,
  );

export const checkEmployerSignUp = (input: Record<keyof EmployerSignUpFields, string>) =>
  checkFields<EmployerSignUpFields>(
    { email: checkEmail, password: checkPassword, name: checkName, practiceName: checkPracticeName, zip: checkZip, phone: checkPhone },
    input,
  );

export const checkPasswordResetRequest = (input: Record<keyof PasswordResetRequest, string>) => checkFields<PasswordResetRequest>({ email: checkEmail }, input);

export const checkPasswordReset = (input: Record<keyof PasswordReset, string>) =>
  checkFields<PasswordReset>({ email: checkEmail, code: checkCode, password: checkPassword }, input);

const checkSignInEmail: FieldCheck = (input) => (input.trim() ? checkEmail(input) : { error: 'Enter your email address.' });
const checkSignInPassword: FieldCheck = (input) => (input ? { value: input } : { error: 'Enter your password.' });

/** Sign-in: an email and any password (the server says whether they match). */
export const checkSignIn = (input: Record<'email' | 'password', string>) =>
  checkFields<{ email: string; password: string }>({ email: checkSignInEmail, password: checkSignInPassword }, input);
