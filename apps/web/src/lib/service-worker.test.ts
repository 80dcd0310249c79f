import { afterEach, describe, expect, it, vi } from 'vitest';
import { canUseServiceWorker, registerServiceWorker, SERVICE_WORKER_ERROR } from './service-worker';

describe('where the service worker may register (HTTPS or localhost)', () => {
  it.each([
    ['https:', 'chairside.example', true],
    ['http:', 'localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '[::1]', true],
    ['http:', 'app.localhost', true],
    ['http:', 'chairside.example', false],
    ['http:', '192.168.1.20', false],
  ])('%s//%s: %s', (protocol, hostname, expected) => {
    expect(canUseServiceWorker({ protocol, hostname })).toBe(expected);
  });
});

describe('registerServiceWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on plain http elsewhere logs the error and registers nothing', () => {
    const register = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('window', { location: { protocol: 'http:', hostname: 'chairside.example' } });
    vi.stubGlobal('navigator', { serviceWorker: { register, addEventListener: vi.fn(), startMessages: vi.fn(), controller: null } });
    registerServiceWorker();
    expect(error).toHaveBeenCalledWith(SERVICE_WORKER_ERROR);
    expect(register).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
