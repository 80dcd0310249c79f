import { describe, expect, it } from 'vitest';
import { lastEmailTo, signUpStaff } from '../../testing/accounts';
import { liveJob } from '../../testing/hiring';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();
const E = (username: string) => `/api9/users/employers/${username}`;
const SUBJECT = 'Bright Smiles Dental asks to add your practice as a location';

describe('linking an existing practice as a location (ADR 127)', () => {
  it('the organization asks, the practice’s owner accepts once, signed in; its postings count in the report for a period and in the CSV', async () => {
    const organisation = await signUpEmployer(api);
    const practice = await signUpEmployer(api);
    await liveJob(api, practice);

    // Its own address: 400; an address no practice signs in with: the same 202 and no email.
    expect((await call(api, organisation, 'POST', `${E(organisation.username)}/locations/link-requests`, { email: organisation.email })).statusCode).toBe(400);
    const nobody = `nobody-${Date.now()}@example.com`;
    expect((await call(api, organisation, 'POST', `${E(organisation.username)}/locations/link-requests`, { email: nobody })).statusCode).toBe(202);
    expect(await lastEmailTo(api, nobody, SUBJECT)).toBeNull();

    const asked = await call(api, organisation, 'POST', `${E(organisation.username)}/locations/link-requests`, {
      email: practice.email.toUpperCase(),
      sharesBilling: false,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const email = await lastEmailTo(api, practice.email, SUBJECT);
    expect(email?.replace(/\s+/g, ' ')).toContain('would keep its own job slots and credits');
    const token = /\/location-link\/(\S+)/.exec(email ?? '')![1];
    const preview = await call(api, organisation, 'GET', `/api9/signed/location-link/${token}`);
    expect(preview.json()).toEqual({
      organisationName: 'Bright Smiles Dental',
      practiceName: 'Bright Smiles Dental',
      practiceUsername: practice.username,
      sharesBilling: false,
    });
    // Nothing changes before the practice's owner accepts.
    expect((await call(api, organisation, 'GET', `${E(organisation.username)}/locations`)).json()).toHaveLength(1);

    // Another account cannot accept: the organization's own, a job seeker.
    expect((await call(api, organisation, 'POST', `/api9/signed/location-link/${token}`)).statusCode).toBe(403);
    expect((await call(api, await signUpStaff(api), 'POST', `/api9/signed/location-link/${token}`)).statusCode).toBe(403);
    const accepted = await call(api, practice, 'POST', `/api9/signed/location-link/${token}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual([
      { username: organisation.username, practiceName: 'Bright Smiles Dental', isOrganisation: true, sharesBilling: true },
      { username: practice.username, practiceName: 'Bright Smiles Dental', isOrganisation: false, sharesBilling: false },
    ]);
    expect((await call(api, practice, 'POST', `/api9/signed/location-link/${token}`)).statusCode).toBe(409);
    // A practice in a group gets no new request; a location cannot ask.
    expect((await call(api, practice, 'POST', `${E(practice.username)}/locations/link-requests`, { email: organisation.email })).statusCode).toBe(403);

    // The report counts the location's posting, within a period or not, and downloads as CSV.
    const report = async (query: string) => (await call(api, organisation, 'GET', `${E(organisation.username)}/locations/report${query}`)).json();
    const location = (rows: { username: string; postings: number }[]) => rows.find((row) => row.username === practice.username)!;
    expect(location(await report(''))).toMatchObject({ postings: 1, livePostings: 1, sharesBilling: false });
    expect(location(await report('?from=2099-01-01'))).toMatchObject({ postings: 0, livePostings: 1, spend: 0 });
    expect(location(await report('?to=2000-01-01'))).toMatchObject({ postings: 0 });
    const backwards = await call(api, organisation, 'GET', `${E(organisation.username)}/locations/report?from=2026-05-02&to=2026-05-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('from is on or before to');
    expect((await call(api, organisation, 'GET', `${E(organisation.username)}/locations/report?from=May`)).statusCode).toBe(400);

    const csv = await call(api, organisation, 'GET', `${E(organisation.username)}/locations/report.csv?to=2099-12-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="locations-report-start-2099-12-31.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Practice","Organization","Shares billing","Postings published","Live postings","Applicants","Hires","Spend (USD)"');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('"Bright Smiles Dental","No","No","1","1","0","0","0.00"');
    expect((await call(api, practice, 'GET', `${E(practice.username)}/locations/report.csv`)).statusCode).toBe(200);
  });
});
