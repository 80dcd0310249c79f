import { describe, expect, it } from 'vitest';
import { CE_RULE_KINDS, CE_STATE_RULES, ceRuleFor, licenseCeStatus, licenseCeSummary } from './ce-state-rules';

describe('CE_STATE_RULES', () => {
  it.each([
    ['CA', 'RDH', 25, 2],
    ['CA', 'DDS_DMD', 50, 2],
    ['CA', 'RDA', 25, 2],
    ['TX', 'RDH', 24, 2],
    ['TX', 'DDS_DMD', 24, 2],
    ['TX', 'RDA', 12, 2],
    ['FL', 'RDH', 24, 2],
    ['FL', 'DDS_DMD', 30, 2],
    ['NY', 'RDH', 24, 3],
    ['NY', 'DDS_DMD', 60, 3],
    ['IL', 'RDH', 36, 3],
    ['IL', 'DDS_DMD', 48, 3],
    ['OH', 'RDH', 24, 2],
    ['OH', 'DDS_DMD', 40, 2],
    ['PA', 'RDH', 20, 2],
    ['PA', 'DDS_DMD', 30, 2],
    ['WA', 'RDH', 15, 1],
    ['WA', 'DDS_DMD', 63, 3],
  ])('%s %s: %i hours every %i years', (state, kind, hours, years) => {
    expect(ceRuleFor(state, kind)).toMatchObject({ hours, cycleYears: years });
  });

  it.each([
    ['FL', 'RDA'],
    ['NY', 'RDA'],
    ['IL', 'RDA'],
    ['ZZ', 'RDH'],
    ['CA', 'LOCAL_ANESTHESIA'],
    [null, 'RDH'],
  ])('%s %s: no rule with hours', (state, kind) => {
    expect(ceRuleFor(state, kind)).toBeNull();
  });

  it('every state covers every license type, each entry with a source', () => {
    for (const [state, rules] of Object.entries(CE_STATE_RULES))
      for (const kind of CE_RULE_KINDS) {
        const rule = rules[kind];
        expect(rule.source.length, `${state} ${kind}`).toBeGreaterThan(5);
        if ('hours' in rule) expect(rule.hours * rule.cycleYears, `${state} ${kind}`).toBeGreaterThan(0);
        else expect(rule.noRule.length, `${state} ${kind}`).toBeGreaterThan(5);
      }
    for (const state of ['CA', 'TX', 'FL', 'NY', 'IL']) expect(CE_STATE_RULES[state]).toBeDefined();
  });
});

describe('licenseCeStatus', () => {
  const rdh = { kind: 'RDH', state: 'TX', expiresOn: '2027-03-01' };
  const course = (completedDate: string | null, hours: number | null) => ({ completedDate, hours });

  it.each([
    ['nothing logged', [], '2026-12-01', { hoursRequired: 24, hoursLogged: 0, hoursShort: 24, daysLeft: 90, cycleStart: '2025-03-01' }],
    [
      'courses within the cycle count, not those before, after today or without hours',
      [course('2025-03-01', 5), course('2025-03-02', 10), course('2026-11-30', 8), course('2026-12-15', 4), course(null, 3), course('2026-01-01', null)],
      '2026-12-01',
      { hoursLogged: 18, hoursShort: 6, daysLeft: 90 },
    ],
    ['enough hours: none short', [course('2026-01-01', 30)], '2026-12-01', { hoursLogged: 30, hoursShort: 0 }],
    ['past the renewal day: 0 days left', [], '2027-04-01', { daysLeft: 0, hoursShort: 24 }],
  ])('%s', (_name, courses, today, expected) => {
    expect(licenseCeStatus(rdh, courses, today)).toMatchObject(expected);
  });

  it('a three-year state uses its cycle; no renewal day or no rule: null', () => {
    expect(licenseCeStatus({ kind: 'DDS_DMD', state: 'NY', expiresOn: '2028-02-29' }, [], '2028-01-01')).toMatchObject({
      cycleStart: '2025-02-28',
      hoursRequired: 60,
    });
    expect(licenseCeStatus({ kind: 'RDH', state: 'TX', expiresOn: null }, [], '2026-01-01')).toBeNull();
    expect(licenseCeStatus({ kind: 'RDA', state: 'FL', expiresOn: '2027-01-01' }, [], '2026-01-01')).toBeNull();
  });

  it.each([
    [{ daysLeft: 90, hoursShort: 6 }, 'Renewal in 90 days, 6 CE hours short'],
    [{ daysLeft: 1, hoursShort: 1 }, 'Renewal in 1 day, 1 CE hour short'],
    [{ daysLeft: 30, hoursShort: 0 }, 'Renewal in 30 days, CE hours met'],
    [{ daysLeft: 0, hoursShort: 2.5 }, 'Renewal due today or passed, 2.5 CE hours short'],
  ])('summary %o', (part, text) => {
    const status = licenseCeStatus(rdh, [], '2026-12-01')!;
    expect(licenseCeSummary({ ...status, ...part })).toBe(text);
  });
});
