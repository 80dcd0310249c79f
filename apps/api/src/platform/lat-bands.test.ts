import { describe, expect, it } from 'vitest';
import { latBands } from './lat-bands';

describe('latBands: the half-degree bands of latitude a range touches', () => {
  it('lists every band from the lowest to the highest, edges included', () => {
    expect(latBands(40.0269, 41.4743)).toEqual([80, 81, 82]);
    expect(latBands(40.5, 40.5)).toEqual([81]);
    expect(latBands(40.4999, 40.5)).toEqual([80, 81]);
  });

  it('counts south of the equator downwards (floor, not truncation)', () => {
    expect(latBands(-0.2, 0.2)).toEqual([-1, 0]);
    expect(latBands(-33.9, -33.4)).toEqual([-68, -67]);
    expect(latBands(-90, -89.6)).toEqual([-180]);
  });
});
