// Linking an existing practice as a location of an organization (ADR 127): the organization's
// owner asks by the practice's sign-in email, the practice's owner accepts through the emailed
// signed link, signed in. Until then nothing changes.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, practiceLocations, users } from '@chairside/db/schema';
import type { Location, LocationLinkPreview } from '@chairside/domain/organisations';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { linkInvalid, SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { locationLinkEmail } from './location-link-email';
import { groupOf, requireOrganisation } from './locations';

export const LOCATION_LINK_PATH = '/location-link/';

const practiceNameOf = async (db: Database, employerId: number) =>
  (await db.select({ name: employers.practiceName }).from(employers).where(eq(employers.userId, employerId)))[0]?.name ?? '';

/** Whether a practice is in a group already: a location of one, or an organization with locations. */
async function isInGroup(db: Database, employerId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from practice_locations where employer_id = ${employerId} or organisation_id = ${employerId} limit 1`);
  return result.rows.length > 0;
}

/**
 * POST users/employers/{id}/locations/link-requests {email, sharesBilling}: emails the practice
 * that signs in with `email` a signed link to accept becoming a location. Answers the same
 * whether or not such a practice exists or stands alone (an address is not revealed); the
 * organization's own address: 400.
 */
export async function requestLocationLink(ctx: AppContext, username: string, input: { email: string; sharesBilling: boolean }): Promise<void> {
  const organisationId = await requireOrganisation(ctx, username);
  const [practice] = await ctx.db
    .select({ id: users.id, email: users.email, practiceName: employers.practiceName })
    .from(users)
    .innerJoin(employers, eq(employers.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${input.email}`, eq(users.role, 'employer')));
  if (practice && Number(practice.id) === organisationId)
    throw new AppError('VALIDATION', 'That is this organization’s own sign-in: enter the email of the practice to link.', { field: 'email' });
  if (!practice || (await isInGroup(ctx.db, Number(practice.id)))) return;
  const organisationName = await practiceNameOf(ctx.db, organisationId);
  const ttlMs = SIGNED_LINK_TTL_MS['location-link'];
  const subject = { organisationId, locationId: Number(practice.id), sharesBilling: input.sharesBilling ? 1 : 0 };
  const linkUrl = ctx.signedLinks.link('location-link', subject, LOCATION_LINK_PATH, { ttlMs, singleUse: true });
  await ctx.mailer.send({
    to: practice.email,
    ...locationLinkEmail.render({
      organisationName,
      practiceName: practice.practiceName,
      sharesBilling: input.sharesBilling,
      linkUrl,
      days: ttlMs / 86_400_000,
    }),
  });
}

async function openLink(ctx: AppContext, token: string) {
  const link = ctx.signedLinks.verify(token, 'location-link');
  const organisationId = Number(link.subject.organisationId);
  const locationId = Number(link.subject.locationId);
  const [location] = await ctx.db
    .select({ username: users.username, practiceName: employers.practiceName })
    .from(users)
    .innerJoin(employers, eq(employers.userId, users.id))
    .where(eq(users.id, locationId));
  const organisationName = await practiceNameOf(ctx.db, organisationId);
  if (!location || !organisationName) throw linkInvalid();
  return { link, organisationId, locationId, location, organisationName, sharesBilling: link.subject.sharesBilling === 1 };
}

/** GET signed/location-link/{token}: what the request offers, signed out. */
export async function previewLocationLink(ctx: AppContext, token: string): Promise<LocationLinkPreview> {
  const opened = await openLink(ctx, token);
  return {
    organisationName: opened.organisationName,
    practiceName: opened.location.practiceName,
    practiceUsername: opened.location.username,
    sharesBilling: opened.sharesBilling,
  };
}

/**
 * POST signed/location-link/{token}: the practice's owner (its own sign-in, or a member acting for
 * it as owner) accepts; it becomes a location of the organization with the sharing asked. Another
 * account: 403; the practice or the organization joined a group since: 409; used: 409 LINK_USED.
 */
export async function acceptLocationLink(ctx: AppContext, auth: RequestAuth, token: string): Promise<Location[]> {
  const opened = await openLink(ctx, token);
  const isOwner = auth.username === opened.location.username && !auth.delegated && (!auth.member || auth.member.role === 'owner');
  if (!isOwner) throw new AppError('FORBIDDEN', `Only the owner of ${opened.location.practiceName} can accept: sign in as that practice.`, { field: 'token' });
  return ctx.signedLinks.useOnce(opened.link, async () => {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const organisationIsLocation = await db.execute(sql`select 1 from practice_locations where employer_id = ${opened.organisationId}`);
      if ((await isInGroup(db, opened.locationId)) || organisationIsLocation.rows.length > 0)
        throw new AppError('CONFLICT', 'This practice or the organization has joined another group since the request: ask for a new one.', { field: 'token' });
      await tx.insert(practiceLocations).values({ employerId: opened.locationId, organisationId: opened.organisationId, sharesBilling: opened.sharesBilling });
    });
    return groupOf(ctx, opened.organisationId);
  });
}
