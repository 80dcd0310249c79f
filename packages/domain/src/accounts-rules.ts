// Accounts without zod: usernames, passwords, roles, sign-up kinds and the default email
// preferences. ./accounts holds the schemas and re-exports these; public pages import them from here.
import type { EmailPreferences } from './accounts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const ROLES = ['employer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGN_UP_KINDS = ['staff', 'student', 'other'] as const;

/** What an account gets until its owner chooses: the newsletter and product news only when asked for (ADR 86). */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  jobAlerts: true,
  messages: true,
  newsletter: false,
  productNews: false,
};

/** A username made from a person's name: letters and digits, hyphens, a random suffix. */
export function usernameFromName(name: string, suffix: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'user'}-${suffix}`.slice(0, 64);
}
