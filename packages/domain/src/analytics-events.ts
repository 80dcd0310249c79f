// The parameters of the spec's events that the profile, the lead forms, the emailed downloads,
// the checkout's account step and web vitals send (ADR 31, ADR 79). Each builder answers the
// event's GA4 name and its params; nothing that names a person (no email, name or token).
// Plain TypeScript without zod: public pages load the lead and download events.
import { ANALYTICS_EVENTS, profileType, type AnalyticsEventName } from './analytics-rules';

type ParamValue = string | number | boolean | null;
export type AnalyticsEvent = {
  name: AnalyticsEventName;
  params: Record<string, ParamValue | ReadonlyArray<Record<string, ParamValue>>>;
};

/** Where a profile preference was changed: the profile prompt or the settings panel of the resume. */
export type ProfileForm = 'profile_prompt' | 'profile_settings';

/** The resume became public or private: its profile type after the change. */
export const profileVisibilityEvent = (isPublic: boolean, form: ProfileForm): AnalyticsEvent => ({
  name: ANALYTICS_EVENTS.profileVisibility,
  params: { profile_type: profileType(isPublic), form },
});

/** The willing-to-relocate preference after the change. */
export const relocateEvent = (isRelocate: boolean, form: ProfileForm): AnalyticsEvent => ({
  name: ANALYTICS_EVENTS.relocate,
  params: { relocate: isRelocate, form },
});

/**
 * A profile update finished (the prompt's Save Preferences, or a settings switch saved): the
 * preferences it left and the profile's completeness score then (null when not known).
 */
export const completionEvent = (profile: { isPublic: boolean; isRelocate: boolean; completeness: number | null }, form: ProfileForm): AnalyticsEvent => ({
  name: ANALYTICS_EVENTS.completion,
  params: { profile_type: profileType(profile.isPublic), relocate: profile.isRelocate, profile_completeness: profile.completeness, form },
});

/** A lead form or the newsletter sign-up was accepted: which form, from where, for which download. */
export const generateLeadEvent = (lead: { formName: string; leadSource?: string | null; assetTitle?: string | null }): AnalyticsEvent => ({
  name: ANALYTICS_EVENTS.generateLead,
  params: { form_name: lead.formName, lead_source: lead.leadSource ?? '', asset_title: lead.assetTitle ?? '' },
});

/** An emailed download was opened: the file by its name and title (never its signed address). */
export function fileDownloadEvent(download: { fileName: string; title: string }): AnalyticsEvent {
  const dot = download.fileName.lastIndexOf('.');
  return {
    name: ANALYTICS_EVENTS.downloadAsset,
    params: { file_name: download.fileName, file_extension: dot > 0 ? download.fileName.slice(dot + 1).toLowerCase() : '', link_text: download.title },
  };
}

/** The checkout's lines in GA4's shape, as the funnel's steps send them. */
export type CheckoutParams = { currency: string; coupon: string; items: ReadonlyArray<Record<string, ParamValue>> };

/**
 * The account step of the checkout is done (GA4's add_shipping_info: the step between the cart
 * and the payment): a new account's details were accepted, or an employer signed in.
 */
export const shippingInfoEvent = (cart: CheckoutParams, account: 'new_account' | 'signed_in'): AnalyticsEvent => ({
  name: ANALYTICS_EVENTS.addShippingInfo,
  params: { ...cart, shipping_tier: account },
});

/** One web vital as web-vitals reports it; CLS (a small fraction) in thousandths, the others in whole milliseconds. */
export const webVitalsEvent = (metric: { name: string; value: number; rating: string; id: string }): AnalyticsEvent => ({
  name: ANALYTICS_EVENTS.webVitals,
  params: {
    metric_name: metric.name,
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    rating: metric.rating,
    metric_id: metric.id,
  },
});
