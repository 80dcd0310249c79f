import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { individualRecord, organizationRecord, startNpiRegistryFake, type NpiFake } from '../../testing/npi-registry-fake';
import { matchOrganization } from './practice-npi';

// The "verified practice" badge (ADR 115): the practice's organization NPI, checked with the NPI Registry (a local fake).
const ORG_NPI = '1588667638';
const env: Record<string, string> = {};
let registry: NpiFake;
beforeAll(async () => {
  registry = await startNpiRegistryFake();
  registry.records.set(ORG_NPI, organizationRecord(ORG_NPI, 'BRIGHT SMILES DENTAL, PLLC'));
  registry.records.set('1111111112', organizationRecord('1111111112', 'LAKESIDE ORTHODONTICS PC'));
  registry.records.set('1111111113', organizationRecord('1111111113', 'BRIGHT SMILES DENTAL PLLC', 'TX', 'D'));
  registry.records.set(
    '1234567893',
    individualRecord('1234567893', { first: 'DANA', last: 'WHITFIELD' }, { code: '1223G0001X', desc: 'Dentist', state: 'IL', license: '19-1' }),
  );
  env.NPI_REGISTRY_URL = registry.url;
});
afterAll(() => registry.close());

const clock = movableClock('2026-05-04T14:00:00.000Z');
const api = useTestApi({ env, clock });

describe('matchOrganization', () => {
  const org = (name: string, type = 'NPI-2', status = 'A') => ({ enumeration_type: type, basic: { organization_name: name, status } });
  it.each([
    ['the same name with the company suffix', org('BRIGHT SMILES DENTAL, PLLC'), 'Bright Smiles Dental', true],
    ['the practice name longer than the registered one', org('BRIGHT SMILES'), 'Bright Smiles Dental of Austin', true],
    ['ampersand and case', org('SMITH & JONES DENTAL PC'), 'Smith and Jones Dental', true],
    ['another name', org('LAKESIDE ORTHODONTICS PC'), 'Bright Smiles Dental', false],
    ['a person', org('BRIGHT SMILES DENTAL', 'NPI-1'), 'Bright Smiles Dental', false],
    ['inactive', org('BRIGHT SMILES DENTAL', 'NPI-2', 'D'), 'Bright Smiles Dental', false],
    ['no record', null, 'Bright Smiles Dental', false],
  ])('%s', (_name, record, practiceName, verified) => {
    expect(matchOrganization(record, practiceName).verified).toBe(verified);
  });
});

describe('verified practice', () => {
  it('a practice submits its organization NPI; the badge shows on its page and postings; its events and classifieds skip moderation', async () => {
    const practice = await signUpEmployer(api);
    const path = `/api9/users/employers/${practice.username}/npi`;
    expect((await call(api, practice, 'GET', path)).json()).toEqual({ npi: null, verifiedAt: null, detail: null });

    // Refusals say why, and leave no badge.
    expect((await call(api, practice, 'PUT', path, { npi: '123' })).json().errors[0].field).toBe('npi');
    for (const [npi, words] of [
      ['1234567893', 'belongs to a person'],
      ['1111111112', 'LAKESIDE ORTHODONTICS PC'],
      ['1111111113', 'not active'],
      ['9999999999', 'no record'],
    ]) {
      const refused = await call(api, practice, 'PUT', path, { npi });
      expect(refused.statusCode, npi).toBe(409);
      expect(refused.json().errors[0].message).toContain(words);
    }
    registry.down = true;
    expect((await call(api, practice, 'PUT', path, { npi: ORG_NPI })).statusCode).toBe(503);
    registry.down = false;

    // An event before verification waits for review.
    const eventBody = {
      title: 'Open house for hygienists',
      category: 'CAREER_FAIR',
      url: 'https://example.org/open-house',
      isOnline: false,
      venue: 'Bright Smiles Dental',
      city: 'Chicago',
      state: 'il',
      zip: '60614',
      start: '2026-06-17T17:30',
      end: '2026-06-17T19:00',
      timeZone: 'America/Chicago',
      description: 'Meet our team, tour the office and talk about open hygiene positions.',
      ceCredits: null,
    };
    const before = await call(api, practice, 'POST', `/api9/events/${practice.username}`, eventBody);
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json().status).toBe('PENDING');

    const verified = await call(api, practice, 'PUT', path, { npi: ORG_NPI });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ npi: ORG_NPI, verifiedAt: '2026-05-04T14:00:00.000Z' });
    expect(registry.requests.at(-1)).toBe(`/api/?version=2.1&number=${ORG_NPI}`);

    // The badge: on the public practice page and on its postings.
    await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/profile/public`, { state: true });
    expect((await call(api, null, 'GET', `/api9/users/employers/${practice.username}/profile`)).json().isVerifiedPractice).toBe(true);
    expect((await call(api, null, 'GET', `/api9/job-directories/organizations/${practice.username}`)).json().isVerifiedPractice).toBe(true);
    const job = await liveJob(api, practice);
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json().practice).toMatchObject({ isVerified: true });

    // Events and classifieds of a verified practice are published without review.
    const after = await call(api, practice, 'POST', `/api9/events/${practice.username}`, { ...eventBody, title: 'Second open house' });
    expect(after.json().status).toBe('APPROVED');
    expect((await call(api, practice, 'PUT', `/api9/events/${before.json().id}`, eventBody)).json().status).toBe('APPROVED');
    const listing = await call(api, practice, 'POST', '/api9/classifieds', {
      category: 'EQUIPMENT',
      title: 'A-dec 500 dental chair, 2019',
      description: 'Well kept A-dec 500 chair with delivery system and LED light. Serviced every year; buyer arranges pickup.',
      priceCents: 850000,
      city: 'Chicago',
      state: 'il',
      zip: '60614',
      contactEmail: 'front.desk@example.com',
      contactPhone: '(312) 555-0147',
    });
    expect(listing.statusCode, listing.body).toBe(201);
    expect((await call(api, null, 'GET', `/api9/classifieds/${listing.json().id}`)).json().status).toBe('APPROVED');

    // A mismatch later removes the badge.
    await call(api, practice, 'PUT', path, { npi: '1111111112' });
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json().practice.isVerified).toBe(false);
  });

  it('only the practice reads and sets its NPI', async () => {
    const practice = await signUpEmployer(api);
    const path = `/api9/users/employers/${practice.username}/npi`;
    expect((await call(api, null, 'GET', path)).statusCode).toBe(401);
    expect((await call(api, await signUpStaff(api), 'PUT', path, { npi: ORG_NPI })).statusCode).toBe(403);
    expect((await call(api, await signUpEmployer(api), 'PUT', path, { npi: ORG_NPI })).statusCode).toBe(404);
  });
});
