// What other modules show of credentials (ADR 115): the "License verified" badge (anyone who sees
// the card or profile), and the verified credentials with their numbers (only for readers the
// caller established: the person, administrators, practices applied to or holding resume access).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { credentials } from '@chairside/db/schema';
import type { Database } from '@chairside/db/client';
import { CREDENTIAL_KINDS, credentialLabel, type CredentialKind, type VerifiedCredential } from '@chairside/domain/credentials';

export type VerifiedCredentialRow = { kind: string; title: string | null; state: string | null; number: string | null };

const LICENSE_KINDS = Object.entries(CREDENTIAL_KINDS)
  .filter(([, kind]) => kind.group === 'license')
  .map(([code]) => code);
const licenseKindsSql = () =>
  sql.join(
    LICENSE_KINDS.map((code) => sql`${code}`),
    sql`, `,
  );

/** SQL: whether the user (an id expression) holds a verified license or permit. */
export const hasVerifiedLicenseSql = (userId: SQL): SQL =>
  sql`exists (select 1 from credentials vc where vc.user_id = ${userId} and vc.status = 'VERIFIED' and vc.kind in (${licenseKindsSql()}))`;

/** SQL: the user's verified credentials as a JSON array of {kind, title, state, number}. */
export const verifiedCredentialsSql = (userId: SQL): SQL =>
  sql`coalesce((select json_agg(json_build_object('kind', vc.kind, 'title', vc.title, 'state', vc.state, 'number', vc.number) order by vc.id)
    from credentials vc where vc.user_id = ${userId} and vc.status = 'VERIFIED'), '[]'::json)`;

export const verifiedCredentialOf = (row: VerifiedCredentialRow): VerifiedCredential => ({
  label: credentialLabel(row.kind as CredentialKind, row.title),
  state: row.state,
  number: row.number,
});

/** The verified credentials of many users, by user id (with numbers: the caller checked the reader may see them). */
export async function verifiedCredentialsByUser(db: Database, userIds: number[]): Promise<Map<number, VerifiedCredential[]>> {
  const found = new Map<number, VerifiedCredential[]>();
  if (userIds.length === 0) return found;
  const { rows } = await db.execute<VerifiedCredentialRow & { user_id: number }>(sql`
    select vc.user_id, vc.kind, vc.title, vc.state, vc.number from credentials vc
    where vc.status = 'VERIFIED' and vc.user_id in (${sql.join(
      [...new Set(userIds)].map((id) => sql`${id}`),
      sql`, `,
    )}) order by vc.id`);
  for (const row of rows) found.set(Number(row.user_id), [...(found.get(Number(row.user_id)) ?? []), verifiedCredentialOf(row)]);
  return found;
}

/** The verified credentials of one user (with numbers: the caller checked the reader may see them). */
export async function verifiedCredentialsOf(db: Database, userId: number): Promise<VerifiedCredential[]> {
  const { rows } = await db.execute<{ items: VerifiedCredentialRow[] }>(sql`select ${verifiedCredentialsSql(sql`${userId}`)} as items`);
  const items = rows[0]?.items ?? [];
  return (typeof items === 'string' ? (JSON.parse(items) as VerifiedCredentialRow[]) : items).map(verifiedCredentialOf);
}

/**
 * The kinds the person holds verified and valid on `day`: licenses and permits of `state` (any
 * state when the place has none), certificates wherever issued. For booking and applying checks.
 */
export async function verifiedKindsFor(db: Pick<Database, 'select'>, userId: number, state: string | null, day: string): Promise<Set<string>> {
  const rows = await db
    .select({ kind: credentials.kind, state: credentials.state })
    .from(credentials)
    .where(
      and(
        eq(credentials.userId, userId),
        eq(credentials.status, 'VERIFIED'),
        sql`(${credentials.expiresOn} is null or ${credentials.expiresOn} >= ${day}::date)`,
      ),
    );
  return new Set(
    rows.filter((row) => CREDENTIAL_KINDS[row.kind as CredentialKind]?.group === 'certificate' || !state || row.state === state).map((row) => row.kind),
  );
}

/**
 * The badge and the verified credentials without their numbers, by user id: for readers who may
 * see the badge but not the numbers (a practice's temp shift offers, the public profile).
 */
export async function verifiedBadgesByUser(
  db: Database,
  userIds: number[],
): Promise<Map<number, { licenseVerified: boolean; credentials: VerifiedCredential[] }>> {
  const found = new Map<number, { licenseVerified: boolean; credentials: VerifiedCredential[] }>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: credentials.userId, kind: credentials.kind, title: credentials.title, state: credentials.state })
    .from(credentials)
    .where(and(eq(credentials.status, 'VERIFIED'), inArray(credentials.userId, [...new Set(userIds)])))
    .orderBy(credentials.id);
  for (const row of rows) {
    const entry = found.get(row.userId) ?? { licenseVerified: false, credentials: [] };
    entry.licenseVerified ||= CREDENTIAL_KINDS[row.kind as CredentialKind]?.group === 'license';
    entry.credentials.push({ ...verifiedCredentialOf({ kind: row.kind, title: row.title, state: row.state, number: null }) });
    found.set(row.userId, entry);
  }
  return found;
}
