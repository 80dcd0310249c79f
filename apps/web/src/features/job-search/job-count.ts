/** A count of jobs as the screens say it: "12", "1,250", or "1,000+" when counting stopped there. */
export const countText = (count: number, capped = false) => `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;

/** "1 job", "12 jobs", "1,000+ jobs" (with an optional noun between). */
export const jobsText = (count: number, capped = false, noun = '') =>
  `${countText(count, capped)}${noun ? ` ${noun}` : ''} ${count === 1 && !capped ? 'job' : 'jobs'}`;
