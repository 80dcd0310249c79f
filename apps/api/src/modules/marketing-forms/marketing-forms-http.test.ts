import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { movableClock } from '../../testing/jobs';

// The lead form with the HTTP adapter configured: the submission goes to the service (a local
// server here), not to the local table, and the lead still gets the download email.
const port = 41_000 + Math.floor(Math.random() * 9_000);
const received: { url: string; body: { fields: { name: string; value: string }[]; context: { pageUri: string } } }[] = [];
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', body: JSON.parse(data) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clock = movableClock('2026-10-01T09:00:00.000Z');
const api = useTestApi({ clock, env: { MARKETING_FORMS_URL: `http://127.0.0.1:${port}/submit/{form}`, MARKETING_FORM_IDS: 'jobseeker-toolkit=js-guid' } });

describe('the lead form through the HTTP marketing-form service', () => {
  it('posts the fields list and page URI to the form chosen by name; nothing in the local table', async () => {
    const ticket = (await api.app.inject({ method: 'GET', url: '/api9/forms/ticket' })).json().formTicket;
    clock.set(new Date(clock.now().getTime() + 10_000).toISOString());
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api9/users/public/lead',
      payload: {
        formName: 'jobseeker-toolkit',
        name: 'Sam Ortiz',
        leadEmail: 'sam@example.com',
        role: 'staff',
        position: 'DA',
        pageUri: '/jobseeker-toolkit/',
        utmMedium: 'email',
        formTicket: ticket,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(received).toEqual([
      {
        url: '/submit/js-guid',
        body: {
          fields: [
            { name: 'email', value: 'sam@example.com' },
            { name: 'name', value: 'Sam Ortiz' },
            { name: 'position_code', value: 'DA' },
            { name: 'role', value: 'staff' },
            { name: 'utm_medium', value: 'email' },
          ],
          context: { pageUri: 'http://localhost:3000/jobseeker-toolkit/' },
        },
      },
    ]);
    const kept = await api.database.db.execute(sql`select id from marketing_form_submissions`);
    expect(kept.rows).toEqual([]);
    const mail = await api.database.db.execute<{ subject: string }>(sql`select subject from outbox_messages where to_address = 'sam@example.com'`);
    expect(mail.rows.map((row) => row.subject)).toEqual(['Your copy of The Dental Jobseeker Toolkit']);
  });
});
