// Posts the lead form like simple bots and like people, in process on an embedded database, and
// prints how many of each got through (ADR 47):
//   node --import tsx apps/api/src/modules/marketing-forms/bot-trial.ts
// Bots: one posts the fields it scraped (no ticket), one fetches a ticket and posts at once, one
// fills every field it finds (the honeypot too), and one that waits like a person but floods
// from one address. People: each page fetches a ticket when it opens and sends a few seconds later.
import { sql } from 'drizzle-orm';
import { openDatabase } from '@chairside/db/client';
import { buildApi } from '../../app';
import { loadConfig } from '../../platform/config';

let now = Date.parse('2026-10-01T09:00:00.000Z');
const clock = { now: () => new Date(now) };
const wait = (ms: number) => {
  now += ms;
};

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bot-trial-secret-that-is-long-enough-for-hs256',
  PUBLIC_URL: 'http://localhost:3000',
});
const { app } = await buildApi({ config, db: database.db, clock });

const lead = (i: number, extra: Record<string, string> = {}) => ({ name: `Lead ${i}`, leadEmail: `lead${i}@example.com`, role: 'employer', ...extra });
const ticket = async (ip: string) => (await app.inject({ method: 'GET', url: '/api9/forms/ticket', remoteAddress: ip })).json().formTicket as string;
const put = (ip: string, body: object) => app.inject({ method: 'PUT', url: '/api9/users/public/lead', remoteAddress: ip, payload: body });

type Tally = { actor: string; tries: number; accepted: number };
const results: Tally[] = [];
const ATTEMPTS = 50;
let n = 0;

async function run(actor: string, attempt: (i: number) => Promise<number>) {
  const tally = { actor, tries: ATTEMPTS, accepted: 0 };
  for (let i = 0; i < ATTEMPTS; i += 1) if ((await attempt(n++)) === 200) tally.accepted += 1;
  results.push(tally);
}

await run('bot: posts scraped fields, no ticket', async (i) => (await put(`10.2.0.${i % 200}`, lead(i))).statusCode);
await run('bot: fetches a ticket, posts at once', async (i) => {
  const ip = `10.3.0.${i % 200}`;
  return (await put(ip, { ...lead(i), formTicket: await ticket(ip) })).statusCode;
});
const before = Number((await database.db.execute<{ count: number }>(sql`select count(*)::int as count from marketing_form_submissions`)).rows[0].count);
await run('bot: fills every field (honeypot too), waits', async (i) => {
  const ip = `10.4.0.${i % 200}`;
  const formTicket = await ticket(ip);
  wait(5_000);
  const status = (await put(ip, { ...lead(i), formTicket, website: 'https://cheap-pills.example' })).statusCode;
  return status;
});
const afterHoneypot = Number((await database.db.execute<{ count: number }>(sql`select count(*)::int as count from marketing_form_submissions`)).rows[0].count);
await run('bot: waits like a person, floods from one address', async (i) => {
  const ip = '10.5.0.1';
  const formTicket = await ticket(ip);
  wait(5_000);
  return (await put(ip, { ...lead(i), formTicket })).statusCode;
});
await run('people: one each, a few seconds to fill', async (i) => {
  const ip = `10.6.${Math.floor(i / 200)}.${i % 200}`;
  const formTicket = await ticket(ip);
  wait(4_000 + (i % 20) * 1_000);
  return (await put(ip, { ...lead(i), formTicket, website: '' })).statusCode;
});

for (const { actor, tries, accepted } of results) process.stdout.write(`${actor.padEnd(52)} ${String(accepted).padStart(3)} / ${tries} answered 200\n`);
process.stdout.write(`honeypot bot: ${afterHoneypot - before} submissions kept (its 200s are decoys)\n`);
await app.close();
await database.close();
