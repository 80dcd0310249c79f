import { describe, expect, it } from 'vitest';
import { jobsText } from './job-count';

describe('job counts as the screens say them', () => {
  it('says one job in the singular, and "more than one" in the plural', () => {
    expect(jobsText(1)).toBe('1 job');
    expect(jobsText(0)).toBe('0 jobs');
    expect(jobsText(1000, true)).toBe('1,000+ jobs');
    expect(jobsText(1, false, 'dental hygienist')).toBe('1 dental hygienist job');
  });
});
