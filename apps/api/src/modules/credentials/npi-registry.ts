// The NPI Registry adapter (ADR 115): the public NPPES API, version 2.1.
// GET {NPI_REGISTRY_URL}?version=2.1&number={npi} answers {result_count, results: [{number,
// enumeration_type: NPI-1 (a person) | NPI-2 (an organization), basic: {first_name, last_name,
// organization_name, status: "A" active...}, taxonomies: [{code, desc, primary, state, license}]}]}
// or {Errors: [{description, field}]} for a bad request.
import { NPI_TAXONOMY_PREFIXES, type CredentialKind } from '@chairside/domain/credentials';
import type { CredentialRow } from './credentials-repository';
import type { CredentialVerifier, VerificationRequest, VerificationResult } from './verification-port';

type NpiTaxonomy = { code?: string; desc?: string; primary?: boolean; state?: string | null; license?: string | null };
type NpiResult = {
  number?: string | number;
  enumeration_type?: string;
  basic?: { first_name?: string; last_name?: string; organization_name?: string; status?: string };
  taxonomies?: NpiTaxonomy[];
};
export type NpiAnswer = { result_count?: number; results?: NpiResult[]; Errors?: { description?: string }[] };

const TIMEOUT_MS = 10_000;
const normalizeNumber = (value: string | null | undefined) =>
  (value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');
const words = (value: string | null | undefined) =>
  (value ?? '')
    .toUpperCase()
    .normalize('NFD')
    .replace(/[^A-Z\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);

/** Looks one NPI up; a registry that cannot be reached or answers badly throws. */
export async function lookUpNpi(baseUrl: string, npi: string, fetchImpl: typeof fetch = fetch): Promise<NpiResult | null> {
  const url = new URL(baseUrl);
  url.searchParams.set('version', '2.1');
  url.searchParams.set('number', npi);
  const answer = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`NPI Registry answered ${answer.status}`);
  const body = (await answer.json()) as NpiAnswer;
  if (body.Errors?.length) throw new Error(`NPI Registry refused the request: ${body.Errors[0]?.description ?? 'no description'}`);
  if (!body.result_count || !body.results?.length) return null;
  return body.results.find((result) => String(result.number) === npi) ?? null;
}

/** Compares the registry's record with the credential and its holder; pure, table-tested. */
export function matchNpiRecord(record: NpiResult | null, credential: Pick<CredentialRow, 'kind' | 'state' | 'number'>, holderName: string): VerificationResult {
  const source = 'NPI_REGISTRY' as const;
  if (!record) return { source, outcome: 'MISMATCH', detail: 'The NPI Registry has no record of this NPI.' };
  if (record.enumeration_type !== 'NPI-1') return { source, outcome: 'MISMATCH', detail: 'This NPI belongs to an organization, not a person.' };
  if (record.basic?.status && record.basic.status !== 'A') return { source, outcome: 'MISMATCH', detail: 'The NPI is not active in the registry.' };
  const name = new Set(words(holderName));
  const first = words(record.basic?.first_name)[0];
  const last = words(record.basic?.last_name);
  if (!first || last.length === 0 || !name.has(first) || !last.every((word) => name.has(word)))
    return { source, outcome: 'MISMATCH', detail: 'The name in the NPI Registry is not the name on the account.' };
  const prefixes = NPI_TAXONOMY_PREFIXES[credential.kind as CredentialKind] ?? [];
  const number = normalizeNumber(credential.number);
  const match = (record.taxonomies ?? []).find(
    (taxonomy) =>
      prefixes.some((prefix) => (taxonomy.code ?? '').startsWith(prefix)) &&
      (taxonomy.state ?? '').toUpperCase() === credential.state &&
      normalizeNumber(taxonomy.license) === number,
  );
  if (!match) return { source, outcome: 'MISMATCH', detail: `No ${credential.state} license with this number under the NPI's taxonomies.` };
  return { source, outcome: 'VERIFIED', detail: `NPI Registry: ${match.desc ?? match.code}, ${match.state} license ${match.license}.` };
}

/** The adapter: licenses the registry carries (RDH, DDS/DMD) with an NPI given. */
export function npiRegistryVerifier(baseUrl: string, fetchImpl: typeof fetch = fetch): CredentialVerifier {
  return {
    source: 'NPI_REGISTRY',
    handles: (credential) => Boolean(credential.npi && NPI_TAXONOMY_PREFIXES[credential.kind as CredentialKind]),
    verify: async ({ credential, holderName }: VerificationRequest) => {
      try {
        return matchNpiRecord(await lookUpNpi(baseUrl, credential.npi ?? '', fetchImpl), credential, holderName);
      } catch {
        return { source: 'NPI_REGISTRY', outcome: 'ERROR', detail: 'The NPI Registry could not be reached; it will be tried again.' };
      }
    },
  };
}
