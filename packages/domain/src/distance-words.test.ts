import { describe, expect, it } from 'vitest';
import { milesText } from './distance-words';

describe('milesText', () => {
  it.each([
    [1, '1 mile'],
    [1.04, '1 mile'],
    [0.96, '1 mile'],
    [0, '0 miles'],
    [0.3, '0.3 miles'],
    [2.5, '2.5 miles'],
    [12, '12 miles'],
    [7.0, '7 miles'],
  ])('%s -> %s', (miles, words) => expect(milesText(miles)).toBe(words));
});
