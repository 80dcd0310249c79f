import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@chairside/db/client';
import { loadConfig } from './config';
import { AppError } from './errors';
import { createMarketingForms, httpMarketingForms, marketingFormUrl } from './marketing-forms';

type Received = { method: string; url: string; contentType: string; body: unknown };
const received: Received[] = [];
let answerStatus = 200;
let server: Server;
let base: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });

beforeAll(async () => {
  // A stand-in for the marketing-form service (HubSpot's submit endpoint shape).
  server = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: JSON.parse(await readBody(request)),
    });
    response.writeHead(answerStatus, { 'content-type': 'application/json' });
    response.end(answerStatus < 300 ? '{"inlineMessage":"Thanks"}' : '{"status":"error"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://chairside.example', ...env });
const submission = {
  formName: 'hiring-toolkit' as const,
  fields: [
    { name: 'email', value: 'a@example.com' },
    { name: 'name', value: 'Ana' },
  ],
  pageUri: '/hiring-toolkit/',
  userId: null,
};

describe('the marketing-form port', () => {
  it('is the local table without MARKETING_FORMS_URL, and the HTTP service with it', () => {
    const db = {} as Database;
    expect(createMarketingForms(config(), db).name).toBe('database');
    expect(createMarketingForms(config({ MARKETING_FORMS_URL: `${base}/submit/{form}` }), db).name).toBe('http');
  });

  it.each([
    ['hiring-toolkit', {}, '/submit/hiring-toolkit'],
    ['newsletter', { newsletter: 'guid-123' }, '/submit/guid-123'],
    ['lead-form', { newsletter: 'guid-123' }, '/submit/lead-form'],
  ] as const)('form %s with ids %j posts to %s', (formName, ids, path) => {
    expect(marketingFormUrl('https://forms.example/submit/{form}', ids, formName)).toBe(`https://forms.example${path}`);
  });

  it('posts the fields list and the page URI to the form chosen by name', async () => {
    const forms = createMarketingForms(
      config({ MARKETING_FORMS_URL: `${base}/submissions/v3/integration/submit/42/{form}`, MARKETING_FORM_IDS: 'hiring-toolkit=abc-123' }),
      {} as Database,
    );
    received.length = 0;
    answerStatus = 200;
    await forms.submit(submission);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/submissions/v3/integration/submit/42/abc-123',
        contentType: 'application/json',
        body: { fields: submission.fields, context: { pageUri: 'https://chairside.example/hiring-toolkit/' } },
      },
    ]);
  });

  it('a service that refuses, or cannot be reached, is a 503 with the lead form failure message', async () => {
    answerStatus = 500;
    const forms = httpMarketingForms({ url: `${base}/submit/{form}`, formIds: {}, publicUrl: 'https://chairside.example' });
    const refused = await forms.submit(submission).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: 'There was an error submitting the form. Please try again in 1 minute.' });
    answerStatus = 200;

    const unreachable = httpMarketingForms({ url: 'http://127.0.0.1:1/submit/{form}', formIds: {}, publicUrl: 'https://chairside.example' });
    await expect(unreachable.submit(submission)).rejects.toMatchObject({ status: 503 });
  });
});
