// The "verified practice" badge (ADR 115): a practice's organization NPI (NPI-2), checked with the
// NPI Registry through the same adapter as people's licenses. Verified practices carry the badge on
// their public page and postings, and their events and classifieds skip moderation.
import { eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, users } from '@chairside/db/schema';
import type { PracticeNpi } from '@chairside/domain/credentials';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { lookUpNpi } from './npi-registry';

// Words that say what kind of organization it is, not which one.
const FILLER = new Set(['THE', 'AND', 'OF', 'LLC', 'PLLC', 'PC', 'PA', 'INC', 'LTD', 'CORP', 'CO', 'DDS', 'DMD', 'PLC', 'LLP']);
const nameWords = (value: string | null | undefined) =>
  (value ?? '')
    .toUpperCase()
    .normalize('NFD')
    .replace(/&/g, ' ')
    .replace(/[^A-Z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter((word) => word && !FILLER.has(word));

type OrgRecord = Awaited<ReturnType<typeof lookUpNpi>>;

/** Compares the registry's record with the practice: an active organization (NPI-2) under the practice's name (either name's words all in the other). Pure. */
export function matchOrganization(record: OrgRecord, practiceName: string): { verified: boolean; detail: string } {
  if (!record) return { verified: false, detail: 'The NPI Registry has no record of this NPI.' };
  if (record.enumeration_type !== 'NPI-2')
    return { verified: false, detail: 'This NPI belongs to a person, not an organization: enter the practice’s organization NPI.' };
  if (record.basic?.status && record.basic.status !== 'A') return { verified: false, detail: 'The NPI is not active in the registry.' };
  const theirs = nameWords(record.basic?.organization_name);
  const ours = nameWords(practiceName);
  const within = (a: string[], b: string[]) => a.length > 0 && a.every((word) => b.includes(word));
  if (!within(theirs, ours) && !within(ours, theirs))
    return { verified: false, detail: `The NPI Registry names this organization “${record.basic?.organization_name ?? ''}”, not the practice’s name.` };
  return { verified: true, detail: `NPI Registry: ${record.basic?.organization_name}, active organization.` };
}

async function practiceOf(db: Database, username: string) {
  const [row] = await db
    .select({ id: employers.userId, practiceName: employers.practiceName, orgNpi: employers.orgNpi, npiVerifiedAt: employers.npiVerifiedAt })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(users.username, username))
    .limit(1);
  if (!row) throw notFound('That practice');
  return row;
}

/** GET users/employers/{id}/npi. */
export async function getPracticeNpi(ctx: AppContext, username: string): Promise<PracticeNpi> {
  const practice = await practiceOf(ctx.db, username);
  return { npi: practice.orgNpi, verifiedAt: practice.npiVerifiedAt ? new Date(practice.npiVerifiedAt).toISOString() : null, detail: null };
}

/** PUT users/employers/{id}/npi: stores the NPI and checks it at once; a mismatch clears the badge (409 naming npi, with the reason). */
export async function submitPracticeNpi(ctx: AppContext, username: string, npi: string): Promise<PracticeNpi> {
  const practice = await practiceOf(ctx.db, username);
  let record: OrgRecord;
  try {
    record = await lookUpNpi(ctx.config.NPI_REGISTRY_URL, npi);
  } catch {
    throw new AppError('UNAVAILABLE', 'The NPI Registry could not be reached: try again in a few minutes.', { field: 'npi' });
  }
  const outcome = matchOrganization(record, practice.practiceName);
  const verifiedAt = outcome.verified ? ctx.clock.now().toISOString() : null;
  await ctx.db.update(employers).set({ orgNpi: npi, npiVerifiedAt: verifiedAt }).where(eq(employers.userId, practice.id));
  if (!outcome.verified) throw new AppError('CONFLICT', outcome.detail, { field: 'npi', reason: 'npi-mismatch' });
  return { npi, verifiedAt, detail: outcome.detail };
}

/** Whether the account is a practice verified by its organization NPI (events and classifieds skip moderation). */
export async function isVerifiedPractice(db: Pick<Database, 'select'>, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: employers.npiVerifiedAt }).from(employers).where(eq(employers.userId, userId)).limit(1);
  return Boolean(row?.at);
}
