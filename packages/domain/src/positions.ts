// Position codes and their labels. No zod here: the public pages import these.
/** Position codes as the product writes them, with the labels people see. */
export const POSITIONS = {
  DD: 'Dentist (DDS, DMD)',
  DA: 'Dental Assistant (DA, RDA, EFDA)',
  DH: 'Dental Hygienist (RDH)',
  FO: 'Dental Front Office',
  LT: 'Dental Lab Tech',
  SR: 'Dental Rep (Sales, etc)',
} as const;

export type PositionCode = keyof typeof POSITIONS;
export const POSITION_CODES = Object.keys(POSITIONS) as PositionCode[];

/** Other labels the product gives a position (spec: LT is also labelled Dental Laboratory). */
export const POSITION_SECOND_LABELS: Partial<Record<PositionCode, string>> = { LT: 'Dental Laboratory' };

/** The position a label names, either of its labels, in any case; null for none. */
export function positionOfLabel(label: string): PositionCode | null {
  const text = label.trim().toLowerCase();
  return POSITION_CODES.find((code) => POSITIONS[code].toLowerCase() === text || POSITION_SECOND_LABELS[code]?.toLowerCase() === text) ?? null;
}

export function positionLabel(code: string | null | undefined): string {
  if (code === 'ANY' || code === 'ALL') return 'All Positions';
  return code && Object.hasOwn(POSITIONS, code) ? POSITIONS[code as PositionCode] : 'Dental Professional';
}
