import { describe, expect, it } from 'vitest';
import { EmployerSignUpSchema, PasswordResetRequestSchema, PasswordResetSchema, StaffSignUpSchema } from '@chairside/domain/accounts';
import { fieldErrorsFromIssues } from '../../components/form/errors';
import { checkEmployerSignUp, checkPasswordReset, checkPasswordResetRequest, checkStaffSignUp } from './account-checks';

type Schema = {
  safeParse: (input: unknown) => { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** What the form did with the domain schema: the cleaned values, or the first message per field. */
function bySchema(schema: Schema, input: Record<string, string>) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors = fieldErrorsFromIssues(parsed.error.issues);
  if (errors.position) errors.position = 'Choose a position.';
  return { data: null, errors };
}

const EMAILS = [
  'pat@example.com',
  '  Pat.Lee+jobs@Example.COM ',
  '',
  '   ',
  'pat',
  'pat@example',
  'pat@example.c',
  '.pat@example.com',
  'pat.@example.com',
  'pat..lee@example.com',
  "o'neil@example.co.uk",
  'pat@-example.com',
  'pat@exa_mple.com',
  'pät@example.com',
  'pat@@example.com',
  `${'a'.repeat(250)}@x.com`,
  `${'a'.repeat(243)}@example.com`,
];
const PASSWORDS = ['', 'short', '1234567', '12345678', ' spaces ok ', 'p'.repeat(200), 'p'.repeat(201)];
const NAMES = ['Pat Lee', '', '   ', '  Pat  ', 'n'.repeat(100), 'n'.repeat(101), ` ${'n'.repeat(100)} `];
const ZIPS = ['60601', ' 60601 ', '6060', '606011', 'ABCDE', '', '60601-1234'];
const PHONES = [
  '312-555-0100',
  '(312) 555 0100',
  '+1 312.555.0100',
  '555-01',
  '.........',
  '1234567',
  '123456',
  'x3125550100',
  '1'.repeat(25),
  '1'.repeat(26),
  '',
];
const CODES = ['123456', ' 123456 ', '12345', '1234567', 'abcdef', '', '12 3456'];
const POSITION_INPUTS = ['DH', 'DD', '', 'dh', 'XX'];
const KINDS = ['staff', 'student', 'other', '', 'admin'];

/** Each list's values in turn, the other fields valid: every value is tried at least once. */
function rows(fields: Record<string, string[]>): Record<string, string>[] {
  const valid = Object.fromEntries(Object.entries(fields).map(([field, values]) => [field, values[0]]));
  const out = [valid, Object.fromEntries(Object.keys(fields).map((field) => [field, '']))];
  for (const [field, values] of Object.entries(fields)) for (const value of values.slice(1)) out.push({ ...valid, [field]: value });
  return out;
}

describe('account checks give what the domain schemas give', () => {
  it.each(rows({ email: EMAILS, password: PASSWORDS, name: NAMES, position: POSITION_INPUTS, zip: ZIPS, kind: KINDS }))('staff sign-up %j', (input) => {
    expect(checkStaffSignUp(input as Parameters<typeof checkStaffSignUp>[0])).toEqual(bySchema(StaffSignUpSchema as unknown as Schema, input));
  });

  it.each(rows({ email: EMAILS, password: PASSWORDS, name: NAMES, practiceName: NAMES, zip: ZIPS, phone: PHONES }))('employer sign-up %j', (input) => {
    expect(checkEmployerSignUp(input as Parameters<typeof checkEmployerSignUp>[0])).toEqual(bySchema(EmployerSignUpSchema as unknown as Schema, input));
  });

  it.each(EMAILS.map((email) => ({ email })))('password reset request %j', (input) => {
    expect(checkPasswordResetRequest(input)).toEqual(bySchema(PasswordResetRequestSchema as unknown as Schema, input));
  });

  it.each(rows({ email: EMAILS, code: CODES, password: PASSWORDS }))('password reset %j', (input) => {
    expect(checkPasswordReset(input as Parameters<typeof checkPasswordReset>[0])).toEqual(bySchema(PasswordResetSchema as unknown as Schema, input));
  });

  it('names a long practice name', () => {
    const result = checkEmployerSignUp({
      email: 'a@b.co',
      password: '12345678',
      name: 'Pat',
      practiceName: 'p'.repeat(151),
      zip: '60601',
      phone: '3125550100',
    });
    expect(result.errors).toEqual({ practiceName: 'A practice name is at most 150 characters.' });
  });
});
