// Job seeker premium (ADR 53): the product, its benefits, and the shapes of its calls.
import { z } from 'zod';
import { postingPay, quantile, SALARY_SURVEY_MINIMUM, type SalaryPostingPay } from './salary-survey';

/** The catalog's product code of the job seeker's monthly premium membership. */
export const PREMIUM_PRODUCT = 'PREMIUM';

/**
 * Points a premium member's resume gains in the practices' resume search and matches
 * (resumeMatchScore's premiumBoost): enough to move above an equal resume, not enough to lift a
 * poor fit over a good one (a score runs 0 to 100).
 */
export const PREMIUM_RANK_BOOST = 10;

/** Miles around the person's ZIP whose postings count for their salary figures. */
export const SALARY_FIGURES_RADIUS_MILES = 50;

/** Each benefit is a working feature; the premium page lists them with what they do. */
export const PREMIUM_BENEFITS = [
  {
    code: 'RANK_BOOST',
    title: 'Seen first by practices',
    description: `Your resume gains ${PREMIUM_RANK_BOOST} points of match in practices' resume searches and candidate matches, so you show above people with an equal fit.`,
  },
  {
    code: 'RESUME_VIEWS',
    title: 'Who viewed your resume',
    description: 'See which practices opened your full resume, and on which days.',
  },
  {
    code: 'SALARY_FIGURES',
    title: 'Pay near you',
    description: `What postings for your position within ${SALARY_FIGURES_RADIUS_MILES} miles of your ZIP code pay: the middle figure and the usual range, from at least ${SALARY_SURVEY_MINIMUM} postings.`,
  },
  {
    code: 'EARLY_ALERTS',
    title: 'Early notice in job alerts',
    description: 'Your job alerts tell you about new postings before everyone else’s.',
  },
] as const;
export type PremiumBenefitCode = (typeof PREMIUM_BENEFITS)[number]['code'];

export const PremiumBenefitSchema = z.object({ code: z.string(), title: z.string(), description: z.string() });

/**
 * none: never bought (or long ended); active: renews at periodEnd; cancelling: benefits until
 * periodEnd, no renewal; ended: over.
 */
export const PREMIUM_STATES = ['none', 'active', 'cancelling', 'ended'] as const;

export const PremiumStatusSchema = z.object({
  productCode: z.literal(PREMIUM_PRODUCT),
  isPremium: z.boolean(),
  state: z.enum(PREMIUM_STATES),
  /** The monthly price in cents (the catalog's, for someone not yet a member). */
  amount: z.number().int(),
  /** ISO date-time: the benefits run to it (renewal or end). */
  periodEnd: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  benefits: z.array(PremiumBenefitSchema),
});
export type PremiumStatus = z.infer<typeof PremiumStatusSchema>;

export const SubscribePremiumSchema = z.strictObject({
  nonce: z
    .string({ error: 'Enter your card details (nonce).' })
    .trim()
    .min(1, 'Enter your card details (nonce).')
    .max(4096, 'The nonce is at most 4096 characters.'),
});
export type SubscribePremiumInput = z.infer<typeof SubscribePremiumSchema>;

export const ChangePremiumSchema = z.strictObject({
  cancelAtPeriodEnd: z.boolean({ error: 'cancelAtPeriodEnd is true (cancel at the period end) or false (keep renewing).' }),
});

export const ResumeViewSchema = z.object({
  practiceName: z.string(),
  /** YYYY-MM-DD. */
  viewedOn: z.string(),
  /** ISO date-time of the last opening that day. */
  lastViewedAt: z.string(),
});
export type ResumeView = z.infer<typeof ResumeViewSchema>;

export const SalaryFigureSchema = z.object({
  unit: z.enum(['HOUR', 'YEAR']),
  count: z.number().int(),
  /** Cents per unit. */
  median: z.number().int(),
  p25: z.number().int(),
  p75: z.number().int(),
});
export type SalaryFigure = z.infer<typeof SalaryFigureSchema>;

export const SalaryFiguresSchema = z.object({
  position: z.string().nullable(),
  zip: z.string().nullable(),
  radius: z.number().int(),
  minimumPostings: z.number().int(),
  /** Hourly first; a unit with fewer than minimumPostings postings is left out. */
  figures: z.array(SalaryFigureSchema),
  /** Postings with pay that were counted (of any unit). */
  postingsCounted: z.number().int(),
});
export type SalaryFigures = z.infer<typeof SalaryFiguresSchema>;

/**
 * The pay of postings near someone, per unit (hourly first): median and quartiles in cents, a
 * range counting as its midpoint (postingPay of the salary survey), percentages of production
 * or collections left out. A unit with fewer than `minimum` postings is not shown, so no single
 * practice's pay can be read off.
 */
export function nearbySalaryFigures(
  postings: readonly Omit<SalaryPostingPay, 'position' | 'state'>[],
  minimum = SALARY_SURVEY_MINIMUM,
): { figures: SalaryFigure[]; postingsCounted: number } {
  const byUnit: Record<'HOUR' | 'YEAR', number[]> = { HOUR: [], YEAR: [] };
  let counted = 0;
  for (const posting of postings) {
    const pay = postingPay({ ...posting, position: null, state: null });
    if (!pay) continue;
    counted += 1;
    byUnit[pay.unit].push(pay.cents);
  }
  const figures: SalaryFigure[] = [];
  for (const unit of ['HOUR', 'YEAR'] as const) {
    const sorted = [...byUnit[unit]].sort((a, b) => a - b);
    if (sorted.length < minimum) continue;
    figures.push({ unit, count: sorted.length, median: quantile(sorted, 0.5), p25: quantile(sorted, 0.25), p75: quantile(sorted, 0.75) });
  }
  return { figures, postingsCounted: counted };
}
