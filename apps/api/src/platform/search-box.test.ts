import { describe, expect, it } from 'vitest';
import { boundingBox, latBands } from './search-box';

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

describe('boundingBox: the bounds of a circle of miles', () => {
  it('spans the radius north and south, and the circle’s widest point east and west', () => {
    const box = boundingBox({ lat: 40.75, lng: -74, radius: 50 });
    const dLat = 50 / ((3958.8 * Math.PI) / 180);
    expect(box.lat.min).toBeCloseTo(40.75 - dLat, 6);
    expect(box.lat.max).toBeCloseTo(40.75 + dLat, 6);
    // Wider than the latitude span by about 1 / cos(40.75°).
    expect(box.lng!.max - -74).toBeCloseTo(dLat / Math.cos((40.75 * Math.PI) / 180), 2);
    expect(box.lng!.min).toBeCloseTo(-74 - (box.lng!.max + 74), 9);
  });

  it('leaves longitude open near a pole or across the antimeridian, and stops latitude at the poles', () => {
    expect(boundingBox({ lat: 89.5, lng: 0, radius: 100 }).lng).toBeNull();
    expect(boundingBox({ lat: 60, lng: 179.9, radius: 50 }).lng).toBeNull();
    expect(boundingBox({ lat: 89.5, lng: 0, radius: 100 }).lat.max).toBe(90);
  });
});
