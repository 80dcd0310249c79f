import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { movableClock } from '../testing/jobs';
import { openTestDatabase } from '../testing/test-database';
import { AppError } from './errors';
import { withoutSignedLinkToken } from './logger';
import { createSignedLinks } from './signed-links';

const DAY = 86_400_000;
const SECRET = 'a-signing-secret-that-is-long-enough-for-hmac';

/** The code and HTTP status an AppError carries, or the thrown value itself. */
function failureOf(run: () => unknown): { code: string; status: number } | unknown {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, status: error.status } : error;
  }
  throw new Error('expected a failure');
}

describe('signed links', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const service = (clock = movableClock('2026-05-01T12:00:00.000Z'), secret = SECRET) =>
    createSignedLinks({ secret, db: database.db, clock, publicUrl: 'https://chairside.example/' });

  it('answers the purpose, subject and expiry a link was made with', () => {
    const links = service();
    const token = links.create('resume-detail', { applicationId: 42, username: 'ann' }, { ttlMs: 14 * DAY });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const link = links.verify(token, 'resume-detail');
    expect(link.subject).toEqual({ applicationId: 42, username: 'ann' });
    expect(link.expiresAt.toISOString()).toBe('2026-05-15T12:00:00.000Z');
    expect(link.singleUse).toBe(false);
  });

  it('builds the full web address from PUBLIC_URL', () => {
    const links = service();
    const url = links.link('invitation-answer', { invitationId: 7 }, '/invitation/', { ttlMs: DAY });
    expect(url.startsWith('https://chairside.example/invitation/')).toBe(true);
    const token = decodeURIComponent(url.slice('https://chairside.example/invitation/'.length));
    expect(links.verify(token, 'invitation-answer').subject).toEqual({ invitationId: 7 });
  });

  it('refuses a changed subject, a changed signature, another purpose and another key with 403 LINK_INVALID', () => {
    const links = service();
    const token = links.create('resume-detail', { applicationId: 42 }, { ttlMs: DAY });
    const [payload, signature] = token.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherSubject = Buffer.from(JSON.stringify({ ...decoded, s: { applicationId: 43 } })).toString('base64url');
    const longer = Buffer.from(JSON.stringify({ ...decoded, e: (decoded.e as number) + 365 * 86_400 })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const invalid = { code: 'LINK_INVALID', status: 403 };
    expect(failureOf(() => links.verify(`${otherSubject}.${signature}`, 'resume-detail'))).toEqual(invalid);
    expect(failureOf(() => links.verify(`${longer}.${signature}`, 'resume-detail'))).toEqual(invalid);
    expect(failureOf(() => links.verify(`${payload}.${flipped}`, 'resume-detail'))).toEqual(invalid);
    expect(failureOf(() => links.verify(token, 'feedback'))).toEqual(invalid);
    expect(failureOf(() => service(undefined, 'another-secret-entirely-long-enough').verify(token, 'resume-detail'))).toEqual(invalid);
  });

  it('refuses a cut or garbled token with 400 LINK_MALFORMED', () => {
    const links = service();
    const token = links.create('feedback', { applicationId: 1 }, { ttlMs: DAY });
    const malformed = { code: 'LINK_MALFORMED', status: 400 };
    for (const bad of ['', 'abc', token.split('.')[0], `${token}.x`, 'a b.c', '<script>.x', 'x'.repeat(3000)])
      expect(failureOf(() => links.verify(bad, 'feedback'))).toEqual(malformed);
  });

  it('refuses an expired link with 410 LINK_EXPIRED, by the clock', () => {
    const clock = movableClock('2026-05-01T12:00:00.000Z');
    const links = service(clock);
    const token = links.create('interview-outcome', { interviewId: 3 }, { ttlMs: 2 * DAY });
    clock.set('2026-05-03T11:59:59.000Z');
    expect(links.verify(token, 'interview-outcome').subject).toEqual({ interviewId: 3 });
    clock.set('2026-05-03T12:00:00.000Z');
    expect(failureOf(() => links.verify(token, 'interview-outcome'))).toEqual({ code: 'LINK_EXPIRED', status: 410 });
  });

  it('does a single-use action once, even for two clicks at the same moment (409 LINK_USED)', async () => {
    const links = service();
    const link = links.verify(links.create('invitation-answer', { invitationId: 9 }, { ttlMs: DAY, singleUse: true }), 'invitation-answer');
    let runs = 0;
    const results = await Promise.allSettled([1, 2, 3].map(() => links.useOnce(link, async () => ++runs)));
    expect(runs).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as AppError).code);
    expect(refused).toEqual(['LINK_USED', 'LINK_USED']);
    expect(await links.isUsed(link)).toBe(true);
    await expect(links.useOnce(link, async () => ++runs)).rejects.toMatchObject({ code: 'LINK_USED', status: 409 });
  });

  it('lets a single use go again when the action fails, and never limits a link made without single use', async () => {
    const links = service();
    const link = links.verify(links.create('interview-outcome', { interviewId: 11 }, { ttlMs: DAY, singleUse: true }), 'interview-outcome');
    await expect(links.useOnce(link, async () => Promise.reject(new AppError('VALIDATION', 'no')))).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await links.isUsed(link)).toBe(false);
    expect(await links.useOnce(link, async () => 'done')).toBe('done');

    const reusable = links.verify(links.create('resume-detail', { applicationId: 1 }, { ttlMs: DAY }), 'resume-detail');
    expect(await links.useOnce(reusable, async () => 1)).toBe(1);
    expect(await links.useOnce(reusable, async () => 2)).toBe(2);
  });

  it('forgets the uses of expired links only', async () => {
    const clock = movableClock('2026-06-01T00:00:00.000Z');
    const links = service(clock);
    const short = links.verify(links.create('feedback', { applicationId: 1 }, { ttlMs: DAY, singleUse: true }), 'feedback');
    const long = links.verify(links.create('feedback', { applicationId: 2 }, { ttlMs: 10 * DAY, singleUse: true }), 'feedback');
    await links.useOnce(short, async () => undefined);
    await links.useOnce(long, async () => undefined);
    await links.forgetExpiredUses(new Date('2026-06-03T00:00:00.000Z'));
    expect(await links.isUsed(short)).toBe(false);
    expect(await links.isUsed(long)).toBe(true);
  });

  it('never reaches the request log: the token in a path is hidden', () => {
    expect(withoutSignedLinkToken('/api9/signed/invitation/eyJwIjoi.c2ln')).toBe('/api9/signed/invitation/[hidden]');
    expect(withoutSignedLinkToken('/interview-outcome/eyJwIjoi.c2ln')).toBe('/interview-outcome/[hidden]');
    expect(withoutSignedLinkToken('/applicant/eyJwIjoi.c2ln')).toBe('/applicant/[hidden]');
    expect(withoutSignedLinkToken('/api9/jobs/12')).toBe('/api9/jobs/12');
  });
});
