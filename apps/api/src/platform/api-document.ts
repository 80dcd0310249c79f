import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorBody } from '@chairside/domain/api-errors';
import { scopeOfRoute } from './api-keys';
import { forbidDelegated, requireAdmin, requireEmployer, requireOwner, requireStaff, requireUser } from './auth';
import { ERROR_STATUS, type ErrorCode } from './errors';
import { limitsRequests } from './request-limits';

/**
 * The API's OpenAPI 3.1 document (ADR 99), built by @fastify/swagger from the routes' zod schemas,
 * and completed here once for every operation rather than route by route:
 * - an operationId from the method and the path (getUsersStaffByUsernameProfile), or the route's own;
 * - the error answers it can give, all in the one envelope (components/schemas/Error): 400 always,
 *   401 when it needs a sign-in or may be sent a token that is no longer valid, 403 for a role, 404 for a path that names something, 413 and 415
 *   with a body, 429 behind a request limit, every status its summary or description names, and
 *   those its schema lists in `errors` (SIGNED_LINK_ERRORS for a signed link); `default` for the
 *   rest (500, 503);
 * - the security it really has: a route without a guard takes a bearer token but needs none;
 * - a named parameter for a wildcard path (`{path}`, which may hold slashes).
 * Tests validate every answer against this document (testing/answer-check.ts) and lint it with
 * Redocly's recommended rules (api-document.test.ts).
 */

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The error envelope (platform/error-handler.ts), as the document describes it. */
export const ErrorBodySchema = z
  .strictObject({
    errors: z
      .array(
        z.strictObject({
          code: z.enum(ERROR_CODES).describe('What went wrong, by the error catalogue (platform/errors.ts).'),
          message: z.string().describe('In words a person can read; shown as it is.'),
          field: z.string().optional().describe('The field the error is about (dotted path: assessmentResponses.3.answer).'),
        }),
      )
      .min(1),
    reason: z.string().optional().describe('A machine-readable reason some calls add (paymentError, taken, premiumRequired…).'),
    slots: z.array(z.string()).optional().describe('Fresh open interview times, when a picked time was just taken (reason taken; ADR 117).'),
  })
  .describe('Every failed call answers this envelope.');

// The envelope the document describes is the one the error handler sends.
export type DocumentedErrorBody = z.infer<typeof ErrorBodySchema>;
const _sameEnvelope: ApiErrorBody = {} as DocumentedErrorBody;
void _sameEnvelope;

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** The error answers, by status, as shared components/responses. */
const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description: 'The request is not valid: a field breaks its rule (VALIDATION, `field` names it), or the body or address is malformed (BAD_REQUEST).',
  },
  401: {
    name: 'Unauthenticated',
    description:
      'Not signed in, or the bearer token sent is not valid: expired, of an ended session, or an unknown key (UNAUTHENTICATED). ' +
      'A call that needs no sign-in answers it too when the token it was sent is not valid (WWW-Authenticate: Bearer error="invalid_token"): send it again after a refresh, or without the token.',
  },
  402: { name: 'PaymentRequired', description: 'A payment is needed, or the card was declined (PAYMENT, PAYMENT_DECLINED with reason paymentError).' },
  403: {
    name: 'Forbidden',
    description: 'Signed in but not allowed: another role, a delegated session, or a signed link that does not fit (FORBIDDEN, LINK_INVALID).',
  },
  404: { name: 'NotFound', description: 'Not there, or not yours: another person’s resource answers 404, not 403 (NOT_FOUND).' },
  409: {
    name: 'Conflict',
    description:
      'The request clashes with the current state: a duplicate, a stale version, a used link (CONFLICT, PROFILE_INCOMPLETE, LINK_USED; `reason` may say which).',
  },
  410: { name: 'Gone', description: 'The signed link has expired (LINK_EXPIRED).' },
  413: { name: 'PayloadTooLarge', description: 'The body or the uploaded file is too large (PAYLOAD_TOO_LARGE).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this call takes (UNSUPPORTED_MEDIA_TYPE).' },
  429: {
    name: 'RateLimited',
    description: 'Too many requests: the message says how long to wait and Retry-After gives the seconds (RATE_LIMITED).',
    headers: { 'Retry-After': { description: 'Seconds until the limit allows the request again.', schema: { type: 'integer', minimum: 0 } } },
  },
} as const satisfies Record<number, { name: string; description: string; headers?: object }>;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;
const DOCUMENTED_STATUSES = Object.keys(ERROR_RESPONSES).map(Number) as ErrorStatus[];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifySchema {
    /** Error statuses the call answers beyond those the document gives it by itself (see the top of this file). */
    errors?: readonly ErrorStatus[];
  }
}

/** What a call that checks a signed link answers for a bad link (platform/signed-links.ts): malformed, invalid, used, expired. */
export const SIGNED_LINK_ERRORS = [400, 403, 409, 410] as const satisfies readonly ErrorStatus[];

/** The answer of a call that answers 204 with no body: `response: { 204: NoContentSchema }`. */
export const NoContentSchema = z.null().describe('No content.');

/** What the route's guards ask of the caller (the same reading as the route-access test). */
/** `refusesStaleToken`: a bearer token that is not valid is refused (401) even where none is needed (platform/auth.ts). */
type Guard = { signIn: boolean; role: boolean; owner: boolean; limited: boolean; refusesStaleToken: boolean };
const GUARD_KEY = 'x-guard';
const ERRORS_KEY = 'x-errors';

function guardOf(route: RouteOptions, adminPrefix: string): Guard {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (hook ? [hook].flat() : [])) as unknown[];
  const has = (guard: unknown) => hooks.includes(guard);
  const admin = route.url.startsWith(adminPrefix) || has(requireAdmin);
  // forbidDelegated: a delegated session is refused (403) as another role is.
  const role = admin || has(requireStaff) || has(requireEmployer) || has(forbidDelegated);
  const owner = has(requireOwner);
  return {
    signIn: role || owner || has(requireUser),
    role,
    owner,
    limited: hooks.some(limitsRequests),
    refusesStaleToken: !(route.config as { staleTokenAsVisitor?: boolean } | undefined)?.staleTokenAsVisitor,
  };
}

/** A path segment as words of an operationId: `culture-employer` → CultureEmployer, `{username}` → ByUsername. */
function segmentWords(segment: string): string {
  return segment
    .replace(/\{(\w+)\}/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word.toLowerCase() : word))
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/** getUsersStaffByUsernameProfile for GET /api9/users/staff/{username}/profile. */
export function operationIdOf(method: string, path: string, prefix: string): string {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return method.toLowerCase() + rest.split('/').map(segmentWords).join('');
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, unknown>;
  [GUARD_KEY]?: Guard;
  [ERRORS_KEY]?: readonly ErrorStatus[];
};
type Document = {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> & Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

/** The error statuses an operation documents, from its guards, its input and its own words. */
function errorStatusesOf(path: string, operation: Operation): ErrorStatus[] {
  const guard = operation[GUARD_KEY] ?? { signIn: false, role: false, owner: false, limited: false, refusesStaleToken: true };
  const words = `${operation.summary ?? ''} ${operation.description ?? ''}`;
  const named = new Set([...words.matchAll(/\b(4\d\d)\b/g)].map((match) => Number(match[1])));
  const statuses = new Set<ErrorStatus>([400]);
  if (guard.signIn || guard.refusesStaleToken) statuses.add(401);
  if (guard.role) statuses.add(403);
  if (guard.owner || path.includes('{')) statuses.add(404);
  if (operation.requestBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (guard.limited) statuses.add(429);
  for (const status of DOCUMENTED_STATUSES) if (named.has(status)) statuses.add(status);
  for (const status of operation[ERRORS_KEY] ?? []) statuses.add(status);
  return [...statuses].sort();
}

/** Completes the document: operationIds, error answers, wildcard names (see the top of this file). */
export function completeDocument<D>(document: D, prefix: string): D {
  const doc = document as unknown as Document;
  const ids = new Map<string, string>();
  const paths: Document['paths'] = {};
  for (const [rawPath, item] of Object.entries(doc.paths)) {
    // find-my-way's wildcard (`*`) is a parameter named `*`: the document names it `path`.
    const path = rawPath.replace('{*}', '{path}');
    paths[path] = item;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'path' && parameter.name === '*') {
          parameter.name = 'path';
          parameter.description ??= 'The rest of the address; it may hold slashes.';
        }
      operation.operationId ??= operationIdOf(method, rawPath.replace('{*}', ''), prefix);
      const clash = ids.get(operation.operationId);
      if (clash) throw new Error(`operationId ${operation.operationId} of ${method.toUpperCase()} ${path} is also that of ${clash}`);
      ids.set(operation.operationId, `${method.toUpperCase()} ${path}`);
      for (const status of errorStatusesOf(path, operation)) operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      operation.responses.default ??= { $ref: '#/components/responses/Error' };
      delete operation[GUARD_KEY];
      delete operation[ERRORS_KEY];
    }
  }
  doc.paths = paths;
  const responses: Record<string, unknown> = {
    Error: { description: 'Any other failure, such as 500 INTERNAL or 503 UNAVAILABLE, in the same envelope.', content: errorContent },
  };
  for (const { name, description, ...rest } of Object.values(ERROR_RESPONSES)) responses[name] = { description, ...rest, content: errorContent };
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(ErrorBodySchema, { target: 'draft-2020-12', io: 'output' });
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, Error: errorSchema },
    responses: { ...doc.components?.responses, ...responses },
  };
  return document;
}

const TEXT_TYPE = /^text\/|[/+]xml$|[/+]json$/;

/** The options of @fastify/swagger for the API under `prefix`. */
export function apiDocumentOptions(prefix: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Chairside API', description: 'The dental job and hiring marketplace API.', version: '9.0.0' },
      // Paths carry the prefix (/api9/...): the API answers on the origin that serves this document.
      servers: [{ url: '/', description: 'The origin that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A practice's API key (ADR 111), sent the same way; an operation lists the scope it needs.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'chs_ API key',
            description:
              'A practice API key (chs_…), made in the practice’s settings with scopes postings:read, postings:write, applicants:read or stages:write. ' +
              'It acts as the practice on the operations that list it, with the scope they name; any other operation answers 403, and a key makes at most ' +
              'API_KEY_REQUESTS_PER_MINUTE requests a minute (429).',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const schema = transformed.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return transformed;
      const guard = guardOf(input.route, `${prefix}/admin/`);
      // The employer routes a practice's API key may call (platform/api-keys.ts): the key's scheme with the scope, and its rate limit.
      const keyScope = [input.route.method]
        .flat()
        .map((method) => scopeOfRoute(method, input.url))
        .find(Boolean);
      if (keyScope) {
        schema.security ??= [{ bearer: [] }, { apiKey: [keyScope] }];
        guard.limited = true;
      }
      // A route without a guard takes a bearer token when one comes, and needs none.
      if (!guard.signIn && schema.security === undefined) schema.security = [{}, { bearer: [] }];
      schema[GUARD_KEY] = guard;
      // A call that answers a file or text names its media types (`produces`); without a schema of
      // its own, its 200 is that content.
      const produces = schema.produces as string[] | undefined;
      if (produces?.length && !schema.response)
        schema.response = {
          200: {
            description: `The answer, as ${produces.join(' or ')}.`,
            content: Object.fromEntries(
              produces.map((type) => [type, { schema: TEXT_TYPE.test(type) ? { type: 'string' } : { type: 'string', format: 'binary' } }]),
            ),
          },
        };
      // Fastify's schema has no place for them: they reach completeDocument as an extension.
      if (schema.errors) schema[ERRORS_KEY] = schema.errors;
      delete schema.errors;
      return transformed;
    },
    transformObject: (document) => ('openapiObject' in document ? completeDocument(document.openapiObject, prefix) : document.swaggerObject),
  };
}
