import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import type { TestApi } from './test-api';
import { refreshCookie, type TestAccount } from './accounts';

/** A folder of its own for a test file's uploads, removed after the file's tests. */
export function tempUploadsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chairside-uploads-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under a folder, as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** An employer signed up through the API, with its session. */
export async function signUpEmployer(api: TestApi): Promise<TestAccount> {
  const email = `employer-${randomInt(1_000_000_000)}@example.com`;
  const password = 'bright-smiles-2026';
  const response = await api.app.inject({
    method: 'POST',
    url: '/api9/users/employers',
    payload: { email, password, name: 'Dana Whitfield', practiceName: 'Bright Smiles Dental', zip: '60614', phone: '(312) 555-0142' },
  });
  if (response.statusCode !== 201) throw new Error(`employer sign-up failed: ${response.body}`);
  return {
    username: response.json().username,
    email,
    password,
    authorization: response.headers.authorization as string,
    cookie: refreshCookie(response.headers['set-cookie']),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call as the given account (or anonymously). */
export function call(api: TestApi, account: TestAccount | null, method: Method, url: string, payload?: unknown) {
  return api.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: account ? { authorization: account.authorization } : {},
  });
}
