import type { Database } from '@chairside/db/client';
import type { OfficeInput } from '@chairside/domain/office';
import { requireZip } from '../geo/public-api';
import type { OfficeValues } from './offices-repository';

/** The columns of an office from the form: the ZIP must be known (400 zip); it gives lat/lng, and city and state when left empty. */
export async function officeValuesOf(db: Database, input: OfficeInput): Promise<OfficeValues> {
  const place = await requireZip(db, input.zip);
  return {
    name: input.name,
    address: input.address,
    address2: input.address2,
    city: input.city ?? place.city,
    state: input.state ?? place.state,
    zip: place.zip,
    lat: place.lat,
    lng: place.lng,
    phone: input.phone,
  };
}
