// A local NPI Registry (NPPES API version 2.1) for tests: answers as the registry does, from records given by NPI.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An individual's record in the registry's answer shape, with one taxonomy carrying the state license. */
export function individualRecord(
  npi: string,
  person: { first: string; last: string },
  taxonomy: { code: string; desc: string; state: string; license: string },
) {
  return {
    created_epoch: '1262304000000',
    enumeration_type: 'NPI-1',
    last_updated_epoch: '1700000000000',
    number: npi,
    addresses: [{ country_code: 'US', address_purpose: 'LOCATION', address_type: 'DOM', city: 'AUSTIN', state: taxonomy.state, postal_code: '787010000' }],
    practiceLocations: [],
    basic: {
      first_name: person.first,
      last_name: person.last,
      credential: 'RDH',
      sole_proprietor: 'NO',
      enumeration_date: '2010-01-01',
      last_updated: '2023-11-14',
      status: 'A',
    },
    taxonomies: [{ ...taxonomy, taxonomy_group: '', primary: true }],
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

/** An organization's record (NPI-2) in the registry's answer shape: a dental practice. */
export function organizationRecord(npi: string, organizationName: string, state = 'TX', status = 'A') {
  return {
    created_epoch: '1262304000000',
    enumeration_type: 'NPI-2',
    last_updated_epoch: '1700000000000',
    number: npi,
    addresses: [{ country_code: 'US', address_purpose: 'LOCATION', address_type: 'DOM', city: 'AUSTIN', state, postal_code: '787010000' }],
    practiceLocations: [],
    basic: {
      organization_name: organizationName,
      organizational_subpart: 'NO',
      enumeration_date: '2010-01-01',
      last_updated: '2023-11-14',
      status,
      authorized_official_first_name: 'DANA',
      authorized_official_last_name: 'REYES',
    },
    taxonomies: [{ code: '122300000X', desc: 'Dentist', primary: true, state, license: null, taxonomy_group: '193200000X - Multi-Specialty Group' }],
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

export type NpiFake = { url: string; requests: string[]; records: Map<string, unknown>; down: boolean; close: () => Promise<void> };

/** Starts the fake on a free local port; `url` is its API base (the NPI_REGISTRY_URL setting). */
export async function startNpiRegistryFake(): Promise<NpiFake> {
  const fake = { url: '', requests: [] as string[], records: new Map<string, unknown>(), down: false } as NpiFake;
  const server: Server = createServer((request, response) => {
    fake.requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://registry');
    if (fake.down) {
      response.writeHead(503, { 'content-type': 'text/html' });
      return response.end('<html>Service Unavailable</html>');
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.searchParams.get('version') !== '2.1')
      return response.end(JSON.stringify({ Errors: [{ description: 'Version is required', field: 'version', number: '04' }] }));
    const record = fake.records.get(url.searchParams.get('number') ?? '');
    response.end(JSON.stringify(record ? { result_count: 1, results: [record] } : { result_count: 0, results: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
