import { describe, expect, it } from 'vitest';
import { recentAnswers } from './recent-answers';

function setup(seconds = 20, maxEntries = 3) {
  let now = Date.parse('2026-11-22T12:00:00Z');
  const clock = { now: () => new Date(now) };
  let loads = 0;
  const cache = recentAnswers<string>({ seconds, maxEntries, clock });
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('recentAnswers', () => {
  it('answers again from the cache while fresh, and loads again once the seconds have passed', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get('a', load('first'))).toBe('first');
    advance(19_999);
    expect(await cache.get('a', load('second'))).toBe('first');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get('a', load('third'))).toBe('third');
    expect(loads()).toBe(2);
  });

  it('does not keep an answer that `keep` refuses: the next request loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = recentAnswers<{ complete: boolean }>({ seconds: 20, maxEntries: 3, clock: { now: () => new Date(now) }, keep: (answer) => answer.complete });
    const load = (complete: boolean) => async () => {
      loads += 1;
      return { complete };
    };
    expect(await cache.get('a', load(false))).toEqual({ complete: false });
    expect(cache.size()).toBe(0);
    expect(await cache.get('a', load(true))).toEqual({ complete: true });
    now += 1_000;
    expect(await cache.get('a', load(false))).toEqual({ complete: true });
    expect(loads).toBe(2);
  });

  it('shares one load between requests that arrive while it runs', async () => {
    const { cache } = setup();
    let release: (value: string) => void = () => {};
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    release('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(loads).toBe(1);
  });

  it('keeps no failed load: the next request tries again', async () => {
    const { cache, load } = setup();
    await expect(
      cache.get('a', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.size()).toBe(0);
    expect(await cache.get('a', load('recovered'))).toBe('recovered');
  });

  it('drops the oldest entry beyond its size', async () => {
    const { cache, load, loads } = setup(20, 2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(cache.size()).toBe(2);
    await cache.get('b', load('b again'));
    expect(loads()).toBe(3);
    expect(await cache.get('a', load('a again'))).toBe('a again');
  });

  it('caches nothing with 0 seconds', async () => {
    const { cache, load, loads } = setup(0);
    await cache.get('a', load('one'));
    expect(await cache.get('a', load('two'))).toBe('two');
    expect(loads()).toBe(2);
    expect(cache.size()).toBe(0);
  });

  describe('refreshing in the background', () => {
    function refreshing() {
      let now = Date.parse('2026-11-22T12:00:00Z');
      const clock = { now: () => new Date(now) };
      const cache = recentAnswers<string>({ seconds: 20, maxEntries: 1, clock, refreshInBackground: true });
      let release: (value: string) => void = () => {};
      let fail: (error: Error) => void = () => {};
      let loads = 0;
      const pending = () => () => {
        loads += 1;
        return new Promise<string>((resolve, reject) => {
          release = resolve;
          fail = reject;
        });
      };
      return {
        cache,
        pending,
        loads: () => loads,
        release: (value: string) => release(value),
        fail: (error: Error) => fail(error),
        advance: (ms: number) => (now += ms),
      };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('answers the due answer at once while one load replaces it', async () => {
      const { cache, pending, loads, release, advance } = refreshing();
      const first = cache.get('a', pending());
      release('first');
      expect(await first).toBe('first');
      advance(20_000);
      expect(await cache.get('a', pending())).toBe('first');
      expect(await cache.get('a', pending())).toBe('first');
      expect(loads()).toBe(2);
      release('second');
      await settle();
      expect(await cache.get('a', pending())).toBe('second');
      expect(loads()).toBe(2);
    });

    it('keeps the due answer when the refresh fails, and tries again on the next request', async () => {
      const { cache, pending, loads, release, fail, advance } = refreshing();
      const first = cache.get('a', pending());
      release('first');
      await first;
      advance(20_000);
      expect(await cache.get('a', pending())).toBe('first');
      fail(new Error('database away'));
      await settle();
      expect(await cache.get('a', pending())).toBe('first');
      expect(loads()).toBe(3);
    });

    it('waits for a load once the answer is more than twice the seconds old', async () => {
      const { cache, pending, release, advance } = refreshing();
      const first = cache.get('a', pending());
      release('first');
      await first;
      advance(40_000);
      const next = cache.get('a', pending());
      release('fresh');
      expect(await next).toBe('fresh');
    });
  });
});
