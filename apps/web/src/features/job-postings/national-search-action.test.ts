import { describe, expect, it } from 'vitest';
import { nationalProblem } from './national-search-action';

describe('when a NAT credit can go on a posting', () => {
  const live = { id: 1, name: 'Hygienist', positionLabel: 'Dental Hygienist', isNational: false, isBasic: false, isActive: true };
  it.each([
    ['a live premium posting with a credit', live, 2, null],
    ['while the balance loads', live, undefined, null],
    ['no credit left', live, 0, 'You have no National Search credit.'],
    ['a basic posting', { ...live, isBasic: true }, 3, 'A basic posting shows in local search only.'],
    ['a draft, closed or expired posting', { ...live, isActive: false }, 3, 'Only a live posting can be shown in national search.'],
    ['already national', { ...live, isNational: true }, 0, null],
  ])('%s', (_name, job, credits, problem) => {
    expect(nationalProblem(job, credits)).toBe(problem);
  });
});
