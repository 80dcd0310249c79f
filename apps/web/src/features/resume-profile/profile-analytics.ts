import type { QueryClient } from '@tanstack/react-query';
import { completionEvent, profileVisibilityEvent, relocateEvent, type ProfileForm } from '@chairside/domain/analytics-events';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { trackEvent } from '../../lib/analytics';
import { staffCurrentKey } from './staff-profile-api';

/** A saved preference of the prompt or the settings panel: profile_visibility or relocate with its new value. */
export function trackProfileToggle(kind: 'public' | 'relocate', saved: boolean, form: ProfileForm) {
  trackEvent(kind === 'public' ? profileVisibilityEvent(saved, form) : relocateEvent(saved, form));
}

/** A preferences update finished: once the profile is refetched, its preferences and completeness score. */
export async function trackProfileCompletion(queries: QueryClient, username: string, refreshed: Promise<unknown>, form: ProfileForm) {
  await refreshed.catch(() => undefined);
  const staff = queries.getQueryData<CurrentStaff>(staffCurrentKey(username));
  if (!staff) return;
  trackEvent(completionEvent({ isPublic: staff.isPublic, isRelocate: staff.isRelocate, completeness: staff.completeness?.score ?? null }, form));
}
