import { describe, expect, it } from 'vitest';
import { officeMapView, tileOrigin, tileUrlProblem } from './office-map';

describe('tile address templates', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', null, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', null, 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.org/base/{z}/{x}/{y}{r}.png?style=light', null, 'https://tiles.example.org'],
    ['http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png', null, 'http://127.0.0.1:4567'],
    ['https://tiles.example.org:8443/{z}/{y}/{x}.png', null, 'https://tiles.example.org:8443'],
    ['https://tiles.example.org:443/{z}/{x}/{y}.png', null, 'https://tiles.example.org'],
  ])('%s is usable (origin %s)', (template, problem, origin) => {
    expect(tileUrlProblem(template)).toBe(problem);
    expect(tileOrigin(template)).toBe(origin);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}.png', 'the address needs {z}, {x} and {y}'],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png?key={apikey}', '{apikey} is not a tile placeholder: use {z}, {x}, {y}, and optionally {s} and {r}'],
    ['ftp://tiles.example.org/{z}/{x}/{y}.png', 'an http(s) address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['tiles/{z}/{x}/{y}.png', 'an http(s) address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'an http(s) address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['https://user:secret@tiles.example.org/{z}/{x}/{y}.png', 'no user name or password in the address'],
    ['https://tiles;script-src.example.org/{z}/{x}/{y}.png', 'a host name of letters, digits, dots and hyphens'],
    [
      'https://tiles-{s}.example.org/{z}/{x}/{y}.png',
      '{s} may only stand as the first part of the host name, as in https://{s}.tile.example.org/{z}/{x}/{y}.png',
    ],
    ['https://{z}.example.org/{z}/{x}/{y}.png', '{s} may only stand as the first part of the host name, as in https://{s}.tile.example.org/{z}/{x}/{y}.png'],
  ])('%s is refused: %s', (template, problem) => {
    expect(tileUrlProblem(template)).toBe(problem);
  });
});

describe('where a map of offices opens', () => {
  const office = (lat: number, lng: number, isPrimary = false) => ({ lat, lng, isPrimary });

  it.each([
    ['one office: its place, no area', [office(41.92, -87.65, true)], { centre: { lat: 41.92, lng: -87.65 }, bounds: null }],
    ['two at one ZIP code: no area', [office(41.92, -87.65, true), office(41.92, -87.65)], { centre: { lat: 41.92, lng: -87.65 }, bounds: null }],
    [
      'the primary in the middle, the other office inside',
      [office(41.97, -87.67), office(41.92, -87.65, true)],
      { centre: { lat: 41.92, lng: -87.65 }, bounds: { south: 41.87, west: -87.67, north: 41.97, east: -87.63 } },
    ],
    [
      'no primary: the first office in the middle',
      [office(10, 20), office(12, 17), office(9, 21)],
      { centre: { lat: 10, lng: 20 }, bounds: { south: 8, west: 17, north: 12, east: 23 } },
    ],
  ])('%s', (_case, places, view) => {
    const found = officeMapView(places);
    expect(found.centre).toEqual(view.centre);
    if (view.bounds === null) expect(found.bounds).toBeNull();
    else for (const [side, value] of Object.entries(view.bounds)) expect(found.bounds?.[side as keyof typeof view.bounds]).toBeCloseTo(value, 9);
  });

  it('needs an office', () => {
    expect(() => officeMapView([])).toThrow('A map of offices needs at least one office.');
  });
});
