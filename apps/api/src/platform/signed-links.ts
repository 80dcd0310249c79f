import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { signedLinkUses } from '@chairside/db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

/**
 * What a signed link lets its holder do, signed out. A token made for one purpose is refused by
 * every other purpose's route.
 */
export const SIGNED_LINK_PURPOSES = [
  'resume-detail',
  'feedback',
  'invitation-answer',
  'interview-outcome',
  'alerts-optout',
  'job-alert-confirm',
  'form-ticket',
  'newsletter-confirm',
  'newsletter-unsubscribe',
  'download',
  'classified-renew',
  'sign-in-second-step',
  'data-export',
  'google-sign-in',
  'google-identity',
  'google-link',
  'team-invitation',
  'interview-scheduling',
  'location-link',
] as const;
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number];

/** The ids a link is about (e.g. { applicationId: 12 }): signed with it, so they cannot be changed. */
export type SignedLinkSubject = Record<string, string | number>;

export type SignedLinkOptions = {
  /** How long the link works from now. */
  ttlMs: number;
  /** The link's action can be done once (see useOnce); reading with it stays possible until it expires. */
  singleUse?: boolean;
};

/** A link that passed every check: its purpose, ids, expiry and whether its action is once only. */
export type VerifiedSignedLink = {
  purpose: SignedLinkPurpose;
  subject: SignedLinkSubject;
  expiresAt: Date;
  singleUse: boolean;
  /** Random per link: the key of its single use. */
  linkId: string;
};

/** The payload as signed: short keys keep email links short. */
type Payload = { p: SignedLinkPurpose; s: SignedLinkSubject; e: number; u: 0 | 1; n: string };

const MAX_TOKEN_LENGTH = 2_000;
const DAY_MS = 86_400_000;

/** The lifetimes of the links the product sends (the ADR explains each). */
export const SIGNED_LINK_TTL_MS = {
  'resume-detail': 14 * DAY_MS,
  feedback: 30 * DAY_MS,
  'invitation-answer': 30 * DAY_MS,
  'interview-outcome': 30 * DAY_MS,
  'alerts-optout': 365 * DAY_MS,
  /** A visitor's job alert is confirmed from its email within a week (ADR 44). */
  'job-alert-confirm': 7 * DAY_MS,
  /** Marketing forms (ADR 47): a public form's ticket, the newsletter's opt-in and one-click opt-out, a toolkit download. */
  'form-ticket': DAY_MS,
  'newsletter-confirm': 7 * DAY_MS,
  'newsletter-unsubscribe': 5 * 365 * DAY_MS,
  download: 30 * DAY_MS,
  /** A classified listing's renewal (ADR 49): good for 30 days after the listing expires. */
  'classified-renew': 30 * DAY_MS,
  /** The password step's challenge of two-step sign-in (ADR 105): the code is entered within 5 minutes. */
  'sign-in-second-step': 5 * 60_000,
  /** A download of a person's data (ADR 104): a week. */
  'data-export': 7 * DAY_MS,
  /** Sign in with Google (ADR 107): the state, nonce and PKCE verifier of one trip to the provider. */
  'google-sign-in': 10 * 60_000,
  /** The Google identity the provider vouched for, held by the browser while it signs in or links. */
  'google-identity': 15 * 60_000,
  /** The emailed link that links a Google identity to the account of its address. */
  'google-link': 60 * 60_000,
  /** An invitation to join a practice's team (ADR 116): a week, accepted once (the invitation row says so). */
  'team-invitation': 7 * DAY_MS,
  /** A candidate's link to pick, move or cancel an interview time (ADR 117): 30 days, used again and again. */
  'interview-scheduling': 30 * DAY_MS,
  /** An organization's request to link an existing practice as its location (ADR 127): a week, accepted once by that practice's owner. */
  'location-link': 7 * DAY_MS,
} as const satisfies Record<SignedLinkPurpose, number>;

export const linkInvalid = () =>
  new AppError('LINK_INVALID', 'This link is not valid: it may have been cut short or changed. Open it again from the email.', { field: 'token' });
export const linkMalformed = () => new AppError('LINK_MALFORMED', 'This link is incomplete: copy the whole address from the email.', { field: 'token' });
export const linkExpired = () => new AppError('LINK_EXPIRED', 'This link has expired. Sign in to do this from your account.', { field: 'token' });
export const linkUsed = () => new AppError('LINK_USED', 'This link has already been used. Sign in to see what was done.', { field: 'token' });

const isSubject = (value: unknown): value is SignedLinkSubject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));

function parsePayload(encoded: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { p, s, e, u, n } = value as Record<string, unknown>;
    if (!SIGNED_LINK_PURPOSES.includes(p as SignedLinkPurpose)) return null;
    if (!isSubject(s) || typeof e !== 'number' || !Number.isInteger(e) || (u !== 0 && u !== 1) || typeof n !== 'string') return null;
    return { p: p as SignedLinkPurpose, s, e, u, n };
  } catch {
    return null;
  }
}

/**
 * The one signed-link service: tokens `{payload}.{signature}` in base64url, the payload
 * (purpose, subject ids, expiry, single use, a random link id) signed with HMAC-SHA256 under a
 * key derived from the signing secret for this use only. Checks in order: shape (400
 * LINK_MALFORMED), signature and purpose (403 LINK_INVALID), expiry (410 LINK_EXPIRED); a
 * single-use link's action is claimed once in the database (409 LINK_USED).
 */
export function createSignedLinks(deps: { secret: string; db: Database; clock: Clock; publicUrl: string }) {
  const key = createHmac('sha256', deps.secret).update('chairside signed links v1').digest();
  const sign = (encodedPayload: string) => createHmac('sha256', key).update(encodedPayload).digest();
  const base = deps.publicUrl.replace(/\/$/, '');

  const service = {
    /** A token for `purpose` about `subject`, working for `ttlMs` from now. */
    create(purpose: SignedLinkPurpose, subject: SignedLinkSubject, options: SignedLinkOptions): string {
      const payload: Payload = {
        p: purpose,
        s: subject,
        e: Math.floor((deps.clock.now().getTime() + options.ttlMs) / 1000),
        u: options.singleUse ? 1 : 0,
        n: randomBytes(12).toString('base64url'),
      };
      const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return `${encoded}.${sign(encoded).toString('base64url')}`;
    },

    /** The full web address for an email: PUBLIC_URL + path + token, e.g. url('/invitation/', token). */
    url(pathPrefix: string, token: string): string {
      return `${base}${pathPrefix}${encodeURIComponent(token)}`;
    },

    /** Makes a token and answers its full web address: link('invitation-answer', {invitationId}, '/invitation/', {ttlMs}). */
    link(purpose: SignedLinkPurpose, subject: SignedLinkSubject, pathPrefix: string, options: SignedLinkOptions): string {
      return service.url(pathPrefix, service.create(purpose, subject, options));
    },

    /** The verified link, or an AppError (400 LINK_MALFORMED, 403 LINK_INVALID, 410 LINK_EXPIRED). */
    verify(token: string, purpose: SignedLinkPurpose): VerifiedSignedLink {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw linkMalformed();
      const parts = token.split('.');
      if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]) || !/^[A-Za-z0-9_-]+$/.test(parts[1])) throw linkMalformed();
      const [encoded, signature] = parts;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(encoded);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw linkInvalid();
      const payload = parsePayload(encoded);
      if (!payload || payload.p !== purpose) throw linkInvalid();
      if (payload.e * 1000 <= deps.clock.now().getTime()) throw linkExpired();
      return { purpose: payload.p, subject: payload.s, expiresAt: new Date(payload.e * 1000), singleUse: payload.u === 1, linkId: payload.n };
    },

    /** Whether a single-use link's action has been done. */
    async isUsed(link: VerifiedSignedLink): Promise<boolean> {
      const result = await deps.db.execute<{ used: number }>(sql`select 1 as used from signed_link_uses where link_id = ${link.linkId}`);
      return result.rows.length > 0;
    },

    /**
     * Does a single-use link's action once: the use is claimed in one statement (two clicks at
     * once: one runs, the other gets 409 LINK_USED); when the action fails the claim is let go,
     * so the person can try again. A link made without singleUse just runs the action.
     */
    async useOnce<T>(link: VerifiedSignedLink, action: () => Promise<T>): Promise<T> {
      if (!link.singleUse) return action();
      const claimed = await deps.db.execute<{ link_id: string }>(sql`
        insert into signed_link_uses (link_id, purpose, used_at, expires_at)
        values (${link.linkId}, ${link.purpose}, ${deps.clock.now().toISOString()}, ${link.expiresAt.toISOString()})
        on conflict (link_id) do nothing
        returning link_id`);
      if (claimed.rows.length !== 1) throw linkUsed();
      try {
        return await action();
      } catch (error) {
        await deps.db.execute(sql`delete from signed_link_uses where link_id = ${link.linkId}`);
        throw error;
      }
    },

    /** Forgets the uses of links that have expired (an expired link is refused anyway). */
    async forgetExpiredUses(now: Date): Promise<void> {
      await deps.db.delete(signedLinkUses).where(lt(signedLinkUses.expiresAt, now));
    },
  };
  return service;
}
export type SignedLinks = ReturnType<typeof createSignedLinks>;
