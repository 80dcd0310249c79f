import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ApiErrorItem } from '@chairside/domain/api-errors';
import { AppError } from './errors';

type ValidationIssue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** Turns one schema issue into a message that names the field. */
export function describeIssue(issue: ValidationIssue, context: string | undefined): ApiErrorItem {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params.keys as string[] | undefined) ?? [];
    const field = [path, keys[0]].filter(Boolean).join('.');
    return { code: 'VALIDATION', field, message: `Unknown field: ${keys.join(', ')}.` };
  }
  const field = path || context || 'body';
  const raw = issue.message ?? 'is not valid';
  const message =
    raw.startsWith('Invalid input') || raw.startsWith('Too ') || raw.startsWith('Invalid ')
      ? `${field}: ${raw.replace(/^Invalid input: /, '')}.`.replace(/\.\.$/, '.')
      : raw;
  return { code: 'VALIDATION', field, message };
}

const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'The request body length does not match its Content-Length.' },
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = { errors: [error.toItem()], ...(error.reason ? { reason: error.reason } : {}), ...(error.slots ? { slots: error.slots } : {}) };
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = { errors: error.validation.map((issue) => describeIssue(issue, error.validationContext)) };
    } else if (error.code && FASTIFY_ERRORS[error.code]) {
      const known = FASTIFY_ERRORS[error.code];
      status = known.status;
      body = { errors: [{ code: known.code, message: known.message }] };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { errors: [{ code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', message: error.message }] };
    } else {
      request.log.error({ err: error }, 'request failed');
      body = { errors: [{ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }] };
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ errors: [{ code: 'NOT_FOUND', message: `There is no ${request.method} ${request.url.split('?')[0]}.` }] }),
  );
}
