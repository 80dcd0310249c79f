import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshCookie, signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume } from '../../testing/hiring';
import { createDraft, postingBody, publish } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();
const E = (username: string) => `/api9/users/employers/${username}`;
let seq = 0;

const location = (practiceName: string, sharesBilling = true) => ({
  email: `location-${Date.now()}-${seq++}@example.com`,
  name: 'Morgan Lee',
  practiceName,
  zip: '60614',
  phone: '(312) 555-0199',
  sharesBilling,
});

/** Opens a session acting for a practice of the group (the location switcher's call). */
async function actFor(account: TestAccount, practice: string): Promise<TestAccount> {
  const session = await call(api, account, 'POST', `/api9/users/me/teams/${practice}/session`);
  expect(session.statusCode, session.body).toBe(201);
  return { ...account, username: practice, authorization: session.headers.authorization as string, cookie: refreshCookie(session.headers['set-cookie']) };
}

describe('groups of practices (ADR 120)', () => {
  it('an organisation with three locations buys one subscription, publishes into two, and reports per location', async () => {
    const organisation = await signUpEmployer(api);
    const bought = await call(api, organisation, 'POST', `${E(organisation.username)}/subscriptions`, {
      nonce: `sandbox-approved-${randomUUID()}`,
      product: 'JOBSUB',
      zip: '60614',
      position: 'DH',
      quantity: 2,
    });
    expect(bought.statusCode, bought.body).toBe(201);

    const added = [];
    for (const [name, shares] of [
      ['Lakeview Smiles', true],
      ['Wicker Park Smiles', true],
      ['Hyde Park Smiles', false],
    ] as const) {
      const response = await call(api, organisation, 'POST', `${E(organisation.username)}/locations`, location(name, shares));
      expect(response.statusCode, response.body).toBe(201);
      added.push(response.json().username as string);
    }
    const [lakeview, wicker, hydePark] = added;
    const group = (await call(api, organisation, 'GET', `${E(organisation.username)}/locations`)).json();
    expect(group.map((row: { practiceName: string; isOrganisation: boolean }) => [row.practiceName, row.isOrganisation])).toEqual([
      ['Bright Smiles Dental', true],
      ['Hyde Park Smiles', false],
      ['Lakeview Smiles', false],
      ['Wicker Park Smiles', false],
    ]);

    // The organisation's sign-in acts for each location; the two sharing billing publish into its subscription.
    const inLakeview = await actFor(organisation, lakeview);
    const switcher = (await call(api, inLakeview, 'GET', '/api9/users/me/locations')).json();
    expect(switcher).toHaveLength(4);
    expect(switcher.find((row: { current: boolean }) => row.current).username).toBe(lakeview);
    const slots = (await call(api, inLakeview, 'GET', `${E(lakeview)}/job-slots`)).json();
    expect(slots.filter((slot: { activeJobId: number }) => slot.activeJobId === 0)).toHaveLength(2);
    const lakeviewJob = await createDraft(api, inLakeview, postingBody());
    expect((await publish(api, inLakeview, lakeviewJob.id)).statusCode).toBe(200);
    const inWicker = await actFor(inLakeview, wicker);
    const wickerJob = await createDraft(api, inWicker, postingBody());
    const published = await publish(api, inWicker, wickerJob.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ isSubscription: true });
    // Billing kept per location: no slot of the organisation's.
    const inHydePark = await actFor(inWicker, hydePark);
    const hydeParkJob = await createDraft(api, inHydePark, postingBody());
    expect((await publish(api, inHydePark, hydeParkJob.id)).statusCode).toBe(402);
    // A location cannot have locations of its own.
    expect((await call(api, inHydePark, 'POST', `${E(hydePark)}/locations`, location('Elsewhere'))).statusCode).toBe(403);

    const seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    expect((await apply(api, seeker, lakeviewJob.id)).statusCode).toBe(201);

    // Back at the organisation: a session of its own, and the report across locations.
    const back = await actFor(inHydePark, organisation.username);
    expect((await call(api, back, 'GET', '/api9/users/current')).json()).not.toHaveProperty('teamRole');
    const report = (await call(api, back, 'GET', `${E(organisation.username)}/locations/report`)).json();
    const byName = Object.fromEntries(report.map((row: { practiceName: string }) => [row.practiceName, row]));
    expect(byName['Lakeview Smiles']).toMatchObject({ postings: 1, livePostings: 1, applicants: 1, spend: 0 });
    expect(byName['Wicker Park Smiles']).toMatchObject({ postings: 1, applicants: 0 });
    expect(byName['Hyde Park Smiles']).toMatchObject({ postings: 0, applicants: 0, sharesBilling: false });
    expect(byName['Bright Smiles Dental']).toMatchObject({ postings: 0, isOrganisation: true });
    expect(byName['Bright Smiles Dental'].spend).toBeGreaterThan(0);

    // Sharing changed: Hyde Park now publishes into the organisation's slots too (none free left: 402 still, then one freed).
    const shared = await call(api, back, 'PUT', `${E(organisation.username)}/locations/${hydePark}`, { sharesBilling: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await call(api, inLakeview, 'PUT', `/api9/jobs/${lakeviewJob.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    const again = await actFor(back, hydePark);
    expect((await publish(api, again, hydeParkJob.id)).statusCode).toBe(200);
  });

  it('members of the organisation without a scope hold their role in every location; a practice alone sees no group', async () => {
    const organisation = await signUpEmployer(api);
    const lakeview = (await call(api, organisation, 'POST', `${E(organisation.username)}/locations`, location('Lakeview Smiles'))).json().username;
    const other = await signUpEmployer(api);
    expect((await call(api, other, 'GET', `${E(other.username)}/locations`)).json()).toEqual([
      { username: other.username, practiceName: 'Bright Smiles Dental', isOrganisation: true, sharesBilling: true },
    ]);
    expect((await call(api, other, 'GET', '/api9/users/me/locations')).json()).toEqual([]);
    // Another organisation's location: 404, as for a practice one is not a member of.
    expect((await call(api, other, 'POST', `/api9/users/me/teams/${lakeview}/session`)).statusCode).toBe(404);
    expect((await call(api, other, 'PUT', `${E(other.username)}/locations/${lakeview}`, { sharesBilling: false })).statusCode).toBe(404);

    const person = await signUpStaff(api);
    // A member of the organisation's own practice (the invitation flow is teams.test.ts's).
    const { rows } = await api.database.db.execute<{ id: number }>(
      sql`insert into practice_members (employer_id, user_id, role)
        select p.id, u.id, 'hiring_manager' from users p, users u where p.username = ${organisation.username} and u.username = ${person.username} returning id`,
    );
    expect(rows).toHaveLength(1);
    const inLakeview = await actFor(person, lakeview);
    expect((await call(api, inLakeview, 'GET', `${E(lakeview)}/jobs`)).statusCode).toBe(200);
    expect((await call(api, inLakeview, 'GET', `${E(lakeview)}/locations/report`)).statusCode).toBe(403);
    expect((await call(api, inLakeview, 'GET', '/api9/users/me/locations')).json()).toHaveLength(2);
    // Letting the location go ends the organisation's reach into it.
    expect((await call(api, organisation, 'DELETE', `${E(organisation.username)}/locations/${lakeview}`)).statusCode).toBe(204);
    expect((await call(api, inLakeview, 'GET', `${E(lakeview)}/jobs`)).statusCode).toBe(401);
  });
});
