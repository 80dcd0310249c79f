import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('counts as the screens say them', () => {
  it('groups thousands and marks a count that stopped at its limit', () => {
    expect(countText(12)).toBe('12');
    expect(countText(11227)).toBe('11,227');
    expect(countText(1000, true)).toBe('1,000+');
  });
});
