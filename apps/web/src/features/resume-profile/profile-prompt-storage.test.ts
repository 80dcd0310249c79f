import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_PROMPT_KEY, readPromptShown, recordPromptShown } from './profile-prompt-storage';

/** A Map-backed localStorage on a stand-in window (the unit tests run in Node). */
function fakeStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('profile prompt storage', () => {
  const global = globalThis as { window?: unknown };
  beforeEach(() => {
    global.window = { localStorage: fakeStorage() };
  });
  afterEach(() => {
    delete global.window;
  });
  const storage = () => (global.window as { localStorage: ReturnType<typeof fakeStorage> }).localStorage;

  it('is null for a user it was never shown to', () => expect(readPromptShown('ana')).toBeNull());

  it('keeps a day per username, in one map', () => {
    recordPromptShown('ana', '2026-03-01');
    recordPromptShown('ben', '2026-03-05');
    recordPromptShown('ana', '2026-04-02');
    expect(readPromptShown('ana')).toBe('2026-04-02');
    expect(readPromptShown('ben')).toBe('2026-03-05');
    expect(JSON.parse(storage().getItem(PROFILE_PROMPT_KEY) ?? '')).toEqual({ ana: '2026-04-02', ben: '2026-03-05' });
  });

  it.each(['not json', '[1,2]', '"text"', 'null', '{"ana": 5}'])('reads %s as never shown', (raw) => {
    storage().setItem(PROFILE_PROMPT_KEY, raw);
    expect(readPromptShown('ana')).toBeNull();
  });

  it('does not take inherited names for users', () => expect(readPromptShown('constructor')).toBeNull());

  it('works without a browser (server rendering)', () => {
    delete global.window;
    expect(readPromptShown('ana')).toBeNull();
    expect(() => recordPromptShown('ana', '2026-03-01')).not.toThrow();
  });
});
