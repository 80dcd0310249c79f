import { describe, expect, it } from 'vitest';
import { POSITION_CODES as DOMAIN_CODES, POSITIONS } from '@chairside/domain/positions';
import { POSITION_CODES, POSITION_LABELS } from './position-labels';

describe('position labels of public pages', () => {
  it('are the domain’s positions, in the same order', () => {
    expect(Object.entries(POSITION_LABELS)).toEqual(Object.entries(POSITIONS));
    expect(POSITION_CODES).toEqual(DOMAIN_CODES);
  });
});
