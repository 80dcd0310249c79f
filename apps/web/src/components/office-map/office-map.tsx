import { useEffect, useRef } from 'react';
import { formatAddress } from '@chairside/domain/job-status';
import type { Office } from '@chairside/domain/office';
import type { MapPlace } from '@chairside/domain/office-map';
import { reloadForNewCode } from '../layout/load-on-demand';
import { useMapSettings } from './map-settings';

/** The offices a map can show: those with a position (their ZIP code's centre). */
export const mapPlacesOf = (offices: readonly Office[]): MapPlace[] =>
  offices.flatMap((office) =>
    office.lat === null || office.lng === null
      ? []
      : [{ id: office.id, name: office.name, address: formatAddress(office), isPrimary: office.isPrimary, lat: office.lat, lng: office.lng }],
  );

/**
 * A map of offices when the site has a tile server (MAP_TILE_URL, ADR 89): a marker at each
 * office's ZIP code, centred on the primary. Without one, and on the server, nothing: the page's
 * own words (the office list, the address) say the same. Leaflet and its stylesheet load only
 * when a map is drawn. The map is a labelled region the keyboard reaches (arrows pan, + and -
 * zoom); Tab goes on to the markers, the zoom buttons and out.
 */
export function OfficeMap({ places, label }: { places: readonly MapPlace[]; label: string }) {
  const settings = useMapSettings(places.length > 0);
  const tileUrl = settings?.tileUrl ?? null;
  const attribution = settings?.attribution ?? null;
  const canvas = useRef<HTMLDivElement>(null);
  // One key for the effect: the map is drawn again only when what it shows changes.
  const placesKey = JSON.stringify(places);

  useEffect(() => {
    const container = canvas.current;
    if (!container || !tileUrl) return;
    let removeMap: (() => void) | null = null;
    let unmounted = false;
    import('./leaflet-map').then(({ drawOfficeMap }) => {
      if (!unmounted) removeMap = drawOfficeMap(container, { tileUrl, attribution, places: JSON.parse(placesKey) as MapPlace[] });
    }, reloadForNewCode);
    return () => {
      unmounted = true;
      removeMap?.();
    };
  }, [tileUrl, attribution, placesKey]);

  if (!tileUrl || places.length === 0) return null;
  return (
    <figure className="office-map">
      <div ref={canvas} className="office-map__canvas" role="region" aria-label={label} />
      <figcaption className="office-map__note">Each marker stands at the center of the office’s ZIP code.</figcaption>
    </figure>
  );
}
