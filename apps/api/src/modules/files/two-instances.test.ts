import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server';
import { call, listFiles, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { adminUrl } from '../../testing/test-database-names';
import { openTestDatabase } from '../../testing/test-database';
import { buildTestApi, expectAnswersFitTheDocument, testConfig, type TestApi } from '../../testing/test-api';

/**
 * Two API instances behind one load balancer: one database (on PostgreSQL each instance has a
 * pool of its own; the embedded database is one process's, so there both share its handle),
 * each with a local disk of its own, and, when configured, one object store.
 */
let database: DatabaseHandle;
let secondConnection: DatabaseHandle | null = null;
let s3: LocalS3;
const disks = { a: tempUploadsDir(), b: tempUploadsDir(), c: tempUploadsDir(), d: tempUploadsDir() };
const started: TestApi[] = [];

async function instance(env: Record<string, string>, db: DatabaseHandle): Promise<TestApi> {
  const built = await buildTestApi({ config: testConfig(env), db: db.db });
  const api = { app: built.app, ctx: built.ctx, database: db };
  started.push(api);
  return api;
}

/** A second, independent connection pool to the same database where the database is a server. */
async function sameDatabaseAgain(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return database;
  const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  secondConnection = await openDatabase({ kind: 'postgres', url: adminUrl(process.env.TEST_DATABASE_URL!, rows[0].name), poolSize: 4 });
  return secondConnection;
}

/** A photo-like image: noise, so encoders cannot shrink it to nothing. */
async function image(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function postForm(api: TestApi, account: TestAccount, url: string, photo: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return api.app.inject({ method: 'POST', url, payload: form, headers: { authorization: account.authorization } });
}

async function officePhotoThrough(api: TestApi) {
  const employer = await signUpEmployer(api);
  const office = (
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/offices`, { name: 'Lincoln Park', address: '2450 N Clark St', zip: '60614' })
  ).json();
  const photosUrl = `/api9/users/employers/${employer.username}/photos/multi/${employer.username}/OFFICE_PHOTOS/${office.id}`;
  const uploaded = await postForm(api, employer, photosUrl, await image(1200, 800));
  expect(uploaded.statusCode).toBe(201);
  return { employer, photosUrl, photo: uploaded.json() as { id: number; url: string; thumbnailUrl: string } };
}

let a: TestApi;
let b: TestApi;

beforeAll(async () => {
  s3 = await startLocalS3();
  database = await openTestDatabase();
  a = await instance({ ...s3.env, UPLOADS_DIR: disks.a }, database);
  b = await instance({ ...s3.env, UPLOADS_DIR: disks.b }, await sameDatabaseAgain());
});

afterEach(expectAnswersFitTheDocument);

afterAll(async () => {
  for (const api of started) await api.app.close();
  await secondConnection?.close();
  await database?.close();
  await s3?.stop();
});

describe('two instances with one object store', () => {
  it('serves through one instance the office photo uploaded through the other, and forgets it when removed there', async () => {
    const { employer, photosUrl, photo } = await officePhotoThrough(a);
    const onA = await a.app.inject({ method: 'GET', url: photo.url });
    const onB = await b.app.inject({ method: 'GET', url: photo.url });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('image/webp');
    expect(onB.headers['x-content-type-options']).toBe('nosniff');
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
    expect(await sharp(onB.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect((await b.app.inject({ method: 'GET', url: photo.thumbnailUrl })).statusCode).toBe(200);
    expect([...(await listFiles(disks.a)), ...(await listFiles(disks.b))]).toEqual([]);

    // The other instance reads the office from the one database and removes the photo from the one store.
    expect((await call(b, employer, 'DELETE', `${photosUrl}/${photo.id}`)).statusCode).toBe(204);
    expect((await a.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: photo.thumbnailUrl })).statusCode).toBe(404);
  });

  it('serves through one instance the profile photo a job seeker uploaded through the other', async () => {
    const seeker = await signUpStaff(b);
    const uploaded = await postForm(b, seeker, `/api9/users/staff/${seeker.username}/photo`, await image(600, 600));
    expect(uploaded.statusCode).toBe(200);
    const { photoUrl, photoThumbnailUrl } = uploaded.json();
    const served = await a.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(await sharp((await a.app.inject({ method: 'GET', url: photoThumbnailUrl })).rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    // The session made on one instance works on the other, which sees the photo in the profile.
    expect((await call(a, seeker, 'GET', '/api9/users/staff/current')).json()).toMatchObject({ hasPhoto: true, photoUrl });
  });
});

describe('two instances each on its own local disk (the embedded default)', () => {
  it('cannot serve through one instance a photo uploaded through the other: why several instances need the object store', async () => {
    const c = await instance({ UPLOADS_DIR: disks.c }, database);
    const d = await instance({ UPLOADS_DIR: disks.d }, database);
    const { photo } = await officePhotoThrough(c);
    expect((await c.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    expect((await d.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
