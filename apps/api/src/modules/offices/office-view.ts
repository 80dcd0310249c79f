import { officeHoursOf, type Office, type OfficePhoto } from '@chairside/domain/office';
import { fileUrl } from '../../platform/file-storage';
import type { HourRow, OfficeRow, PhotoRow } from './offices-repository';

export function photoViewOf(row: PhotoRow): OfficePhoto {
  return {
    id: row.id,
    url: fileUrl(row.photoKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
    description: row.description,
    order: row.sortOrder,
    width: row.width,
    height: row.height,
  };
}

/** An office as the API answers it: hours Sunday first, photos in their order. */
export function officeViewOf(row: OfficeRow, hours: HourRow[], photos: PhotoRow[]): Office {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    isPrimary: row.isPrimary,
    hours: officeHoursOf(hours.filter((hour) => hour.officeId === row.id)),
    photos: photos.filter((photo) => photo.officeId === row.id).map(photoViewOf),
  };
}
