import type { Database } from '@chairside/db/client';
import { REGION_NAMES, regionOfZip, type PriceRegion } from '@chairside/domain/commerce';
import { positionLabel } from '@chairside/domain/positions';
import { AppError } from '../../platform/errors';
import { findEmployerZip, listEmployerZips } from './catalog-repository';

/** Where an order is priced: the position and ZIP code of what its slots will carry. */
export type OrderPlace = { position: string; zip: string };

/** Who buys: to publish a draft, ahead for a practice, or with a new account (its sign-up ZIP code). */
export type PlaceBuyer = { kind: 'draft'; draft: OrderPlace } | { kind: 'employer'; employerId: number } | { kind: 'prepay'; zip: string };

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { field });
const regionName = (zip: string) => REGION_NAMES[regionOfZip(zip) as PriceRegion];

/**
 * Where an order is priced, which is what its slots are bought for (ADR 66): the draft it
 * publishes (its position and ZIP code); else the position asked for, in the region of the
 * practice's primary office, or of another of its offices when a ZIP code there is asked for; a
 * new account's in the region of its ZIP code. A position or ZIP code that says otherwise is 400
 * naming it, never a price of its own.
 */
export async function orderPlace(db: Database, buyer: PlaceBuyer, asked: { position?: string | null; zip?: string | null }): Promise<OrderPlace> {
  if (buyer.kind === 'draft') {
    const { draft } = buyer;
    if (asked.position && asked.position !== draft.position)
      throw invalid('position', `This draft is for ${positionLabel(draft.position)}: a posting is priced for the position it publishes.`);
    if (asked.zip && regionOfZip(asked.zip) !== regionOfZip(draft.zip))
      throw invalid('zip', `This draft is in ${regionName(draft.zip)} (ZIP code ${draft.zip}): a posting is priced for the region it publishes in.`);
    return draft;
  }

  if (!asked.position) throw invalid('position', 'Choose the position you are hiring for: the job slot carries postings of that position.');
  if (buyer.kind === 'prepay') {
    if (asked.zip && regionOfZip(asked.zip) !== regionOfZip(buyer.zip))
      throw invalid('zip', `Your practice's ZIP code ${buyer.zip} is in ${regionName(buyer.zip)}: postings are priced for the region of your practice.`);
    return { position: asked.position, zip: buyer.zip };
  }

  if (asked.zip) {
    const regions = new Set((await listEmployerZips(db, buyer.employerId)).map(regionOfZip));
    if (!regions.has(regionOfZip(asked.zip)))
      throw invalid(
        'zip',
        `ZIP code ${asked.zip} is in ${regionName(asked.zip)}, where your practice has no office. Add the office first: a job slot carries postings in the region it was bought for.`,
      );
    return { position: asked.position, zip: asked.zip };
  }
  const zip = await findEmployerZip(db, buyer.employerId);
  if (!zip) throw invalid('zip', 'Enter the ZIP code of your practice: postings are priced for its region.');
  return { position: asked.position, zip };
}

/**
 * Where a resume-access order (RESUME30) is priced: it buys no job slot, so the position is only
 * what the practice was searching for (optional), and the ZIP code the one asked for, else the
 * practice's (its primary office's, or a new account's).
 */
export async function resumeAccessPlace(
  db: Database,
  buyer: Exclude<PlaceBuyer, { kind: 'draft' }>,
  asked: { position?: string | null; zip?: string | null },
): Promise<{ position: string | null; zip: string | null }> {
  const zip = asked.zip ?? (buyer.kind === 'prepay' ? buyer.zip : await findEmployerZip(db, buyer.employerId));
  return { position: asked.position ?? null, zip };
}
