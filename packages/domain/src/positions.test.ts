import { describe, expect, it } from 'vitest';
import { positionLabel } from './positions';

describe('positionLabel', () => {
  it.each([
    ['DD', 'Dentist (DDS, DMD)'],
    ['LT', 'Dental Lab Tech'],
    ['ANY', 'All Positions'],
    ['ALL', 'All Positions'],
    ['XX', 'Dental Professional'],
  ])('%s reads %s', (code, label) => expect(positionLabel(code)).toBe(label));
});
