import {
  credentialLabel,
  type CheckSource,
  type Credential,
  type CredentialKind,
  type CredentialSource,
  type CredentialStatus,
  type CheckOutcome,
} from '@chairside/domain/credentials';
import type { CheckRow, CredentialRow } from './credentials-repository';

/** Where the API is mounted, for the card addresses the answers carry. */
const API_PREFIX_PATH = '/api9';

export const cardPath = (username: string, credentialId: number) => `${API_PREFIX_PATH}/users/staff/${username}/credentials/${credentialId}/card`;

/** A credential as its readers see it: the card by its guarded address, never the storage key. */
export function credentialOf(username: string, row: CredentialRow, checks: CheckRow[]): Credential {
  return {
    id: row.id,
    kind: row.kind as CredentialKind,
    label: credentialLabel(row.kind as CredentialKind, row.title),
    title: row.title,
    state: row.state,
    number: row.number,
    npi: row.npi,
    expiresOn: row.expiresOn,
    status: row.status as CredentialStatus,
    verifiedSource: (row.verifiedSource as CredentialSource | null) ?? null,
    verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
    cardUrl: row.cardKey ? cardPath(username, row.id) : null,
    cardType: row.cardKey ? (row.cardKey.endsWith('.pdf') ? 'pdf' : 'image') : null,
    checks: checks
      .filter((check) => check.credentialId === row.id)
      .map((check) => ({
        source: check.source as CheckSource,
        outcome: check.outcome as CheckOutcome,
        detail: check.detail,
        checkedAt: check.checkedAt.toISOString(),
      })),
  };
}
