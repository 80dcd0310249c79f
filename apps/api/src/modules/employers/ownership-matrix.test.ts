import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, employerTables, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

let owner: TestAccount;
let rival: TestAccount;
let seeker: TestAccount;
let admin: TestAccount;
let png: Buffer;
const ids = { office: 0, photo: 0, draft: 0, live: 0, jobDate: 0, slot: 0 };

beforeAll(async () => {
  [owner, rival, seeker, admin] = [await signUpEmployer(api), await signUpEmployer(api), await signUpStaff(api), await createAdmin(api)];
  png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#7fb3d5' } })
    .png()
    .toBuffer();
  const office = await call(api, owner, 'POST', `/api9/users/employers/${owner.username}/offices`, { name: 'Main', address: '1 Main St', zip: '60614' });
  ids.office = office.json().id;
  ids.photo = (await send(owner, 'POST', photosPath(owner.username, ids.office), { multipart: true })).json().id;
  ids.draft = (await createDraft(api, owner)).id;
  const live = await createDraft(api, owner, postingBody({ type: 'TEMP', jobDates: [{ date: '2026-09-10' }] }));
  ids.live = live.id;
  ids.jobDate = live.jobDates[0].id;
  await giveSlot(api, owner);
  expect((await publish(api, owner, ids.live)).statusCode).toBe(200);
  ids.slot = (await giveSlot(api, owner)).id;
  // The rival has resources of its own, so "its own path with the owner's ids" is a real attempt.
  await call(api, rival, 'POST', `/api9/users/employers/${rival.username}/offices`, { name: 'Rival', address: '9 Elm St', zip: '10001' });
});

const photosPath = (username: string, officeId: number) => `/api9/users/employers/${username}/photos/multi/${username}/OFFICE_PHOTOS/${officeId}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Route = { method: Method; path: (username: string) => string; body?: unknown; multipart?: boolean };

function send(account: TestAccount | null, method: Method, url: string, route: { body?: unknown; multipart?: boolean }) {
  if (!route.multipart) return call(api, account, method, url, route.body);
  const form = new FormData();
  form.append('description', 'Front desk');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'office.png');
  return api.app.inject({ method, url, payload: form, headers: account ? { authorization: account.authorization } : {} });
}

/** Every employer-only route; {u} is the username in the path. Destructive ones last. */
function routes(): Route[] {
  const employer = (u: string) => `/api9/users/employers/${u}`;
  return [
    { method: 'GET', path: (u) => employer(u) },
    { method: 'PUT', path: (u) => `${employer(u)}/profile`, body: { practiceName: 'Taken Over', about: null, empType: null, technologies: [] } },
    { method: 'PUT', path: (u) => `${employer(u)}/profile/about`, body: { about: 'Taken over' } },
    { method: 'PUT', path: (u) => `${employer(u)}/contact-info`, body: { contactName: 'X', contactEmail: null, contactPhone: null, website: null } },
    { method: 'PUT', path: (u) => `${employer(u)}/profile/public`, body: { state: true } },
    { method: 'GET', path: (u) => `${employer(u)}/dashboard` },
    { method: 'POST', path: (u) => `${employer(u)}/offices`, body: { name: 'Sneaky', address: '2 Main St', zip: '60614' } },
    { method: 'GET', path: (u) => `${employer(u)}/offices` },
    { method: 'GET', path: (u) => `${employer(u)}/offices/${ids.office}` },
    { method: 'PUT', path: (u) => `${employer(u)}/offices/${ids.office}`, body: { name: 'Renamed', address: '3 Main St', zip: '60614' } },
    { method: 'PUT', path: (u) => `${employer(u)}/offices/${ids.office}/primary` },
    { method: 'PUT', path: (u) => `${employer(u)}/offices/${ids.office}/hours`, body: { hours: [{ dow: 1, opens: '08:00', closes: '17:00' }] } },
    { method: 'DELETE', path: (u) => `${employer(u)}/offices/${ids.office}/hours/1` },
    { method: 'PUT', path: (u) => `${photosPath(u, ids.office)}/${ids.photo}`, body: { description: 'Renamed' } },
    { method: 'PUT', path: (u) => `${photosPath(u, ids.office)}/order`, body: { ids: [ids.photo] } },
    { method: 'POST', path: (u) => photosPath(u, ids.office), multipart: true },
    { method: 'GET', path: (u) => `${employer(u)}/jobs?limit=2500` },
    { method: 'POST', path: (u) => `${employer(u)}/jobs`, body: postingBody() },
    { method: 'GET', path: (u) => `/api9/users/${u}/jobs/${ids.draft}` },
    { method: 'PUT', path: () => `/api9/jobs/${ids.draft}`, body: postingBody({ name: 'Taken over' }) },
    { method: 'PUT', path: () => `/api9/jobs/${ids.live}/status/${ids.jobDate}`, body: { status: 'BOOKED' } },
    { method: 'PUT', path: () => `/api9/jobs/${ids.live}/status`, body: { status: 'CANCELED' } },
    { method: 'GET', path: (u) => `${employer(u)}/job-slots` },
    { method: 'PUT', path: () => `/api9/jobs/${ids.draft}/publish`, body: { slotId: ids.slot } },
    { method: 'GET', path: (u) => `${employer(u)}/job-slot/${ids.slot}/cancel` },
    { method: 'DELETE', path: (u) => `${photosPath(u, ids.office)}/${ids.photo}` },
    { method: 'DELETE', path: (u) => `${employer(u)}/offices/${ids.office}` },
  ];
}

describe('the ownership matrix', () => {
  it('anonymous 401, a job seeker 403, an administrator 403, another practice 404 — on every route, and nothing changes', async () => {
    const before = await employerTables(api);
    for (const route of routes()) {
      const label = `${route.method} ${route.path('{u}')}`;
      const attempts: [string, TestAccount | null, string, number][] = [
        ['anonymous', null, route.path(owner.username), 401],
        ['a job seeker', seeker, route.path(owner.username), 403],
        ['a job seeker on its own path', seeker, route.path(seeker.username), 403],
        ['an administrator', admin, route.path(owner.username), 403],
        ["another practice on the owner's path", rival, route.path(owner.username), 404],
      ];
      // On its own path with the owner's ids, another practice reaches only its own (empty) things.
      const ownPath = route.path(rival.username);
      const touchesOwnersThings = /offices\/|OFFICE_PHOTOS|jobs\/|job-slot\//.test(ownPath) && !ownPath.endsWith('/jobs?limit=2500');
      if (touchesOwnersThings) attempts.push(['another practice with the owner’s ids', rival, ownPath, 404]);
      for (const [who, account, url, status] of attempts) {
        const response = await send(account, route.method, url, route);
        expect(response.statusCode, `${who}: ${label}`).toBe(status);
        expect(response.json().errors[0].message, `${who}: ${label}`).toEqual(expect.any(String));
      }
    }
    expect(await employerTables(api)).toEqual(before);
    // What the other practice may see of its own is its own: no trace of the owner's postings.
    const theirs = (await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/jobs`)).json();
    expect(theirs).toEqual([]);
  });

  it('lets the owner make every one of those calls', async () => {
    for (const route of routes()) {
      const response = await send(owner, route.method, route.path(owner.username), route);
      expect(response.statusCode, `${route.method} ${route.path('{u}')}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
