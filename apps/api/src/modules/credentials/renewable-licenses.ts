// The person's licenses and permits with a renewal (expiry) day, for the CE tracker's per-license view.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { credentials } from '@chairside/db/schema';
import { CREDENTIAL_KINDS, credentialLabel, type CredentialKind } from '@chairside/domain/credentials';

export type RenewableLicense = { id: number; kind: CredentialKind; label: string; state: string | null; expiresOn: string; status: string };

export async function renewableLicensesOf(db: Database, userId: number): Promise<RenewableLicense[]> {
  const rows = await db
    .select({
      id: credentials.id,
      kind: credentials.kind,
      title: credentials.title,
      state: credentials.state,
      expiresOn: credentials.expiresOn,
      status: credentials.status,
    })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), isNotNull(credentials.expiresOn)))
    .orderBy(asc(credentials.expiresOn), asc(credentials.id));
  return rows
    .filter((row) => CREDENTIAL_KINDS[row.kind as CredentialKind]?.group === 'license')
    .map((row) => ({
      id: row.id,
      kind: row.kind as CredentialKind,
      label: credentialLabel(row.kind as CredentialKind, row.title),
      state: row.state,
      expiresOn: row.expiresOn!,
      status: row.status,
    }));
}
