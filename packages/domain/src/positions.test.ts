import { describe, expect, it } from 'vitest';
import { positionLabel, positionOfLabel } from './positions';

describe('positionLabel', () => {
  it.each([
    ['DD', 'Dentist (DDS, DMD)'],
    ['LT', 'Dental Lab Tech'],
    ['ANY', 'All Positions'],
    ['ALL', 'All Positions'],
    ['XX', 'Dental Professional'],
  ])('%s reads %s', (code, label) => expect(positionLabel(code)).toBe(label));
});

describe('positionOfLabel: either label of a position', () => {
  it.each([
    ['Dental Lab Tech', 'LT'],
    ['Dental Laboratory', 'LT'],
    ['dental laboratory', 'LT'],
    ['Dental Hygienist (RDH)', 'DH'],
    ['Laboratory', null],
    ['', null],
  ])('%j is %s', (label, code) => expect(positionOfLabel(label)).toBe(code));
});
