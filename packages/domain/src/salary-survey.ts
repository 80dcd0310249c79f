// The salary survey's figures, computed from the postings' pay (no zod: the public page imports
// the types). Hourly and yearly pay only (production and collection are percentages, not pay);
// a range counts as its midpoint. A position and state appear only with at least
// SALARY_SURVEY_MINIMUM postings of one unit, so no single practice's pay can be read off.

export const SALARY_SURVEY_MINIMUM = 5;

export type SalaryPostingPay = { position: string | null; state: string | null; payCode: string | null; salaryMin: number | null; salaryMax: number | null };
/** Cents: the median and quartiles of a group's pay. */
export type SalaryFigure = { count: number; median: number; p25: number; p75: number };
export type SalarySurveyGroup = { position: string; unit: 'HOUR' | 'YEAR'; national: SalaryFigure | null; states: (SalaryFigure & { state: string })[] };
export type SalarySurvey = { minimumPostings: number; postingsCounted: number; groups: SalarySurveyGroup[] };

const UNITS: Record<string, 'HOUR' | 'YEAR'> = { HOUR: 'HOUR', HOUR_RANGE: 'HOUR', HOURRANGE: 'HOUR', YEAR: 'YEAR', YEAR_RANGE: 'YEAR', YEARRANGE: 'YEAR' };

/** The value at fraction q of sorted values, interpolated between neighbours (as percentile_cont). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const lowValue = sorted[low];
  const highValue = sorted[Math.ceil(at)];
  if (lowValue === undefined || highValue === undefined) throw new RangeError(`q is a fraction from 0 to 1, not ${q}`);
  return Math.round(lowValue + (highValue - lowValue) * (at - low));
}

function figure(values: number[]): SalaryFigure {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, median: quantile(sorted, 0.5), p25: quantile(sorted, 0.25), p75: quantile(sorted, 0.75) };
}

/** The pay a posting states, in cents per unit, or null when it states none we count. */
export function postingPay(posting: SalaryPostingPay): { unit: 'HOUR' | 'YEAR'; cents: number } | null {
  const unit = posting.payCode ? UNITS[posting.payCode] : undefined;
  if (!unit || posting.salaryMin === null || posting.salaryMin <= 0) return null;
  const max = posting.salaryMax !== null && posting.salaryMax >= posting.salaryMin ? posting.salaryMax : posting.salaryMin;
  return { unit, cents: Math.round((posting.salaryMin + max) / 2) };
}

/**
 * Groups by position and unit; each group lists the states with at least `minimum` postings
 * (highest median first, then by state) and the national figure when the group has `minimum`.
 * Groups without a qualifying state are left out; groups are ordered by position, hourly first.
 */
export function computeSalarySurvey(postings: readonly SalaryPostingPay[], minimum = SALARY_SURVEY_MINIMUM): SalarySurvey {
  const byGroup = new Map<string, { position: string; unit: 'HOUR' | 'YEAR'; all: number[]; byState: Map<string, number[]> }>();
  let counted = 0;
  for (const posting of postings) {
    const pay = postingPay(posting);
    const position = posting.position?.trim();
    const state = posting.state?.trim().toUpperCase();
    if (!pay || !position || !state) continue;
    counted += 1;
    const key = `${position}|${pay.unit}`;
    let group = byGroup.get(key);
    if (!group) {
      group = { position, unit: pay.unit, all: [], byState: new Map() };
      byGroup.set(key, group);
    }
    group.all.push(pay.cents);
    const values = group.byState.get(state) ?? [];
    values.push(pay.cents);
    group.byState.set(state, values);
  }
  const groups: SalarySurveyGroup[] = [];
  for (const group of byGroup.values()) {
    const states = [...group.byState.entries()]
      .filter(([, values]) => values.length >= minimum)
      .map(([state, values]) => ({ state, ...figure(values) }))
      .sort((a, b) => b.median - a.median || a.state.localeCompare(b.state));
    if (states.length === 0) continue;
    groups.push({ position: group.position, unit: group.unit, national: group.all.length >= minimum ? figure(group.all) : null, states });
  }
  groups.sort((a, b) => a.position.localeCompare(b.position) || (a.unit === b.unit ? 0 : a.unit === 'HOUR' ? -1 : 1));
  return { minimumPostings: minimum, postingsCounted: counted, groups };
}

/** Cents as whole dollars for people: 2850 per hour -> '$28.50', 8500000 per year -> '$85,000'. */
export function formatPay(cents: number, unit: 'HOUR' | 'YEAR'): string {
  if (unit === 'YEAR') return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
  return `$${(cents / 100).toFixed(2)}`;
}
