// Whose slots and credits a practice uses (ADR 120): its own, and when it is a location sharing
// its organisation's billing, the organisation's too. A practice standing alone: its own only.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { practiceLocations } from '@chairside/db/schema';

async function sharedOrganisationOf(db: Database, employerId: number): Promise<number | null> {
  const [row] = await db
    .select({ organisationId: practiceLocations.organisationId, sharesBilling: practiceLocations.sharesBilling })
    .from(practiceLocations)
    .where(eq(practiceLocations.employerId, employerId));
  return row?.sharesBilling ? Number(row.organisationId) : null;
}

/** The practices whose job slots a practice may publish into: itself first, then its organisation when it shares billing. */
export async function slotOwnersOf(db: Database, employerId: number): Promise<number[]> {
  const organisationId = await sharedOrganisationOf(db, employerId);
  return organisationId === null ? [employerId] : [employerId, organisationId];
}

/** The account whose credits a practice spends and reads: its organisation when it shares billing, else itself. */
export async function creditAccountOf(db: Database, employerId: number): Promise<number> {
  return (await sharedOrganisationOf(db, employerId)) ?? employerId;
}

/** creditAccountOf inside a statement, for a read that needs no round trip of its own. */
export const creditAccountSql = (employerId: number): SQL =>
  sql`coalesce((select pl.organisation_id from practice_locations pl where pl.employer_id = ${employerId} and pl.shares_billing), ${employerId})`;
