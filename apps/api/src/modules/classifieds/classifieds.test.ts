import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { CLASSIFIED_PHOTO_MAX_BYTES } from '@chairside/domain/classifieds';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { createAdmin, lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, listFiles, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { CLASSIFIED_APPROVED_SUBJECT, CLASSIFIED_REJECTED_SUBJECT } from './review-notices';

const uploads = tempUploadsDir();
const clock = movableClock('2026-05-04T14:00:00.000Z');
const api = useTestApi({ clock, env: { UPLOADS_DIR: uploads } });

let owner: TestAccount;
let reader: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  owner = await signUpEmployer(api);
  reader = await signUpStaff(api);
  admin = await createAdmin(api);
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  category: 'EQUIPMENT',
  title: 'A-dec 500 dental chair, 2019',
  description: 'Well kept A-dec 500 chair with delivery system and LED light. Serviced every year; buyer arranges pickup.',
  priceCents: 850000,
  city: 'Denver',
  state: 'co',
  zip: '80202',
  contactEmail: 'Front.Desk@example.com',
  contactPhone: '(303) 555-0147',
  ...overrides,
});

async function image(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function upload(account: TestAccount, id: number, file: Buffer, type = 'image/png', userId = account.username) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'photo.png');
  return api.app.inject({
    method: 'POST',
    url: `/api9/photos/docs/${userId}/CLASSIFIED/${id}`,
    payload: form,
    headers: { authorization: account.authorization },
  });
}

async function tableCount(table: 'classifieds' | 'classified_photos' | 'classified_flags') {
  const result = await api.database.db.execute<{ total: string }>(sql.raw(`select count(*) as total from ${table}`));
  return Number(result.rows[0].total);
}

const approve = (id: number) => call(api, admin, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'APPROVE' });

describe('classifieds', () => {
  it('creates (201 with its id), reads by the owner only until approved, then shows in its category', async () => {
    const created = await call(api, owner, 'POST', '/api9/classifieds', listing());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id: expect.any(Number) });

    const own = await call(api, owner, 'GET', `/api9/classifieds/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      status: 'PENDING',
      displayStatus: 'PENDING',
      state: 'CO',
      contactEmail: 'front.desk@example.com',
      isOwner: true,
      photos: [],
    });
    expect((await call(api, reader, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, admin, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(200);
    expect((await call(api, null, 'GET', '/api9/classifieds?category=EQUIPMENT')).json().classifieds).toEqual([]);

    // Moderation: administrators only.
    expect((await call(api, owner, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'APPROVE' })).statusCode).toBe(403);
    expect((await call(api, owner, 'GET', '/api9/admin/classifieds')).statusCode).toBe(403);
    const queue = (await call(api, admin, 'GET', '/api9/admin/classifieds')).json();
    expect(queue.map((row: { classified: { id: number } }) => row.classified.id)).toContain(id);
    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', approvedAt: '2026-05-04T14:00:00.000Z', expiresAt: '2026-07-03T14:00:00.000Z' });

    const publicRead = await call(api, null, 'GET', `/api9/classifieds/${id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json()).toMatchObject({
      isOwner: false,
      title: 'A-dec 500 dental chair, 2019',
      path: `/dental-jobs/classifieds/${id}/a-dec-500-dental-chair-2019/`,
    });
    expect((await call(api, null, 'GET', '/api9/classifieds?category=EQUIPMENT')).json().classifieds.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call(api, null, 'GET', '/api9/classifieds')).json().classifieds.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call(api, null, 'GET', '/api9/classifieds?category=OFFICE_SPACE')).json().classifieds.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('only the owner edits; an edit goes back to review', async () => {
    const { id } = (
      await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Practice for sale in Boulder', category: 'PRACTICE_FOR_SALE' }))
    ).json();
    await approve(id);
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}`, listing({ title: 'Hijacked listing' }))).statusCode).toBe(404);
    expect((await call(api, admin, 'PUT', `/api9/classifieds/${id}`, listing({ title: 'Edited by admin' }))).statusCode).toBe(404);
    expect((await call(api, null, 'PUT', `/api9/classifieds/${id}`, listing())).statusCode).toBe(401);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).json().title).toBe('Practice for sale in Boulder');

    const edited = await call(
      api,
      owner,
      'PUT',
      `/api9/classifieds/${id}`,
      listing({ title: 'Practice for sale in Boulder, CO', category: 'PRACTICE_FOR_SALE', priceCents: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'PENDING', priceCents: null });
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(404);

    const rejected = await call(api, admin, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'REJECT', note: 'Add the asking price.' });
    expect(rejected.json().status).toBe('REJECTED');
    const mine = (await call(api, owner, 'GET', '/api9/classifieds/mine')).json();
    expect(mine.find((c: { id: number }) => c.id === id)).toMatchObject({ displayStatus: 'REJECTED', reviewNote: 'Add the asking price.' });
    expect((await call(api, reader, 'GET', '/api9/classifieds/mine')).json()).toEqual([]);
  });

  it('emails the owner when a moderator approves (the public page) or rejects (the reason, the edit link); nothing for other transitions', async () => {
    const reviewEmails = async (to: string) =>
      (
        await api.database.db.execute<{ subject: string; text_body: string }>(
          sql`select subject, text_body from outbox_messages where to_address = ${to} and subject in (${CLASSIFIED_APPROVED_SUBJECT}, ${CLASSIFIED_REJECTED_SUBJECT}) order by id`,
        )
      ).rows;
    const start = (await reviewEmails(owner.email)).length;
    const readerStart = (await reviewEmails(reader.email)).length;
    const { id } = (await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Cavitron ultrasonic scaler' }))).json();
    expect(await reviewEmails(owner.email)).toHaveLength(start);

    expect((await call(api, admin, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'REJECT', note: 'Add the asking price.' })).statusCode).toBe(200);
    const [rejected, ...moreRejected] = (await reviewEmails(owner.email)).slice(start);
    expect(moreRejected).toEqual([]);
    expect(rejected.subject).toBe(CLASSIFIED_REJECTED_SUBJECT);
    expect(rejected.text_body).toContain('"Cavitron ultrasonic scaler"');
    expect(rejected.text_body).toContain('The reason from our team: Add the asking price.');
    expect(rejected.text_body).toContain(`http://localhost:3000/app/my-classifieds/${id}/edit`);
    // Rejected again: the status stays, no second email.
    await call(api, admin, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'REJECT', note: 'Still no price.' });
    expect(await reviewEmails(owner.email)).toHaveLength(start + 1);

    // Edited (back to review, no email), then approved: the public page's link.
    expect((await call(api, owner, 'PUT', `/api9/classifieds/${id}`, listing({ title: 'Cavitron ultrasonic scaler, $900' }))).statusCode).toBe(200);
    expect(await reviewEmails(owner.email)).toHaveLength(start + 1);
    await approve(id);
    const approved = (await reviewEmails(owner.email)).at(-1);
    expect(approved?.subject).toBe(CLASSIFIED_APPROVED_SUBJECT);
    expect(approved?.text_body).toContain(`See it: http://localhost:3000/dental-jobs/classifieds/${id}/cavitron-ultrasonic-scaler-900/`);
    expect(approved?.text_body).not.toContain('reason');

    // Approved again, reports dismissed, renewed: no email.
    await approve(id);
    await call(api, reader, 'PUT', `/api9/classifieds/${id}/flag`, { reason: 'Price is odd' });
    expect((await call(api, admin, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'DISMISS_FLAGS' })).statusCode).toBe(200);
    expect((await call(api, owner, 'PUT', `/api9/classifieds/${id}/renew`)).statusCode).toBe(200);
    expect(await reviewEmails(owner.email)).toHaveLength(start + 2);
    expect(await reviewEmails(reader.email)).toHaveLength(readerStart);

    // A rejection without a note says how to resubmit, with no reason line.
    const second = (await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Lab bench with stools' }))).json().id;
    await call(api, admin, 'PUT', `/api9/admin/classifieds/${second}`, { decision: 'REJECT' });
    const plain = (await reviewEmails(owner.email)).at(-1);
    expect(plain?.text_body).not.toContain('The reason from our team');
    expect(plain?.text_body).toContain(`http://localhost:3000/app/my-classifieds/${second}/edit`);
  });

  it('takes several photos in order with the image checks, refuses non-images and oversize files', async () => {
    const { id } = (await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Two operatory cabinets' }))).json();
    const first = await upload(owner, id, await image(2400, 1200));
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(owner, id, await image(800, 600));
    expect(second.statusCode).toBe(201);
    const photos = second.json().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ order: 0, width: 1600, height: 800, url: expect.stringMatching(/^\/api9\/files\/classified-photos\/[0-9a-f-]+\.webp$/) });
    const served = await api.app.inject({ method: 'GET', url: photos[0].url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp' });

    const reordered = await call(api, owner, 'PUT', `/api9/photos/docs/${owner.username}/CLASSIFIED/${id}/order`, { ids: [photos[1].id, photos[0].id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().photos.map((p: { id: number }) => p.id)).toEqual([photos[1].id, photos[0].id]);
    expect((await call(api, owner, 'PUT', `/api9/photos/docs/${owner.username}/CLASSIFIED/${id}/order`, { ids: [photos[1].id] })).statusCode).toBe(400);

    const before = await tableCount('classified_photos');
    const filesBefore = (await listFiles(uploads)).length;
    const script = await upload(owner, id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect(script.statusCode).toBe(415);
    expect(script.json().errors[0].field).toBe('file');
    const huge = await upload(owner, id, Buffer.concat([await image(10, 10), Buffer.alloc(CLASSIFIED_PHOTO_MAX_BYTES)]));
    expect(huge.statusCode).toBe(413);
    // Someone else's listing, or someone else's path: 404.
    expect((await upload(reader, id, await image(50, 50))).statusCode).toBe(404);
    expect((await upload(reader, id, await image(50, 50), 'image/png', owner.username)).statusCode).toBe(404);
    expect(await tableCount('classified_photos')).toBe(before);
    expect((await listFiles(uploads)).length).toBe(filesBefore);

    const removed = await call(api, owner, 'DELETE', `/api9/photos/docs/${owner.username}/CLASSIFIED/${id}/${photos[0].id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos.map((p: { id: number }) => p.id)).toEqual([photos[1].id]);
  });

  it('the owner deletes a listing with its photos and reports; it leaves the list and site search; anyone else: 401/404', async () => {
    const { id } = (await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Panoramic x-ray unit, Planmeca' }))).json();
    expect((await upload(owner, id, await image(640, 480))).statusCode).toBe(201);
    await approve(id);
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}/flag`, { reason: 'Sold already?' })).statusCode).toBe(200);
    const siteSearch = async () =>
      (await api.app.inject({ method: 'GET', url: '/api9/site-search?q=planmeca&index=Classifieds' }))
        .json()
        .results[0].hits.map((hit: { objectID: string }) => hit.objectID);
    const listed = async () => (await call(api, null, 'GET', '/api9/classifieds?category=EQUIPMENT')).json().classifieds.map((c: { id: number }) => c.id);
    expect(await listed()).toContain(id);
    expect(await siteSearch()).toContain(`classified-${id}`);
    const photoRows = async () =>
      Number(
        (await api.database.db.execute<{ total: string }>(sql`select count(*) as total from classified_photos where classified_id = ${id}`)).rows[0].total,
      );
    expect(await photoRows()).toBe(1);
    const filesBefore = (await listFiles(uploads)).length;

    // Signed out 401; someone else, administrators included: 404, nothing removed.
    expect((await call(api, null, 'DELETE', `/api9/classifieds/${id}`)).statusCode).toBe(401);
    expect((await call(api, reader, 'DELETE', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, admin, 'DELETE', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, owner, 'DELETE', '/api9/classifieds/abc')).json().errors[0].field).toBe('id');
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(200);

    const deleted = await call(api, owner, 'DELETE', `/api9/classifieds/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call(api, owner, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, owner, 'GET', '/api9/classifieds/mine')).json().map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await listed()).not.toContain(id);
    expect(await siteSearch()).not.toContain(`classified-${id}`);
    expect(await photoRows()).toBe(0);
    expect((await listFiles(uploads)).length).toBe(filesBefore - 2);
    const flagged = (await call(api, admin, 'GET', '/api9/admin/classifieds?queue=FLAGGED')).json();
    expect(flagged.map((item: { classified: { id: number } }) => item.classified.id)).not.toContain(id);
    expect((await call(api, owner, 'DELETE', `/api9/classifieds/${id}`)).statusCode).toBe(404);
  });

  it('expires after 60 days, emails a renewal link once, and the link renews it signed out', async () => {
    clock.set('2026-05-04T14:00:00.000Z');
    const { id } = (await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Intraoral camera for sale' }))).json();
    await approve(id);
    clock.advanceDays(59);
    await runDueTasks(api.ctx);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(200);

    clock.advanceDays(2);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(404);
    expect((await call(api, owner, 'GET', `/api9/classifieds/${id}`)).json().displayStatus).toBe('EXPIRED');
    await runDueTasks(api.ctx);
    const email = await lastEmailTo(api, owner.email, 'Your classified listing has expired');
    expect(email).toContain('Intraoral camera for sale');
    const token = decodeURIComponent(/\/classified-renew\/([^\s]+)/.exec(email ?? '')?.[1] ?? '');
    expect(token).not.toBe('');

    // Once per term: the next run sends nothing more.
    const outbox = async () =>
      Number(
        (
          await api.database.db.execute<{ total: string }>(
            sql`select count(*) as total from outbox_messages where subject = 'Your classified listing has expired'`,
          )
        ).rows[0].total,
      );
    const sent = await outbox();
    clock.advanceDays(1);
    await runDueTasks(api.ctx);
    expect(await outbox()).toBe(sent);

    const shown = await call(api, null, 'GET', `/api9/signed/classified-renew/${encodeURIComponent(token)}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ isUsed: false, classified: { id, displayStatus: 'EXPIRED' } });
    const renewed = await call(api, null, 'POST', `/api9/signed/classified-renew/${encodeURIComponent(token)}`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().displayStatus).toBe('APPROVED');
    expect(new Date(renewed.json().expiresAt).getTime()).toBe(clock.now().getTime() + 60 * 86_400_000);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(200);
    expect((await call(api, null, 'POST', `/api9/signed/classified-renew/${encodeURIComponent(token)}`)).statusCode).toBe(409);
    expect((await call(api, null, 'POST', `/api9/signed/classified-renew/${encodeURIComponent(token)}x`)).statusCode).toBe(403);

    // The owner renews from the app too; a reader cannot.
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}/renew`)).statusCode).toBe(404);
    expect((await call(api, owner, 'PUT', `/api9/classifieds/${id}/renew`)).statusCode).toBe(200);
    clock.set('2026-05-04T14:00:00.000Z');
  });

  it('readers flag a live listing once; administrators see and resolve the reports', async () => {
    const { id } = (await call(api, owner, 'POST', '/api9/classifieds', listing({ title: 'Autoclave, barely used' }))).json();
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}/flag`, { reason: 'Looks like a scam' })).statusCode).toBe(404);
    await approve(id);
    expect((await call(api, null, 'PUT', `/api9/classifieds/${id}/flag`, { reason: 'Scam' })).statusCode).toBe(401);
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}/flag`, { reason: '' })).json().errors[0].field).toBe('reason');
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}/flag`, { reason: '<b>Looks like a scam</b>' })).statusCode).toBe(200);
    const flags = await tableCount('classified_flags');
    expect((await call(api, reader, 'PUT', `/api9/classifieds/${id}/flag`, { reason: 'Again' })).statusCode).toBe(200);
    expect(await tableCount('classified_flags')).toBe(flags);

    const flagged = (await call(api, admin, 'GET', '/api9/admin/classifieds?queue=FLAGGED')).json();
    const row = flagged.find((item: { classified: { id: number } }) => item.classified.id === id);
    expect(row.openFlags).toEqual([{ reason: '<b>Looks like a scam</b>', createdAt: expect.any(String) }]);
    expect((await call(api, admin, 'PUT', `/api9/admin/classifieds/${id}`, { decision: 'DISMISS_FLAGS' })).statusCode).toBe(200);
    expect(
      (await call(api, admin, 'GET', '/api9/admin/classifieds?queue=FLAGGED')).json().map((item: { classified: { id: number } }) => item.classified.id),
    ).not.toContain(id);
    expect((await call(api, null, 'GET', `/api9/classifieds/${id}`)).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await tableCount('classifieds');
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'WEAPONS' }, 'category'],
      [{ title: 'abc' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ description: 'short' }, 'description'],
      [{ priceCents: -100 }, 'priceCents'],
      [{ priceCents: 12.5 }, 'priceCents'],
      [{ priceCents: '100' }, 'priceCents'],
      [{ state: 'XX' }, 'state'],
      [{ zip: 'abcde' }, 'zip'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ ownerId: 1 }, 'ownerId'],
      [{ status: 'APPROVED' }, 'status'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(api, owner, 'POST', '/api9/classifieds', listing(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(overrides)).toBe(field);
    }
    expect((await call(api, null, 'POST', '/api9/classifieds', listing())).statusCode).toBe(401);
    expect((await call(api, owner, 'GET', '/api9/classifieds/0')).statusCode).toBe(400);
    expect((await call(api, owner, 'GET', '/api9/classifieds/999999')).statusCode).toBe(404);
    expect(await tableCount('classifieds')).toBe(before);

    // Markup is kept as text (the pages escape it).
    const markup = await call(
      api,
      owner,
      'POST',
      '/api9/classifieds',
      listing({ title: '<script>alert(1)</script> chair', description: '"><img src=x onerror=alert(1)> and a good chair for sale' }),
    );
    expect(markup.statusCode).toBe(201);
    expect((await call(api, owner, 'GET', `/api9/classifieds/${markup.json().id}`)).json().title).toBe('<script>alert(1)</script> chair');
  });

  it('limits new listings to 10 a day per account', async () => {
    const person = await signUpStaff(api);
    for (let i = 0; i < 10; i += 1)
      expect((await call(api, person, 'POST', '/api9/classifieds', listing({ title: `Handpiece set ${i}` }))).statusCode).toBe(201);
    const over = await call(api, person, 'POST', '/api9/classifieds', listing());
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0].code).toBe('RATE_LIMITED');
  });
});
