import { beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type RouteOptions } from 'fastify';
import { apiPlugin, API_PREFIX, createContext } from './app';
import { requireAdmin, requireEmployer, requireOwner, requireStaff, requireUser } from './platform/auth';
import { createAdmin, signUpStaff, type TestAccount } from './testing/accounts';
import { call, signUpEmployer } from './testing/staff-profiles';
import { openTestDatabase } from './testing/test-database';
import { testConfig, useTestApi } from './testing/test-api';

// The guard of the authorisation matrix: every route the API registers is either guarded by the
// platform's guards (requireUser, requireStaff, requireEmployer, requireAdmin, requireOwner, or the
// admin scope), or listed below as open with the reason. A new route that is neither fails here,
// so none can slip through unguarded and unlisted. Every guarded route is then probed: signed out
// 401, the wrong role 403, another person of the right role on the owner's path 404. The feature
// matrices (hiring/authorisation-matrix.test.ts, employers/ownership-matrix.test.ts and each
// feature's "who may call what" tests) go further: owners' ids, nothing changed, the owner allowed.

/** Routes without a guard: open to everyone, or authorised by what they carry (a signed link's token, a password). */
const OPEN_ROUTES: Record<string, string> = {
  'GET /api9/docs': 'the API reference',
  'GET /api9/docs/static/index.html': 'the API reference',
  'GET /api9/docs/static/swagger-initializer.js': 'the API reference',
  'GET /api9/docs/json': 'the API reference',
  'GET /api9/docs/yaml': 'the API reference',
  'GET /api9/docs/static/*': 'the API reference',
  'GET /api9/health': 'load balancer',
  'GET /api9/ready': 'load balancer',
  'POST /api9/users/employers': 'sign-up',
  'POST /api9/users/staff': 'sign-up',
  'POST /api9/auth/login': 'sign-in',
  'POST /api9/auth/login/second-step': 'sign-in: the password step’s signed challenge (ADR 105)',
  'POST /api9/auth/login/second-step/passkey/options': 'sign-in: the password step’s signed challenge, limited per account (ADR 106)',
  'POST /api9/auth/login/second-step/passkey': 'sign-in: the password step’s signed challenge and a passkey (ADR 106)',
  'POST /api9/auth/passkey/options': 'sign-in with a passkey: a single-use challenge, limited per address (ADR 106)',
  'POST /api9/auth/passkey': 'sign-in with a passkey: the passkey’s signature is the credential (ADR 106)',
  'POST /api9/auth/login/setup': 'sign-in: an administrator’s setup challenge from the password step (ADR 105)',
  'POST /api9/auth/login/setup/confirm': 'sign-in: an administrator’s setup challenge from the password step (ADR 105)',
  'POST /api9/auth/login/setup/passkey/options': 'sign-in: an administrator’s setup challenge from the password step, limited per account (ADR 128)',
  'POST /api9/auth/login/setup/passkey': 'sign-in: an administrator’s setup challenge and a new passkey (ADR 128)',
  'GET /api9/auth/google/available': 'sign-in page: whether Sign in with Google is offered (ADR 107)',
  'GET /api9/auth/google': 'sign in with Google: the trip to the provider (ADR 107)',
  'GET /api9/auth/google/callback': 'sign in with Google: the provider’s return, checked by state, nonce and PKCE (ADR 107)',
  'POST /api9/auth/google/session': 'sign in with Google: the signed cookie of the identity Google vouched for (ADR 107)',
  'POST /api9/auth/google/link': 'sign in with Google: the identity cookie and the account’s password (ADR 107)',
  'POST /api9/auth/google/link-email': 'sign in with Google: the identity cookie; mails only the account of its verified address (ADR 107)',
  'POST /api9/auth/google/link-email/confirm': 'sign in with Google: the emailed signed link (ADR 107)',
  'POST /api9/auth/:user/token': 'refresh: the httpOnly refresh cookie',
  'POST /api9/auth/:user/logout': 'sign-out: the refresh cookie',
  'PUT /api9/auth/password': 'password reset: the emailed token',
  'POST /api9/auth/password': 'password reset request',
  'GET /api9/dev/outbox': 'development only (404 unless enabled)',
  'GET /api9/dev/outbox/sms': 'development only (404 unless enabled)',
  'POST /api9/dev/job-alerts/pass': 'development only (404 unless enabled)',
  'GET /api9/users/staff/:username/profile': 'public resume page (its own rule: ADR 40)',
  'GET /api9/files/*': 'public photos by random key (private keys refused)',
  'GET /api9/users/employers/:id/profile': 'public practice profile',
  'GET /api9/jobs/live-pages': 'public',
  'GET /api9/jobs/:id': 'public job page (a draft only to its owner)',
  'PUT /api9/jobs/:id/view': 'public view count',
  'PUT /api9/jobs/:id/flag': 'report a posting (signed out allowed)',
  'GET /api9/jobs/:id/flag': 'report a posting (signed out allowed)',
  'GET /api9/jobs/search': 'public search',
  'GET /api9/jobs/:id/similar': "public job page's similar jobs",
  'GET /api9/job-directories/latest': 'public directory (the home page)',
  'GET /api9/job-directories/zones': 'public directory',
  'GET /api9/job-directories/jobs': 'public directory',
  'GET /api9/job-directories/salaries': 'public directory',
  'GET /api9/job-directories/organizations': 'public directory',
  'GET /api9/job-directories/organizations/:username': 'public directory',
  'GET /api9/job-directories/professionals': 'public directory',
  'GET /api9/job-directories/sitemap': 'public directory',
  'GET /api9/job-directories/sitemap/:family/:part': 'public directory',
  'GET /api9/prepay/resumes/:position/:zip': 'signed-out resume preview (ADR 41, 67)',
  'GET /api9/signed/applicant/:token': 'signed link',
  'GET /api9/signed/invitation/:token': 'signed link',
  'POST /api9/signed/invitation/:token': 'signed link',
  'GET /api9/signed/interview-outcome/:token': 'signed link',
  'PUT /api9/signed/interview-outcome/:token': 'signed link',
  'GET /api9/signed/interview-scheduling/:token': 'signed link: a candidate’s open interview times (ADR 117), rate-limited per address',
  'PUT /api9/signed/interview-scheduling/:token': 'signed link: the candidate picks or moves an interview time (ADR 117), rate-limited per address',
  'PUT /api9/signed/interview-scheduling/:token/cancel': 'signed link: the candidate cancels the booked interview (ADR 117), rate-limited per address',
  'GET /api9/signed/feedback/:token': 'signed link',
  'POST /api9/signed/feedback/:token': 'signed link',
  'DELETE /api9/signed/feedback/:token': 'signed link',
  'GET /api9/signed/classified-renew/:token': 'signed link',
  'POST /api9/signed/classified-renew/:token': 'signed link',
  'GET /api9/signed/data-export/:token': 'signed link',
  'GET /api9/signed/team-invitation/:token': 'signed link: what a team invitation offers (ADR 116)',
  'GET /api9/signed/location-link/:token': 'signed link: what a request to link a practice as a location offers (ADR 127)',
  'GET /api9/prepay/catalog': 'public catalog',
  'GET /api9/prepay/discounts/:product/:code': 'public discount check',
  'GET /api9/payments/status': 'public',
  'GET /api9/prepay/token': 'checkout (signed out allowed)',
  'POST /api9/prepay/payment': 'checkout (signed out allowed)',
  'GET /api9/announcements': 'public banner',
  'GET /api9/promotions/current': 'public widget',
  'GET /api9/analytics/settings': 'public',
  'GET /api9/map/settings': "public: the office maps' tile source",
  'POST /api9/events': 'analytics events (signed out allowed)',
  'GET /api9/lists/match-questions': 'public list',
  'GET /api9/lists/disc-questions': 'public list',
  'GET /api9/lists/emotional-intelligence-questions': 'public list',
  'GET /api9/lists/culture-multiple-choice-questions': 'public list',
  'GET /api9/lists/culture-preference-questions': 'public list',
  'GET /api9/lists/employer-culture-multiple-choice-questions': 'public list',
  'GET /api9/lists/job-satisfaction-questions': 'public list',
  'GET /api9/lists/values': 'public list',
  'GET /api9/lists/skill-cats': 'public list',
  'GET /api9/lists/skills': 'public list',
  'GET /api9/lists/skills-staff': 'public list',
  'GET /api9/lists/skill-cats-employer': 'public list',
  'GET /api9/lists/skills-employer': 'public list',
  'POST /api9/job-alerts': "visitor's alert (double opt-in)",
  'POST /api9/job-alerts/confirm/:token': 'signed link',
  'GET /api9/job-alerts/unsubscribe/:token': 'signed link',
  'POST /api9/job-alerts/unsubscribe/:token': 'signed link',
  'GET /api9/blog/posts': 'public',
  'GET /api9/blog/latest-posts': 'public',
  'GET /api9/blog/posts/:slug': 'public',
  'GET /api9/blog/feed': 'public',
  'GET /api9/content/blog-feed': 'public',
  'GET /api9/feeds/jobs.xml': 'public: the job feed for aggregators and partners (ADR 109)',
  'GET /api9/content/pages/*': 'public',
  'GET /api9/content/sitemap': 'public',
  'GET /api9/forms/ticket': 'marketing form ticket',
  'PUT /api9/users/public/lead': 'marketing form',
  'POST /api9/contactus': 'marketing form',
  'POST /api9/newsletter/subscriptions': 'marketing form',
  'POST /api9/newsletter/confirm': 'signed link',
  'POST /api9/newsletter/unsubscribe': 'signed link',
  'POST /api9/newsletter/unsubscribe/:token': 'signed link',
  'GET /api9/salary-survey': 'public',
  'GET /api9/downloads/:token': 'signed link',
  'GET /api9/downloads/:token/details': 'signed link',
  'GET /api9/events': 'public community events',
  'GET /api9/events/:id': 'public community events',
  'GET /api9/events/:id/calendar.ics': 'public community events',
  'GET /api9/calendar-feeds/:token.ics': 'calendar feed: the secret in its address',
  'GET /api9/classifieds': 'public classifieds',
  'GET /api9/classifieds/:id': 'public classifieds',
  'GET /api9/site-search': 'public',
  'POST /api9/sms/inbound': 'the text provider’s webhook: its signature (X-Twilio-Signature)',
};

type Role = 'staff' | 'employer' | 'admin';
type Access = { role: Role | 'any'; owner: boolean };
type Route = { key: string; method: string; url: string; access: Access | null };

const routes: Route[] = [];

function accessOf(url: string, guards: unknown[]): Access | null {
  const has = (guard: unknown) => guards.includes(guard);
  const owner = has(requireOwner);
  if (url.startsWith(`${API_PREFIX}/admin/`) || has(requireAdmin)) return { role: 'admin', owner: false };
  if (has(requireStaff)) return { role: 'staff', owner };
  if (has(requireEmployer)) return { role: 'employer', owner };
  if (has(requireUser) || owner) return { role: 'any', owner };
  return null;
}

beforeAll(async () => {
  // The routes as registered, with their own guards (the admin scope guards every /admin route).
  const database = await openTestDatabase();
  const app = Fastify();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guards = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (hook ? [hook].flat() : []));
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ key: `${method} ${route.url}`, method, url: route.url, access: accessOf(route.url, guards) });
  });
  await app.register(apiPlugin(await createContext({ config: testConfig(), db: database.db })), { prefix: API_PREFIX });
  await app.ready();
  await app.close();
  await database.close();
});

describe('every registered route', () => {
  it('is guarded or listed as open with its reason', () => {
    expect(routes.length).toBeGreaterThan(300);
    const unaccounted = routes.filter((route) => route.access === null && !(route.key in OPEN_ROUTES)).map((route) => route.key);
    expect(unaccounted, 'Give these routes a guard, or list them in OPEN_ROUTES with why').toEqual([]);
    const guardedButListed = routes.filter((route) => route.access !== null && route.key in OPEN_ROUTES).map((route) => route.key);
    expect(guardedButListed, 'Guarded routes are not open: remove them from OPEN_ROUTES').toEqual([]);
    const stale = Object.keys(OPEN_ROUTES).filter((key) => !routes.some((route) => route.key === key));
    expect(stale, 'OPEN_ROUTES lists routes that no longer exist').toEqual([]);
  });
});

describe('the guards of every guarded route, probed', () => {
  const api = useTestApi();
  const people = {} as Record<'staff' | 'otherStaff' | 'employer' | 'otherEmployer' | 'admin', TestAccount>;

  beforeAll(async () => {
    people.staff = await signUpStaff(api);
    people.otherStaff = await signUpStaff(api);
    people.employer = await signUpEmployer(api);
    people.otherEmployer = await signUpEmployer(api);
    people.admin = await createAdmin(api);
  });

  /** The route's path with its parameters filled: the account's username where the path names a person, 1 elsewhere. */
  function pathOf(route: Route, username: string): string {
    return route.url.replace(/:(\w+)/g, (_match, name: string) => (['id', 'username', 'user'].includes(name) ? username : '1')).replace(/\*$/, 'x');
  }

  const ownerOf = (access: Access): TestAccount => (access.role === 'employer' ? people.employer : access.role === 'admin' ? people.admin : people.staff);
  const wrongRoles = (access: Access): TestAccount[] =>
    access.role === 'staff'
      ? [people.employer, people.admin]
      : access.role === 'employer'
        ? [people.staff, people.admin]
        : access.role === 'admin'
          ? [people.staff, people.employer]
          : [];

  it('signed out 401, the wrong role 403, another person on the owner’s path 404', async () => {
    const failures: string[] = [];
    let probes = 0;
    const expectStatus = async (route: Route, who: string, account: TestAccount | null, url: string, status: number) => {
      probes++;
      const answer = await call(api, account, route.method as 'GET', url);
      if (answer.statusCode !== status) failures.push(`${route.key} as ${who}: ${answer.statusCode}, expected ${status} (${answer.body.slice(0, 120)})`);
    };
    for (const route of routes) {
      const access = route.access;
      if (!access) continue;
      const owner = ownerOf(access);
      const url = pathOf(route, owner.username);
      await expectStatus(route, 'signed out', null, url, 401);
      for (const account of wrongRoles(access)) await expectStatus(route, account.username, account, pathOf(route, account.username), 403);
      if (access.owner) {
        const other = access.role === 'employer' ? people.otherEmployer : people.otherStaff;
        await expectStatus(route, 'another person', other, url, 404);
      }
    }
    expect(failures).toEqual([]);
    // Every guarded route was probed: about 200 of them, at least twice each.
    const guarded = routes.filter((route) => route.access !== null).length;
    expect(guarded).toBeGreaterThan(150);
    expect(probes).toBeGreaterThanOrEqual(2 * guarded);
  });
});
