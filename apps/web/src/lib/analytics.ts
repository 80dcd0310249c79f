// The analytics port (spec: the events list; ADR 31): every product event goes through track().
// It is pushed in GA4's shape onto window.dataLayer (read by the Google tag when a measurement id
// is configured) and sent, batched, to the first-party intake POST /api9/events, with a beacon
// when the page is hidden. Pages are named by their route pattern (/applicant/:token), never by
// the values in their address. A browser with Global Privacy Control or Do Not Track on sends
// nothing to either. No zod here: every public page loads it.
import { ANALYTICS_BATCH_LIMIT, ANALYTICS_EVENTS, analyticsRole, type AnalyticsEventName } from '@chairside/domain/analytics-rules';
import type { AnalyticsEvent } from '@chairside/domain/analytics-events';
import { readToken, readTokenPayload } from './auth-storage';
import { readUrlContext, utmValues } from './url-context';

export { ANALYTICS_EVENTS };
export type AnalyticsParams = Record<string, string | number | boolean | null | ReadonlyArray<Record<string, string | number | boolean | null>>>;

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
};
type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

const ENDPOINT = '/api9/events';
const FLUSH_DELAY_MS = 4000;
/** The GA4 events whose parameters travel inside `ecommerce` (GA4's ecommerce shape). */
const ECOMMERCE_EVENTS = new Set<string>([
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'select_promotion',
]);

const inBrowser = () => typeof window !== 'undefined';

/** The person turned tracking off in the browser (Global Privacy Control or Do Not Track). */
export function trackingRefused(): boolean {
  if (!inBrowser()) return true;
  const nav = navigator as PrivacyNavigator;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

function dataLayer(): unknown[] {
  const page = window as AnalyticsWindow;
  page.dataLayer ??= [];
  return page.dataLayer;
}

type Queued = { name: AnalyticsEventName; params: AnalyticsParams };
let queue: Queued[] = [];
/** The address the queued events happened on: a batch names one page, so another page's event sends the queue first. */
let queuedAt: string | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/**
 * The route table loads after the page's first code (the public JavaScript budget, ADR 17); until
 * it has, a page is named '*', never by its address. Sending waits for it, except a beacon on page hide.
 */
let pageRoute: ((pathname: string) => string) | null = null;
const routeTable = inBrowser()
  ? import('@chairside/domain/page-routes').then((routes) => {
      pageRoute = routes.pageRoute;
    })
  : Promise.resolve();

/** The page as analytics names it: its route pattern, never the token, username or id in its address. */
export const analyticsPage = (pathname: string = window.location.pathname) => (pageRoute ? pageRoute(pathname) : '*');

/** Where the visitor came from: another site by its origin only, a page of this site by its route pattern. */
function referrerPage(): string {
  let from: URL;
  try {
    from = new URL(document.referrer);
  } catch {
    return '';
  }
  return from.origin === window.location.origin ? `${from.origin}${analyticsPage(from.pathname)}` : from.origin;
}

/** The Google tag's page fields, which it would otherwise take from the address bar and the title (names, tokens). */
function googlePageFields() {
  const page = analyticsPage();
  return { page_location: `${window.location.origin}${page}`, page_path: page, page_title: page, page_referrer: referrerPage() };
}

/** The page changed in the app: the Google tag's page fields follow (its events and page views name the pattern). */
export function analyticsPageChanged() {
  if (!inBrowser()) return;
  (window as AnalyticsWindow).gtag?.('set', googlePageFields());
}

/** This browser sent a lead form or the newsletter sign-up: signed out, its events count as a lead's. */
const LEAD_KEY = 'analyticsLead';
function isLead(): boolean {
  try {
    return window.localStorage.getItem(LEAD_KEY) === '1';
  } catch {
    return false;
  }
}
function rememberLead() {
  try {
    window.localStorage.setItem(LEAD_KEY, '1');
  } catch {
    // Storage refused (private mode): the visitor stays anonymous.
  }
}

/** Who sends: the session's role, else a lead (this browser sent a lead form), else anonymous. */
export const senderRole = () => analyticsRole(readTokenPayload()?.role ?? (isLead() ? 'lead' : null));

function batchBody(events: Queued[], pathname: string) {
  return {
    events,
    page: analyticsPage(pathname),
    role: senderRole(),
    ...utmValues(readUrlContext()),
  };
}

function send(events: Queued[], pathname: string, how: 'fetch' | 'beacon') {
  if (how === 'fetch' && !pageRoute) {
    void routeTable.then(() => send(events, pathname, 'fetch'));
    return;
  }
  for (let start = 0; start < events.length; start += ANALYTICS_BATCH_LIMIT) {
    const body = JSON.stringify(batchBody(events.slice(start, start + ANALYTICS_BATCH_LIMIT), pathname));
    if (how === 'beacon' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' })))
      continue;
    const token = readToken();
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    }).catch(() => undefined);
  }
}

/** Sends what is queued: a keepalive fetch with the session (its role is the server's to read), or a beacon on page hide. */
export function flushAnalytics(how: 'fetch' | 'beacon' = 'fetch') {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const events = queue;
  const pathname = queuedAt ?? window.location.pathname;
  queue = [];
  queuedAt = null;
  send(events, pathname, how);
}

function listenForPageHide() {
  if (listening) return;
  listening = true;
  const hide = () => flushAnalytics('beacon');
  window.addEventListener('pagehide', hide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
  });
}

/** Records one event: GA4's shape on dataLayer (and gtag when loaded), and the first-party queue. */
export function track(name: AnalyticsEventName, params: AnalyticsParams = {}) {
  if (!inBrowser() || trackingRefused()) return;
  if (ECOMMERCE_EVENTS.has(name)) {
    dataLayer().push({ ecommerce: null });
    dataLayer().push({ event: name, ecommerce: params });
  } else dataLayer().push({ event: name, ...params });
  (window as AnalyticsWindow).gtag?.('event', name, params);
  if (name === ANALYTICS_EVENTS.generateLead && !readTokenPayload()) rememberLead();
  const pathname = window.location.pathname;
  if (queue.length > 0 && queuedAt !== pathname) flushAnalytics();
  queuedAt = pathname;
  queue.push({ name, params });
  listenForPageHide();
  if (queue.length >= ANALYTICS_BATCH_LIMIT) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), FLUSH_DELAY_MS);
}

/** Records an event made by one of the domain's builders (its GA4 name and params). */
export const trackEvent = (event: AnalyticsEvent) => track(event.name, event.params);

let tagRequested = false;

/**
 * Loads the Google tag for a measurement id, after the page has rendered and never blocking it
 * (async script, the page's nonce for the Content-Security-Policy). Nothing without an id, or
 * when the person turned tracking off.
 */
export function loadGoogleTag(measurementId: string | null | undefined) {
  if (!inBrowser() || tagRequested || !measurementId || trackingRefused()) return;
  if (!/^G-[A-Z0-9]{4,20}$/.test(measurementId)) return;
  tagRequested = true;
  void routeTable.then(() => startGoogleTag(measurementId));
}

function startGoogleTag(measurementId: string) {
  const page = window as AnalyticsWindow;
  const layer = dataLayer();
  page.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  page.gtag('js', new Date());
  page.gtag('set', googlePageFields());
  page.gtag('config', measurementId, { send_page_view: true, ...googlePageFields() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  // Browsers hide a nonce attribute's value; the element's nonce property keeps it.
  const nonce = (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Web vitals (LCP, INP, CLS) through the same port, each settled value once (web-vitals-report.ts); loaded on idle. */
export function reportWebVitals() {
  if (!inBrowser() || trackingRefused()) return;
  void import('./web-vitals-report').then(({ reportVitals }) => reportVitals(trackEvent, () => flushAnalytics('beacon')));
}
