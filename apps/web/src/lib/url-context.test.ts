import { beforeEach, describe, expect, it } from 'vitest';
import { captureUrlContext, readUrlContext, rememberInUrlContext, urlContextOf, utmValues } from './url-context';

/** A tab's sessionStorage, as much of it as the context uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('url context', () => {
  beforeEach(() => {
    Object.assign(globalThis, { window: { sessionStorage: memoryStorage() } });
  });

  it.each([
    ['?utm_source=newsletter/&utm_medium=email', { utm_source: 'newsletter', utm_medium: 'email' }],
    ['?discountCode=SPRING26//', { discountCode: 'SPRING26' }],
    ['?username=ann&preview=true&other=x', { username: 'ann', preview: 'true' }],
    ['?utm_campaign=&utm_content=%20', {}],
    ['', {}],
  ])('%s → %j', (search, context) => expect(urlContextOf(search)).toEqual(context));

  it('keeps values for the visit; a later address replaces only what it carries', () => {
    captureUrlContext('?utm_source=google&utm_campaign=spring/');
    expect(captureUrlContext('?utm_source=bing')).toEqual({ utm_source: 'bing', utm_campaign: 'spring' });
    expect(captureUrlContext('')).toEqual({ utm_source: 'bing', utm_campaign: 'spring' });
    rememberInUrlContext('discountCode', 'WINTER/');
    expect(readUrlContext()).toEqual({ utm_source: 'bing', utm_campaign: 'spring', discountCode: 'WINTER' });
    expect(utmValues()).toEqual({ utm_source: 'bing', utm_campaign: 'spring' });
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('chairside.urlContext', '{not json');
    expect(readUrlContext()).toEqual({});
    window.sessionStorage.setItem('chairside.urlContext', '{"utm_source": 5, "preview": "1"}');
    expect(readUrlContext()).toEqual({ preview: '1' });
  });
});
