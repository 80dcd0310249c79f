import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { apply, fillResume, giveInvitationCredits, liveJob } from '../../testing/hiring';
import { movableClock } from '../../testing/jobs';
import { individualRecord, startNpiRegistryFake, type NpiFake } from '../../testing/npi-registry-fake';

// The NPI Registry as it answers (NPPES API version 2.1): one individual with a hygienist's taxonomy.
const NPI = '1234567893';
const env: Record<string, string> = { UPLOADS_DIR: tempUploadsDir() };
let registry: NpiFake;
beforeAll(async () => {
  registry = await startNpiRegistryFake();
  registry.records.set(
    NPI,
    individualRecord(NPI, { first: 'RAE', last: 'NUNEZ' }, { code: '124Q00000X', desc: 'Dental Hygienist', state: 'TX', license: '0123456' }),
  );
  env.NPI_REGISTRY_URL = registry.url;
});
afterAll(() => registry.close());

const clock = movableClock('2026-03-02T10:00:00.000Z');
const api = useTestApi({ env, clock });

const base = (account: TestAccount) => `/api9/users/staff/${account.username}/credentials`;
const rdh = { kind: 'RDH', state: 'TX', number: '0123456', npi: NPI, expiresOn: '2027-08-31' };
const permit = { kind: 'LOCAL_ANESTHESIA', state: 'TX', number: 'LA-7781', expiresOn: '2027-08-31' };

function uploadCard(account: TestAccount, credentialId: number, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'card.png');
  return api.app.inject({ method: 'PUT', url: `${base(account)}/${credentialId}/card`, payload: form, headers: { authorization: account.authorization } });
}
const png = () =>
  sharp({ create: { width: 40, height: 24, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe('licenses and certificates', () => {
  it('a hygienist adds an RDH license; the NPI Registry verifies it, with the check on record', async () => {
    const seeker = await signUpStaff(api);
    const added = await call(api, seeker, 'POST', base(seeker), rdh);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'RDH', label: 'Registered Dental Hygienist (RDH) license', status: 'UNVERIFIED', checks: [] });

    const verified = await call(api, seeker, 'POST', `${base(seeker)}/${added.json().id}/verification`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'VERIFIED', verifiedSource: 'NPI_REGISTRY', verifiedAt: '2026-03-02T10:00:00.000Z' });
    expect(verified.json().checks).toEqual([expect.objectContaining({ source: 'NPI_REGISTRY', outcome: 'VERIFIED' })]);
    expect(registry.requests.at(-1)).toBe(`/api/?version=2.1&number=${NPI}`);

    // Another state's number, or an unknown NPI: a mismatch, recorded.
    const wrong = await call(api, seeker, 'POST', base(seeker), { ...rdh, number: '999' });
    const mismatch = await call(api, seeker, 'POST', `${base(seeker)}/${wrong.json().id}/verification`);
    expect(mismatch.json()).toMatchObject({ status: 'MISMATCH', verifiedSource: null });
    expect(mismatch.json().checks[0].detail).toContain('No TX license');
    const unknown = await call(api, seeker, 'POST', base(seeker), { ...rdh, npi: '1111111111' });
    const none = await call(api, seeker, 'POST', `${base(seeker)}/${unknown.json().id}/verification`);
    expect(none.json().checks[0].detail).toBe('The NPI Registry has no record of this NPI.');

    // Changing what it says makes it unverified again.
    const changed = await call(api, seeker, 'PUT', `${base(seeker)}/${added.json().id}`, { ...rdh, expiresOn: '2029-08-31' });
    expect(changed.json()).toMatchObject({ status: 'UNVERIFIED', verifiedSource: null });
  });

  it('a registry that cannot be reached leaves a recorded error and queues the license for manual review', async () => {
    const seeker = await signUpStaff(api);
    const added = await call(api, seeker, 'POST', base(seeker), rdh);
    registry.down = true;
    try {
      const answer = await call(api, seeker, 'POST', `${base(seeker)}/${added.json().id}/verification`);
      expect(answer.json().status).toBe('PENDING');
      expect(
        answer
          .json()
          .checks.map((check: { outcome: string }) => check.outcome)
          .sort(),
      ).toEqual(['ERROR', 'PENDING']);
    } finally {
      registry.down = false;
    }
  });

  it('bad input is refused naming the field, nothing stored', async () => {
    const seeker = await signUpStaff(api);
    for (const [body, field] of [
      [{ kind: 'RDH', number: '1' }, 'state'],
      [{ kind: 'RDH', state: 'TX' }, 'number'],
      [{ kind: 'CPR_BLS' }, 'expiresOn'],
      [{ kind: 'OTHER_CERTIFICATE' }, 'title'],
      [{ ...rdh, npi: '12' }, 'npi'],
      [{ ...rdh, expiresOn: '2026-02-30' }, 'expiresOn'],
      [{ kind: 'PILOT' }, 'kind'],
    ] as const) {
      const answer = await call(api, seeker, 'POST', base(seeker), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body).toContain(field);
    }
    expect((await call(api, seeker, 'GET', base(seeker))).json()).toEqual([]);
  });

  it('a permit goes to the administrators’ queue with its card and the board’s lookup; approving and rejecting are recorded and audited', async () => {
    const seeker = await signUpStaff(api);
    const admin = await createAdmin(api);
    const added = await call(api, seeker, 'POST', base(seeker), permit);
    const id = added.json().id as number;
    const card = await uploadCard(seeker, id, await png());
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ cardUrl: `${base(seeker)}/${id}/card`, cardType: 'image' });
    const queued = await call(api, seeker, 'POST', `${base(seeker)}/${id}/verification`);
    expect(queued.json().status).toBe('PENDING');
    expect((await call(api, seeker, 'POST', `${base(seeker)}/${id}/verification`)).statusCode).toBe(409);

    const queue = await call(api, admin, 'GET', '/api9/admin/credential-reviews');
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().find((entry: { id: number }) => entry.id === id);
    expect(item).toMatchObject({ username: seeker.username, label: 'Local anesthesia permit', boardLookup: { url: 'https://ls.tsbde.texas.gov/' } });
    // The reviewing administrator reads the card.
    const image = await call(api, admin, 'GET', item.cardUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const noReason = await call(api, admin, 'POST', `/api9/admin/credential-reviews/${id}/decision`, { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    const approved = await call(api, admin, 'POST', `/api9/admin/credential-reviews/${id}/decision`, { decision: 'APPROVE', reason: null });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().some((entry: { id: number }) => entry.id === id)).toBe(false);
    const mine = (await call(api, seeker, 'GET', base(seeker))).json();
    expect(mine[0]).toMatchObject({ status: 'VERIFIED', verifiedSource: 'MANUAL_REVIEW' });
    expect((await call(api, admin, 'POST', `/api9/admin/credential-reviews/${id}/decision`, { decision: 'APPROVE' })).statusCode).toBe(404);

    const { rows } = await api.database.db.execute<{ reviewer: string; outcome: string }>(
      sql`select reviewer, outcome from credential_checks where credential_id = ${id} order by id`,
    );
    expect(rows).toEqual([
      { reviewer: null, outcome: 'PENDING' },
      { reviewer: admin.username, outcome: 'VERIFIED' },
    ]);
    const audit = await api.database.db.execute<{ path: string }>(sql`select path from audit_log where actor_username = ${admin.username}`);
    expect(audit.rows.map((row) => row.path)).toContain(`/api9/admin/credential-reviews/${id}/decision`);

    // Rejected with a reason: a mismatch, the reason on record for the person.
    const other = await call(api, seeker, 'POST', base(seeker), { ...permit, kind: 'NITROUS_OXIDE', number: 'N-1' });
    await call(api, seeker, 'POST', `${base(seeker)}/${other.json().id}/verification`);
    const rejected = await call(api, admin, 'POST', `/api9/admin/credential-reviews/${other.json().id}/decision`, {
      decision: 'REJECT',
      reason: 'Not found on the TSBDE lookup.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = (await call(api, seeker, 'GET', base(seeker))).json().find((entry: { id: number }) => entry.id === other.json().id);
    expect(after).toMatchObject({ status: 'MISMATCH' });
    expect(after.checks[0]).toMatchObject({ outcome: 'REJECTED', detail: 'Not found on the TSBDE lookup.' });
  });

  it('the card: the person, administrators, and a practice the person applied to read it; other people and practices get 404', async () => {
    const seeker = await signUpStaff(api);
    const added = await call(api, seeker, 'POST', base(seeker), permit);
    const id = added.json().id as number;
    expect((await uploadCard(seeker, id, Buffer.from('not a card'), 'text/plain')).statusCode).toBe(415);
    expect((await uploadCard(seeker, id, await png())).statusCode).toBe(200);
    const url = `${base(seeker)}/${id}/card`;
    const stranger = await signUpStaff(api);
    const practice = await signUpEmployer(api);
    const appliedTo = await signUpEmployer(api);

    expect((await call(api, seeker, 'GET', url)).statusCode).toBe(200);
    expect((await call(api, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(api, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(api, practice, 'GET', url)).statusCode).toBe(404);
    expect((await call(api, appliedTo, 'GET', url)).statusCode).toBe(404);
    // Another person cannot change, verify or remove it either.
    expect((await call(api, stranger, 'PUT', `/api9/users/staff/${seeker.username}/credentials/${id}`, permit)).statusCode).toBe(404);
    expect((await call(api, stranger, 'POST', `${base(stranger)}/${id}/verification`)).statusCode).toBe(404);
    expect((await call(api, stranger, 'DELETE', `${base(stranger)}/${id}`)).statusCode).toBe(404);

    await fillResume(api, seeker);
    const job = await liveJob(api, appliedTo);
    const applied = await apply(api, seeker, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await call(api, appliedTo, 'GET', url)).statusCode).toBe(200);
    expect((await call(api, practice, 'GET', url)).statusCode).toBe(404);
    // A practice that sees resume search's full cards (here: invitation credits) reads it too.
    await giveInvitationCredits(api, practice);
    expect((await call(api, practice, 'GET', url)).statusCode).toBe(200);

    // Removed with its credential: nobody reads it any more.
    expect((await call(api, seeker, 'DELETE', `${base(seeker)}/${id}`)).statusCode).toBe(204);
    expect((await call(api, seeker, 'GET', url)).statusCode).toBe(404);
  });
});
