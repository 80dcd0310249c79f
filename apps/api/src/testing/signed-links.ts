// What the signed-link tests share: a link's token in an email, a token with its subject changed, a signed-out call and its error, a job seeker good to apply.
import { expect } from 'vitest';
import type { TestApi } from './test-api';
import { signUpStaff } from './accounts';
import { call } from './staff-profiles';
import { fillResume, makePublic } from './hiring';

/** The signed token of the link to `page` in an email's text. */
export function tokenIn(email: string | null, page: string): string {
  const found = email?.match(new RegExp(`http://localhost:3000${page}([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`));
  if (!found) throw new Error(`no ${page} link in: ${email}`);
  return found[1];
}

/** The same token with its payload's subject changed and the signature kept. */
export function withSubject(token: string, subject: Record<string, number>): string {
  const [payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify({ ...decoded, s: subject })).toString('base64url')}.${signature}`;
}

/** A signed-out call to /api9/signed/{path}. */
export const signedCall = (api: TestApi, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => call(api, null, method, `/api9/signed/${path}`, body);

/** A response's status with its first error's code and field. */
export const errorOf = (response: { statusCode: number; json: () => { errors: { code: string; field?: string }[] } }) => ({
  status: response.statusCode,
  code: response.json().errors[0].code,
  field: response.json().errors[0].field,
});

/** A job seeker with a public resume, good to apply unless `goodToApply` is false. */
export async function signedLinkCandidate(api: TestApi, options: { goodToApply?: boolean } = {}) {
  const account = await signUpStaff(api);
  await fillResume(api, account, options.goodToApply === false ? { skills: 2 } : {});
  expect((await makePublic(api, account)).statusCode).toBe(200);
  return account;
}
