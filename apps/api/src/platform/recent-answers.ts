import type { Clock } from './clock';

export type RecentAnswers<T> = {
  /** The answer stored under `key` while it is fresh, else the one `load` gives (stored). */
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  size: () => number;
};

/**
 * A small in-process cache of answers that anyone may see, for a few seconds: repeated requests
 * (the same visitor search from many people, a crawler's pages) are answered without the
 * database. Each instance keeps its own; an answer is at most `seconds` old, whichever instance
 * serves it. Requests for the same key while its answer loads share that one load. A failed load
 * is not kept. The oldest entry goes first when `maxEntries` are held. `seconds` 0: no caching.
 */
export function recentAnswers<T>({ seconds, maxEntries, clock }: { seconds: number; maxEntries: number; clock: Clock }): RecentAnswers<T> {
  const entries = new Map<string, { expires: number; answer: Promise<T> }>();
  const ttl = seconds * 1000;

  return {
    size: () => entries.size,
    get(key, load) {
      if (ttl <= 0) return load();
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expires > now) return entry.answer;
      if (entry) entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const answer = load();
      entries.set(key, { expires: now + ttl, answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      return answer;
    },
  };
}
