import { describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { testConfig, useTestApi, type TestApi } from '../testing/test-api';
import { isLoopbackAddress, isTrustedProxy, trustProxyOption } from './proxy-trust';

/** Sign-in failures for unknown emails, each with a different forged X-Forwarded-For, from one real address. */
async function failFromForgedAddresses(api: TestApi, times: number, realAddress: string) {
  const answers: number[] = [];
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      remoteAddress: realAddress,
      headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      payload: { username: `nobody-${randomInt(1_000_000_000)}@example.com`, password: 'a guess' },
    });
    answers.push(response.statusCode);
  }
  return answers;
}

describe('TRUST_PROXY setting', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.0/8 , 192.168.1.4,2001:db8::/32 ', ['10.0.0.0/8', '192.168.1.4', '2001:db8::/32']],
    ['loopback', ['loopback']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%s → %j', (value, option) => {
    expect(trustProxyOption(testConfig(value === undefined ? {} : { TRUST_PROXY: value }))).toEqual(option);
  });

  it.each(['true', 'yes', '0', '1', '2', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/', '::1/129', '10.0.0.0/8,,', '-1', '1.5'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );
});

describe('loopback addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['::ffff:192.168.0.1', false],
    ['2001:db8::1', false],
    ['not an address', false],
    ['', false],
  ])('%s → %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('per-address sign-in limit without a trusted proxy (the default)', () => {
  const api = useTestApi({ env: { LOGIN_FAILURES_PER_IP: '3' } });

  it('counts failures against the real address whatever X-Forwarded-For says', async () => {
    expect(await failFromForgedAddresses(api, 5, '203.0.113.50')).toEqual([401, 401, 401, 429, 429]);
    // Another real address is not affected.
    expect(await failFromForgedAddresses(api, 1, '203.0.113.51')).toEqual([401]);
  });
});

describe('per-address sign-in limit behind a trusted proxy', () => {
  const api = useTestApi({ env: { LOGIN_FAILURES_PER_IP: '3', TRUST_PROXY: '10.0.0.0/8' } });

  it('does not believe X-Forwarded-For from a client that is not a listed proxy', async () => {
    expect(await failFromForgedAddresses(api, 4, '203.0.113.60')).toEqual([401, 401, 401, 429]);
  });

  it('counts failures against the client the proxy names', async () => {
    expect(await failFromForgedAddresses(api, 5, '10.0.0.2')).toEqual([401, 401, 401, 401, 401]);
  });

  it('still limits one named client', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api9/auth/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `127.0.0.1, 203.0.113.77` },
        payload: { username: `nobody-${randomInt(1_000_000_000)}@example.com`, password: 'a guess' },
      });
      answers.push(response.statusCode);
    }
    // Only the address the trusted proxy appended counts, not what the client wrote before it.
    expect(answers).toEqual([401, 401, 401, 429]);
  });
});

describe('isTrustedProxy (whose added headers are believed)', () => {
  it.each<[false | string[], string | undefined, boolean]>([
    [false, '10.0.0.2', false],
    [['10.0.0.0/8'], '10.0.0.2', true],
    [['10.0.0.0/8'], '::ffff:10.0.0.2', true],
    [['10.0.0.0/8'], '203.0.113.77', false],
    [['loopback'], '127.0.0.1', true],
    [['loopback'], '::1', true],
    [['uniquelocal'], '192.168.1.4', true],
    [['uniquelocal'], '8.8.8.8', false],
    [['198.51.100.7', '2001:db8::/32'], '198.51.100.7', true],
    [['198.51.100.7', '2001:db8::/32'], '2001:db8::5', true],
    [['198.51.100.7', '2001:db8::/32'], '198.51.100.8', false],
    [['10.0.0.0/8'], undefined, false],
    [['10.0.0.0/8'], 'not an address', false],
  ])('%j, %s -> %s', (trust, address, trusted) => {
    expect(isTrustedProxy(trust, address)).toBe(trusted);
  });
});
