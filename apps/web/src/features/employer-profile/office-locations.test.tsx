import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Office } from '@chairside/domain/office';
import type { MapSettings } from '@chairside/domain/office-map';
import { mapPlacesOf } from '../../components/office-map/office-map';
import { OfficeLocations } from './office-locations';

const office = (id: number, name: string, overrides: Partial<Office> = {}): Office => ({
  id,
  name,
  address: '2450 N Clark St',
  address2: null,
  city: 'Chicago',
  state: 'IL',
  zip: '60614',
  lat: 41.92,
  lng: -87.65,
  phone: null,
  isPrimary: false,
  hours: [],
  photos: [],
  ...overrides,
});

const offices = [
  office(1, 'Lincoln Park', { isPrimary: true }),
  office(2, 'Ravenswood', { address: '4710 N Lincoln Ave', zip: '60625', lat: 41.97, lng: -87.69 }),
];

/** The offices screen's locations as rendered, with the map settings the page has read (none yet: null). */
function render(settings: MapSettings | null, list: Office[] = offices) {
  const queries = new QueryClient();
  if (settings) queries.setQueryData(['map-settings'], settings);
  return renderToString(
    <QueryClientProvider client={queries}>
      <OfficeLocations offices={list} />
    </QueryClientProvider>,
  );
}

describe('office locations', () => {
  it('list every office with its address, the primary marked, and no map without a tile server', () => {
    const html = render({ tileUrl: null, attribution: null });
    expect(html).toContain('Office locations');
    expect(html).toMatch(
      /Lincoln Park<\/span> <span class="badge text-bg-success office-locations__primary">Primary<\/span> <span class="office-locations__address">2450 N Clark St, Chicago IL, 60614/,
    );
    expect(html).toMatch(/Ravenswood<\/span> <span class="office-locations__address">4710 N Lincoln Ave/);
    expect(html).not.toContain('office-map');
  });

  it('list the offices while the settings are still unknown', () => {
    const html = render(null);
    expect(html).toContain('Ravenswood');
    expect(html).not.toContain('office-map');
  });

  it('add a labelled map, the list still beside it, when the site has a tile server', () => {
    const html = render({ tileUrl: 'http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png', attribution: 'Tiles © Example' });
    expect(html).toContain('<div class="office-map__canvas" role="region" aria-label="Map of your offices">');
    expect(html).toContain('Each marker stands at the center of the office’s ZIP code.');
    expect(html).toContain('office-locations__list');
    expect(html.indexOf('office-map__canvas')).toBeLessThan(html.indexOf('office-locations__list'));
  });

  it('are nothing for a practice without offices', () => {
    expect(render({ tileUrl: 'http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png', attribution: 'x' }, [])).toBe('');
  });

  it('map only the offices with a position', () => {
    const places = mapPlacesOf([...offices, office(3, 'Unplaced', { lat: null, lng: null })]);
    expect(places).toEqual([
      { id: 1, name: 'Lincoln Park', address: '2450 N Clark St, Chicago IL, 60614', isPrimary: true, lat: 41.92, lng: -87.65 },
      { id: 2, name: 'Ravenswood', address: '4710 N Lincoln Ave, Chicago IL, 60625', isPrimary: false, lat: 41.97, lng: -87.69 },
    ]);
  });
});
