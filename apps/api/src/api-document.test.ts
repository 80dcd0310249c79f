import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig, lint } from '@redocly/openapi-core';
import { useTestApi } from './testing/test-api';

// The API's OpenAPI document (ADR 99), linted with Redocly's recommended rules: no errors. The
// warnings left are the two the API keeps on purpose: paths that differ only where one has a
// parameter and the other a word (GET jobs/{id} and GET jobs/search: the addresses are the
// product's), and no license (the API is not offered under one).
const KEPT_WARNINGS = new Set(['no-ambiguous-paths', 'info-license']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

type Operation = { operationId?: string; responses: Record<string, unknown>; security?: Record<string, string[]>[] };
type OpenApiDocument = { openapi: string; servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

const api = useTestApi();

async function apiDocument(): Promise<OpenApiDocument> {
  const answer = await api.app.inject({ method: 'GET', url: '/api9/docs/json' });
  expect(answer.statusCode).toBe(200);
  return answer.json<OpenApiDocument>();
}

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ key: `${method.toUpperCase()} ${path}`, path, operation: item[method]! })),
  );
}

describe('the API document', () => {
  it('passes Redocly’s recommended rules without an error', { timeout: 120_000 }, async () => {
    const document = await apiDocument();
    const folder = await mkdtemp(join(tmpdir(), 'api-document-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document, null, 2));
      const problems = await lint({ ref: file, config: await createConfig({ extends: ['recommended'] }) });
      const describe = (problem: (typeof problems)[number]) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;
      expect(problems.filter((problem) => problem.severity === 'error').map(describe)).toEqual([]);
      expect(problems.filter((problem) => !KEPT_WARNINGS.has(problem.ruleId)).map(describe)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is OpenAPI 3.1 with a server, and names every operation once', async () => {
    const document = await apiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(300);
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ key }) => key)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const profile = document.paths['/api9/users/staff/{username}/profile']!;
    expect(profile.get!.operationId).toBe('getUsersStaffByUsernameProfile');
    expect(document.paths['/api9/content/pages/{path}']!.get!.operationId).toBe('getContentPages');
  });

  it('gives every operation its error answers in the one envelope', async () => {
    const document = await apiDocument();
    const operations = operationsOf(document);
    const statuses = (operation: Operation) => Object.keys(operation.responses);
    expect(operations.filter(({ operation }) => !statuses(operation).some((status) => /^4\d\d$/.test(status))).map(({ key }) => key)).toEqual([]);
    expect(
      operations.filter(({ operation }) => !statuses(operation).includes('400') || !statuses(operation).includes('default')).map(({ key }) => key),
    ).toEqual([]);
    // Needs a sign-in (the global bearer requirement), or refuses a token that is not valid (all but two, ADR 137): 401.
    const visitorWithStaleToken = ['POST /api9/auth/{user}/logout', 'POST /api9/events'];
    const refusing = operations.filter(({ key }) => !visitorWithStaleToken.includes(key));
    expect(refusing.filter(({ operation }) => !statuses(operation).includes('401')).map(({ key }) => key)).toEqual([]);
    expect(statuses(document.paths['/api9/events']!.post!)).not.toContain('401');
    // A path that names something: 404.
    expect(operations.filter(({ path, operation }) => path.includes('{') && !statuses(operation).includes('404')).map(({ key }) => key)).toEqual([]);
    const applying = document.paths['/api9/users/staff/{id}/applications']!.post!;
    expect(statuses(applying)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '429']));
    expect(applying.responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
    const health = document.paths['/api9/health']!.get!;
    expect(health.security).toEqual([{}, { bearer: [] }]);
    expect(statuses(health)).toContain('401');
  });
});
