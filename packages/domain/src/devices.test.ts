import { describe, expect, test } from 'vitest';
import { coarseNetwork, deviceName, placeFromGeoHeaders, type GeoHeaderSet } from './devices';

describe('deviceName', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.5.0', 'Unknown browser'],
    ['', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('%s -> %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});

describe('coarseNetwork', () => {
  test.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0db8:0000::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['300.1.1.1', null],
    ['not an address', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['1::2::3', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (address, network) => {
    expect(coarseNetwork(address)).toBe(network);
  });
});

describe('placeFromGeoHeaders', () => {
  test.each<[GeoHeaderSet, Record<string, string | string[] | undefined>, string | null]>([
    ['cloudfront', { 'cloudfront-viewer-city': 'Chicago', 'cloudfront-viewer-country-region': 'IL' }, 'Chicago, IL'],
    ['cloudfront', { 'cloudfront-viewer-city': 'San%20Francisco', 'cloudfront-viewer-country-region': 'ca' }, 'San Francisco, CA'],
    ['cloudfront', { 'cloudfront-viewer-city': 'S%C3%A3o%20Paulo', 'cloudfront-viewer-country-region': 'SP' }, 'São Paulo, SP'],
    ['cloudflare', { 'cf-ipcity': 'Austin', 'cf-region': 'Texas' }, 'Austin, Texas'],
    ['cloudflare', { 'cf-ipcity': "Coeur d'Alene", 'cf-region': 'Idaho' }, "Coeur d'Alene, Idaho"],
    ['appengine', { 'x-appengine-city': 'mountain view', 'x-appengine-region': 'ca' }, 'Mountain View, CA'],
    ['appengine', { 'x-appengine-city': 'winston-salem', 'x-appengine-region': 'nc' }, 'Winston-Salem, NC'],
    ['appengine', { 'x-appengine-city': '?', 'x-appengine-region': '?' }, null],
    ['appengine', { 'x-appengine-region': 'il' }, 'IL'],
    ['cloudfront', { 'cloudfront-viewer-city': 'Chicago' }, 'Chicago'],
    // Another set's headers are not read.
    ['cloudfront', { 'cf-ipcity': 'Austin', 'cf-region': 'Texas' }, null],
    // What is not a place name is dropped.
    ['cloudflare', { 'cf-ipcity': '<script>alert(1)</script>', 'cf-region': 'Texas' }, 'Texas'],
    ['cloudflare', { 'cf-ipcity': 'x'.repeat(61) }, null],
    ['cloudflare', { 'cf-ipcity': '%E0%A4%A', 'cf-region': '12' }, null],
    ['cloudflare', { 'cf-ipcity': ['Denver', 'Boulder'], 'cf-region': 'Colorado' }, 'Denver, Colorado'],
    ['cloudflare', {}, null],
  ])('%s %j -> %s', (set, headers, place) => {
    expect(placeFromGeoHeaders(set, headers)).toBe(place);
  });
});
