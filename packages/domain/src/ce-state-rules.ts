// Continuing-education renewal rules by state and license type (ADR 115): hours per renewal cycle
// and the cycle's length, each with the rule or board page it comes from. A guide for the CE
// tracker's per-license view, never a statement of the law: boards change their rules.
import type { CredentialKind } from './credentials';

/** License types with CE rules here (the licenses the CE tracker follows). */
export const CE_RULE_KINDS = ['RDH', 'DDS_DMD', 'RDA'] as const satisfies readonly CredentialKind[];
export type CeRuleKind = (typeof CE_RULE_KINDS)[number];

/** A state's rule for one license type, or why there is none (the state issues no such license, or sets no CE rule). */
export type CeStateRule = { hours: number; cycleYears: number; source: string } | { noRule: string; source: string };

/**
 * Rules for CA, TX, FL, NY, IL and the other states the product lists presets for (OH, PA, WA).
 * Each source names the rule and the page it was checked against (December 2026, ADR 124); figures
 * that could not be confirmed there say so in ADR 124.
 */
export const CE_STATE_RULES: Record<string, Record<CeRuleKind, CeStateRule>> = {
  CA: {
    // https://dhbc.ca.gov/licensees/cont_ed.shtml: RDH 25 units per two-year renewal (RDHAP 35).
    RDH: { hours: 25, cycleYears: 2, source: 'Dental Hygiene Board of California, BPC §1936.1, 16 CCR §1017 (https://dhbc.ca.gov/licensees/cont_ed.shtml)' },
    DDS_DMD: { hours: 50, cycleYears: 2, source: 'Dental Board of California, 16 CCR §1016 (https://www.dbc.ca.gov/licensees/cont_education.shtml)' },
    RDA: { hours: 25, cycleYears: 2, source: 'Dental Board of California, 16 CCR §1016 (https://www.dbc.ca.gov/licensees/cont_education.shtml)' },
  },
  TX: {
    // 22 TAC §104.1: "As a prerequisite to the biennial renewal of a dental or dental hygiene license, … 24 hours".
    RDH: {
      hours: 24,
      cycleYears: 2,
      source: 'Texas State Board of Dental Examiners, 22 TAC §104.1 (https://tsbde.texas.gov/licensing/hygienists/hygienist-license-renewal/)',
    },
    DDS_DMD: { hours: 24, cycleYears: 2, source: 'Texas State Board of Dental Examiners, 22 TAC §104.1 (biennial renewal)' },
    // The board's RDA renewal page: biennial, 12 hours of which 6 clinical, human trafficking prevention among them.
    RDA: {
      hours: 12,
      cycleYears: 2,
      source: 'Texas State Board of Dental Examiners, RDA renewal (https://tsbde.texas.gov/licensing/dental-assistants/dental-assistant-renewal)',
    },
  },
  FL: {
    // Rule 64B5-12.013(1): dentists 30 hours, dental hygienists 24 hours per biennium.
    RDH: {
      hours: 24,
      cycleYears: 2,
      source:
        'Florida Board of Dentistry, Fla. Admin. Code 64B5-12.013; Fla. Stat. §466.014 (https://regulations.justia.com/states/florida/64/64b5/chapter-64b5-12/section-64b5-12-013)',
    },
    DDS_DMD: {
      hours: 30,
      cycleYears: 2,
      source: 'Florida Board of Dentistry, Fla. Admin. Code 64B5-12.013; Fla. Stat. §466.0135 (https://www.flsenate.gov/Laws/Statutes/2023/0466.0135)',
    },
    RDA: { noRule: 'Florida issues no dental assistant license (assistants need no state CE).', source: 'Florida Statutes chapter 466' },
  },
  NY: {
    // Education Law §6609-a(2): "a minimum of twenty-four hours" in each triennial registration period.
    RDH: { hours: 24, cycleYears: 3, source: 'NYSED Office of the Professions, Education Law §6609-a (https://www.nysenate.gov/legislation/laws/EDN/6609-A)' },
    DDS_DMD: { hours: 60, cycleYears: 3, source: 'NYSED Office of the Professions, Education Law §6604-a (https://www.op.nysed.gov/professions/dentists)' },
    RDA: { noRule: 'New York licenses certified dental assistants, not RDAs.', source: 'NYSED Office of the Professions, Education Law §6608' },
  },
  IL: {
    // 68 Ill. Adm. Code 1220.440(a): dentists 48 hours, dental hygienists 36 hours in the 36-month prerenewal period.
    RDH: {
      hours: 36,
      cycleYears: 3,
      source: '68 Ill. Adm. Code 1220.440; 225 ILCS 25/16.1 (https://ilga.gov/commission/jcar/admincode/068/068012200D04400R.html)',
    },
    DDS_DMD: {
      hours: 48,
      cycleYears: 3,
      source: '68 Ill. Adm. Code 1220.440; 225 ILCS 25/16.1 (https://ilga.gov/commission/jcar/admincode/068/068012200D04400R.html)',
    },
    RDA: { noRule: 'Illinois issues no dental assistant license.', source: 'Illinois Dental Practice Act, 225 ILCS 25' },
  },
  OH: {
    // Not confirmed (ADR 124): the board's pages say 24 and 40 hours; H.B. 509 (effective 2023-04-06) is reported to have cut them to 20 and 30.
    RDH: {
      hours: 24,
      cycleYears: 2,
      source:
        'Ohio State Dental Board, Ohio Rev. Code §4715.25 (https://dental.ohio.gov/continuing-education/ce-faqs); check with the board: a 2023 law may have lowered it to 20 hours',
    },
    DDS_DMD: {
      hours: 40,
      cycleYears: 2,
      source:
        'Ohio State Dental Board, Ohio Rev. Code §4715.141 (https://codes.ohio.gov/ohio-revised-code/section-4715.141); check with the board: a 2023 law may have lowered it to 30 hours',
    },
    RDA: { noRule: 'Ohio certifies dental assistants (CDA, EFDA); it issues no RDA license.', source: 'Ohio Rev. Code chapter 4715' },
  },
  PA: {
    // 49 Pa. Code §33.401(a): dentists 30, dental hygienists 20, EFDAs 10 hours in the preceding biennial period.
    RDH: {
      hours: 20,
      cycleYears: 2,
      source:
        'Pennsylvania State Board of Dentistry, 49 Pa. Code §33.401 (https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/049/chapter33/subchapFtoc.html)',
    },
    DDS_DMD: {
      hours: 30,
      cycleYears: 2,
      source:
        'Pennsylvania State Board of Dentistry, 49 Pa. Code §33.401 (https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/049/chapter33/subchapFtoc.html)',
    },
    RDA: { noRule: 'Pennsylvania certifies EFDAs; it issues no RDA license.', source: '49 Pa. Code chapter 33' },
  },
  WA: {
    // WAC 246-815-140: 15 clock hours a year (the license renews yearly).
    RDH: { hours: 15, cycleYears: 1, source: 'Washington Department of Health, WAC 246-815-140 (https://apps.leg.wa.gov/WAC/default.aspx?cite=246-815-140)' },
    // WAC 246-817-440 since 2019: 63 hours every three years (was 21 a year), WSR 22-02-023.
    DDS_DMD: {
      hours: 63,
      cycleYears: 3,
      source: 'Washington Dental Quality Assurance Commission, WAC 246-817-440 (https://lawfilesext.leg.wa.gov/Law/WSR/2022/02/22-02-023.htm)',
    },
    RDA: { noRule: 'No CE rule recorded for Washington registered dental assistants; check with the board.', source: 'WAC 246-817' },
  },
};

/** The rule with hours for a state and license kind, or null (unknown state, no such license, a kind without CE rules). */
export function ceRuleFor(state: string | null, kind: string): { hours: number; cycleYears: number; source: string } | null {
  if (!state) return null;
  const rule = CE_STATE_RULES[state.toUpperCase()]?.[kind as CeRuleKind];
  return rule && 'hours' in rule ? rule : null;
}

export type LicenseCeStatus = {
  hoursRequired: number;
  cycleYears: number;
  cycleStart: string;
  renewalOn: string;
  hoursLogged: number;
  hoursShort: number;
  daysLeft: number;
  source: string;
};

const DAY_MS = 86_400_000;
const hundredths = (hours: number) => Math.round(hours * 100) / 100;

/** The day `years` before a day (YYYY-MM-DD), Feb 29 falling to Feb 28. */
function yearsBeforeDay(day: string, years: number): string {
  const from = new Date(`${day}T00:00:00Z`);
  const date = new Date(Date.UTC(from.getUTCFullYear() - years, from.getUTCMonth(), from.getUTCDate()));
  if (date.getUTCMonth() !== from.getUTCMonth()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * A license's CE standing: the cycle is the rule's length ending on the renewal day (the license's
 * expiry); hours logged are the courses completed within it by today. Null without a renewal day
 * or a rule with hours for the state and kind.
 */
export function licenseCeStatus(
  license: { kind: string; state: string | null; expiresOn: string | null },
  courses: readonly { completedDate: string | null; hours: number | null }[],
  today: string,
): LicenseCeStatus | null {
  const rule = ceRuleFor(license.state, license.kind);
  if (!rule || !license.expiresOn) return null;
  const cycleStart = yearsBeforeDay(license.expiresOn, rule.cycleYears);
  const logged = hundredths(
    courses
      .filter(
        (course) =>
          course.completedDate !== null && course.completedDate > cycleStart && course.completedDate <= license.expiresOn! && course.completedDate <= today,
      )
      .reduce((sum, course) => sum + (course.hours ?? 0), 0),
  );
  return {
    hoursRequired: rule.hours,
    cycleYears: rule.cycleYears,
    cycleStart,
    renewalOn: license.expiresOn,
    hoursLogged: logged,
    hoursShort: hundredths(Math.max(0, rule.hours - logged)),
    daysLeft: Math.max(0, Math.round((Date.parse(`${license.expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)),
    source: rule.source,
  };
}

/** "Renewal in 90 days, 6 CE hours short" (or "CE hours met", "Renewal day passed"). */
export function licenseCeSummary(status: LicenseCeStatus): string {
  const when = status.daysLeft === 0 ? 'Renewal due today or passed' : `Renewal in ${status.daysLeft} day${status.daysLeft === 1 ? '' : 's'}`;
  if (status.hoursShort === 0) return `${when}, CE hours met`;
  return `${when}, ${status.hoursShort} CE hour${status.hoursShort === 1 ? '' : 's'} short`;
}
