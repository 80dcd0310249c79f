import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Every answer the API gives in the tests, held against the API's own OpenAPI document (ADR 99):
 * its status must be one the operation lists (a 5xx may fall to `default`), its content type one
 * the document gives for that status, and a JSON body must fit the schema there. An answer of no
 * route (the not-found answer) or of a route the document leaves out must, when it fails, be the
 * error envelope. A mismatch is recorded here; the test harness (test-api.ts) fails the test that
 * received it.
 */

type Response = { $ref?: string; description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { responses: Record<string, Response> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { responses?: Record<string, Response> } };

/** A document and the validators compiled from it. */
type Compiled = { document: OpenApiDocument; ajv: Ajv2020; validators: Map<string, ValidateFunction> };

/**
 * The documents this worker has checked answers against, by their text, with their compiled
 * validators: the test files of a worker share loaded modules, and most build the same API, so a
 * schema is compiled once per worker rather than once per file. A few are kept (settings that
 * add or leave out routes give other documents).
 */
const compiledDocuments = new Map<string, Compiled>();
const DOCUMENTS_KEPT = 4;

function compiledDocument(text: string): Compiled {
  let compiled = compiledDocuments.get(text);
  if (compiled) {
    compiledDocuments.delete(text);
  } else {
    const document = JSON.parse(text) as OpenApiDocument;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    // ajv-formats is CommonJS: its default export is the plugin, under `default` again in some loaders.
    const plugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
    plugin(ajv);
    ajv.addSchema(document as object, 'openapi');
    compiled = { document, ajv, validators: new Map() };
    if (compiledDocuments.size >= DOCUMENTS_KEPT) compiledDocuments.delete(compiledDocuments.keys().next().value!);
  }
  compiledDocuments.set(text, compiled);
  return compiled;
}

/**
 * The documents this worker's apps served, by what decides them: the app's settings and its routes
 * (the schemas are the worker's loaded modules). Writing the document takes @fastify/swagger
 * about a third of a second per app; most test files build the same API.
 */
const documentTexts = new Map<string, string>();

/** Every mismatch seen since the harness last read them, in this worker (files run one at a time). */
const pending: string[] = [];

/** The mismatches recorded since the last call, and forgets them. */
export function takeMismatches(): string[] {
  return pending.splice(0, pending.length);
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The document's path of a Fastify route: /api9/users/:id/* → /api9/users/{id}/{path}. */
export function documentPathOf(routeUrl: string): string {
  return routeUrl.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

function mediaType(header: unknown): string | null {
  if (typeof header !== 'string' || header === '') return null;
  return header.split(';')[0]!.trim().toLowerCase();
}

function bodyText(payload: unknown): string | null {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null; // a stream: not read here
}

/** Whether the answer's media type is one the document gives (image/* covers image/png). */
function typeListed(listed: string[], type: string): boolean {
  return listed.some((entry) => entry === type || entry === '*/*' || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
}

/** Checks one app's answers against the document it serves at {prefix}/docs/json. */
export class AnswerCheck {
  private compiled: Compiled | null = null;
  private readonly routes: string[] = [];

  /** `prefix`: where the API answers (/api9); answers outside it are the host's, not the API's. */
  constructor(private readonly prefix: string) {}

  /** Adds the check to the app: call before the API's routes are registered. */
  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      this.routes.push(`${String(route.method)} ${route.url}`);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const problem = this.problemOf(request, reply, payload);
      if (problem) pending.push(problem);
      return payload;
    });
  }

  /**
   * Reads the document once the app is ready; answers before that are not checked. `settings`:
   * the app's configuration as JSON, which with its routes decides the document.
   */
  async load(app: FastifyInstance, settings: string): Promise<void> {
    const key = `${settings}\n${this.routes.join('\n')}`;
    let text = documentTexts.get(key);
    if (text === undefined) {
      const answer = await app.inject({ method: 'GET', url: `${this.prefix}/docs/json` });
      if (answer.statusCode !== 200) throw new Error(`The API document did not load: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      text = answer.body;
      if (documentTexts.size >= DOCUMENTS_KEPT) documentTexts.delete(documentTexts.keys().next().value!);
      documentTexts.set(key, text);
    }
    this.compiled = compiledDocument(text);
  }

  private validator({ ajv, validators }: Compiled, pointer: string): ValidateFunction {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  private problemOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
    const compiled = this.compiled;
    if (!compiled || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
    if (request.url !== this.prefix && !request.url.startsWith(`${this.prefix}/`) && !request.url.startsWith(`${this.prefix}?`)) return null;
    const { document } = compiled;
    const routeUrl = request.routeOptions.url;
    const path = routeUrl === undefined ? null : documentPathOf(routeUrl);
    const method = request.method.toLowerCase();
    const operation = path === null ? undefined : document.paths[path]?.[method];
    const status = reply.statusCode;
    const answer = `${request.method} ${request.url.split('?')[0]} → ${status}`;
    let pointer: string;
    let response: Response | undefined;
    if (operation) {
      const listed = operation.responses[String(status)];
      const key = listed ? String(status) : status >= 500 ? 'default' : null;
      if (!key) return `${answer}: the document lists no ${status} for ${request.method} ${path} (it lists ${Object.keys(operation.responses).join(', ')})`;
      pointer = `/paths/${escapePointer(path!)}/${method}/responses/${key}`;
      response = operation.responses[key];
    } else if (path === null || !routeUrl!.includes('/docs')) {
      // No route (the not-found answer) or a route the document leaves out: failures still answer the envelope.
      if (status < 400) return path === null ? null : `${answer}: ${request.method} ${path} is not in the document`;
      pointer = '/components/responses/Error';
      response = document.components?.responses?.Error;
    } else {
      return null; // the API reference's own pages
    }
    if (response?.$ref) {
      pointer = response.$ref.slice(1);
      response = document.components?.responses?.[response.$ref.split('/').pop()!];
    }
    const text = bodyText(payload);
    if (text === null || status === 204 || status === 304) return null;
    const type = mediaType(reply.getHeader('content-type'));
    const listed = Object.keys(response?.content ?? {});
    if (text === '') return null;
    if (listed.length === 0) return `${answer}: answers ${type ?? 'a body'} where the document gives no content for ${status}`;
    if (!type || !typeListed(listed, type)) return `${answer}: answers ${type ?? 'no content type'}, the document gives ${listed.join(', ')}`;
    if (!JSON_TYPE.test(type)) return null;
    const schemaPointer = `${pointer}/content/${escapePointer(type)}/schema`;
    if (!response?.content?.[type]?.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${answer}: the body is not JSON`;
    }
    const validate = this.validator(compiled, schemaPointer);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`)
      .join('; ');
    return `${answer}: the body does not fit ${schemaPointer}: ${errors}`;
  }
}
