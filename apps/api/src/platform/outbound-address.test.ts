import { describe, expect, it } from 'vitest';
import { checkedLookup, forbiddenAddressReason, resolvePublicAddresses } from './outbound-address';

// The guard of requests to addresses people give (webhook endpoints): loopback, private,
// link-local and reserved addresses refused, every address of a name checked.

const strict = { allowLoopback: false };
const devMachine = { allowLoopback: true };

describe('forbiddenAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.9.8.7', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'not a public'],
    ['10.255.255.255', 'not a public'],
    ['172.16.0.1', 'not a public'],
    ['172.31.255.254', 'not a public'],
    ['192.168.1.1', 'not a public'],
    ['169.254.169.254', 'not a public'],
    ['169.254.0.1', 'not a public'],
    ['100.64.0.1', 'not a public'],
    ['0.0.0.0', 'not a public'],
    ['224.0.0.1', 'not a public'],
    ['255.255.255.255', 'not a public'],
    ['fc00::1', 'not a public'],
    ['fd12:3456:789a::1', 'not a public'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'not a public'],
    ['fe80::1', 'not a public'],
    ['::', 'not a public'],
    ['::ffff:127.0.0.1', 'not a public'],
    ['::ffff:10.0.0.1', 'not a public'],
    ['::ffff:a9fe:a9fe', 'not a public'],
    ['64:ff9b::a00:1', 'not a public'],
    ['ff02::1', 'not a public'],
  ])('refuses %s (%s)', (address, words) => {
    expect(forbiddenAddressReason(address, strict)).toContain(words);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])('lets %s through', (address) => {
    expect(forbiddenAddressReason(address, strict)).toBeNull();
  });

  it('lets loopback through only where the setting allows it; never private or link-local', () => {
    expect(forbiddenAddressReason('127.0.0.1', devMachine)).toBeNull();
    expect(forbiddenAddressReason('::1', devMachine)).toBeNull();
    expect(forbiddenAddressReason('10.0.0.1', devMachine)).not.toBeNull();
    expect(forbiddenAddressReason('169.254.169.254', devMachine)).not.toBeNull();
    expect(forbiddenAddressReason('fc00::1', devMachine)).not.toBeNull();
  });
});

describe('resolvePublicAddresses', () => {
  const answers =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('checks every address a name resolves to', async () => {
    await expect(resolvePublicAddresses('hooks.example.com', strict, answers('93.184.215.14'))).resolves.toHaveLength(1);
    await expect(resolvePublicAddresses('hooks.example.com', strict, answers('93.184.215.14', '10.1.2.3'))).rejects.toThrow(/10\.1\.2\.3/);
    await expect(resolvePublicAddresses('hooks.example.com', strict, answers('2606:4700::1', 'fd00::5'))).rejects.toThrow(/fd00::5/);
    await expect(resolvePublicAddresses('hooks.example.com', strict, answers())).rejects.toThrow(/no address/);
  });

  it('checks a number in the address without asking the resolver', async () => {
    const never = async () => {
      throw new Error('asked');
    };
    await expect(resolvePublicAddresses('127.0.0.1', strict, never)).rejects.toThrow(/loopback/);
    await expect(resolvePublicAddresses('[::1]', strict, never)).rejects.toThrow(/loopback/);
    await expect(resolvePublicAddresses('[::1]', devMachine, never)).resolves.toEqual([{ address: '::1', family: 6 }]);
  });

  it('the connection’s lookup answers only checked addresses', async () => {
    const lookup = checkedLookup(strict, answers('10.0.0.7'));
    const error = await new Promise<Error | null>((resolve) => lookup('internal.example.com', {}, (err) => resolve(err)));
    expect(error?.message).toMatch(/10\.0\.0\.7/);
    const good = checkedLookup(strict, answers('93.184.215.14'));
    const address = await new Promise<string>((resolve) => good('hooks.example.com', {}, (_err, value) => resolve(value as string)));
    expect(address).toBe('93.184.215.14');
  });
});
