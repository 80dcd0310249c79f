import { dayOf, formatPay, hasPostingFieldFilters, OCCUPATIONAL_CATEGORIES, type PostingFieldFilters } from '@chairside/domain/job-posting';
import { SEARCH_COUNT_AHEAD, type JobSearchAnswer, type JobSearchParams, type PartnerJob, type PremiumJob } from '@chairside/domain/job-search';
import { jobSlug } from '@chairside/domain/job-slug';
import type { AppContext } from '../../platform/context';
import { requireZip, stateBounds } from '../geo/public-api';
import { isCommonKeyword, searchJobRows, type PartnerJobRow, type PremiumJobRow } from './job-search-repository';
import type { PartnerFilters } from './search-statement';
import type { SearchFilters } from './search-filters';

const DAY_MS = 86_400_000;

/**
 * Whether a keyword is common (isCommonKeyword), kept per database and keyword for ten minutes:
 * the words' shares are that database's statistics and move only with ANALYZE, and asking reads
 * them (about 3 ms). Bounded: cleared when full.
 */
const COMMON_KEYWORD_MS = 10 * 60_000;
const COMMON_KEYWORD_LIMIT = 10_000;
const commonKeywords = new WeakMap<object, Map<string, { common: boolean; until: number }>>();

async function commonKeyword(ctx: AppContext, keyword: string, now: Date): Promise<boolean> {
  const known = commonKeywords.get(ctx.readDb) ?? new Map<string, { common: boolean; until: number }>();
  commonKeywords.set(ctx.readDb, known);
  const kept = known.get(keyword);
  if (kept && kept.until > now.getTime()) return kept.common;
  const common = await isCommonKeyword(ctx.readDb, keyword);
  if (known.size >= COMMON_KEYWORD_LIMIT) known.clear();
  known.set(keyword, { common, until: now.getTime() + COMMON_KEYWORD_MS });
  return common;
}

const oneDecimal = (miles: number | null) => (miles === null ? null : Math.round(miles * 10) / 10);

export function premiumJobOf(row: PremiumJobRow): PremiumJob {
  const { card } = row;
  return {
    id: card.id,
    jobId: card.id,
    title: card.name,
    position: card.position,
    practice: card.isConfidential ? null : { username: card.practiceUsername, name: card.practiceName, isPublic: card.practiceIsPublic },
    city: card.city,
    state: card.state,
    zip: card.zip,
    distance: oneDecimal(row.distance),
    pay: formatPay(card.payCode, card.salaryMin, card.salaryMax),
    occupationalCategory: OCCUPATIONAL_CATEGORIES[card.position] ?? null,
    isLike: row.opinion === 'LIKED',
    isDislike: row.opinion === 'DISLIKED',
    isNational: card.isNational,
    jobDates: (row.dates ?? []).map((date) => ({ date })),
    postedDate: card.postedDate,
    type: card.type,
    employmentType: card.employmentType,
    specialties: card.specialties,
    slug: jobSlug({ urltitle: card.urltitle, position: card.position, city: card.city, state: card.state }),
    applied: row.applied,
    invited: row.invited,
  };
}

function partnerJobOf(row: PartnerJobRow): PartnerJob {
  return {
    jobKey: row.jobKey,
    title: row.title,
    company: row.company,
    city: row.city,
    state: row.state,
    zip: row.zip,
    position: row.position,
    distance: oneDecimal(row.distance),
    url: row.url,
    postedDate: row.postedDate,
    jobType: row.jobType,
  };
}

/**
 * The job search (both routes): live postings of practices near the ZIP (or, with radius 101,
 * national postings anywhere) and partner postings near it, each list nearest first then
 * newest, one page of each with its total (practices' postings counted up to offset +
 * SEARCH_COUNT_AHEAD). `userId`: the signed-in searcher (likes,
 * applications, invitations), null for a visitor. An unknown ZIP: 400 'ZIP code not found'.
 */
export async function searchJobs(ctx: AppContext, params: JobSearchParams, userId: number | null): Promise<JobSearchAnswer> {
  const origin = params.zip === null ? null : await requireZip(ctx.readDb, params.zip);
  const bounds = params.stateWide && origin ? await stateBounds(ctx.readDb, origin.state) : null;
  const state = bounds && origin ? { code: origin.state, bounds } : null;
  const now = ctx.clock.now();
  const postedAfter = params.daysOld === null ? null : new Date(now.getTime() - params.daysOld * DAY_MS);
  const isCommon = params.keyword !== null && (await commonKeyword(ctx, params.keyword, now));
  const postingFields: PostingFieldFilters = {
    employmentTypes: params.employmentTypes,
    schedule: params.schedule,
    benefits: params.benefits,
    minPay: params.minPay,
  };
  const filters: SearchFilters = {
    origin: origin && { lat: origin.lat, lng: origin.lng },
    radius: params.national || state ? null : params.radius,
    national: params.national,
    position: params.position,
    keyword: params.keyword,
    commonKeyword: isCommon,
    type: params.type,
    startDate: params.startDate,
    endDate: params.endDate,
    postedAfter,
    userId,
    evaluation: params.evaluation,
    invited: params.invited,
    postingFields,
    weekdays: params.weekdays,
    state,
    now,
    today: dayOf(now),
    limit: params.limit,
    offset: params.offset,
    countLimit: params.offset + SEARCH_COUNT_AHEAD,
  };
  // Partner postings are local listings: the national search has none. They say nothing of the
  // posting fields or of the days a temp job needs, so a search filtered by them lists none either (ADR 33).
  const partnerFilters: PartnerFilters | null =
    params.national || !origin || hasPostingFieldFilters(postingFields) || params.weekdays.length > 0
      ? null
      : {
          area: { lat: origin.lat, lng: origin.lng, radius: params.radius },
          state,
          position: params.position,
          keyword: params.keyword,
          commonKeyword: isCommon,
          postedAfter,
          limit: params.limit,
          offset: params.offset,
        };
  const { premium, partner } = await searchJobRows(ctx.readDb, filters, partnerFilters);
  let counted = premium[0]?.total ?? 0;
  let partnerTotal = partner[0]?.total ?? 0;
  // Past the last page the totals are missing from the (empty) page: count on their own (rare).
  if (params.offset > 0 && (premium.length === 0 || (partnerFilters && partner.length === 0))) {
    const first = await searchJobRows(ctx.readDb, { ...filters, limit: 1, offset: 0 }, partnerFilters && { ...partnerFilters, limit: 1, offset: 0 });
    counted = first.premium[0]?.total ?? 0;
    partnerTotal = first.partner[0]?.total ?? 0;
  }
  return {
    premiumJobs: premium.map(premiumJobOf),
    partnerJobs: partner.map(partnerJobOf),
    total: Math.min(counted, filters.countLimit),
    totalCapped: counted > filters.countLimit,
    partnerTotal,
    limit: params.limit,
    offset: params.offset,
  };
}
