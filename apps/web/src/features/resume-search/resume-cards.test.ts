import { describe, expect, it } from 'vitest';
import type { ResumeSearchAnswer } from '@chairside/domain/resume-search';
import { rankedCount, rankedOnlyNote, shownRange } from './resume-cards';

const answer = (total: number, totalCapped: boolean, shown: number, offset = 0): ResumeSearchAnswer => ({
  access: 'preview',
  position: 'DH',
  zip: '10001',
  city: 'New York',
  state: 'NY',
  radius: 50,
  total,
  totalCapped,
  limit: 10,
  offset,
  productToBuy: 'INV',
  resumes: Array.from({ length: shown }, () => ({
    position: 'DH',
    experience: 3,
    certifications: [],
    skills: [],
    availability: [],
    availabilityTemp: [],
    distanceBand: 'Within 10 miles',
    state: 'NY',
    isRelocate: false,
    candidateState: 'OPEN' as const,
    match: 50,
    licenseVerified: false,
  })),
});

describe('the resume counts and pages as the screen says them', () => {
  it('says a count that stopped at its limit with a plus', () => {
    expect(shownRange(answer(1000, true, 10))).toBe(
      'Showing 1-10 of 1,000+ resumes: Dental Hygienist (RDH) within 50 miles of New York, NY (and those willing to relocate there).',
    );
    expect(shownRange(answer(1, false, 1))).toMatch(/^Showing 1-1 of 1 resume:/);
    expect(shownRange(answer(0, false, 0))).toMatch(/^No resumes match this search/);
  });

  it('pages the ranked nearest only, and says so when more match', () => {
    expect(rankedCount(answer(1000, true, 10))).toBe(300);
    expect(rankedCount(answer(42, false, 10))).toBe(42);
    expect(rankedOnlyNote(answer(1000, true, 10))).toMatch(/^The 300 nearest matches are ranked and paged/);
    expect(rankedOnlyNote(answer(300, false, 10))).toBeNull();
  });
});
