// What other modules may use of offices (the employer profile, the dashboard, job postings):
// read-only views. Everything else in this folder is internal.
import type { Database } from '@chairside/db/client';
import type { Office } from '@chairside/domain/office';
import { findOffice, findOfficeById, listOffices, loadHours, loadPhotos, type OfficeRow } from './offices-repository';
import { officeViewOf } from './office-view';

async function viewsOf(db: Database, rows: OfficeRow[]): Promise<Office[]> {
  const ids = rows.map((row) => row.id);
  const [hours, photos] = await Promise.all([loadHours(db, ids), loadPhotos(db, ids)]);
  return rows.map((row) => officeViewOf(row, hours, photos));
}

/** Every office of the employer with hours and photos, primary first. */
export async function loadOfficeViews(db: Database, employerId: number): Promise<Office[]> {
  return viewsOf(db, await listOffices(db, employerId));
}

/** One office with hours and photos by id (for a public job page); null when gone. */
export async function loadOfficeView(db: Database, officeId: number): Promise<Office | null> {
  const row = await findOfficeById(db, officeId);
  return row ? (await viewsOf(db, [row]))[0] : null;
}

export type OfficePlace = Pick<OfficeRow, 'id' | 'address' | 'address2' | 'city' | 'state' | 'zip' | 'lat' | 'lng'>;

/** The place of one of the employer's offices (ownership in the query); null otherwise. */
export async function findOwnOfficePlace(db: Database, employerId: number, officeId: number): Promise<OfficePlace | null> {
  const row = await findOffice(db, employerId, officeId);
  return row ? { id: row.id, address: row.address, address2: row.address2, city: row.city, state: row.state, zip: row.zip, lat: row.lat, lng: row.lng } : null;
}
