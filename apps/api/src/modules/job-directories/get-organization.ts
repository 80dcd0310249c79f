import { sql } from 'drizzle-orm';
import type { Organization, OrganizationList, ProfessionalList } from '@chairside/domain/job-directories';
import { EMP_TYPES, type EmpType } from '@chairside/domain/employer-profile';
import { organizationPath } from '@chairside/domain/job-directory-rules';
import { positionLabel } from '@chairside/domain/positions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { responseTimeOfPractice } from '../jobs/public-api';
import { loadOfficeViews } from '../offices/public-api';
import { practiceReviews } from '../reviews/public-api';
import { toDirectoryJob } from './directory-views';
import { findOrganization, hasDealtWith, listPublicOrganizations, listPublicProfessionals, type OrganizationRow } from './organizations-repository';

/** Practices and public resumes listed per page of a directory. */
export const LIST_PAGE_SIZE = 50;
/** Pages past this are not served (404). */
export const LIST_MAX_PAGE = 200;

const notFound = (what: string, field?: string) => new AppError('NOT_FOUND', `${what} was not found.`, field ? { field } : {});
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

function requirePage(page: number, total: number) {
  if (page > pagesOf(total)) throw notFound('This page', 'page');
}

/** The directory of practices with a public profile, by name, with their live job counts. */
export async function listOrganizations(ctx: AppContext, page: number): Promise<OrganizationList> {
  if (page > LIST_MAX_PAGE) throw notFound('This page', 'page');
  const { rows, total } = await listPublicOrganizations(ctx.readDb, ctx.clock.now(), LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE);
  requirePage(page, total);
  return {
    page,
    pageCount: pagesOf(total),
    total,
    organizations: rows.map((row) => ({
      username: row.username,
      name: row.name,
      city: row.city,
      state: row.state,
      liveJobs: row.liveJobs,
      path: organizationPath(row.username),
    })),
  };
}

/** Public resumes, newest change first: the professionals directory (each links to its public page). */
export async function listProfessionals(ctx: AppContext, page: number): Promise<ProfessionalList> {
  if (page > LIST_MAX_PAGE) throw notFound('This page', 'page');
  const { rows, total } = await listPublicProfessionals(ctx.readDb, LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE);
  requirePage(page, total);
  return {
    page,
    pageCount: pagesOf(total),
    total,
    professionals: rows.map((row) => ({
      username: row.username,
      name: row.name,
      positionLabel: positionLabel(row.position),
      city: row.city,
      state: row.state,
      path: `/dental-professionals/${encodeURIComponent(row.username)}/`,
    })),
  };
}

/**
 * A practice's page: about, employer type, technologies, offices (primary first, with opening
 * hours and photos) and live postings. Never the contact person, email or the account's details.
 */
async function organizationOf(ctx: AppContext, row: OrganizationRow): Promise<Organization> {
  const now = ctx.clock.now();
  const [offices, jobs] = await Promise.all([loadOfficeViews(ctx.readDb, row.id), listOwnLiveJobs(ctx, row, now)]);
  // How soon it usually answers applicants (ADR 112).
  const responseTime = await responseTimeOfPractice(ctx.readDb, row.id, now);
  // Its rating and the reviews of it that show (ADR 114).
  const reviews = await practiceReviews(ctx, row.id);
  return {
    responseTime,
    reviews,
    isVerifiedPractice: row.isVerified,
    username: row.username,
    name: row.name,
    about: row.about,
    website: row.website,
    empType: row.empType,
    empTypeLabel: row.empType && Object.hasOwn(EMP_TYPES, row.empType) ? EMP_TYPES[row.empType as EmpType] : null,
    technologies: row.technologies,
    path: organizationPath(row.username),
    offices: offices.map((office) => ({
      name: office.name,
      isPrimary: office.isPrimary,
      address: office.address,
      address2: office.address2,
      city: office.city,
      state: office.state,
      zip: office.zip,
      phone: office.phone,
      hours: office.hours,
      photos: office.photos.map((photo) => ({
        url: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
        description: photo.description,
        width: photo.width,
        height: photo.height,
      })),
    })),
    jobs,
    updatedAt: row.updatedAt,
  };
}

/** The practice's live postings that carry its name (a confidential posting does not name it, so it is left out). */
async function listOwnLiveJobs(ctx: AppContext, row: OrganizationRow, now: Date) {
  const result = await ctx.readDb.execute<Record<string, unknown>>(sql`
    select j.id, j.name, j.position, j.city, j.state, j.posted_date, j.type, j.urltitle from jobs j
     where j.employer_id = ${row.id} and j.status = 'ACTIVE' and j.live_until > ${now.toISOString()}::timestamptz and not j.is_confidential
     order by j.posted_date desc, j.id desc limit 100`);
  return result.rows.map((job) =>
    toDirectoryJob({
      id: Number(job.id),
      title: (job.name as string | null) ?? null,
      position: (job.position as string | null) ?? null,
      city: (job.city as string | null) ?? null,
      state: (job.state as string | null) ?? null,
      practiceName: row.name,
      // The practice's own page lists them: no link back to itself.
      practiceUsername: null,
      postedDate: job.posted_date ? new Date(job.posted_date as string) : null,
      type: (job.type as string | null) ?? null,
      urltitle: (job.urltitle as string | null) ?? null,
      isPartner: false,
      url: null,
    }),
  );
}

/** The public practice page; a practice without a public profile is a 404 like an unknown one. */
export async function getOrganization(ctx: AppContext, username: string): Promise<Organization> {
  const row = await findOrganization(ctx.readDb, username, ctx.clock.now());
  if (!row || !row.isPublic) throw notFound('This practice');
  return organizationOf(ctx, row);
}

/**
 * GET users/{id}/employer/{username}: a practice's profile for a signed-in job seeker. A public
 * practice; or a private one the job seeker applied to or was invited by (it has already shown
 * itself to them). Any other: 404, as for an unknown name.
 */
export async function getEmployerForStaff(ctx: AppContext, staffUsername: string, username: string): Promise<Organization> {
  const row = await findOrganization(ctx.db, username, ctx.clock.now());
  if (!row || (!row.isPublic && !(await hasDealtWith(ctx.db, staffUsername, row.id)))) throw notFound('This practice', 'username');
  return organizationOf(ctx, row);
}
