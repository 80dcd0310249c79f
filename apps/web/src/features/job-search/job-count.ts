import { countText } from '../../lib/count-text';

/** "1 job", "12 jobs", "1,000+ jobs" (with an optional noun between). */
export const jobsText = (count: number, capped = false, noun = '') =>
  `${countText(count, capped)}${noun ? ` ${noun}` : ''} ${count === 1 && !capped ? 'job' : 'jobs'}`;
