// Groups of practices (ADR 120): an organisation's locations (each a practice of its own), sharing
// its billing or not, the location switcher and the report across locations.
import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { employers, practiceLocations, users } from '@chairside/db/schema';
import type { Location, LocationReportQuery, LocationReportRow, NewLocation, SwitchableLocation } from '@chairside/domain/organisations';
import type { RequestAuth } from '../../platform/auth';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { loadMember } from '../../platform/team-access';
import { insertEmployerAccount, prepareEmployerAccount } from '../accounts/public-api';

/** The organisation a practice belongs to: the one it is a location of, or itself. */
export async function organisationOf(ctx: AppContext, employerId: number): Promise<number> {
  const [row] = await ctx.db.select({ id: practiceLocations.organisationId }).from(practiceLocations).where(eq(practiceLocations.employerId, employerId));
  return row ? Number(row.id) : employerId;
}

/** The organisation first, then its locations by name. */
export async function groupOf(ctx: AppContext, organisationId: number): Promise<Location[]> {
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, practiceName: employers.practiceName, sharesBilling: practiceLocations.sharesBilling })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .leftJoin(practiceLocations, eq(practiceLocations.employerId, employers.userId))
    .where(or(eq(employers.userId, organisationId), eq(practiceLocations.organisationId, organisationId)))
    .orderBy(sql`${employers.userId} <> ${organisationId}`, employers.practiceName);
  return rows.map((row) => ({
    username: row.username,
    practiceName: row.practiceName,
    isOrganisation: Number(row.id) === organisationId,
    sharesBilling: row.sharesBilling ?? true,
  }));
}

/** An organisation only: a location cannot have locations of its own (403). */
export async function requireOrganisation(ctx: AppContext, username: string): Promise<number> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  if ((await organisationOf(ctx, employerId)) !== employerId)
    throw new AppError('FORBIDDEN', 'This practice is a location of an organization: manage locations from the organization.');
  return employerId;
}

/** The practice's group: itself alone, or the organisation and its locations. */
export async function listLocations(ctx: AppContext, username: string): Promise<Location[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  return groupOf(ctx, await organisationOf(ctx, employerId));
}

/**
 * Adds a location: a practice of its own with its owner's sign-in at the email given (a random
 * password: they choose theirs by resetting it). A taken email: 409 naming it.
 */
export async function addLocation(ctx: AppContext, username: string, input: NewLocation & { sharesBilling: boolean }): Promise<Location> {
  const organisationId = await requireOrganisation(ctx, username);
  const account = await prepareEmployerAccount(ctx, { ...input, password: `${randomBytes(24).toString('base64url')}aA1!` });
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertEmployerAccount(ctx, tx, account);
    await tx.insert(practiceLocations).values({ employerId: row.id, organisationId, sharesBilling: input.sharesBilling });
    return row;
  });
  return { username: created.username, practiceName: input.practiceName, isOrganisation: false, sharesBilling: input.sharesBilling };
}

async function locationIdOf(ctx: AppContext, organisationId: number, location: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: practiceLocations.employerId })
    .from(practiceLocations)
    .innerJoin(users, eq(users.id, practiceLocations.employerId))
    .where(and(eq(practiceLocations.organisationId, organisationId), eq(users.username, location)));
  if (!row) throw notFound('That location');
  return Number(row.id);
}

/** Shares the organisation's slots and credits with a location, or keeps the location's billing its own. */
export async function setLocationSharing(ctx: AppContext, username: string, location: string, sharesBilling: boolean): Promise<Location[]> {
  const organisationId = await requireOrganisation(ctx, username);
  const employerId = await locationIdOf(ctx, organisationId, location);
  await ctx.db.update(practiceLocations).set({ sharesBilling }).where(eq(practiceLocations.employerId, employerId));
  return groupOf(ctx, organisationId);
}

/** Lets a location go: it stands alone again (its postings, slots and sign-in stay its own). */
export async function removeLocation(ctx: AppContext, username: string, location: string): Promise<void> {
  const organisationId = await requireOrganisation(ctx, username);
  const employerId = await locationIdOf(ctx, organisationId, location);
  await ctx.db.delete(practiceLocations).where(eq(practiceLocations.employerId, employerId));
}

/**
 * The location switcher: the practices of the current practice's group where the signed-in person
 * (the member acting, or the practice's own sign-in) may act. Empty for a practice standing alone.
 */
export async function switchableLocations(ctx: AppContext, auth: RequestAuth): Promise<SwitchableLocation[]> {
  const [current] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, auth.username));
  if (!current) return [];
  const group = await groupOf(ctx, await organisationOf(ctx, Number(current.id)));
  if (group.length < 2) return [];
  const person = auth.delegated ? auth.username : (auth.actor ?? auth.username);
  const reachable = await Promise.all(
    group.map(async (practice) => practice.username === person || (await loadMember(ctx.db, practice.username, person)) !== null),
  );
  return group
    .filter((_practice, index) => reachable[index])
    .map((practice) => ({ username: practice.username, practiceName: practice.practiceName, current: practice.username === auth.username }));
}

/** `column` within the period: from the first day's start to the last day's end (UTC days). */
const inPeriod = (column: string, period: LocationReportQuery) => {
  const at = sql.raw(column);
  return sql`${period.from ? sql`${at} >= ${period.from}::date` : sql`true`} and ${period.to ? sql`${at} < ${period.to}::date + 1` : sql`true`}`;
};

/**
 * Postings (published), live postings, applicants, hires and spend (settled payments, cents) per
 * practice of the group; inside the period when one is given (ADR 127), live postings as of now.
 */
export async function locationReport(ctx: AppContext, username: string, period: LocationReportQuery = {}): Promise<LocationReportRow[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const group = await groupOf(ctx, await organisationOf(ctx, employerId));
  const { rows } = await ctx.db.execute<{ username: string; postings: number; live: number; applicants: number; hires: number; spend: number }>(sql`
    select u.username,
      (select count(*)::int from jobs j where j.employer_id = u.id and j.posted_date is not null and ${inPeriod('j.posted_date', period)}) as postings,
      (select count(*)::int from jobs j join job_slots s on s.id = j.slot_id
        where j.employer_id = u.id and j.status = 'ACTIVE' and s.cancelled_at is null) as live,
      (select count(*)::int from applications a join jobs j on j.id = a.job_id where j.employer_id = u.id and ${inPeriod('a.created_at', period)}) as applicants,
      (select count(*)::int from applications a join jobs j on j.id = a.job_id where j.employer_id = u.id
        and ${inPeriod('coalesce(a.stage_moved_at, a.created_at)', period)}
        and (a.pipeline_stage = 'hired' or exists (select 1 from pipeline_stages p
          where p.employer_id = u.id and p.key = a.pipeline_stage and p.meaning = 'hired'))) as hires,
      (select coalesce(sum(amount), 0)::int from payments y where y.employer_id = u.id and y.status = 'settled' and ${inPeriod('y.created_at', period)}) as spend
    from users u where u.username in (${sql.join(
      group.map((practice) => sql`${practice.username}`),
      sql`, `,
    )})`);
  const byName = new Map(rows.map((row) => [row.username, row]));
  return group.map((practice) => {
    const row = byName.get(practice.username);
    return {
      ...practice,
      postings: row?.postings ?? 0,
      livePostings: row?.live ?? 0,
      applicants: row?.applicants ?? 0,
      hires: row?.hires ?? 0,
      spend: row?.spend ?? 0,
    };
  });
}
