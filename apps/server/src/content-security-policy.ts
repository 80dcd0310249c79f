import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The fetch directives a third party may need on our pages. */
type Directive = 'script-src' | 'style-src' | 'img-src' | 'frame-src' | 'connect-src';
type Allowance = Partial<Record<Directive, string[]>>;

/**
 * The third parties the pages may use, with the origins each one's own CSP guide lists. Every
 * origin the pages may reach beyond their own is here and nowhere else.
 */
export const THIRD_PARTIES = {
  /** The payment form: braintree-web-drop-in (cards), sandbox and production. */
  braintree: {
    'script-src': ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
    'style-src': ['https://assets.braintreegateway.com'],
    'img-src': ['https://assets.braintreegateway.com'],
    'frame-src': ['https://assets.braintreegateway.com'],
    'connect-src': [
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://client-analytics.sandbox.braintreegateway.com',
      'https://*.braintree-api.com',
    ],
  },
  /** PayPal, which the drop-in can offer beside cards. */
  paypal: {
    'script-src': ['https://www.paypalobjects.com', 'https://*.paypal.com'],
    'img-src': ['https://*.paypal.com'],
    'frame-src': ['https://*.paypal.com'],
    'connect-src': ['https://*.paypal.com'],
  },
  /** The Google Analytics 4 tag (gtag.js), collection endpoints included. */
  googleAnalytics: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
} satisfies Record<string, Allowance>;

const thirdPartyOrigins = (directive: Directive) => [
  ...new Set(Object.values(THIRD_PARTIES as Record<string, Allowance>).flatMap((allowance) => allowance[directive] ?? [])),
];

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : name))
    .join('; ');

const nonces = new WeakMap<FastifyRequest, string>();

/**
 * The nonce of one request's page: a fresh, unguessable value (128 random bits), the same for the
 * page's markup and for its Content-Security-Policy header.
 */
export function requestNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** https: the site is served over https; tileOrigin: where the office maps' tiles come from, if anywhere. */
export type PagePolicyOptions = { https: boolean; tileOrigin?: string | null };

/**
 * The policy of a server-rendered page. Scripts run only if they carry the page's nonce or were
 * added by one that did ('strict-dynamic'); the origins after it are for browsers without
 * 'strict-dynamic', which ignore the nonce-less rest. Stylesheets come from the site, the payment
 * form's origin, or carry the nonce; style attributes are allowed (see ADR 26).
 */
export function pagePolicy(nonce: string, { https, tileOrigin }: PagePolicyOptions): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...thirdPartyOrigins('script-src')],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...thirdPartyOrigins('style-src')],
    'style-src-attr': ["'unsafe-inline'"],
    // The office maps' tile server (MAP_TILE_URL, ADR 89), only when one is set.
    'img-src': ["'self'", 'data:', 'blob:', ...thirdPartyOrigins('img-src'), ...(tileOrigin ? [tileOrigin] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...thirdPartyOrigins('connect-src')],
    'frame-src': thirdPartyOrigins('frame-src'),
    // The service worker (/sw.js) and the web app manifest come from the site itself (ADR 54).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Answers that are not pages (JSON, files): nothing may load or run in them, nor frame them. */
export const RESOURCE_POLICY = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The API reference (Swagger UI under /api9/docs): its own scripts and stylesheets, which set
 * inline styles as it draws, and calls to the API.
 */
export const API_DOCS_POLICY = serialize({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * Browser features no page of ours uses are off for the page and every frame in it; the Payment
 * Request API stays with the site itself (the payment form runs in our page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

/** A year, this host and its subdomains: only sent when the site is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
