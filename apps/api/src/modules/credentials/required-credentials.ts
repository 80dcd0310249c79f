// The one checker for credential requirements (ADR 115): a shift's or posting's requirements that
// name a license, permit or certificate kind, against the person's verified credentials.
import { CREDENTIAL_KINDS, requiredKindsOf, type CredentialKind } from '@chairside/domain/credentials';
import type { Database } from '@chairside/db/client';
import { AppError } from '../../platform/errors';
import { verifiedKindsFor } from './badges';

/** The required kinds the person lacks, verified for `state` (any when null) and valid on `day`. */
export async function missingCredentials(
  db: Pick<Database, 'select'>,
  userId: number,
  requirements: readonly string[],
  place: { state: string | null; day: string },
): Promise<CredentialKind[]> {
  const needed = requiredKindsOf(requirements);
  if (needed.length === 0) return [];
  const verified = await verifiedKindsFor(db, userId, place.state, place.day);
  return needed.filter((kind) => !verified.has(kind));
}

/** The refusal naming what is missing: "This shift needs a verified Local anesthesia permit for TX, valid on the day…". */
export function missingCredentialsMessage(what: 'shift' | 'job' | 'applicant', missing: readonly CredentialKind[], state: string | null): string {
  const names = missing.map((kind) => CREDENTIAL_KINDS[kind].label).join(' and a verified ');
  const where = state ? ` for ${state}` : '';
  if (what === 'applicant') return `This professional has no verified ${names}${where}, which this shift needs.`;
  return `This ${what} needs a verified ${names}${where}, valid on the day: add it to your profile and have it verified.`;
}

/** Refuses (409, reason "credentials") a person lacking a required verified credential. */
export async function requireCredentials(
  db: Pick<Database, 'select'>,
  userId: number,
  requirements: readonly string[],
  place: { state: string | null; day: string; what: 'shift' | 'job' | 'applicant' },
): Promise<void> {
  const missing = await missingCredentials(db, userId, requirements, place);
  if (missing.length > 0) throw new AppError('CONFLICT', missingCredentialsMessage(place.what, missing, place.state), { reason: 'credentials' });
}
