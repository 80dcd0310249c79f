import { beforeAll, describe, expect, it } from 'vitest';
import { scopeOfRoute } from '../../platform/api-keys';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, hiringTables, invite, liveJob, makePublic } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;
let seeker: TestAccount;
let applicant: TestAccount;
let admin: TestAccount;
const ids = { accept: 0, decline: 0, applied: 0, applyTo: 0, inviteTo: 0, cancel: 0, application: 0, interview: 0 };

beforeAll(async () => {
  [practice, rival, seeker, applicant, admin] = [
    await signUpEmployer(api),
    await signUpEmployer(api),
    await signUpStaff(api),
    await signUpStaff(api),
    await createAdmin(api),
  ];
  await giveInvitationCredits(api, practice);
  await fillResume(api, seeker);
  await makePublic(api, seeker);
  await fillResume(api, applicant);
  const jobs = [];
  for (let i = 0; i < 6; i++) jobs.push((await liveJob(api, practice)).id);
  [ids.accept, ids.decline, ids.applied, ids.applyTo, ids.inviteTo, ids.cancel] = jobs;
  for (const jobId of [ids.accept, ids.decline, ids.cancel]) expect((await invite(api, practice, jobId, seeker.username)).statusCode).toBe(201);
  ids.application = (await apply(api, applicant, ids.applied)).json().applicationId;
  const interview = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
    applicationId: ids.application,
    type: 'PHONE',
    interviewDate: '2026-09-10T15:00:00Z',
  });
  ids.interview = interview.json().id;
  // The rival has postings and applicants of its own, so "its own path with the owner's ids" is a real attempt.
  const rivalJob = await liveJob(api, rival);
  expect((await apply(api, seeker, rivalJob.id)).statusCode).toBe(201);
});

type Method = 'GET' | 'POST' | 'PUT';
/** answer: the applicant's own interview (the owner is `applicant`). */
type Kind = 'staff' | 'employer' | 'posting' | 'interviews' | 'answer';
type Route = { kind: Kind; method: Method; path: (username: string) => string; body?: () => unknown };

const invitationId = async (jobId: number) => {
  const list = (await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/invitations`)).json();
  return list.find((i: { jobId: number }) => i.jobId === jobId).invitationId as number;
};
const invitationIds = { accept: 0, decline: 0 };

/** Every hiring route; {u} is the username in the path. Changes last, in an order the owner can make them all. */
function routes(): Route[] {
  const staff = (u: string) => `/api9/users/staff/${u}`;
  const employer = (u: string) => `/api9/users/employers/${u}`;
  return [
    { kind: 'staff', method: 'GET', path: (u) => `${staff(u)}/applications` },
    { kind: 'staff', method: 'GET', path: (u) => `${staff(u)}/invitations` },
    { kind: 'employer', method: 'GET', path: (u) => `${employer(u)}/applications` },
    { kind: 'employer', method: 'GET', path: (u) => `${employer(u)}/applications/${ids.applied}` },
    { kind: 'employer', method: 'GET', path: (u) => `${employer(u)}/applications/${ids.applied}/${applicant.username}` },
    { kind: 'employer', method: 'GET', path: (u) => `${employer(u)}/applications/${ids.applied}/${applicant.username}/resume.pdf` },
    { kind: 'posting', method: 'GET', path: () => `/api9/jobs/${ids.accept}/invitations` },
    { kind: 'interviews', method: 'GET', path: (u) => `/api9/users/${u}/interviews?date=all` },
    { kind: 'staff', method: 'POST', path: (u) => `${staff(u)}/applications`, body: () => ({ jobId: ids.applyTo, message: 'Hello' }) },
    { kind: 'staff', method: 'POST', path: (u) => `${staff(u)}/invitations/${invitationIds.accept}/accept`, body: () => ({ message: 'Yes' }) },
    { kind: 'staff', method: 'POST', path: (u) => `${staff(u)}/invitations/${invitationIds.decline}/decline` },
    {
      kind: 'employer',
      method: 'PUT',
      path: (u) => `${employer(u)}/applications/${ids.applied}/${applicant.username}/opinion`,
      body: () => ({ opinion: 'LIKE' }),
    },
    {
      kind: 'employer',
      method: 'POST',
      path: (u) => `${employer(u)}/jobs/${ids.inviteTo}/invitations`,
      body: () => ({ username: seeker.username, message: 'Hi' }),
    },
    { kind: 'posting', method: 'PUT', path: () => `/api9/jobs/${ids.cancel}/invitations/${seeker.username}` },
    {
      kind: 'employer',
      method: 'POST',
      path: (u) => `${employer(u)}/interviews`,
      body: () => ({ applicationId: ids.application, type: 'TEAM', interviewDate: '2026-09-11T15:00:00Z' }),
    },
    {
      kind: 'employer',
      method: 'PUT',
      path: (u) => `${employer(u)}/interviews/${ids.interview}`,
      body: () => ({ type: 'VIRTUAL', interviewDate: '2026-09-12T15:00:00Z' }),
    },
    { kind: 'answer', method: 'PUT', path: (u) => `${staff(u)}/interviews/${ids.interview}/answer`, body: () => ({ answer: 'ACCEPT' }) },
    { kind: 'employer', method: 'PUT', path: (u) => `${employer(u)}/interviews/${ids.interview}/cancel` },
  ];
}

const ownerOf = (route: Route) => (route.kind === 'staff' ? seeker : route.kind === 'answer' ? applicant : practice);

type Attempt = [who: string, account: TestAccount | null, url: string, status: number];

function attempts(route: Route): Attempt[] {
  const owner = ownerOf(route);
  const url = route.path(owner.username);
  const list: Attempt[] = [
    ['anonymous', null, url, 401],
    ['an administrator', admin, url, 403],
  ];
  if (route.kind === 'staff')
    list.push(
      ['an employer', practice, url, 403],
      ['an employer on its own path', practice, route.path(practice.username), 403],
      ["another job seeker on the owner's path", applicant, url, 404],
    );
  if (route.kind === 'employer' || route.kind === 'posting')
    list.push(
      ['a job seeker', seeker, url, 403],
      ['a job seeker on its own path', seeker, route.path(seeker.username), 403],
      ["another practice on the owner's path", rival, url, 404],
    );
  if (route.kind === 'answer')
    list.push(
      ['an employer', practice, url, 403],
      ['an employer on its own path', practice, route.path(practice.username), 403],
      ["another job seeker on the owner's path", seeker, url, 404],
      ["another job seeker with the owner's ids", seeker, route.path(seeker.username), 404],
    );
  if (route.kind === 'interviews')
    list.push(
      ["another practice on the owner's path", rival, url, 404],
      ["a job seeker on the practice's path", seeker, url, 404],
      ["another job seeker on a job seeker's path", applicant, route.path(seeker.username), 404],
    );
  // With its own username and the owner's ids, another user reaches only its own (none): 404.
  const ownPath = (account: TestAccount) => route.path(account.username);
  if (route.kind === 'employer' && /applications\/|jobs\/|interviews/.test(url))
    list.push(["another practice with the owner's ids", rival, ownPath(rival), 404]);
  if (route.kind === 'staff' && /invitations\/\d/.test(url)) list.push(["another job seeker with the owner's ids", applicant, ownPath(applicant), 404]);
  return list;
}

describe('the hiring authorisation matrix', () => {
  it('anonymous 401, the wrong role 403, another owner 404 — on every route, and nothing changes', async () => {
    invitationIds.accept = await invitationId(ids.accept);
    invitationIds.decline = await invitationId(ids.decline);
    const before = await hiringTables(api);
    for (const route of routes()) {
      for (const [who, account, url, status] of attempts(route)) {
        const response = await call(api, account, route.method, url, route.body?.());
        expect(response.statusCode, `${who}: ${route.method} ${url} ${response.body.slice(0, 160)}`).toBe(status);
        expect(response.json().errors[0].message, `${who}: ${route.method} ${url}`).toEqual(expect.any(String));
      }
    }
    expect(await hiringTables(api)).toEqual(before);
    // On its own path another practice sees its own applicants only.
    const theirs = (await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/applications`)).json();
    expect(theirs.map((a: { username: string }) => a.username)).toEqual([seeker.username]);
  });

  it('lets the owner make every one of those calls', async () => {
    for (const route of routes()) {
      const owner = ownerOf(route);
      const response = await call(api, owner, route.method, route.path(owner.username), route.body?.());
      expect(response.statusCode, `${route.method} ${route.path('{u}')}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
    }
    // The job seeker's own interviews too.
    expect((await call(api, applicant, 'GET', `/api9/users/${applicant.username}/interviews?date=all`)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('lists every hiring route with its tag, a summary and the bearer requirement', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api9/docs/json' })).json();
    const expected = [
      ['post', '/api9/users/staff/{id}/applications'],
      ['get', '/api9/users/staff/{id}/applications'],
      ['get', '/api9/users/staff/{id}/invitations'],
      ['post', '/api9/users/staff/{id}/invitations/{invitationId}/accept'],
      ['post', '/api9/users/staff/{id}/invitations/{invitationId}/decline'],
      ['get', '/api9/users/employers/{id}/applications'],
      ['get', '/api9/users/employers/{id}/applications.csv'],
      ['get', '/api9/users/employers/{id}/applications/{jobId}'],
      ['get', '/api9/users/employers/{id}/applications/{jobId}/{applicant}'],
      ['get', '/api9/users/employers/{id}/applications/{jobId}/{applicant}/resume.pdf'],
      ['put', '/api9/users/employers/{id}/applications/{jobId}/{applicant}/opinion'],
      ['post', '/api9/users/employers/{id}/jobs/{jobId}/invitations'],
      ['get', '/api9/jobs/{id}/invitations'],
      ['put', '/api9/jobs/{id}/invitations/{username}'],
      ['post', '/api9/users/employers/{id}/interviews'],
      ['put', '/api9/users/employers/{id}/interviews/{interviewId}'],
      ['put', '/api9/users/employers/{id}/interviews/{interviewId}/cancel'],
      ['put', '/api9/users/staff/{id}/interviews/{interviewId}/answer'],
      ['get', '/api9/users/{id}/interviews'],
      ['get', '/api9/users/employers/{id}/candidates/lookup'],
      // Interviews people schedule themselves (ADR 117).
      ['get', '/api9/users/employers/{id}/offices/{officeId}/interview-availability'],
      ['put', '/api9/users/employers/{id}/offices/{officeId}/interview-availability'],
      ['post', '/api9/users/employers/{id}/applications/{applicationId}/scheduling-link'],
      // Interviewers' own hours and the links waiting for a time (ADR 125).
      ['get', '/api9/users/employers/{id}/interviewers'],
      ['get', '/api9/users/employers/{id}/offices/{officeId}/interview-availability/interviewers/{interviewerUserId}'],
      ['put', '/api9/users/employers/{id}/offices/{officeId}/interview-availability/interviewers/{interviewerUserId}'],
      ['get', '/api9/users/employers/{id}/scheduling-links'],
      ['post', '/api9/users/employers/{id}/scheduling-links/{requestId}/resend'],
      ['put', '/api9/users/employers/{id}/scheduling-links/{requestId}/cancel'],
      // The hiring pipeline (ADR 118).
      ['get', '/api9/users/employers/{id}/pipeline/{jobId}'],
      ['get', '/api9/users/employers/{id}/pipeline/{jobId}/applicants'],
      ['put', '/api9/users/employers/{id}/applications/{jobId}/{applicant}/stage'],
      ['post', '/api9/users/employers/{id}/pipeline/{jobId}/bulk'],
      ['get', '/api9/users/employers/{id}/pipeline-stages'],
      ['put', '/api9/users/employers/{id}/pipeline-stages'],
      ['get', '/api9/users/employers/{id}/message-templates'],
      ['put', '/api9/users/employers/{id}/message-templates/{kind}'],
      ['delete', '/api9/users/employers/{id}/message-templates/{kind}'],
      // The practice's hiring numbers (ADR 121).
      ['get', '/api9/users/employers/{id}/hiring-numbers'],
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['hiring']);
      expect(operation.summary).toEqual(expect.any(String));
      // A session's token; the routes a key's scope covers take a practice's API key too (ADR 111).
      const scope = scopeOfRoute(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'));
      expect(operation.security ?? doc.security, `${method} ${path}`).toEqual(scope ? [{ bearer: [] }, { apiKey: [scope] }] : [{ bearer: [] }]);
    }
    const hiring = Object.values(doc.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.tags?.includes('hiring'));
    expect(hiring).toHaveLength(expected.length);
    const body = doc.paths['/api9/users/employers/{id}/interviews'].post.requestBody.content['application/json'].schema;
    expect(body.properties.type.enum).toEqual(['INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM']);
    expect(body.properties.interviewDate.type).toBe('string');
    expect(body.properties.interviewDate.description).toContain('office');
  });
});
