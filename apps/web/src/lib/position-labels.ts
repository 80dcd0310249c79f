import type { PositionCode } from '@chairside/domain/positions';

/**
 * The domain's POSITIONS, for the forms of public pages. The domain module also builds a zod schema
 * when it loads, which would put zod in every public page's JavaScript; position-labels.test.ts keeps
 * the two lists equal.
 */
export const POSITION_LABELS: Readonly<Record<PositionCode, string>> = {
  DD: 'Dentist (DDS, DMD)',
  DA: 'Dental Assistant (DA, RDA, EFDA)',
  DH: 'Dental Hygienist (RDH)',
  FO: 'Dental Front Office',
  LT: 'Dental Lab Tech',
  SR: 'Dental Rep (Sales, etc)',
};

/** The codes in the domain's order, e.g. for a select's options. */
export const POSITION_CODES = Object.keys(POSITION_LABELS) as PositionCode[];
