import { describe, expect, it } from 'vitest';
import { AnalyticsEventInputSchema } from './analytics';
import {
  completionEvent,
  fileDownloadEvent,
  generateLeadEvent,
  profileVisibilityEvent,
  relocateEvent,
  shippingInfoEvent,
  webVitalsEvent,
  type AnalyticsEvent,
} from './analytics-events';
import { ANALYTICS_EVENTS, ANALYTICS_ROLES, PROFILE_TYPES } from './analytics-rules';

const cart = { currency: 'USD', coupon: 'SPRING26', items: [{ item_id: 'JOB', quantity: 1, item_list_name: 'Purchase Form' }] };

describe('the events of the profile, the lead forms, the downloads, the account step and web vitals', () => {
  it.each<[string, AnalyticsEvent, AnalyticsEvent]>([
    [
      'a resume made public in the prompt',
      profileVisibilityEvent(true, 'profile_prompt'),
      { name: 'profile_visibility', params: { profile_type: 'public_profile', form: 'profile_prompt' } },
    ],
    [
      'a resume made private in settings',
      profileVisibilityEvent(false, 'profile_settings'),
      { name: 'profile_visibility', params: { profile_type: 'private_profile', form: 'profile_settings' } },
    ],
    ['willing to relocate', relocateEvent(true, 'profile_prompt'), { name: 'relocate', params: { relocate: true, form: 'profile_prompt' } }],
    ['not willing to relocate', relocateEvent(false, 'profile_settings'), { name: 'relocate', params: { relocate: false, form: 'profile_settings' } }],
    [
      'the prompt saved',
      completionEvent({ isPublic: true, isRelocate: false, completeness: 85 }, 'profile_prompt'),
      { name: 'completion', params: { profile_type: 'public_profile', relocate: false, profile_completeness: 85, form: 'profile_prompt' } },
    ],
    [
      'a settings switch saved, score not known',
      completionEvent({ isPublic: false, isRelocate: true, completeness: null }, 'profile_settings'),
      { name: 'completion', params: { profile_type: 'private_profile', relocate: true, profile_completeness: null, form: 'profile_settings' } },
    ],
    [
      'a toolkit lead',
      generateLeadEvent({ formName: 'hiring-toolkit', leadSource: 'hiring-toolkit-page', assetTitle: 'Hiring Toolkit' }),
      { name: 'generate_lead', params: { form_name: 'hiring-toolkit', lead_source: 'hiring-toolkit-page', asset_title: 'Hiring Toolkit' } },
    ],
    [
      'the newsletter',
      generateLeadEvent({ formName: 'newsletter' }),
      { name: 'generate_lead', params: { form_name: 'newsletter', lead_source: '', asset_title: '' } },
    ],
    [
      'an emailed download',
      fileDownloadEvent({ fileName: 'chairside-hiring-toolkit.PDF', title: 'The Hiring Toolkit' }),
      { name: 'file_download', params: { file_name: 'chairside-hiring-toolkit.PDF', file_extension: 'pdf', link_text: 'The Hiring Toolkit' } },
    ],
    [
      'a file without an extension',
      fileDownloadEvent({ fileName: 'report', title: 'Report' }),
      { name: 'file_download', params: { file_name: 'report', file_extension: '', link_text: 'Report' } },
    ],
    [
      'a new account at the account step',
      shippingInfoEvent(cart, 'new_account'),
      { name: 'add_shipping_info', params: { ...cart, shipping_tier: 'new_account' } },
    ],
    ['a sign-in at the account step', shippingInfoEvent(cart, 'signed_in'), { name: 'add_shipping_info', params: { ...cart, shipping_tier: 'signed_in' } }],
    [
      'CLS in thousandths',
      webVitalsEvent({ name: 'CLS', value: 0.0734, rating: 'needs-improvement', id: 'v5-1' }),
      { name: 'web_vitals', params: { metric_name: 'CLS', value: 73, rating: 'needs-improvement', metric_id: 'v5-1' } },
    ],
    [
      'LCP in milliseconds',
      webVitalsEvent({ name: 'LCP', value: 1234.56, rating: 'good', id: 'v5-2' }),
      { name: 'web_vitals', params: { metric_name: 'LCP', value: 1235, rating: 'good', metric_id: 'v5-2' } },
    ],
  ])('%s', (_label, event, expected) => {
    expect(event).toEqual(expected);
    // What the first-party intake accepts.
    expect(AnalyticsEventInputSchema.safeParse(event).success).toBe(true);
  });

  it('knows the lead role and the profile types', () => {
    expect(ANALYTICS_ROLES).toContain('lead');
    expect(PROFILE_TYPES).toEqual(['public_profile', 'private_profile']);
  });

  it('has a GA4 name for every event of the spec', () => {
    const spec = [
      'login',
      'logout',
      'create account',
      'view job',
      'add to cart',
      'remove from cart',
      'begin checkout',
      'add shipping info',
      'add payment info',
      'submit application',
      'profile visibility',
      'relocate',
      'completion',
      'generate lead',
      'download asset',
      'promo click',
      'publish posting',
      'close posting',
    ];
    const key = (words: string) => words.replace(/ (\w)/g, (_match, letter: string) => letter.toUpperCase());
    for (const words of spec) expect(ANALYTICS_EVENTS, words).toHaveProperty(key(words));
  });
});
