import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { OFFICE_PHOTO_MAX_BYTES, OFFICE_PHOTO_TOO_LARGE_MESSAGE } from '@chairside/domain/office';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, listFiles, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { employerTables } from '../../testing/jobs';

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

/** 400x300: the left half red, the right half blue. */
async function halves() {
  const blue = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 200, top: 0 }])
    .png()
    .toBuffer();
}

async function pixel(data: Buffer, x: number, y: number) {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [raw[at], raw[at + 1], raw[at + 2]];
}

const served = async (url: string) => (await api.app.inject({ method: 'GET', url })).rawPayload;

let employer: TestAccount;
let officeId: number;

beforeAll(async () => {
  employer = await signUpEmployer(api);
  officeId = (
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/offices`, { name: 'Lincoln Park', address: '2450 N Clark St', zip: '60614' })
  ).json().id;
});

const photosUrl = (account: TestAccount, office = officeId, userId = account.username) =>
  `/api9/users/employers/${account.username}/photos/multi/${userId}/OFFICE_PHOTOS/${office}`;

function send(
  method: 'POST' | 'PUT',
  url: string,
  parts: { file?: Buffer; description?: string; crop?: unknown; type?: string; extra?: [string, string] },
  account = employer,
) {
  const form = new FormData();
  if (parts.description !== undefined) form.append('description', parts.description);
  if (parts.crop !== undefined) form.append('crop', typeof parts.crop === 'string' ? parts.crop : JSON.stringify(parts.crop));
  if (parts.extra) form.append(parts.extra[0], parts.extra[1]);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file)], { type: parts.type ?? 'image/png' }), 'office.png');
  return api.app.inject({ method, url, payload: form, headers: { authorization: account.authorization } });
}

describe('office photos', () => {
  it('uploads re-encoded photos with descriptions, in order; serves them; reorders, edits and removes', async () => {
    const first = await send('POST', photosUrl(employer), { file: await image(2400, 1200), description: 'Our reception' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api9\/files\/office-photos\/[0-9a-f-]+\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/api9\/files\/office-photos\/[0-9a-f-]+-thumb\.webp$/),
      description: 'Our reception',
      order: 0,
      width: 1600,
      height: 800,
    });
    const served = await api.app.inject({ method: 'GET', url: first.json().url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await api.app.inject({ method: 'GET', url: first.json().thumbnailUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });

    const second = (await send('POST', photosUrl(employer), { file: await image(300, 200, 'jpeg'), type: 'text/plain' })).json();
    const third = (await send('POST', photosUrl(employer), { file: await image(300, 200, 'gif'), description: '  ' })).json();
    expect([second.order, third.order, second.description, third.description]).toEqual([1, 2, null, null]);

    const office = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/offices/${officeId}`)).json();
    expect(office.photos.map((photo: { id: number }) => photo.id)).toEqual([first.json().id, second.id, third.id]);

    const reordered = await call(api, employer, 'PUT', `${photosUrl(employer)}/order`, { ids: [third.id, first.json().id, second.id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((photo: { id: number; order: number }) => [photo.id, photo.order])).toEqual([
      [third.id, 0],
      [first.json().id, 1],
      [second.id, 2],
    ]);
    for (const ids of [
      [third.id, first.json().id],
      [third.id, first.json().id, second.id, 999],
      [third.id, third.id, second.id],
    ]) {
      const refused = await call(api, employer, 'PUT', `${photosUrl(employer)}/order`, { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe('ids');
    }

    const described = await call(api, employer, 'PUT', `${photosUrl(employer)}/${second.id}`, { description: 'Operatory 2' });
    expect(described.json()).toEqual({ ...second, order: 2, description: 'Operatory 2' });
    const multipartDescribed = await send('PUT', `${photosUrl(employer)}/${second.id}`, { description: 'Operatory two' });
    expect(multipartDescribed.json()).toMatchObject({ id: second.id, description: 'Operatory two', url: second.url });
    const replaced = await send('PUT', `${photosUrl(employer)}/${second.id}`, { file: await image(800, 600) });
    expect(replaced.json()).toMatchObject({ id: second.id, description: 'Operatory two', order: 2, width: 800, height: 600 });
    expect(replaced.json().url).not.toBe(second.url);
    expect((await api.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);

    expect((await call(api, employer, 'DELETE', `${photosUrl(employer)}/${third.id}`)).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: third.url })).statusCode).toBe(404);
    const after = (await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/offices/${officeId}`)).json();
    expect(after.photos.map((photo: { id: number; order: number }) => [photo.id, photo.order])).toEqual([
      [first.json().id, 0],
      [second.id, 1],
    ]);
    expect((await call(api, employer, 'DELETE', `${photosUrl(employer)}/${third.id}`)).statusCode).toBe(404);
  });

  it('checks the content: not an image 415, too large 413, unreadable 400; nothing stored', async () => {
    const before = await employerTables(api);
    const filesBefore = await listFiles(uploads);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [string, Parameters<typeof send>[2], number, string][] = [
      ['an SVG', { file: svg, type: 'image/svg+xml' }, 415, 'file'],
      ['HTML named .png', { file: Buffer.from('<html><body>hi</body></html>') }, 415, 'file'],
      ['a truncated PNG', { file: (await image(400, 400)).subarray(0, 200) }, 400, 'file'],
      ['over 5 MB', { file: Buffer.concat([await image(10, 10), Buffer.alloc(OFFICE_PHOTO_MAX_BYTES)]) }, 413, 'file'],
      ['no file', { description: 'Only words' }, 400, 'file'],
      ['a description over 300 characters', { file: await image(100, 100), description: 'd'.repeat(301) }, 400, 'description'],
      ['an unknown field', { file: await image(100, 100), extra: ['zoom', '2'] }, 400, 'zoom'],
      ['a crop that is not JSON', { file: await image(100, 100), crop: 'x=1' }, 400, 'crop'],
      [
        'a rotation that is not a quarter turn',
        { file: await image(100, 100), crop: { x: 0, y: 0, width: 10, height: 10, rotation: 45 } },
        400,
        'crop.rotation',
      ],
      ['a negative crop', { file: await image(100, 100), crop: { x: -1, y: 0, width: 10, height: 10 } }, 400, 'crop.x'],
      ['an unknown crop field', { file: await image(100, 100), crop: { x: 0, y: 0, width: 10, height: 10, zoom: 2 } }, 400, 'crop.zoom'],
      ['a crop outside the photo', { file: await image(100, 100), crop: { x: 500, y: 500, width: 10, height: 10 } }, 400, 'crop'],
    ];
    for (const [what, parts, status, field] of cases) {
      const response = await send('POST', photosUrl(employer), parts);
      expect(response.statusCode, what).toBe(status);
      expect(response.json().errors[0].field, what).toBe(field);
    }
    const tooLarge = await send('POST', photosUrl(employer), { file: Buffer.concat([await image(10, 10), Buffer.alloc(OFFICE_PHOTO_MAX_BYTES)]) });
    expect(tooLarge.json().errors[0].message).toBe(OFFICE_PHOTO_TOO_LARGE_MESSAGE);
    const json = await call(api, employer, 'POST', photosUrl(employer), { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await employerTables(api)).toEqual(before);
    expect(await listFiles(uploads)).toEqual(filesBefore);
  });

  it('cuts and turns a photo as chosen in the photo dialog, on upload and on replacing it', async () => {
    // Turned 90 degrees clockwise the red left half is on top: a 300x150 band from the top is red.
    const added = await send('POST', photosUrl(employer), {
      file: await halves(),
      crop: { x: 0, y: 0, width: 300, height: 150, rotation: 90 },
      description: 'Red wall',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ width: 300, height: 150, description: 'Red wall' });
    const [r, g, b] = await pixel(await served(added.json().url), 150, 75);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);

    // Replacing it with the blue half (a crop a pixel over the edge is cut at the edge): same id, place and description.
    const replaced = await send('PUT', `${photosUrl(employer)}/${added.json().id}`, {
      file: await halves(),
      crop: { x: 200.4, y: 0, width: 201, height: 150 },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: added.json().id, order: added.json().order, description: 'Red wall', width: 200, height: 150 });
    const [r2, , b2] = await pixel(await served(replaced.json().url), 100, 75);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(30);
    expect((await api.app.inject({ method: 'GET', url: added.json().url })).statusCode).toBe(404);

    // A bad replacement changes nothing: too large 413, not an image 415, a bad crop 400, a crop without a file 400.
    const before = await employerTables(api);
    const filesBefore = await listFiles(uploads);
    const refusals: [Parameters<typeof send>[2], number, string][] = [
      [{ file: Buffer.concat([await image(10, 10), Buffer.alloc(OFFICE_PHOTO_MAX_BYTES)]) }, 413, 'file'],
      [{ file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' }, 415, 'file'],
      [{ file: await halves(), crop: { x: 0, y: 0, width: 0, height: 10 } }, 400, 'crop.width'],
      [{ crop: { x: 0, y: 0, width: 10, height: 10 } }, 400, 'file'],
    ];
    for (const [parts, status, field] of refusals) {
      const response = await send('PUT', `${photosUrl(employer)}/${added.json().id}`, parts);
      expect(response.statusCode, field).toBe(status);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await employerTables(api)).toEqual(before);
    expect(await listFiles(uploads)).toEqual(filesBefore);
    expect((await call(api, employer, 'DELETE', `${photosUrl(employer)}/${added.json().id}`)).statusCode).toBe(204);
  });

  it('re-encodes a JPEG carrying an HTML payload: the payload is gone', async () => {
    const payload = Buffer.from('<html><script>alert("office-polyglot-marker")</script></html>');
    const response = await send('POST', photosUrl(employer), { file: Buffer.concat([await image(300, 300, 'jpeg'), payload]), type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const stored = (await api.app.inject({ method: 'GET', url: response.json().url })).rawPayload;
    expect(stored.includes('office-polyglot-marker')).toBe(false);
  });

  it("answers 404 for another practice's office or photo, and when {userId} is not {id}", async () => {
    const other = await signUpEmployer(api);
    const otherOffice = (
      await call(api, other, 'POST', `/api9/users/employers/${other.username}/offices`, { name: 'Other', address: '1 Main St', zip: '10001' })
    ).json().id;
    const mine = (await send('POST', photosUrl(employer), { file: await image(200, 200) })).json();
    const before = await employerTables(api);
    expect((await send('POST', photosUrl(other, officeId), { file: await image(200, 200) }, other)).statusCode).toBe(404);
    expect((await send('POST', photosUrl(other, otherOffice, employer.username), { file: await image(200, 200) }, other)).statusCode).toBe(404);
    expect((await call(api, other, 'PUT', `${photosUrl(other, otherOffice)}/${mine.id}`, { description: 'mine now' })).statusCode).toBe(404);
    expect((await send('PUT', `${photosUrl(other, otherOffice)}/${mine.id}`, { file: await image(200, 200) }, other)).statusCode).toBe(404);
    expect((await call(api, other, 'DELETE', `${photosUrl(other, otherOffice)}/${mine.id}`)).statusCode).toBe(404);
    expect((await call(api, other, 'PUT', `${photosUrl(other, officeId)}/order`, { ids: [mine.id] })).statusCode).toBe(404);
    expect(await employerTables(api)).toEqual(before);
  });

  it('deleting an office removes its photo files', async () => {
    const owner = await signUpEmployer(api);
    const office = (
      await call(api, owner, 'POST', `/api9/users/employers/${owner.username}/offices`, { name: 'Gone soon', address: '1 Main St', zip: '10001' })
    ).json();
    const photo = (await send('POST', photosUrl(owner, office.id), { file: await image(200, 200) }, owner)).json();
    expect((await api.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    expect((await call(api, owner, 'DELETE', `/api9/users/employers/${owner.username}/offices/${office.id}`)).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: photo.thumbnailUrl })).statusCode).toBe(404);
  });
});
