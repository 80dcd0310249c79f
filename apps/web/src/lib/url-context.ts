// The URL context of a visit (spec: URL parameters kept in global context): UTM values, a
// discount code, a username and the preview flag from any page's address are kept for the
// visit in sessionStorage, trailing slashes stripped. A later address with a value replaces it.
// No zod: every public page loads this.

export const URL_CONTEXT_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'discountCode', 'username', 'preview'] as const;
export type UrlContextKey = (typeof URL_CONTEXT_KEYS)[number];
export type UrlContext = Partial<Record<UrlContextKey, string>>;

const STORAGE_KEY = 'chairside.urlContext';
const MAX_VALUE_LENGTH = 200;

/** 'spring/' → 'spring'; blank values are dropped. */
export const cleanContextValue = (value: string) => value.trim().replace(/\/+$/, '').slice(0, MAX_VALUE_LENGTH);

/** The context values a query string carries. */
export function urlContextOf(search: string): UrlContext {
  const params = new URLSearchParams(search);
  const found: UrlContext = {};
  for (const key of URL_CONTEXT_KEYS) {
    const raw = params.get(key);
    const value = raw === null ? '' : cleanContextValue(raw);
    if (value) found[key] = value;
  }
  return found;
}

export function readUrlContext(): UrlContext {
  if (typeof window === 'undefined') return {};
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const context: UrlContext = {};
    for (const key of URL_CONTEXT_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) context[key] = value;
    }
    return context;
  } catch {
    return {};
  }
}

function writeUrlContext(context: UrlContext) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(context));
  } catch {
    // Storage blocked: the context lasts only for this page.
  }
}

/** Keeps what this address carries for the rest of the visit; answers the whole context. */
export function captureUrlContext(search: string): UrlContext {
  const found = urlContextOf(search);
  const context = { ...readUrlContext(), ...found };
  if (Object.keys(found).length > 0) writeUrlContext(context);
  return context;
}

/** Sets one value for the visit (the promotion widget's code, for the checkout). */
export function rememberInUrlContext(key: UrlContextKey, value: string) {
  const clean = cleanContextValue(value);
  if (clean) writeUrlContext({ ...readUrlContext(), [key]: clean });
}

/** The UTM values in the shape sign-ups and analytics send them. */
export function utmValues(context: UrlContext = readUrlContext()) {
  const utm: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content', string>> = {};
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const) if (context[key]) utm[key] = context[key];
  return utm;
}
