import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { loadEmailPreferences, saveEmailPreferences } from './users-repository';

/** Stored choices over the defaults; anything stored that is not a known yes/no is ignored. */
export function mergeEmailPreferences(stored: unknown): EmailPreferences {
  const merged = { ...DEFAULT_EMAIL_PREFERENCES };
  if (stored && typeof stored === 'object') {
    for (const key of Object.keys(merged) as (keyof EmailPreferences)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'boolean') merged[key] = value;
    }
  }
  return merged;
}

export async function getEmailPreferences(ctx: AppContext, username: string): Promise<EmailPreferences> {
  const stored = await loadEmailPreferences(ctx.db, username);
  if (stored === null) throw notFound('That account');
  return mergeEmailPreferences(stored);
}

/** Replaces the owner's email preferences (the schema requires every one) and answers them. */
export async function updateEmailPreferences(ctx: AppContext, username: string, preferences: EmailPreferences): Promise<EmailPreferences> {
  if (!(await saveEmailPreferences(ctx.db, username, preferences))) throw notFound('That account');
  return getEmailPreferences(ctx, username);
}
