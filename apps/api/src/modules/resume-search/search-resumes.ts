import {
  distanceBand,
  INVITATION_CREDIT_PRODUCT,
  previewRadius,
  RESUME_COUNT_LIMIT,
  rankResumes,
  resumeAccessOf,
  resumeMatchScore,
  WEEKDAYS,
  type JobResumeSearchAnswer,
  type ResumeFullCard,
  type ResumePreviewCard,
  type ResumeSearchAnswer,
  type ResumeSearchParams,
  type Weekday,
} from '@chairside/domain/resume-search';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fileUrl } from '../../platform/file-storage';
import { loadResumeAccessFacts, type InvitationCredits } from '../commerce/public-api';
import { PREMIUM_RANK_BOOST } from '@chairside/domain/premium';
import { requireZip } from '../geo/public-api';
import { findCandidates, findOwnJobPlace, loadCardFacts, type CardFacts, type CandidateRow, type ResumeFilters } from './resume-search-repository';
import { ratingsOfPeople } from '../reviews/public-api';
import { verifiedCredentialOf } from '../credentials/public-api';

const daysOf = (bits: number): Weekday[] => WEEKDAYS.filter((_, bit) => (bits & (1 << bit)) !== 0);
const countBits = (bits: number) => daysOf(bits).length;
const oneDecimal = (miles: number) => Math.round(miles * 10) / 10;

type Scored = CandidateRow & { score: number };

/** The candidate with its score, the row itself given the score (a row read from the database's JSON is slow to copy). */
function score(row: CandidateRow, params: ResumeSearchParams): Scored {
  const requested = params.availability.reduce((bits, day) => bits | (1 << WEEKDAYS.indexOf(day)), 0);
  const available = row.days | row.tdays;
  return Object.assign(row, {
    score: resumeMatchScore({
      keywordRank: params.keyword ? (row.keywordRank ?? 0) : null,
      experience: row.experience,
      minExperience: params.experience,
      daysAvailable: countBits(available),
      daysRequested: countBits(requested),
      daysMatched: countBits(available & requested),
      skills: row.skills,
      certs: row.certs,
      hasPhoto: row.hasPhoto,
      candidateState: row.candidateState,
      withinRadius: row.withinRadius,
      premiumBoost: row.premium ? PREMIUM_RANK_BOOST : 0,
    }),
  });
}

function previewCardOf(row: Scored, facts: CardFacts): ResumePreviewCard {
  return {
    position: facts.position,
    experience: facts.experience,
    certifications: facts.certs,
    skills: facts.skills,
    availability: daysOf(row.days),
    availabilityTemp: daysOf(row.tdays),
    distanceBand: distanceBand(row.distance, row.withinRadius),
    state: facts.state,
    isRelocate: facts.isRelocate,
    candidateState: facts.candidateState,
    match: row.score,
    licenseVerified: facts.licenseVerified,
  };
}

function fullCardOf(row: Scored, facts: CardFacts, rating?: ResumeFullCard['rating']): ResumeFullCard {
  return {
    rating,
    ...previewCardOf(row, facts),
    username: facts.username,
    name: facts.name,
    photoThumbnailUrl: facts.photoThumbnailKey ? fileUrl(facts.photoThumbnailKey) : null,
    city: facts.city,
    distance: oneDecimal(row.distance),
    intro: facts.intro,
    license: facts.license,
    specialties: facts.specialties,
    verifiedCredentials: facts.verifiedCredentials.map(verifiedCredentialOf),
  };
}

type Search = { position: string; zip: string; origin: { lat: number; lng: number }; city: string; state: string; excludeJobId: number | null };

/** Finds, ranks and pages; answers full cards only when `credits` is given (the caller decided access). */
async function runSearch(ctx: AppContext, search: Search, params: ResumeSearchParams, credits: InvitationCredits | null): Promise<ResumeSearchAnswer> {
  // The preview searches only over what it shows (ADR 69): its distance bands, its card's words.
  const radius = credits ? params.radius : previewRadius(params.radius);
  const filters: ResumeFilters = {
    position: search.position,
    origin: search.origin,
    radius,
    keyword: params.keyword,
    keywordIn: credits ? 'resume' : 'preview',
    experience: params.experience,
    certifications: params.certifications,
    availability: params.availability,
    relocateOnly: params.relocateOnly,
    verifiedOnly: params.verifiedOnly,
    excludeJobId: search.excludeJobId,
    now: ctx.clock.now(),
  };
  const { rows, total: counted } = await findCandidates(ctx.readDb, filters);
  const page = rankResumes(rows.map((row) => score(row, params))).slice(params.offset, params.offset + params.limit);
  const ids = page.map((row) => row.id);
  // The cards' facts and (full cards only) the people's ratings, side by side.
  const [facts, ratings] = await Promise.all([loadCardFacts(ctx.readDb, ids), credits ? ratingsOfPeople(ctx.readDb, ids, filters.now) : null]);
  const base = {
    position: search.position,
    zip: search.zip,
    city: search.city,
    state: search.state,
    radius,
    total: Math.min(counted, RESUME_COUNT_LIMIT),
    totalCapped: counted > RESUME_COUNT_LIMIT,
    limit: params.limit,
    offset: params.offset,
  };
  const shown = page.filter((row) => facts.has(row.id));
  if (credits && ratings) {
    // Ratings from revealed reviews name no one the full card does not (ADR 114): only shown cards carry one.
    return { access: 'full', ...base, credits, resumes: shown.map((row) => fullCardOf(row, facts.get(row.id)!, ratings.get(row.id))) };
  }
  return { access: 'preview', ...base, productToBuy: INVITATION_CREDIT_PRODUCT, resumes: shown.map((row) => previewCardOf(row, facts.get(row.id)!)) };
}

async function placeOf(ctx: AppContext, zip: string) {
  const place = await requireZip(ctx.readDb, zip, 'zip');
  return { origin: { lat: place.lat, lng: place.lng }, city: place.city, state: place.state };
}

/** Full cards when the practice has access and did not ask for the preview; otherwise the preview. */
async function creditsIfFull(ctx: AppContext, employerId: number, params: ResumeSearchParams): Promise<InvitationCredits | null> {
  if (params.preview) return null;
  const facts = await loadResumeAccessFacts(ctx.db, employerId, ctx.clock.now());
  return resumeAccessOf(facts) === 'full' ? facts.credits : null;
}

/** GET employers/{id}/resumes/search/{position}/{zip}: the practice's search. */
export async function searchResumes(ctx: AppContext, username: string, position: string, zip: string, params: ResumeSearchParams): Promise<ResumeSearchAnswer> {
  // The ZIP is looked up while the caller is checked; the caller's refusal is said first.
  const place = placeOf(ctx, zip);
  place.catch(() => undefined);
  const employerId = await requireCallerId(ctx, username, 'employer', 'That account');
  const [where, credits] = await Promise.all([place, creditsIfFull(ctx, employerId, params)]);
  return runSearch(ctx, { position, zip, ...where, excludeJobId: null }, params, credits);
}

/** GET prepay/resumes/{position}/{zip}: the signed-out preview. */
export async function previewResumes(ctx: AppContext, position: string, zip: string, params: ResumeSearchParams): Promise<ResumeSearchAnswer> {
  const place = await placeOf(ctx, zip);
  return runSearch(ctx, { position, zip, ...place, excludeJobId: null }, params, null);
}

/**
 * GET resumes/{jobId}/search: candidates for one of the practice's postings, from its position
 * and place, leaving out people who applied to it or hold an invitation to it (pending,
 * accepted or declined). Another practice's posting, or none: 404.
 */
export async function searchResumesForJob(ctx: AppContext, username: string, jobId: number, params: ResumeSearchParams): Promise<JobResumeSearchAnswer> {
  const employerId = await requireCallerId(ctx, username, 'employer', 'That account');
  const job = await findOwnJobPlace(ctx.db, employerId, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'jobId' });
  if (!job.position || !job.zip || job.lat === null || job.lng === null)
    throw new AppError('CONFLICT', 'This posting has no position or place yet: add them to search resumes for it.', { field: 'jobId' });
  const [place, credits] = await Promise.all([placeOf(ctx, job.zip), creditsIfFull(ctx, employerId, params)]);
  const answer = await runSearch(
    ctx,
    { position: job.position, zip: job.zip, ...place, origin: { lat: job.lat, lng: job.lng }, excludeJobId: job.id },
    params,
    credits,
  );
  return { ...answer, jobId: job.id, jobTitle: job.name };
}
