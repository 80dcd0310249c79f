// Leaflet and its stylesheet, loaded by OfficeMap only when a map is drawn (never in a page's first
// download). The marker images are imported here: Leaflet's own way of finding them does not
// survive bundling.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { officeMapView, type MapPlace } from '@chairside/domain/office-map';

export type OfficeMapDrawing = { tileUrl: string; attribution: string | null; places: readonly MapPlace[] };

/** A ZIP code's centre is all the map knows of an address: close enough to see the neighbourhood. */
const ONE_PLACE_ZOOM = 13;
const MAX_ZOOM = 18;

const markerIcon = (className: string) =>
  L.icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    shadowSize: [41, 41],
    className,
  });

/** Leaflet writes the attribution as HTML: the setting is plain text. */
const asText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The marker's popup: the office's name (its title) and address, as text. */
function popupOf(title: string, place: MapPlace): HTMLElement {
  const popup = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = title;
  const address = document.createElement('div');
  address.textContent = place.address;
  popup.append(name, address);
  return popup;
}

/**
 * Draws the offices into `container`: tiles from the site's tile server, a marker for each office
 * titled with its name (among several, the primary's in its own colour and on top), centred on the
 * primary. Answers the function that removes the map.
 */
export function drawOfficeMap(container: HTMLElement, { tileUrl, attribution, places }: OfficeMapDrawing): () => void {
  // The page scrolls under the wheel as usual; the map zooms with its buttons, the keyboard, a pinch or a double click.
  const map = L.map(container, { scrollWheelZoom: false, maxZoom: MAX_ZOOM });
  L.tileLayer(tileUrl, { attribution: attribution ? asText(attribution) : '', maxZoom: MAX_ZOOM }).addTo(map);
  const view = officeMapView(places);
  if (view.bounds) {
    const { south, west, north, east } = view.bounds;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [32, 32], maxZoom: ONE_PLACE_ZOOM + 1 },
    );
  } else {
    map.setView([view.centre.lat, view.centre.lng], ONE_PLACE_ZOOM);
  }
  const icons = { primary: markerIcon('office-map__marker office-map__marker--primary'), other: markerIcon('office-map__marker') };
  for (const place of places) {
    // The primary is told apart only among several offices.
    const primary = place.isPrimary && places.length > 1;
    const title = primary ? `${place.name} (primary office)` : place.name;
    L.marker([place.lat, place.lng], { icon: primary ? icons.primary : icons.other, title, alt: title, zIndexOffset: primary ? 1000 : 0, riseOnHover: true })
      .bindPopup(popupOf(title, place))
      .addTo(map);
  }
  return () => map.remove();
}
