import { z } from 'zod';
import type { MatchCriteriaAnswer, MatchCriteriaInput } from '@chairside/domain/match-criteria';
import { MATCH_DAYS, MATCH_LIMITS, type MatchDay, type PayUnit } from '@chairside/domain/match-rules';

/** Each criterion is left out, a deal-breaker (required) or preferred. */
export const CRITERION_MODES = ['off', 'required', 'preferred'] as const;
export type CriterionMode = (typeof CRITERION_MODES)[number];
export const CRITERION_MODE_LABELS: Record<CriterionMode, string> = { off: 'Not asked', required: 'Required', preferred: 'Preferred' };

const mode = z.enum(CRITERION_MODES);

/** The editor's values: what the inputs hold (numbers as typed, names one per line). */
export const MatchCriteriaFormSchema = z
  .object({
    certifications: z.object({ mode, names: z.string() }),
    experience: z.object({ mode, minYears: z.string(), maxYears: z.string() }),
    skills: z.object({ mode, names: z.string() }),
    days: z.object({ mode, days: z.array(z.enum(MATCH_DAYS)) }),
    distance: z.object({ mode, miles: z.string() }),
    pay: z.object({ mode, min: z.string(), max: z.string(), unit: z.enum(['HOUR', 'YEAR']) }),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);
    const money = (text: string) => (/^\d{1,8}(\.\d{1,2})?$/.test(text.trim().replace(/[$,]/g, '')) ? Number(text.trim().replace(/[$,]/g, '')) : null);

    for (const key of ['certifications', 'skills'] as const) {
      if (values[key].mode === 'off') continue;
      const names = namesOf(values[key].names);
      if (names.length === 0) issue([key, 'names'], 'Enter at least one, one per line.');
      else if (names.length > MATCH_LIMITS.namesMax) issue([key, 'names'], `Enter at most ${MATCH_LIMITS.namesMax}.`);
      else if (names.some((name) => name.length > MATCH_LIMITS.nameMaxLength))
        issue([key, 'names'], `Each is at most ${MATCH_LIMITS.nameMaxLength} characters.`);
    }
    if (values.experience.mode !== 'off') {
      const { minYears, maxYears } = values.experience;
      const yearsMessage = `Years of experience is a whole number from 0 to ${MATCH_LIMITS.experienceMaxYears}.`;
      const min = minYears.trim() === '' ? null : whole(minYears);
      const max = maxYears.trim() === '' ? null : whole(maxYears);
      if (minYears.trim() !== '' && (min === null || min > MATCH_LIMITS.experienceMaxYears)) issue(['experience', 'minYears'], yearsMessage);
      if (maxYears.trim() !== '' && (max === null || max > MATCH_LIMITS.experienceMaxYears)) issue(['experience', 'maxYears'], yearsMessage);
      if (minYears.trim() === '' && maxYears.trim() === '') issue(['experience', 'minYears'], 'Give a minimum or a maximum number of years.');
      if (min !== null && max !== null && min > max) issue(['experience', 'maxYears'], 'The maximum years of experience must be at least the minimum.');
    }
    if (values.days.mode !== 'off' && values.days.days.length === 0) issue(['days', 'days'], 'Choose at least one day.');
    if (values.distance.mode !== 'off') {
      const miles = whole(values.distance.miles);
      if (miles === null || miles < 1 || miles > MATCH_LIMITS.distanceMaxMiles)
        issue(['distance', 'miles'], `Distance is a whole number of miles from 1 to ${MATCH_LIMITS.distanceMaxMiles}.`);
    }
    if (values.pay.mode !== 'off') {
      const min = money(values.pay.min);
      const max = money(values.pay.max);
      if (min === null) issue(['pay', 'min'], 'Enter the lowest pay as an amount in dollars, such as 38 or 38.50.');
      if (max === null) issue(['pay', 'max'], 'Enter the highest pay as an amount in dollars, such as 45 or 45.50.');
      if (min !== null && max !== null && min > max) issue(['pay', 'max'], 'The maximum pay must be at least the minimum.');
    }
  });
export type MatchCriteriaFormValues = z.infer<typeof MatchCriteriaFormSchema>;

export const namesOf = (text: string) =>
  text
    .split(/\n|,/)
    .map((name) => name.trim())
    .filter(Boolean);

const centsOf = (dollars: string) => Math.round(Number(dollars.trim().replace(/[$,]/g, '')) * 100);
const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const modeOf = (criterion: { required: boolean } | null): CriterionMode => (criterion === null ? 'off' : criterion.required ? 'required' : 'preferred');

/** The editor's starting values from the saved criteria (or none). */
export function formValuesOf(criteria: MatchCriteriaAnswer['criteria']): MatchCriteriaFormValues {
  return {
    certifications: { mode: modeOf(criteria?.certifications ?? null), names: criteria?.certifications?.names.join('\n') ?? '' },
    experience: {
      mode: modeOf(criteria?.experience ?? null),
      minYears: criteria?.experience?.minYears?.toString() ?? '',
      maxYears: criteria?.experience?.maxYears?.toString() ?? '',
    },
    skills: { mode: modeOf(criteria?.skills ?? null), names: criteria?.skills?.names.join('\n') ?? '' },
    days: { mode: modeOf(criteria?.days ?? null), days: criteria?.days?.days ?? [] },
    distance: { mode: modeOf(criteria?.distance ?? null), miles: criteria?.distance?.miles.toString() ?? '' },
    pay: {
      mode: modeOf(criteria?.pay ?? null),
      min: criteria?.pay ? dollarsOf(criteria.pay.minCents) : '',
      max: criteria?.pay ? dollarsOf(criteria.pay.maxCents) : '',
      unit: criteria?.pay?.unit ?? 'HOUR',
    },
  };
}

/** The request body from checked editor values. */
export function criteriaOf(values: MatchCriteriaFormValues): MatchCriteriaInput {
  const on = (key: keyof MatchCriteriaFormValues) => values[key].mode !== 'off';
  const required = (key: keyof MatchCriteriaFormValues) => values[key].mode === 'required';
  const years = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    certifications: on('certifications') ? { names: namesOf(values.certifications.names), required: required('certifications') } : null,
    experience: on('experience')
      ? { minYears: years(values.experience.minYears), maxYears: years(values.experience.maxYears), required: required('experience') }
      : null,
    skills: on('skills') ? { names: namesOf(values.skills.names), required: required('skills') } : null,
    days: on('days') ? { days: values.days.days as MatchDay[], required: required('days') } : null,
    distance: on('distance') ? { miles: Number(values.distance.miles.trim()), required: required('distance') } : null,
    pay: on('pay')
      ? { minCents: centsOf(values.pay.min), maxCents: centsOf(values.pay.max), unit: values.pay.unit as PayUnit, required: required('pay') }
      : null,
  };
}

/** A server error's field ('pay.maxCents', 'skills.names.3') as the editor's field ('pay.max', 'skills.names'). */
export function formFieldOf(serverField: string): string {
  return serverField
    .replace(/\.\d+$/, '')
    .replace(/^pay\.minCents$/, 'pay.min')
    .replace(/^pay\.maxCents$/, 'pay.max');
}
