import { describe, expect, it } from 'vitest';
import { MatchCriteriaSchema } from '@chairside/domain/match-criteria';
import { MatchCriteriaFormSchema, criteriaOf, formFieldOf, formValuesOf } from './match-criteria-form';

const blank = formValuesOf(null);
const fieldOf = (values: unknown) => {
  const parsed = MatchCriteriaFormSchema.safeParse(values);
  return parsed.success ? null : parsed.error.issues[0]!.path.join('.');
};

describe('the match criteria editor', () => {
  it.each<[string, object, string | null]>([
    ['nothing asked', {}, null],
    ['min years over max', { experience: { mode: 'required', minYears: '9', maxYears: '2' } }, 'experience.maxYears'],
    ['years as words', { experience: { mode: 'preferred', minYears: 'five', maxYears: '' } }, 'experience.minYears'],
    ['distance 0', { distance: { mode: 'preferred', miles: '0' } }, 'distance.miles'],
    ['distance past the cap', { distance: { mode: 'preferred', miles: '900' } }, 'distance.miles'],
    ['pay min over max', { pay: { mode: 'preferred', min: '50', max: '40', unit: 'HOUR' } }, 'pay.max'],
    ['no skills named', { skills: { mode: 'required', names: ' \n ' } }, 'skills.names'],
    ['no days', { days: { mode: 'required', days: [] } }, 'days.days'],
    ['a criterion left out is not checked', { distance: { mode: 'off', miles: 'abc' } }, null],
  ])('%s', (_name, override, field) => expect(fieldOf({ ...blank, ...override })).toBe(field));

  it('builds a body the server accepts and reads it back', () => {
    const values = {
      ...blank,
      certifications: { mode: 'required' as const, names: 'CPR\nRadiography, Nitrous' },
      experience: { mode: 'preferred' as const, minYears: '2', maxYears: '' },
      distance: { mode: 'preferred' as const, miles: '25' },
      pay: { mode: 'required' as const, min: '$38.50', max: '45', unit: 'HOUR' as const },
    };
    const body = criteriaOf(values);
    expect(body).toEqual({
      certifications: { names: ['CPR', 'Radiography', 'Nitrous'], required: true },
      experience: { minYears: 2, maxYears: null, required: false },
      skills: null,
      days: null,
      distance: { miles: 25, required: false },
      pay: { minCents: 3850, maxCents: 4500, unit: 'HOUR', required: true },
    });
    const saved = MatchCriteriaSchema.parse(body);
    expect(formValuesOf(saved).pay).toEqual({ mode: 'required', min: '38.50', max: '45', unit: 'HOUR' });
  });

  it.each([
    ['pay.maxCents', 'pay.max'],
    ['skills.names.3', 'skills.names'],
    ['experience.minYears', 'experience.minYears'],
  ])('puts the server error on %s under %s', (server, field) => expect(formFieldOf(server)).toBe(field));
});
