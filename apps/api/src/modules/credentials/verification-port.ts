// The verification port (ADR 115): a credential and its holder's name go in, a check comes out.
// Adapters: the NPI Registry (npi-registry.ts) for licenses an NPI's taxonomies carry, and the
// state-board adapters behind StateBoardVerifier, of which the one built is manual review (an
// administrator's queue). A board with an online service would be another StateBoardVerifier.
import type { CredentialSource, CheckOutcome } from '@chairside/domain/credentials';
import type { CredentialRow } from './credentials-repository';

export type VerificationRequest = { credential: CredentialRow; holderName: string };
export type VerificationResult = { source: CredentialSource; outcome: CheckOutcome; detail: string | null };

export type CredentialVerifier = {
  readonly source: CredentialSource;
  /** Whether this adapter can check the credential at all. */
  handles(credential: CredentialRow): boolean;
  verify(request: VerificationRequest): Promise<VerificationResult>;
};

/** A state board's check: the same port; an adapter per board, or the manual review for all. */
export type StateBoardVerifier = CredentialVerifier;

/** Manual review: the credential waits in the administrators' queue (PENDING) until one decides. */
export const manualReviewVerifier: StateBoardVerifier = {
  source: 'MANUAL_REVIEW',
  handles: () => true,
  verify: async () => ({ source: 'MANUAL_REVIEW', outcome: 'PENDING', detail: 'Waiting for an administrator to check it with the state board.' }),
};
