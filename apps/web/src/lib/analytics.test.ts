import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completionEvent,
  fileDownloadEvent,
  generateLeadEvent,
  profileVisibilityEvent,
  relocateEvent,
  shippingInfoEvent,
} from '@chairside/domain/analytics-events';

// The analytics port in a browser-like page: what each event pushes onto window.dataLayer and
// what the batch sent to the first-party intake (POST /api9/events) holds.

type Metric = { name: string; value: number; rating: string; id: string };
const vitals = vi.hoisted(() => ({ reporters: {} as Record<string, (metric: Metric) => void>, options: [] as unknown[] }));
vi.mock('web-vitals', () => ({
  onCLS: (report: (metric: Metric) => void, options: unknown) => ((vitals.reporters.CLS = report), vitals.options.push(options)),
  onINP: (report: (metric: Metric) => void, options: unknown) => ((vitals.reporters.INP = report), vitals.options.push(options)),
  onLCP: (report: (metric: Metric) => void, options: unknown) => ((vitals.reporters.LCP = report), vitals.options.push(options)),
}));

type Batch = { events: { name: string; params: Record<string, unknown> }[]; page: string; role: string };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A signed token as the browser stores it (only its payload is read here). */
const tokenFor = (role: string) => `h.${btoa(JSON.stringify({ sub: 'someone', role, delegated: false }))}.s`;

let fetchCalls: { url: string; body: Batch; headers: Record<string, string> }[];
let page: { dataLayer?: unknown[] } & Record<string, unknown>;

async function loadAnalytics(pathname: string) {
  vi.resetModules();
  fetchCalls = [];
  page = {
    location: { pathname, origin: 'http://localhost' },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    addEventListener: () => undefined,
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { referrer: '', visibilityState: 'visible', addEventListener: () => undefined, querySelector: () => null });
  vi.stubGlobal('navigator', { doNotTrack: null, sendBeacon: () => false });
  vi.stubGlobal('fetch', async (url: string, init: { body: string; headers: Record<string, string> }) => {
    fetchCalls.push({ url, body: JSON.parse(init.body) as Batch, headers: init.headers });
    return new Response(null, { status: 202 });
  });
  return import('./analytics');
}

/** Sends the queue and waits for the batch (the route table loads first). */
async function sent(analytics: Awaited<ReturnType<typeof loadAnalytics>>): Promise<Batch> {
  analytics.flushAnalytics();
  await vi.waitFor(() => expect(fetchCalls.length).toBeGreaterThan(0));
  expect(fetchCalls[0].url).toBe('/api9/events');
  return fetchCalls[0].body;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what reaches dataLayer and the intake', () => {
  it('the account step: GA4 ecommerce on dataLayer, the cart and its page pattern at the intake', async () => {
    const analytics = await loadAnalytics('/dental-hiring-products/account-setup/');
    const cart = { currency: 'USD', coupon: '', items: [{ item_id: 'JOB', quantity: 1, item_list_name: 'Purchase Form' }] };
    analytics.trackEvent(shippingInfoEvent(cart, 'new_account'));
    expect(page.dataLayer).toEqual([{ ecommerce: null }, { event: 'add_shipping_info', ecommerce: { ...cart, shipping_tier: 'new_account' } }]);
    const batch = await sent(analytics);
    expect(batch).toMatchObject({
      page: '/dental-hiring-products/account-setup',
      role: 'anonymous',
      events: [{ name: 'add_shipping_info', params: { ...cart, shipping_tier: 'new_account' } }],
    });
  });

  it('the profile prompt: profile_visibility, relocate and completion, flat on dataLayer, with the job seeker’s session', async () => {
    const analytics = await loadAnalytics('/app/dashboard');
    (page.localStorage as ReturnType<typeof memoryStorage>).setItem('authToken', tokenFor('staff'));
    const events = [
      profileVisibilityEvent(true, 'profile_prompt'),
      relocateEvent(true, 'profile_prompt'),
      completionEvent({ isPublic: true, isRelocate: true, completeness: 90 }, 'profile_prompt'),
    ];
    events.forEach(analytics.trackEvent);
    expect(page.dataLayer).toEqual([
      { event: 'profile_visibility', profile_type: 'public_profile', form: 'profile_prompt' },
      { event: 'relocate', relocate: true, form: 'profile_prompt' },
      { event: 'completion', profile_type: 'public_profile', relocate: true, profile_completeness: 90, form: 'profile_prompt' },
    ]);
    const batch = await sent(analytics);
    expect(batch.role).toBe('job_seeker');
    expect(batch.page).toBe('/app/dashboard');
    expect(batch.events).toEqual(events);
    expect(fetchCalls[0].headers.authorization).toBe(`Bearer ${tokenFor('staff')}`);
  });

  it('a lead form makes a signed-out browser a lead; a session’s role still wins', async () => {
    const analytics = await loadAnalytics('/hiring-toolkit/');
    expect(analytics.senderRole()).toBe('anonymous');
    analytics.trackEvent(generateLeadEvent({ formName: 'hiring-toolkit', leadSource: 'hiring-toolkit-page', assetTitle: 'The Hiring Toolkit' }));
    expect(page.dataLayer).toEqual([
      { event: 'generate_lead', form_name: 'hiring-toolkit', lead_source: 'hiring-toolkit-page', asset_title: 'The Hiring Toolkit' },
    ]);
    const batch = await sent(analytics);
    expect(batch).toMatchObject({ role: 'lead', page: '/hiring-toolkit', events: [{ name: 'generate_lead' }] });
    expect(analytics.senderRole()).toBe('lead');
    (page.localStorage as ReturnType<typeof memoryStorage>).setItem('authToken', tokenFor('employer'));
    expect(analytics.senderRole()).toBe('employer');
  });

  it('an emailed download: file_download by its file name, on the download page’s pattern', async () => {
    const analytics = await loadAnalytics('/downloads/eyJhbGciOi.abc');
    analytics.trackEvent(fileDownloadEvent({ fileName: 'chairside-hiring-toolkit.pdf', title: 'The Hiring Toolkit' }));
    expect(page.dataLayer).toEqual([
      { event: 'file_download', file_name: 'chairside-hiring-toolkit.pdf', file_extension: 'pdf', link_text: 'The Hiring Toolkit' },
    ]);
    const batch = await sent(analytics);
    expect(batch.page).toBe('/downloads/:token');
    expect(JSON.stringify(batch)).not.toContain('eyJhbGciOi');
  });

  it('web vitals: every change is reported, and each metric reaches dataLayer once, 3000 ms after its last change', async () => {
    const analytics = await loadAnalytics('/');
    vi.useFakeTimers();
    analytics.reportWebVitals();
    await vi.waitFor(() => expect(vitals.reporters.LCP).toBeTypeOf('function'));
    expect(vitals.options).toEqual([{ reportAllChanges: true }, { reportAllChanges: true }, { reportAllChanges: true }]);
    vitals.reporters.LCP({ name: 'LCP', value: 700, rating: 'good', id: 'v5-1' });
    vi.advanceTimersByTime(1500);
    vitals.reporters.LCP({ name: 'LCP', value: 2600, rating: 'needs-improvement', id: 'v5-1' });
    vitals.reporters.CLS({ name: 'CLS', value: 0.02, rating: 'good', id: 'v5-2' });
    vi.advanceTimersByTime(2999);
    expect(page.dataLayer ?? []).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.dataLayer).toEqual([
      { event: 'web_vitals', metric_name: 'LCP', value: 2600, rating: 'needs-improvement', metric_id: 'v5-1' },
      { event: 'web_vitals', metric_name: 'CLS', value: 20, rating: 'good', metric_id: 'v5-2' },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(page.dataLayer).toHaveLength(2);
  });

  it('names each batch by the page its events happened on: an event on another page sends the queue first', async () => {
    const analytics = await loadAnalytics('/dental-hiring-products/account-setup');
    const cart = { currency: 'USD', coupon: '', items: [{ item_id: 'JOB', quantity: 1 }] };
    analytics.trackEvent(shippingInfoEvent(cart, 'new_account'));
    (page.location as { pathname: string }).pathname = '/dental-hiring-products/payment';
    analytics.track('begin_checkout', cart);
    analytics.flushAnalytics();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(2));
    expect(fetchCalls.map((call) => [call.body.page, call.body.events.map((event) => event.name)])).toEqual([
      ['/dental-hiring-products/account-setup', ['add_shipping_info']],
      ['/dental-hiring-products/payment', ['begin_checkout']],
    ]);
  });

  it('sends nothing to either for a browser with Do Not Track on', async () => {
    const analytics = await loadAnalytics('/');
    vi.stubGlobal('navigator', { doNotTrack: '1', sendBeacon: () => false });
    analytics.trackEvent(generateLeadEvent({ formName: 'newsletter' }));
    analytics.flushAnalytics();
    expect(page.dataLayer).toBeUndefined();
    expect(fetchCalls).toEqual([]);
  });
});

beforeEach(() => {
  vitals.reporters = {};
  vitals.options = [];
});
