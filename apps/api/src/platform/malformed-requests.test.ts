import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApi } from '../testing/test-api';
import { signUpStaff, type TestAccount } from '../testing/accounts';
import { employerTables } from '../testing/jobs';
import { call, listFiles, signUpEmployer, tempUploadsDir } from '../testing/staff-profiles';

// Requests that once answered 500: multipart bodies that cannot be read, an office photo change
// that changes nothing, a NUL in a multipart field, and ids written in other notations.

const uploads = tempUploadsDir();
const api = useTestApi({ env: { UPLOADS_DIR: uploads } });

const BOUNDARY = 'chairside-test-boundary';
const filePart = (content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="office.png"\r\nContent-Type: image/png\r\n\r\n${content}`;
const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const end = `--${BOUNDARY}--\r\n`;

let employer: TestAccount;
let seeker: TestAccount;
let officeId: number;
let photo: { id: number; description: string | null; url: string };

beforeAll(async () => {
  employer = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  officeId = (
    await call(api, employer, 'POST', `/api9/users/employers/${employer.username}/offices`, { name: 'Lincoln Park', address: '2450 N Clark St', zip: '60614' })
  ).json().id;
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('description', 'Reception');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'office.png');
  const created = await api.app.inject({ method: 'POST', url: photosUrl(), payload: form, headers: { authorization: employer.authorization } });
  expect(created.statusCode, created.body).toBe(201);
  photo = created.json();
});

function photosUrl(rest = '') {
  return `/api9/users/employers/${employer.username}/photos/multi/${employer.username}/OFFICE_PHOTOS/${officeId}${rest}`;
}

function send(account: TestAccount, method: 'POST' | 'PUT', url: string, contentType: string, payload: string) {
  return api.app.inject({ method, url, payload, headers: { authorization: account.authorization, 'content-type': contentType } });
}

async function storedState() {
  return { tables: await employerTables(api), files: await listFiles(uploads) };
}

describe('multipart bodies that cannot be read', () => {
  const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
  const unreadable: [string, string, string][] = [
    ['no boundary in the content type', 'multipart/form-data', `${fieldPart('description', 'Hall')}${end}`],
    ['a body cut short inside the file', withBoundary, filePart('\x89PNG\r\n\x1a\nhalf an image')],
    ['a body cut short inside a part header', withBoundary, `--${BOUNDARY}\r\nContent-Disposition: form-da`],
    ['a body without any boundary line', withBoundary, 'not a form at all'],
  ];

  it.each(unreadable)('%s: 400 naming the body on every upload route, nothing stored', async (_label, contentType, payload) => {
    const before = await storedState();
    const answers = [
      await send(employer, 'POST', photosUrl(), contentType, payload),
      await send(employer, 'PUT', photosUrl(`/${photo.id}`), contentType, payload),
      await send(seeker, 'POST', `/api9/users/staff/${seeker.username}/photo`, contentType, payload),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({ code: 'BAD_REQUEST', field: 'body', message: expect.stringMatching(/could not be read/) });
    }
    expect(await storedState()).toEqual(before);
  });
});

describe('an office photo change that changes nothing', () => {
  it.each([
    ['no parts at all', end],
    ['an empty body', ''],
    ['only an empty file part', `${filePart('')}\r\n${end}`],
  ])('%s: 400, the photo stays as it was', async (_label, payload) => {
    const before = await storedState();
    const answer = await send(employer, 'PUT', photosUrl(`/${photo.id}`), `multipart/form-data; boundary=${BOUNDARY}`, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'body', message: expect.stringMatching(/description.*file/) });
    expect(await storedState()).toEqual(before);
  });

  it('an empty file part beside a description changes the description only', async () => {
    const answer = await send(
      employer,
      'PUT',
      photosUrl(`/${photo.id}`),
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${fieldPart('description', 'Front desk')}${filePart('')}\r\n${end}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: photo.id, description: 'Front desk', url: photo.url });
  });
});

describe('a NUL character in a multipart field', () => {
  it.each(['POST', 'PUT'] as const)('%s: 400 naming description, nothing stored', async (method) => {
    const before = await storedState();
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('description', 'Oper\u0000atory');
    if (method === 'POST') form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'office.png');
    const answer = await api.app.inject({
      method,
      url: photosUrl(method === 'PUT' ? `/${photo.id}` : ''),
      payload: form,
      headers: { authorization: employer.authorization },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'description', message: expect.stringMatching(/NUL/) });
    expect(await storedState()).toEqual(before);
  });
});

describe('ids in a path or query string are decimal digits only', () => {
  const notations = ['0x10', '1e3', '+5', '5.0', '0b11', '%205', '1_0', '0'];

  it.each(notations)('%s answers 400 naming the parameter on every kind of id route', async (written) => {
    const answers: [string, Awaited<ReturnType<typeof call>>][] = [
      ['id', await call(api, null, 'GET', `/api9/jobs/${written}`)],
      ['officeId', await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/offices/${written}`)],
      ['photoId', await call(api, employer, 'PUT', photosUrl(`/${written}`), { description: 'x' })],
      ['dow', await call(api, employer, 'DELETE', `/api9/users/employers/${employer.username}/offices/${officeId}/hours/${written}`)],
      ['id', await call(api, seeker, 'DELETE', `/api9/users/staff/${seeker.username}/skills/${written}`)],
      ['interviewId', await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/interviews/${written}/cancel`)],
      ['limit', await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/applications?limit=${written}`)],
      ['limit', await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/jobs?limit=${written}`)],
    ];
    for (const [field, answer] of answers) {
      // dow 0 is Sunday: the only notation here it may take.
      if (field === 'dow' && written === '0') continue;
      expect(answer.statusCode, `${field}=${written}: ${answer.body}`).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({ code: 'VALIDATION', field });
    }
  });

  it('plain digits still reach the route (an unknown id: 404)', async () => {
    expect((await call(api, null, 'GET', '/api9/jobs/16')).statusCode).toBe(404);
    expect((await call(api, null, 'GET', '/api9/jobs/1000')).statusCode).toBe(404);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/offices/${officeId}`)).statusCode).toBe(200);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/applications?limit=10&offset=0`)).statusCode).toBe(200);
    expect((await call(api, employer, 'GET', `/api9/users/employers/${employer.username}/jobs?limit=10`)).statusCode).toBe(200);
  });
});

describe('half of a UTF-16 character pair in JSON', () => {
  // JSON may write half a pair ("\udfff"); PostgreSQL stores neither it nor NUL, so every route refuses both.
  const offices = () => `/api9/users/employers/${employer.username}/offices`;

  it.each([
    ['a lone low surrogate in a value', { name: 'Lincoln \udfff Park', address: '2450 N Clark St', zip: '60614' }, 'name'],
    ['a lone high surrogate at the end', { name: 'Lincoln Park', address: '2450 N Clark St\ud83e', zip: '60614' }, 'address'],
    ['a lone surrogate in a key', { name: 'Lincoln Park', address: '2450 N Clark St', zip: '60614', ['x\ud800']: 1 }, 'x\ud800'],
  ])('%s: 400 naming the field, nothing stored', async (_label, body, field) => {
    const before = await storedState();
    const answer = await call(api, employer, 'POST', offices(), body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ code: 'VALIDATION', field, message: expect.stringMatching(/half of a character pair/) });
    expect(await storedState()).toEqual(before);
  });

  it('a whole pair (an emoji) is kept as written', async () => {
    const answer = await call(api, employer, 'POST', offices(), { name: 'Smiles 🦷 Lincoln Park', address: '2450 N Clark St', zip: '60614' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().name).toBe('Smiles 🦷 Lincoln Park');
  });
});
