import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@chairside/domain/resume-profile';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, listFiles, tempUploadsDir } from '../../testing/staff-profiles';
import type { Database } from '@chairside/db/client';
import { uploadPhoto } from './upload-photo';

const uploads = tempUploadsDir();
const api = useTestApi({ env: { UPLOADS_DIR: uploads } });

/** A photo-like image: noise, so encoders cannot shrink it to nothing. */
async function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** 200x100: the left half red, the right half blue. */
async function halves() {
  const blue = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 100, top: 0 }])
    .png()
    .toBuffer();
}

function upload(account: TestAccount, data: Buffer, options: { name?: string; type?: string; crop?: unknown; field?: string; extra?: [string, string] } = {}) {
  const form = new FormData();
  if (options.crop !== undefined) form.append('crop', typeof options.crop === 'string' ? options.crop : JSON.stringify(options.crop));
  if (options.extra) form.append(options.extra[0], options.extra[1]);
  form.append(options.field ?? 'file', new Blob([new Uint8Array(data)], { type: options.type ?? 'image/png' }), options.name ?? 'photo.png');
  return api.app.inject({
    method: 'POST',
    url: `/api9/users/staff/${account.username}/photo`,
    payload: form,
    headers: { authorization: account.authorization },
  });
}

async function fetchFile(url: string) {
  return api.app.inject({ method: 'GET', url });
}

async function storedThumbnailUrl(username: string) {
  const [row] = await api.database.db.select({ url: users.photoThumbnailUrl }).from(users).where(eq(users.username, username));
  return row.url;
}

async function pixel(data: Buffer, x: number, y: number) {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [raw[at], raw[at + 1], raw[at + 2]];
}

describe('the profile photo', () => {
  it('stores a re-encoded photo (max 800px) and a 160px square thumbnail, served with nosniff', async () => {
    const seeker = await signUpStaff(api);
    const response = await upload(seeker, await image(1200, 900));
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state).toEqual({
      hasPhoto: true,
      photoUrl: expect.stringMatching(/^\/api9\/files\/profile-photos\/[0-9a-f-]+\.webp$/),
      photoThumbnailUrl: expect.stringMatching(/-thumb\.webp$/),
    });

    const photo = await fetchFile(state.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const thumbnail = await fetchFile(state.photoThumbnailUrl);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });

    expect(await storedThumbnailUrl(seeker.username)).toBe(state.photoThumbnailUrl);
    const me = (await call(api, seeker, 'GET', '/api9/users/staff/current')).json();
    expect(me).toMatchObject(state);
    expect(me.completeness.missing.map((item: { key: string }) => item.key)).not.toContain('photo');
    const session = (await call(api, seeker, 'GET', '/api9/users/current')).json();
    expect(session.photoThumbnailUrl).toBe(state.photoThumbnailUrl);
  });

  it('accepts JPEG, WebP and GIF by content whatever the name and declared type says', async () => {
    const seeker = await signUpStaff(api);
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const response = await upload(seeker, await image(300, 200, format), { name: 'weird-name.txt', type: 'text/plain' });
      expect(response.statusCode, format).toBe(200);
    }
  });

  it('turns the photo upright by EXIF, drops every bit of metadata', async () => {
    const seeker = await signUpStaff(api);
    const sideways = await sharp(await halves())
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Make: 'PhoneCo' } })
      .toBuffer();
    expect(sideways.includes('secret-exif-marker')).toBe(true);
    const state = (await upload(seeker, sideways, { type: 'image/jpeg', name: 'me.jpg' })).json();
    const stored = (await fetchFile(state.photoUrl)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('secret-exif-marker')).toBe(false);
  });

  it('applies the crop and rotation chosen in the dialog', async () => {
    const seeker = await signUpStaff(api);
    // Turned 90 degrees clockwise the red left half is on top: its top 100x100 square is red.
    const red = await upload(seeker, await halves(), { crop: { x: 0, y: 0, width: 100, height: 100, rotation: 90 } });
    expect(red.statusCode).toBe(200);
    const redThumb = (await fetchFile(red.json().photoThumbnailUrl)).rawPayload;
    const [r, g, b] = await pixel(redThumb, 80, 80);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);
    // Without rotation, a square from x=120 lies in the blue half; a crop a pixel over the edge is clamped.
    const blue = await upload(seeker, await halves(), { crop: { x: 120.4, y: 0, width: 81, height: 100.6 } });
    const bluePhoto = (await fetchFile(blue.json().photoUrl)).rawPayload;
    expect(await sharp(bluePhoto).metadata()).toMatchObject({ width: 80, height: 100 });
    const [r2, , b2] = await pixel(bluePhoto, 40, 50);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(30);
  });

  it('replaces the photo, removing the old files; removes it on request', async () => {
    const seeker = await signUpStaff(api);
    const first = (await upload(seeker, await image(400, 400))).json();
    const second = (await upload(seeker, await image(500, 400))).json();
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect((await fetchFile(first.photoUrl)).statusCode).toBe(404);
    expect((await fetchFile(first.photoThumbnailUrl)).statusCode).toBe(404);
    expect(await listFiles(uploads)).toEqual(expect.arrayContaining([second.photoUrl.replace('/api9/files/', '')]));

    const removed = await call(api, seeker, 'DELETE', `/api9/users/staff/${seeker.username}/photo`);
    expect(removed.json()).toEqual({ hasPhoto: false, photoUrl: null, photoThumbnailUrl: null });
    expect((await fetchFile(second.photoUrl)).statusCode).toBe(404);
    expect(await storedThumbnailUrl(seeker.username)).toBeNull();
    expect((await call(api, seeker, 'GET', '/api9/users/staff/current')).json()).toMatchObject({ hasPhoto: false, photoUrl: null });
    expect((await call(api, seeker, 'DELETE', `/api9/users/staff/${seeker.username}/photo`)).statusCode).toBe(200);
  });

  it('re-encodes a JPEG carrying an HTML and ZIP payload: the payload is gone', async () => {
    const seeker = await signUpStaff(api);
    const payload = Buffer.from('<html><script>alert("polyglot-marker")</script></html>PK\u0003\u0004polyglot-zip-marker');
    const polyglot = Buffer.concat([await image(300, 300, 'jpeg'), payload]);
    const response = await upload(seeker, polyglot, { type: 'image/jpeg', name: 'cat.jpg' });
    expect(response.statusCode).toBe(200);
    for (const url of [response.json().photoUrl, response.json().photoThumbnailUrl]) {
      const stored = (await fetchFile(url)).rawPayload;
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(stored.includes('polyglot-marker')).toBe(false);
      expect(stored.includes('polyglot-zip-marker')).toBe(false);
      expect(stored.includes('<html>')).toBe(false);
    }
  });
});

describe('a bad upload: 4xx naming the file problem, nothing stored', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  const cases: [string, () => Promise<Buffer>, Parameters<typeof upload>[2], number, string, string?][] = [
    [
      'a text file named like a JPEG',
      async () => Buffer.from('just some text, not a picture'),
      { name: 'photo.jpg', type: 'image/jpeg' },
      415,
      'file',
      'Choose a JPEG, PNG, WebP or GIF image.',
    ],
    ['an SVG', async () => svg, { name: 'photo.svg', type: 'image/svg+xml' }, 415, 'file'],
    ['an SVG named like a PNG', async () => svg, { name: 'photo.png', type: 'image/png' }, 415, 'file'],
    [
      'HTML with a JPEG inside',
      async () => Buffer.concat([Buffer.from('<html><body>'), await image(50, 50, 'jpeg')]),
      { name: 'x.jpg', type: 'image/jpeg' },
      415,
      'file',
    ],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n'), { name: 'resume.pdf', type: 'application/pdf' }, 415, 'file'],
    [
      'a TIFF',
      async () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
          .tiff()
          .toBuffer(),
      { name: 'x.tiff', type: 'image/tiff' },
      415,
      'file',
    ],
    ['a truncated JPEG', async () => (await image(300, 300, 'jpeg')).subarray(0, 400), { name: 'x.jpg', type: 'image/jpeg' }, 400, 'file'],
    ['an empty file', async () => Buffer.alloc(0), {}, 400, 'file', 'Choose a photo to upload.'],
    ['5 MB + 1 byte', async () => Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), { name: 'big.jpg', type: 'image/jpeg' }, 413, 'file', PHOTO_TOO_LARGE_MESSAGE],
    ['exactly 5 MB (within the limit, then refused as not an image)', async () => Buffer.alloc(PHOTO_MAX_BYTES, 0x20), {}, 415, 'file'],
    ['the file under another field name', async () => image(50, 50), { field: 'photo' }, 400, 'photo', 'Unknown field: photo.'],
    ['an unknown text field', async () => image(50, 50), { extra: ['caption', 'hi'] }, 400, 'caption'],
    ['a crop that is not JSON', async () => image(50, 50), { crop: 'x=1' }, 400, 'crop'],
    ['a rotation that is not a quarter turn', async () => image(50, 50), { crop: { x: 0, y: 0, width: 10, height: 10, rotation: 45 } }, 400, 'crop.rotation'],
    ['a crop outside the photo', async () => image(50, 50), { crop: { x: 500, y: 500, width: 10, height: 10 } }, 400, 'crop'],
    ['an unknown crop field', async () => image(50, 50), { crop: { x: 0, y: 0, width: 10, height: 10, zoom: 2 } }, 400, 'crop.zoom'],
  ];

  it.each(cases)('refuses %s', async (_label, make, options, status, field, message) => {
    const seeker = await signUpStaff(api);
    const before = await listFiles(uploads);
    const response = await upload(seeker, await make(), options);
    expect(response.statusCode).toBe(status);
    const error = response.json().errors[0];
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(await listFiles(uploads)).toEqual(before);
    expect(await storedThumbnailUrl(seeker.username)).toBeNull();
    expect((await call(api, seeker, 'GET', '/api9/users/staff/current')).json().hasPhoto).toBe(false);
  });

  it('refuses a JSON body, another user, and no sign-in', async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const before = await listFiles(uploads);
    const json = await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/photo`, { file: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    const png = await image(100, 100);
    expect((await upload({ ...other, username: seeker.username }, png)).statusCode).toBe(404);
    expect((await upload({ ...seeker, authorization: '' }, png)).statusCode).toBe(401);
    expect(await listFiles(uploads)).toEqual(before);
  });

  it('serves only stored keys: no path tricks, no unknown files', async () => {
    for (const url of [
      '/api9/files/../../etc/passwd',
      '/api9/files/%2e%2e/%2e%2e/etc/passwd',
      '/api9/files/profile-photos/nope.webp',
      '/api9/files/profile-photos/x.svg',
    ]) {
      const response = await fetchFile(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('a failure half-way leaves nothing behind', () => {
  it('when the storage fails after the photo is written, or the database after both files', async () => {
    const seeker = await signUpStaff(api);
    const first = (await upload(seeker, await image(200, 200))).json();
    const before = await listFiles(uploads);
    const png = await image(300, 300);

    let puts = 0;
    const failingStorage = {
      ...api.ctx.storage,
      put: async (key: string, data: Buffer) => {
        if (++puts === 2) throw new Error('disk full');
        await api.ctx.storage.put(key, data);
      },
    };
    await expect(uploadPhoto({ ...api.ctx, storage: failingStorage }, seeker.username, { data: png, crop: null })).rejects.toThrow('disk full');
    expect(await listFiles(uploads)).toEqual(before);

    // The database refuses the transaction: the two new files go, the old photo stays.
    const failingDb = Object.create(api.ctx.db, {
      transaction: { value: async () => Promise.reject(new Error('database down')) },
    }) as Database;
    await expect(uploadPhoto({ ...api.ctx, db: failingDb }, seeker.username, { data: png, crop: null })).rejects.toThrow('database down');
    expect(await listFiles(uploads)).toEqual(before);
    expect((await call(api, seeker, 'GET', '/api9/users/staff/current')).json()).toMatchObject(first);
    expect((await fetchFile(first.photoUrl)).statusCode).toBe(200);
  });
});

describe('the uploads folder', () => {
  it('holds only what a profile points to', async () => {
    const files = await listFiles(uploads);
    for (const file of files) expect(file).toMatch(/^profile-photos\/[0-9a-f-]+(-thumb)?\.webp$/);
    const sample = files[0];
    if (sample) expect((await readFile(join(uploads, sample))).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
