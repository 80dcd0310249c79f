import { createRequire } from 'node:module';
import { AppError } from '../../platform/errors';

export type ZipPlace = { zip: string; city: string; state: string; lat: number; lng: number };

type ZipcodesModule = {
  lookup: (zip: string) => { zip: string; latitude: number; longitude: number; city: string; state: string; country: string } | undefined;
};
// zipcodes ships CommonJS without types.
const zipcodes = createRequire(import.meta.url)('zipcodes') as ZipcodesModule;

export function lookupZip(zip: string): ZipPlace | null {
  const place = zipcodes.lookup(zip);
  if (!place || place.country !== 'US') return null;
  return { zip: place.zip, city: place.city, state: place.state, lat: place.latitude, lng: place.longitude };
}

/** The place of a ZIP code, or a 400 naming the field. */
export function requireZip(zip: string, field = 'zip'): ZipPlace {
  const place = lookupZip(zip);
  if (!place) throw new AppError('VALIDATION', 'ZIP code not found', { field });
  return place;
}
