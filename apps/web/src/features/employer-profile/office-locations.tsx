import { formatAddress } from '@chairside/domain/job-status';
import type { Office } from '@chairside/domain/office';
import { OfficeMap, mapPlacesOf } from '../../components/office-map/office-map';

/**
 * Where the practice's offices are: on a map when the site has a tile server, and always as a
 * list (name, primary marked, address), which is all there is without one.
 */
export function OfficeLocations({ offices }: { offices: readonly Office[] }) {
  if (offices.length === 0) return null;
  return (
    <section className="office-locations" aria-labelledby="office-locations-title">
      <h3 className="office-locations__title" id="office-locations-title">
        Office locations
      </h3>
      <OfficeMap places={mapPlacesOf(offices)} label="Map of your offices" />
      <ul className="office-locations__list">
        {offices.map((office) => (
          <li key={office.id}>
            <span className="office-locations__name">{office.name}</span>{' '}
            {office.isPrimary ? (
              <>
                <span className="badge text-bg-success office-locations__primary">Primary</span>{' '}
              </>
            ) : null}
            <span className="office-locations__address">{formatAddress(office)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
