import { boardLookupFor, type Credential, type CredentialReview } from '@chairside/domain/credentials';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { checksOf, findCredential, findCredentialById, pendingReviews, recordCheck, type CredentialRow } from './credentials-repository';
import { credentialOf } from './credential-views';
import { requireSeeker, unknownCredential } from './manage-credentials';
import { npiRegistryVerifier } from './npi-registry';
import { manualReviewVerifier, type CredentialVerifier } from './verification-port';

/** The adapters in the order they are tried: the NPI Registry where it can answer, else the state board's (manual review). */
export function verifiersOf(ctx: AppContext): CredentialVerifier[] {
  return [npiRegistryVerifier(ctx.config.NPI_REGISTRY_URL), manualReviewVerifier];
}

/** Runs the first adapter that handles the credential and records its check; a registry error falls back to manual review. */
export async function runVerification(ctx: AppContext, credential: CredentialRow, holderName: string): Promise<CredentialRow> {
  const verifier = verifiersOf(ctx).find((candidate) => candidate.handles(credential)) ?? manualReviewVerifier;
  const result = await verifier.verify({ credential, holderName });
  const row = await recordCheck(ctx.db, credential.id, result, ctx.clock.now());
  if (result.outcome === 'ERROR' && row.status !== 'VERIFIED') {
    return recordCheck(ctx.db, credential.id, await manualReviewVerifier.verify({ credential, holderName }), ctx.clock.now());
  }
  return row;
}

/** POST .../credentials/{credentialId}/verification: check it now (the NPI Registry answers at once; manual review queues it). */
export async function requestVerification(ctx: AppContext, username: string, credentialId: number): Promise<Credential> {
  const seeker = await requireSeeker(ctx, username);
  const credential = await findCredential(ctx.db, seeker.id, credentialId);
  if (!credential) throw unknownCredential();
  if (credential.status === 'PENDING') throw new AppError('CONFLICT', 'It is already waiting for a review.', { field: 'credentialId' });
  const row = await runVerification(ctx, credential, seeker.name);
  return credentialOf(username, row, await checksOf(ctx.db, [row.id]));
}

/** GET admin/credential-reviews: the queue, each with its card's address and the state board's lookup page. */
export async function listReviews(ctx: AppContext): Promise<CredentialReview[]> {
  const rows = await pendingReviews(ctx.db);
  const checks = await checksOf(
    ctx.db,
    rows.map((row) => row.credential.id),
  );
  return rows.map(({ credential, username, name }) => ({
    ...credentialOf(username, credential, checks),
    username,
    name,
    boardLookup: boardLookupFor(credential.state),
  }));
}

/** POST admin/credential-reviews/{credentialId}/decision: approve (VERIFIED by manual review) or reject with a reason (MISMATCH). */
export async function decideReview(
  ctx: AppContext,
  reviewer: string,
  credentialId: number,
  decision: { decision: 'APPROVE' | 'REJECT'; reason: string | null },
): Promise<CredentialReview[]> {
  const credential = await findCredentialById(ctx.db, credentialId);
  if (!credential || credential.status !== 'PENDING')
    throw new AppError('NOT_FOUND', 'That credential is not waiting for a review.', { field: 'credentialId' });
  await recordCheck(
    ctx.db,
    credentialId,
    {
      source: 'MANUAL_REVIEW',
      outcome: decision.decision === 'APPROVE' ? 'VERIFIED' : 'REJECTED',
      detail: decision.reason ?? 'Checked with the state board.',
      reviewer,
    },
    ctx.clock.now(),
  );
  return listReviews(ctx);
}
