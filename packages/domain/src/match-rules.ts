// Match scores: how well one candidate fits the match criteria a practice set on a posting.
// Rules (docs/decisions/0036-match-scores.md):
// - every criterion becomes one or more rows of the breakdown: one row per certification and per
//   skill named, one row each for years of experience, days available, distance and pay;
// - a row is required (a deal-breaker) or preferred; required rows weigh 2, preferred rows 1;
// - percent = the weight of the rows met over the weight of all rows, rounded to a whole number;
// - a required row not met marks the candidate `meetsRequirements: false`; the percent is not
//   changed by it (a practice still sees how close the person is), and match lists put everyone
//   who meets the requirements before anyone who does not.
// No I/O: the caller loads the candidate and passes what the rules read.

export const MATCH_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type MatchDay = (typeof MATCH_DAYS)[number];
export const MATCH_DAY_LABELS: Record<MatchDay, string> = {
  SUN: 'Sunday',
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
};

export const PAY_UNITS = ['HOUR', 'YEAR'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
/** Working hours in a year, to compare an hourly ask with a yearly range (40 hours x 52 weeks). */
export const HOURS_PER_YEAR = 2080;

export const MATCH_LIMITS = {
  experienceMaxYears: 60,
  distanceMaxMiles: 500,
  /** Pay amounts are cents: up to $10,000,000 a year. */
  payMaxCents: 1_000_000_000,
  namesMax: 20,
  nameMaxLength: 100,
} as const;

/** The distance used to gather candidates near a posting when its criteria name none. */
export const DEFAULT_MATCH_RADIUS_MILES = 50;

export const REQUIRED_WEIGHT = 2;
export const PREFERRED_WEIGHT = 1;

export type MatchCriteria = {
  certifications: { names: string[]; required: boolean } | null;
  experience: { minYears: number | null; maxYears: number | null; required: boolean } | null;
  skills: { names: string[]; required: boolean } | null;
  days: { days: MatchDay[]; required: boolean } | null;
  distance: { miles: number; required: boolean } | null;
  /** The pay the practice offers, in cents an hour or a year. */
  pay: { minCents: number; maxCents: number; unit: PayUnit; required: boolean } | null;
};

export const EMPTY_MATCH_CRITERIA: MatchCriteria = {
  certifications: null,
  experience: null,
  skills: null,
  days: null,
  distance: null,
  pay: null,
};

/** What the rules read about a candidate. */
export type MatchCandidate = {
  experienceYears: number | null;
  certifications: { name: string; expiresDate: string | null }[];
  skills: string[];
  /** The days the person marked available for this kind of work (temp days for a TEMP posting). */
  daysAvailable: MatchDay[];
  /** Miles from the posting; null when either place is unknown. */
  distanceMiles: number | null;
  isRelocate: boolean;
  /** The person's own words ('$42/hour', '85k', 'Negotiable'), or null. */
  salary: string | null;
};

export type MatchCriterionKey = 'certification' | 'experience' | 'skill' | 'days' | 'distance' | 'pay';

export type MatchCriterionResult = {
  /** Stable within one breakdown: 'certification:cpr/bls', 'experience', 'skill:...', 'days', 'distance', 'pay'. */
  key: string;
  kind: MatchCriterionKey;
  label: string;
  required: boolean;
  met: boolean;
  /** What the candidate has, in words. */
  detail: string;
};

export type MatchResult = {
  /** 0 to 100. */
  percent: number;
  /** False when a required criterion (a deal-breaker) is not met. */
  meetsRequirements: boolean;
  criteria: MatchCriterionResult[];
};

/** True when the criteria name at least one thing to match. */
export function hasCriteria(criteria: MatchCriteria): boolean {
  return (
    (criteria.certifications !== null && criteria.certifications.names.length > 0) ||
    (criteria.experience !== null && (criteria.experience.minYears !== null || criteria.experience.maxYears !== null)) ||
    (criteria.skills !== null && criteria.skills.names.length > 0) ||
    (criteria.days !== null && criteria.days.days.length > 0) ||
    criteria.distance !== null ||
    criteria.pay !== null
  );
}

/** Lowercase letters and digits only: 'CPR / BLS' and 'cpr-bls' compare equal. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** A name is held when the held name contains the wanted one once normalised ('CPR' is held by 'CPR/BLS certified'). */
export function namesMatch(wanted: string, held: string): boolean {
  const a = normaliseName(wanted);
  const b = normaliseName(held);
  if (a === '' || b === '') return false;
  return b.includes(a);
}

/**
 * Reads a salary requirement written in words: '$42/hour', '42 an hr', '$85,000', '85k/yr',
 * '$40-45 per hour' (the lower figure). Numbers under 500 without a unit are hourly, others yearly.
 * Null when there is no amount ('Negotiable').
 */
export function parseSalaryRequirement(text: string | null): { cents: number; unit: PayUnit } | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  const found = /(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/.exec(lower);
  const digits = found?.[1];
  if (!found || digits === undefined) return null;
  let amount = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (found[2]) amount *= 1000;
  let unit: PayUnit;
  if (/\b(hour|hr|hourly)\b|\/\s*h\b/.test(lower)) unit = 'HOUR';
  else if (/\b(year|yr|annual|annually|salary)\b|\/\s*y\b/.test(lower)) unit = 'YEAR';
  else unit = amount < 500 ? 'HOUR' : 'YEAR';
  return { cents: Math.round(amount * 100), unit };
}

function toUnit(cents: number, from: PayUnit, to: PayUnit): number {
  if (from === to) return cents;
  return from === 'HOUR' ? cents * HOURS_PER_YEAR : Math.round(cents / HOURS_PER_YEAR);
}

export function formatPay(cents: number, unit: PayUnit): string {
  const dollars = cents / 100;
  const text = Number.isInteger(dollars)
    ? dollars.toLocaleString('en-US')
    : dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${text}${unit === 'HOUR' ? '/hour' : '/year'}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function certificationRows(criteria: MatchCriteria, candidate: MatchCandidate, today: string): MatchCriterionResult[] {
  if (!criteria.certifications) return [];
  const { names, required } = criteria.certifications;
  return names.map((name) => {
    const held = candidate.certifications.filter((cert) => namesMatch(name, cert.name));
    const current = held.filter((cert) => cert.expiresDate === null || cert.expiresDate >= today);
    const [holding] = current;
    const [expired] = held;
    const met = holding !== undefined;
    const detail = holding ? `Holds ${holding.name}` : expired ? `${expired.name} expired on ${expired.expiresDate}` : 'Not on the resume';
    return { key: `certification:${normaliseName(name)}`, kind: 'certification', label: `${name} certification`, required, met, detail };
  });
}

function experienceRow(criteria: MatchCriteria, candidate: MatchCandidate): MatchCriterionResult[] {
  const wanted = criteria.experience;
  if (!wanted || (wanted.minYears === null && wanted.maxYears === null)) return [];
  const { minYears, maxYears } = wanted;
  const label =
    minYears !== null && maxYears !== null
      ? `${minYears} to ${maxYears} years of experience`
      : minYears !== null
        ? `At least ${plural(minYears, 'year', 'years')} of experience`
        : `At most ${plural(maxYears!, 'year', 'years')} of experience`;
  const years = candidate.experienceYears;
  const met = years !== null && (minYears === null || years >= minYears) && (maxYears === null || years <= maxYears);
  const detail = years === null ? 'Years of experience not given' : `${plural(years, 'year', 'years')} of experience`;
  return [{ key: 'experience', kind: 'experience', label, required: wanted.required, met, detail }];
}

function skillRows(criteria: MatchCriteria, candidate: MatchCandidate): MatchCriterionResult[] {
  if (!criteria.skills) return [];
  const { names, required } = criteria.skills;
  return names.map((name) => {
    const held = candidate.skills.find((skill) => namesMatch(name, skill));
    return {
      key: `skill:${normaliseName(name)}`,
      kind: 'skill',
      label: name,
      required,
      met: held !== undefined,
      detail: held !== undefined ? `Lists ${held}` : 'Not on the resume',
    };
  });
}

function daysRow(criteria: MatchCriteria, candidate: MatchCandidate): MatchCriterionResult[] {
  const wanted = criteria.days;
  if (!wanted || wanted.days.length === 0) return [];
  const ordered = MATCH_DAYS.filter((day) => wanted.days.includes(day));
  const missing = ordered.filter((day) => !candidate.daysAvailable.includes(day));
  const label = `Available ${ordered.map((day) => MATCH_DAY_LABELS[day]).join(', ')}`;
  const detail = missing.length === 0 ? 'Available every day asked' : `Not available ${missing.map((day) => MATCH_DAY_LABELS[day]).join(', ')}`;
  return [{ key: 'days', kind: 'days', label, required: wanted.required, met: missing.length === 0, detail }];
}

function distanceRow(criteria: MatchCriteria, candidate: MatchCandidate): MatchCriterionResult[] {
  const wanted = criteria.distance;
  if (!wanted) return [];
  const label = `Within ${plural(wanted.miles, 'mile', 'miles')}`;
  const miles = candidate.distanceMiles;
  const near = miles !== null && miles <= wanted.miles;
  const met = near || candidate.isRelocate;
  const place = miles === null ? 'Location not known' : `${plural(Math.round(miles), 'mile', 'miles')} away`;
  const detail = !near && candidate.isRelocate ? `${place}, willing to relocate` : place;
  return [{ key: 'distance', kind: 'distance', label, required: wanted.required, met, detail }];
}

function payRow(criteria: MatchCriteria, candidate: MatchCandidate): MatchCriterionResult[] {
  const wanted = criteria.pay;
  if (!wanted) return [];
  const label = `Pay ${formatPay(wanted.minCents, wanted.unit).replace(/\/(hour|year)$/, '')} to ${formatPay(wanted.maxCents, wanted.unit)}`;
  const ask = parseSalaryRequirement(candidate.salary);
  if (!ask) {
    const detail = candidate.salary ? `Asks: ${candidate.salary}` : 'No salary requirement given';
    return [{ key: 'pay', kind: 'pay', label, required: wanted.required, met: true, detail }];
  }
  const askInUnit = toUnit(ask.cents, ask.unit, wanted.unit);
  const met = askInUnit <= wanted.maxCents;
  return [{ key: 'pay', kind: 'pay', label, required: wanted.required, met, detail: `Asks ${formatPay(ask.cents, ask.unit)}` }];
}

/**
 * Scores one candidate against a posting's criteria. `today` (YYYY-MM-DD) decides which
 * certifications have expired. With no criteria the percent is 100 and the breakdown is empty.
 */
export function scoreMatch(criteria: MatchCriteria, candidate: MatchCandidate, today: string): MatchResult {
  const rows = [
    ...certificationRows(criteria, candidate, today),
    ...experienceRow(criteria, candidate),
    ...skillRows(criteria, candidate),
    ...daysRow(criteria, candidate),
    ...distanceRow(criteria, candidate),
    ...payRow(criteria, candidate),
  ];
  const weight = (row: MatchCriterionResult) => (row.required ? REQUIRED_WEIGHT : PREFERRED_WEIGHT);
  const total = rows.reduce((sum, row) => sum + weight(row), 0);
  const met = rows.filter((row) => row.met).reduce((sum, row) => sum + weight(row), 0);
  return {
    percent: total === 0 ? 100 : Math.round((100 * met) / total),
    meetsRequirements: rows.every((row) => !row.required || row.met),
    criteria: rows,
  };
}

/** Match list order: meeting the requirements first, then the higher percent, then the nearer. */
export function compareMatches(a: { match: MatchResult; distanceMiles: number | null }, b: { match: MatchResult; distanceMiles: number | null }): number {
  if (a.match.meetsRequirements !== b.match.meetsRequirements) return a.match.meetsRequirements ? -1 : 1;
  if (a.match.percent !== b.match.percent) return b.match.percent - a.match.percent;
  return (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY);
}
