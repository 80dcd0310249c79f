// Practice teams (ADR 116): a member signs in with their own account and opens a session acting
// for the practice (the token names the practice, its actor the member, delegated false). The
// routes and use cases keep checking the practice as today; this hook adds what the member's
// role may call (one table: route → capability) and how far their posting scope reaches.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@chairside/db/client';
import { roleMay, type TeamCapability, type TeamRole } from '@chairside/domain/teams';
import { AppError } from './errors';

/** The member a session acts through: their role and scope in the practice the token names. */
/** `twoStepMissing`: the practice requires two-step sign-in of its members (ADR 119) and this member has no second factor. */
export type MemberAuth = {
  userId: number;
  username: string;
  name: string;
  role: TeamRole;
  officeIds: number[];
  jobIds: number[];
  twoStepMissing: boolean;
};

/** Which postings a member reaches: every one (undefined), those of some offices, or some postings. */
export type JobScope = { officeIds?: number[]; jobIds?: number[] } | undefined;

/**
 * Every membership: the rows of practice_members (ADR 116) and those an organisation gives in its
 * locations (ADR 120): its own account is owner of each, and its members without offices or
 * postings hold their role in each, unless a row of the location itself says otherwise.
 */
const MEMBERSHIPS = sql`(
  select employer_id, user_id, role, office_ids, job_ids from practice_members
  union all
  select l.employer_id, l.organisation_id, 'owner', '[]'::jsonb, '[]'::jsonb from practice_locations l
  union all
  select l.employer_id, om.user_id, om.role, '[]'::jsonb, '[]'::jsonb
  from practice_locations l join practice_members om on om.employer_id = l.organisation_id
  where om.role <> 'interviewer' and om.office_ids = '[]'::jsonb and om.job_ids = '[]'::jsonb
    and not exists (select 1 from practice_members d where d.employer_id = l.employer_id and d.user_id = om.user_id))`;

/** The live membership of `member` in the practice `practice` (usernames), or null. */
export async function loadMember(db: Database, practice: string, member: string): Promise<MemberAuth | null> {
  const result = await db.execute<{
    user_id: number;
    username: string;
    name: string;
    role: TeamRole;
    office_ids: number[];
    job_ids: number[];
    two_step_missing: boolean;
  }>(sql`
    select m.user_id, u.username, u.name, m.role, m.office_ids, m.job_ids,
      (e.team_two_step_required_at is not null
        and not exists (select 1 from second_factors f where f.user_id = m.user_id and f.enabled_at is not null)
        and not exists (select 1 from passkeys k where k.user_id = m.user_id)) as two_step_missing
    from ${MEMBERSHIPS} m
    join users u on u.id = m.user_id
    join users p on p.id = m.employer_id
    join employers e on e.user_id = m.employer_id
    where p.username = ${practice} and u.username = ${member}
      and not exists (select 1 from account_closures c where c.user_id = m.user_id)`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    userId: Number(row.user_id),
    username: row.username,
    name: row.name,
    role: row.role,
    officeIds: row.office_ids.map(Number),
    jobIds: row.job_ids.map(Number),
    twoStepMissing: row.two_step_missing === true,
  };
}

/** The postings a member reaches: hiring managers with offices given, their offices; interviewers, their postings. */
export function jobScopeOf(member: MemberAuth | undefined): JobScope {
  if (!member) return undefined;
  if (member.role === 'hiring_manager' && member.officeIds.length > 0) return { officeIds: member.officeIds };
  if (member.role === 'interviewer') return { jobIds: member.jobIds };
  return undefined;
}

/** Whether a posting (its id and office) is within a scope. */
export function jobInScope(scope: JobScope, job: { id: number; officeId: number | null }): boolean {
  if (!scope) return true;
  if (scope.jobIds) return scope.jobIds.includes(job.id);
  return job.officeId !== null && (scope.officeIds ?? []).includes(job.officeId);
}

/**
 * The scope as a condition on a posting (`job`: the alias of jobs in the query, `j` by default),
 * for queries written in SQL: true when the member reaches every posting; no posting when the
 * scope names none.
 */
export function jobScopeCondition(scope: JobScope, job = 'j'): SQL {
  if (!scope) return sql`true`;
  const ids = scope.jobIds ?? scope.officeIds ?? [];
  const column = sql.raw(`${job}.${scope.jobIds ? 'id' : 'office_id'}`);
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

const P = '/api9';
const E = `${P}/users/employers/:id`;
const table = (capability: TeamCapability | 'any', routes: string[]) => routes.map((route) => [route, capability] as const);

/**
 * What each route needs of a member acting for a practice. A route not listed needs `practice`
 * under /users/employers/:id/ (the practice's settings, owners and admins), else `account`: only
 * the owner role (the practice's sign-in, email, password, closing, devices and the like).
 */
export const TEAM_ROUTE_CAPABILITIES: Readonly<Record<string, TeamCapability | 'any'>> = Object.fromEntries([
  ...table('any', [
    'GET /api9/users/current',
    'POST /api9/auth/:user/logout',
    'POST /api9/auth/:user/token',
    `GET ${E}`,
    'GET /api9/users/me/teams',
    'GET /api9/users/me/locations',
    'POST /api9/users/me/teams/:practice/session',
    'POST /api9/signed/team-invitation/:token',
    // The use case lets the practice's owner only accept (ADR 127).
    'POST /api9/signed/location-link/:token',
  ]),
  ...table('members', [
    `GET ${E}/team`,
    `POST ${E}/team/invitations`,
    `DELETE ${E}/team/invitations/:invitationId`,
    `PUT ${E}/team/members/:memberId`,
    `DELETE ${E}/team/members/:memberId`,
    `PUT ${E}/team/two-step`,
    // Linking an existing practice as a location: the organization's owner only (ADR 127).
    `POST ${E}/locations/link-requests`,
  ]),
  ...table('audit', [`GET ${E}/audit-log`]),
  ...table('practice', [
    ...['', '/about', '/public'].map((tail) => `PUT ${E}/profile${tail}`),
    `PUT ${E}/contact-info`,
    `POST ${E}/offices`,
    `GET ${E}/offices/:officeId`,
    `PUT ${E}/offices/:officeId`,
    `PUT ${E}/offices/:officeId/primary`,
    `PUT ${E}/offices/:officeId/hours`,
    `DELETE ${E}/offices/:officeId/hours/:dow`,
    `DELETE ${E}/offices/:officeId`,
    `GET ${P}/employers/:id/resumes/search/:position/:zip`,
    `GET ${P}/resumes/:jobId/search`,
  ]),
  ...table('postings', [
    `GET ${E}/dashboard`,
    `GET ${E}/offices`,
    `GET ${E}/jobs`,
    `POST ${E}/jobs`,
    `GET ${P}/users/:id/jobs/:jobId`,
    `PUT ${P}/jobs/:id`,
    `PUT ${P}/jobs/:id/publish`,
    `PUT ${P}/jobs/:id/status`,
    `PUT ${P}/jobs/:id/status/:jobDateId`,
    `POST ${P}/jobs/:id/redeem`,
    `GET ${E}/job-slots`,
    `GET ${E}/credits`,
    `POST ${E}/jobs/:jobId/invitations`,
    `GET ${P}/jobs/:id/invitations`,
    `PUT ${P}/jobs/:id/invitations/:username`,
    `GET ${P}/match-criteria/:jobId`,
    `POST ${P}/match-criteria/:jobId`,
    `PUT ${P}/match-criteria/:jobId`,
    `GET ${E}/match-criteria`,
  ]),
  ...table('applicants', [
    `GET ${E}/applications`,
    `GET ${E}/applications.csv`,
    `GET ${E}/candidates`,
    `GET ${E}/candidates/lookup`,
    `GET ${E}/candidates/:candidate/assessments`,
    `GET ${P}/resumes/:username/candidate`,
    `PUT ${P}/resumes/:username/feedback-notes`,
    `PUT ${P}/resumes/:username/opinion`,
    `GET ${E}/applications/:jobId`,
    `GET ${E}/applications/:jobId/:applicant`,
    `GET ${E}/applications/:jobId/:applicant/resume.pdf`,
    `PUT ${E}/applications/:jobId/:applicant/opinion`,
    `PUT ${E}/applications/:jobId/:applicant/feedback`,
    `GET ${E}/applications/:jobId/matches`,
    `GET ${P}/resumes/:jobId/matches`,
    // The hiring pipeline (ADR 118): the board and the texts its answers use.
    `GET ${E}/pipeline/:jobId`,
    `GET ${E}/pipeline/:jobId/applicants`,
    `GET ${E}/pipeline-stages`,
    `GET ${E}/message-templates`,
  ]),
  // Deciding on applicants (ADR 118): hiring managers (within their offices), not interviewers.
  ...table('pipeline', [`PUT ${E}/applications/:jobId/:applicant/stage`, `POST ${E}/pipeline/:jobId/bulk`]),
  ...table('interviews', [
    `POST ${E}/interviews`,
    `PUT ${E}/interviews/:interviewId`,
    `PUT ${E}/interviews/:interviewId/cancel`,
    `GET ${P}/users/:id/interviews`,
    `POST ${E}/applications/:applicationId/scheduling-link`,
    // Interviewers' own hours and the links waiting for a time (ADR 125).
    `GET ${E}/interviewers`,
    `GET ${E}/scheduling-links`,
    `POST ${E}/scheduling-links/:requestId/resend`,
    `PUT ${E}/scheduling-links/:requestId/cancel`,
  ]),
  ...table('messages', [
    'GET /api9/conversations',
    'POST /api9/conversations',
    'GET /api9/convo-groups',
    'GET /api9/conversations/changeset',
    'GET /api9/conversations/stream',
    'GET /api9/conversations/:id',
    'GET /api9/conversations/:id/messages',
    'POST /api9/conversations/:id/messages',
    'PUT /api9/conversations/:id/read',
    'PUT /api9/conversations/:id/block',
    'POST /api9/conversations/:id/messages/:messageId/report',
  ]),
  ...table('billing', [
    `GET ${E}/catalog`,
    `GET ${E}/catalog/:zip/:position/:category`,
    `GET ${E}/coupons/:sku/:code`,
    `POST ${E}/payment`,
    `POST ${E}/jobs/:jobId/payment`,
    `GET ${E}/order/:orderId`,
    `PUT ${E}/order/:orderId`,
    `PUT ${E}/order/:orderId/payment-method`,
    `GET ${E}/payment/receipts`,
    `GET ${E}/payment/:paymentId/receipt`,
    `POST ${E}/subscriptions`,
    `GET ${E}/subscriptions`,
    `GET ${E}/subscriptions/:orderId`,
    `GET ${E}/shift-invoices`,
  ]),
]);

/** What a member needs for a route (`GET`, `/api9/jobs/:id`): unlisted routes need `account`. */
export function capabilityOfRoute(method: string, url: string | undefined): TeamCapability | 'any' | 'account' {
  const listed = url && TEAM_ROUTE_CAPABILITIES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
  if (listed) return listed;
  return url?.startsWith(`${E}/`) ? 'practice' : 'account';
}

/** Whether a member of a role may call a route (before the posting scope). */
export function memberMayCall(role: TeamRole, method: string, url: string | undefined): boolean {
  const needed = capabilityOfRoute(method, url);
  if (needed === 'any' || role === 'owner') return true;
  return needed !== 'account' && roleMay(role, needed);
}

/** The posting a route is about, read from its parameters: `:jobId`, or `:id` of /jobs/:id. */
function jobIdOfRoute(url: string, params: Record<string, string | undefined>): string | undefined {
  if (params.jobId !== undefined) return params.jobId;
  if (url.startsWith(`${P}/jobs/:id`)) return params.id;
  return undefined;
}

/** Practice-wide lists a scoped member may read: their queries apply the scope. */
const SCOPED_LISTS = new Set([
  `GET ${E}/jobs`,
  `GET ${E}/applications`,
  `GET ${E}/applications.csv`,
  `GET ${E}/candidates`,
  `GET ${E}/dashboard`,
  `GET ${E}/offices`,
  `GET ${P}/users/:id/interviews`,
  `GET ${E}/pipeline-stages`,
  `GET ${E}/message-templates`,
]);

async function jobOf(db: Database, practice: string, id: string, interview: boolean) {
  if (!/^\d{1,18}$/.test(id)) return null;
  const result = await db.execute<{ id: number; office_id: number | null }>(
    interview
      ? sql`select j.id, j.office_id from interviews i join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
            join users p on p.id = j.employer_id where i.id = ${id} and p.username = ${practice}`
      : sql`select j.id, j.office_id from jobs j join users p on p.id = j.employer_id where j.id = ${id} and p.username = ${practice}`,
  );
  const row = result.rows[0];
  return row ? { id: Number(row.id), officeId: row.office_id === null ? null : Number(row.office_id) } : null;
}

export const outOfScope = () => new AppError('NOT_FOUND', 'That posting was not found among the postings your role covers.');

/** The refusal while a practice requires two-step sign-in and the member has none (ADR 119). */
export const teamTwoStepRequired = () =>
  new AppError(
    'TEAM_TWO_STEP_REQUIRED',
    'This practice requires two-step sign-in. Set up an authenticator app or a passkey in your account settings, then act for the practice again.',
  );

/** The refusal of a move, a decline or a bulk message to a role that may only read the pipeline (ADR 118). */
export const pipelineRefused = (role: string) =>
  new AppError(
    'TEAM_ROLE_READ_ONLY',
    `Your role in this practice (${role}) may read applicants and interviews but not move, decline or message applicants. Ask a hiring manager or the practice's owner.`,
  );

/**
 * onRequest hook, after authentication: a member's request reaches only the routes their role may
 * call (403 naming the role); while the practice requires two-step sign-in and the member has none,
 * only the routes every member may call (the current user, signing out).
 */
export function enforceMemberRole() {
  return async (request: FastifyRequest) => {
    const member = request.auth?.member;
    if (member?.twoStepMissing && capabilityOfRoute(request.method, request.routeOptions.url) !== 'any') throw teamTwoStepRequired();
    if (member && !memberMayCall(member.role, request.method, request.routeOptions.url)) {
      const role = member.role.replace('_', ' ');
      if (capabilityOfRoute(request.method, request.routeOptions.url) === 'pipeline') throw pipelineRefused(role);
      throw new AppError('FORBIDDEN', `Your role in this practice (${role}) does not cover this. Ask the practice's owner.`);
    }
  };
}

/**
 * preValidation hook (before the body is checked, after it is read): a scoped member (a hiring manager limited to offices, an interviewer) reaches
 * only the postings, applicants and interviews of their scope (404 as for another practice's),
 * new postings only in their offices, and of the practice-wide lists only those whose queries
 * apply the scope (SCOPED_LISTS).
 */
export function enforceMemberScope(db: Database) {
  return async (request: FastifyRequest) => {
    const member = request.auth?.member;
    const scope = jobScopeOf(member);
    const url = request.routeOptions.url;
    if (!scope || !url || capabilityOfRoute(request.method, url) === 'any') return;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const jobId = jobIdOfRoute(url, params);
    const interviewId = params.interviewId;
    if (jobId !== undefined || interviewId !== undefined) {
      const job = await jobOf(db, request.auth!.username, (jobId ?? interviewId)!, jobId === undefined);
      if (job && !jobInScope(scope, job)) throw outOfScope();
      const movedTo = (request.body as { officeId?: unknown } | undefined)?.officeId;
      if (scope.officeIds && movedTo !== undefined && !(typeof movedTo === 'number' && scope.officeIds.includes(movedTo)))
        throw new AppError('FORBIDDEN', 'Choose one of the offices your role covers.', { field: 'officeId' });
      return;
    }
    const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
    // Messages: their queries keep to the postings of the scope (ADR 127).
    if (SCOPED_LISTS.has(key) || capabilityOfRoute(request.method, url) === 'messages') return;
    if (key === `POST ${E}/jobs` && scope.officeIds) {
      const officeId = (request.body as { officeId?: unknown } | undefined)?.officeId;
      if (typeof officeId === 'number' && scope.officeIds.includes(officeId)) return;
      throw new AppError('FORBIDDEN', 'Choose one of the offices your role covers.', { field: 'officeId' });
    }
    throw new AppError('FORBIDDEN', 'Your role covers some postings only: open this from one of them.');
  };
}
