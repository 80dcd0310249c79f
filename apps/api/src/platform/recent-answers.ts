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
 * is not kept, nor an answer `keep` refuses. The oldest entry goes first when `maxEntries` are
 * held. `seconds` 0: no caching.
 *
 * `refreshInBackground`: once an answer is due, requests keep getting it (for at most another
 * `seconds`) while one load replaces it behind them, so no request waits for an expensive answer
 * except the first of an instance. Answers are then at most twice `seconds` old.
 */
export function recentAnswers<T>({
  seconds,
  maxEntries,
  clock,
  refreshInBackground = false,
  keep = () => true,
}: {
  seconds: number;
  maxEntries: number;
  clock: Clock;
  refreshInBackground?: boolean;
  keep?: (answer: T) => boolean;
}): RecentAnswers<T> {
  type Entry = { expires: number; answer: Promise<T>; value?: { of: T }; refreshing?: boolean };
  const entries = new Map<string, Entry>();
  const ttl = seconds * 1000;

  function store(key: string, answer: Promise<T>, now: number) {
    const entry: Entry = { expires: now + ttl, answer };
    entries.set(key, entry);
    answer.then(
      (value) => {
        if (keep(value)) entry.value = { of: value };
        else if (entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  }

  return {
    size: () => entries.size,
    get(key, load) {
      if (ttl <= 0) return load();
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expires > now) return entry.answer;
      if (entry && refreshInBackground && entry.value && entry.expires + ttl > now) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          load().then(
            (value) => {
              if (entries.get(key) === entry) store(key, Promise.resolve(value), clock.now().getTime());
            },
            () => {
              entry.refreshing = false;
            },
          );
        }
        return Promise.resolve(entry.value.of);
      }
      if (entry) entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const answer = load();
      store(key, answer, now);
      return answer;
    },
  };
}
