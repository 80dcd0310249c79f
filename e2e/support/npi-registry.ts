import { createServer, type Server } from 'node:http';

// The NPI Registry (NPPES API version 2.1) on this machine, for journeys of license and practice verification:
// GET /api/?version=2.1&number={npi} answers {result_count, results} as the registry does, from the
// records given; it remembers what it was asked.

export type NpiRegistry = { url: string; requested: string[]; close: () => Promise<void> };
export type NpiPerson = { npi: string; first: string; last: string; state: string; license: string; taxonomy?: { code: string; desc: string } };
/** A practice's organization record (NPI-2); status "A" is active, "D" deactivated. */
export type NpiOrganization = { npi: string; name: string; state: string; status?: string };

function organizationRecordOf(organization: NpiOrganization) {
  return {
    created_epoch: '1262304000000',
    enumeration_type: 'NPI-2',
    last_updated_epoch: '1700000000000',
    number: organization.npi,
    addresses: [{ country_code: 'US', address_purpose: 'LOCATION', address_type: 'DOM', state: organization.state }],
    practiceLocations: [],
    basic: {
      organization_name: organization.name,
      organizational_subpart: 'NO',
      enumeration_date: '2012-05-01',
      last_updated: '2024-02-01',
      status: organization.status ?? 'A',
    },
    taxonomies: [
      { code: '122300000X', taxonomy_group: '193200000X - Multi-Specialty Group', desc: 'Dentist', state: organization.state, license: null, primary: true },
    ],
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

function recordOf(person: NpiPerson) {
  const taxonomy = person.taxonomy ?? { code: '124Q00000X', desc: 'Dental Hygienist' };
  return {
    created_epoch: '1262304000000',
    enumeration_type: 'NPI-1',
    last_updated_epoch: '1700000000000',
    number: person.npi,
    addresses: [{ country_code: 'US', address_purpose: 'LOCATION', address_type: 'DOM', state: person.state }],
    practiceLocations: [],
    basic: { first_name: person.first, last_name: person.last, sole_proprietor: 'NO', enumeration_date: '2012-05-01', last_updated: '2024-02-01', status: 'A' },
    taxonomies: [{ code: taxonomy.code, taxonomy_group: '', desc: taxonomy.desc, state: person.state, license: person.license, primary: true }],
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

export async function startNpiRegistry(people: NpiPerson[], organizations: NpiOrganization[] = []): Promise<NpiRegistry> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://registry');
    requested.push(url.pathname + url.search);
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.searchParams.get('version') !== '2.1') {
      response.end(JSON.stringify({ Errors: [{ description: 'Version is required', field: 'version' }] }));
      return;
    }
    const number = url.searchParams.get('number');
    const person = people.find((candidate) => candidate.npi === number);
    const organization = organizations.find((candidate) => candidate.npi === number);
    const record = person ? recordOf(person) : organization ? organizationRecordOf(organization) : null;
    response.end(JSON.stringify(record ? { result_count: 1, results: [record] } : { result_count: 0, results: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the NPI registry has no port');
  return {
    url: `http://127.0.0.1:${address.port}/api/`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
