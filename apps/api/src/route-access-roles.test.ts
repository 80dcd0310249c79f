import { beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type RouteOptions } from 'fastify';
import { TEAM_ROLES, type TeamRole } from '@chairside/domain/teams';
import { apiPlugin, API_PREFIX, createContext } from './app';
import { requireEmployer } from './platform/auth';
import { capabilityOfRoute, memberMayCall, TEAM_ROUTE_CAPABILITIES } from './platform/team-access';
import { lastEmailTo, signUpStaff, type TestAccount } from './testing/accounts';
import { createDraft, giveSlot, postingBody, publish } from './testing/jobs';
import { apply, fillResume } from './testing/hiring';
import { call, signUpEmployer } from './testing/staff-profiles';
import { openTestDatabase } from './testing/test-database';
import { testConfig, useTestApi } from './testing/test-api';

// The authorisation matrix's dimension of practice teams (ADR 116): every employer route (and
// every route of the route → capability table) called by a member of each role acting for the
// practice. A refusal for the role (403 naming it) must happen exactly where the table says the
// role may not call the route; on the routes about one posting, a scoped member (a hiring manager
// limited to one office, an interviewer given one posting) reaches the posting inside their set
// and gets 404 for the one outside.

type Route = { key: string; method: string; url: string };
const routes: Route[] = [];
const ROLE_REFUSAL = 'Your role in this practice';
const OUT_OF_SCOPE = 'among the postings your role covers';

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = Fastify();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guards = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (hook ? [hook].flat() : []));
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (method !== 'HEAD' && (guards.includes(requireEmployer) || key in TEAM_ROUTE_CAPABILITIES)) routes.push({ key, method, url: route.url });
    }
  });
  await app.register(apiPlugin(await createContext({ config: testConfig(), db: database.db })), { prefix: API_PREFIX });
  await app.ready();
  await app.close();
  await database.close();
});

describe('every employer route for every team role', () => {
  const api = useTestApi();

  it('lists only registered routes in the route → capability table', () => {
    const stale = Object.keys(TEAM_ROUTE_CAPABILITIES).filter((key) => !routes.some((route) => route.key === key));
    expect(stale).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });

  it('refuses exactly what the role may not call, and postings outside the member’s set: 0 mismatches', async () => {
    const owner = await signUpEmployer(api);
    const E = `/api9/users/employers/${owner.username}`;
    const north = (await call(api, owner, 'POST', `${E}/offices`, { name: 'North', address: '2450 N Clark St', zip: '60614' })).json().id;
    const south = (await call(api, owner, 'POST', `${E}/offices`, { name: 'South', address: '4710 N Lincoln Ave', zip: '60625' })).json().id;
    const inNorth = (await createDraft(api, owner, postingBody({ officeId: north, zip: undefined, address: undefined }))).id;
    const inSouth = (await createDraft(api, owner, postingBody({ officeId: south, zip: undefined, address: undefined }))).id;
    const inside: Record<TeamRole, number> = { owner: inNorth, admin: inNorth, billing: inNorth, hiring_manager: inNorth, interviewer: inSouth };
    const outside: Partial<Record<TeamRole, number>> = { hiring_manager: inSouth, interviewer: inNorth };

    const members = {} as Record<TeamRole, TestAccount>;
    for (const role of TEAM_ROLES) {
      const email = `matrix-${role}-${Date.now()}@example.com`;
      const scope = role === 'hiring_manager' ? { officeIds: [north] } : role === 'interviewer' ? { jobIds: [inSouth] } : {};
      await call(api, owner, 'POST', `${E}/team/invitations`, { email, role, ...scope });
      const token = /\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1];
      const person = await signUpStaff(api, { email });
      await call(api, person, 'POST', `/api9/signed/team-invitation/${token}`);
      const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
      members[role] = { ...owner, authorization: session.headers.authorization as string };
    }

    const pathOf = (route: Route, jobId: number) =>
      route.url
        .replace(/^\/api9\/jobs\/:id/, `/api9/jobs/${jobId}`)
        .replace(/:(\w+)/g, (_m, name: string) =>
          ['id', 'username', 'user', 'practice'].includes(name) ? owner.username : name === 'jobId' ? String(jobId) : '999999999',
        );
    const aboutOnePosting = (route: Route) => route.url.includes(':jobId') || route.url.startsWith('/api9/jobs/:id');

    const mismatches: string[] = [];
    let probes = 0;
    // The owner role last: nothing it may do removes the other members before their probes.
    for (const role of [...TEAM_ROLES.filter((r) => r !== 'owner'), 'owner' as const]) {
      for (const route of routes) {
        // Sessions are not probed (opening one, signing out, a refresh), nor the event stream (it stays open).
        if (/\/session$|\/logout$|\/token$|\/stream$/.test(route.url)) continue;
        const mayCall = memberMayCall(role, route.method, route.url);
        const answer = await call(api, members[role], route.method as 'GET', pathOf(route, inside[role]));
        probes++;
        const refused = answer.statusCode === 403 && answer.body.includes(ROLE_REFUSAL);
        if (refused === mayCall)
          mismatches.push(
            `${route.key} as ${role}: ${answer.statusCode}, the table says ${mayCall ? 'may' : 'may not'} (${capabilityOfRoute(route.method, route.url)})`,
          );
        if (mayCall && answer.body.includes(OUT_OF_SCOPE)) mismatches.push(`${route.key} as ${role}: the posting inside the set was refused`);
        const other = outside[role];
        if (mayCall && other !== undefined && aboutOnePosting(route)) {
          const away = await call(api, members[role], route.method as 'GET', pathOf(route, other));
          probes++;
          if (!(away.statusCode === 404 && away.body.includes(OUT_OF_SCOPE)))
            mismatches.push(`${route.key} as ${role} outside the set: ${away.statusCode}, expected 404`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(probes).toBeGreaterThan(TEAM_ROLES.length * 90);
  }, 300_000);

  it('keeps a member limited to one office to that office in lists, the CSV, the dashboard and messages (ADR 127)', async () => {
    const owner = await signUpEmployer(api);
    const E = `/api9/users/employers/${owner.username}`;
    const office = async (name: string, address: string, zip: string) =>
      (await call(api, owner, 'POST', `${E}/offices`, { name, address, zip })).json().id as number;
    const north = await office('North', '2450 N Clark St', '60614');
    const south = await office('South', '4710 N Lincoln Ave', '60625');
    const live = async (officeId: number, name: string) => {
      const draft = await createDraft(api, owner, postingBody({ officeId, zip: undefined, address: undefined, name }));
      const published = await publish(api, owner, draft.id, (await giveSlot(api, owner)).id);
      expect(published.statusCode, published.body).toBe(200);
      return draft.id as number;
    };
    const inNorth = await live(north, 'North hygienist');
    const inSouth = await live(south, 'South hygienist');
    const seekers: Record<'north' | 'south', TestAccount> = { north: await signUpStaff(api), south: await signUpStaff(api) };
    for (const [where, jobId] of [
      ['north', inNorth],
      ['south', inSouth],
    ] as const) {
      await fillResume(api, seekers[where]);
      expect((await apply(api, seekers[where], jobId)).statusCode).toBe(201);
      const started = await call(api, owner, 'POST', '/api9/conversations', { username: seekers[where].username, jobId, message: `About the ${where} office` });
      expect(started.statusCode, started.body).toBe(201);
    }
    const southConversation = (await call(api, owner, 'GET', '/api9/conversations'))
      .json()
      .find((conversation: { jobId: number }) => conversation.jobId === inSouth).id as number;

    const email = `north-manager-${Date.now()}@example.com`;
    await call(api, owner, 'POST', `${E}/team/invitations`, { email, role: 'hiring_manager', officeIds: [north] });
    const token = /\/team-invitation\/(\S+)/.exec((await lastEmailTo(api, email, 'Join Bright Smiles Dental on Chairside')) ?? '')![1];
    const person = await signUpStaff(api, { email });
    await call(api, person, 'POST', `/api9/signed/team-invitation/${token}`);
    const session = await call(api, person, 'POST', `/api9/users/me/teams/${owner.username}/session`);
    const manager: TestAccount = { ...owner, authorization: session.headers.authorization as string };

    // Inside the office: the north posting's candidate, applicant row, counts and conversation; outside: none of the south's.
    const candidates = (await call(api, manager, 'GET', `${E}/candidates`)).json();
    expect(candidates.items.map((item: { jobId: number }) => item.jobId)).toEqual([inNorth]);
    expect(candidates.total).toBe(1);
    expect((await call(api, owner, 'GET', `${E}/candidates`)).json().total).toBe(2);
    expect((await call(api, manager, 'GET', `${E}/candidates?jobId=${inSouth}`)).json().items).toEqual([]);

    const csv = await call(api, manager, 'GET', `${E}/applications.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('North hygienist');
    expect(csv.body).not.toContain('South hygienist');
    expect((await call(api, manager, 'GET', `${E}/applications.csv?jobId=${inNorth}`)).statusCode).toBe(200);
    const away = await call(api, manager, 'GET', `${E}/applications.csv?jobId=${inSouth}`);
    expect(away.statusCode).toBe(404);
    expect(away.body).toContain(OUT_OF_SCOPE);
    expect((await call(api, owner, 'GET', `${E}/applications.csv`)).body).toContain('South hygienist');

    const dashboard = (await call(api, manager, 'GET', `${E}/dashboard`)).json();
    expect(dashboard).toMatchObject({ activePostings: 1, newApplicants: 1 });
    expect((await call(api, owner, 'GET', `${E}/dashboard`)).json()).toMatchObject({ activePostings: 2, newApplicants: 2 });

    const conversations = (await call(api, manager, 'GET', '/api9/conversations')).json();
    expect(conversations.map((conversation: { jobId: number }) => conversation.jobId)).toEqual([inNorth]);
    const groups = (await call(api, manager, 'GET', '/api9/convo-groups')).json();
    expect(JSON.stringify(groups)).not.toContain(seekers.south.username);
    // The south applicant's answer is unread for the practice, but not within the manager's reach.
    expect((await call(api, seekers.south, 'POST', `/api9/conversations/${southConversation}/messages`, { message: 'Thank you!' })).statusCode).toBe(201);
    expect((await call(api, owner, 'GET', '/api9/conversations/changeset')).json().totalUnreadCount).toBe(1);
    expect((await call(api, manager, 'GET', '/api9/conversations/changeset')).json().totalUnreadCount).toBe(0);
    expect((await call(api, manager, 'GET', `/api9/conversations/${southConversation}`)).statusCode).toBe(404);
    expect((await call(api, manager, 'GET', `/api9/conversations/${southConversation}/messages`)).statusCode).toBe(404);
    expect((await call(api, manager, 'POST', `/api9/conversations/${southConversation}/messages`, { message: 'Hello' })).statusCode).toBe(404);
    const started = await call(api, manager, 'POST', '/api9/conversations', { username: seekers.south.username, jobId: inSouth, message: 'Hello' });
    expect(started.statusCode).toBe(404);
    const north_ = await call(api, manager, 'POST', '/api9/conversations', { username: seekers.north.username, jobId: inNorth, message: 'Hello from North' });
    expect(north_.statusCode, north_.body).toBe(201);
  }, 120_000);
});
