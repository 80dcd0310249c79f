import { describe, expect, it } from 'vitest';
import { parseTokenPayload as domainParse } from '@chairside/domain/accounts';
import { parseTokenPayload } from './token-payload';

const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

const CASES: [string, unknown][] = [
  ['a staff token', token({ sub: 'pat-lee-1', role: 'staff', delegated: false, exp: 1_900_000_000 })],
  ['an employer token without exp', token({ sub: 'acme', role: 'employer', delegated: true })],
  ['an admin token with extra fields', token({ sub: 'root', role: 'admin', delegated: false, iat: 1, name: 'x' })],
  ['a Bearer header', `Bearer ${token({ sub: 'pat', role: 'staff', delegated: false })}`],
  ['a name with accents', token({ sub: 'zoë-ñ', role: 'staff', delegated: false })],
  ['an unknown role', token({ sub: 'pat', role: 'owner', delegated: false })],
  ['a prototype key as role', token({ sub: 'pat', role: 'toString', delegated: false })],
  ['delegated as a string', token({ sub: 'pat', role: 'staff', delegated: 'false' })],
  ['no sub', token({ role: 'staff', delegated: false })],
  ['a numeric sub', token({ sub: 7, role: 'staff', delegated: false })],
  ['exp as a string', token({ sub: 'pat', role: 'staff', delegated: false, exp: '1' })],
  ['exp as null', token({ sub: 'pat', role: 'staff', delegated: false, exp: null })],
  ['an array payload', token([1, 2])],
  ['a null payload', token(null)],
  ['a payload that is not JSON', `${encode({})}.${encode('not json')}.sig`],
  ['bad base64', 'a.@@@.c'],
  ['one part', 'abc'],
  ['an empty string', ''],
  ['null', null],
  ['a number', 42],
];

describe('parseTokenPayload (the browser’s check)', () => {
  it.each(CASES)('agrees with the domain schema on %s', (_, input) => {
    expect(parseTokenPayload(input)).toEqual(domainParse(input));
  });

  it('keeps only the known fields', () => {
    expect(parseTokenPayload(token({ sub: 'root', role: 'admin', delegated: false, iat: 1 }))).toEqual({ sub: 'root', role: 'admin', delegated: false });
  });

  it('refuses an unknown role', () => {
    expect(parseTokenPayload(token({ sub: 'pat', role: 'owner', delegated: false }))).toBeNull();
  });
});
