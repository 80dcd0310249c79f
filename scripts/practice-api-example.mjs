// What a practice's own system does with the Chairside API (docs/api/practice-api.md, ADR 111).
//
//   CHAIRSIDE_URL=http://localhost:3000 CHAIRSIDE_KEY=chs_… CHAIRSIDE_PRACTICE=<username> \
//     node scripts/practice-api-example.mjs applicants [jobId]
//       lists the practice's applicants with an API key (scope applicants:read); given a posting's
//       id, also tries to close that posting, which a key without postings:write is refused (403).
//
//   WEBHOOK_SECRET=whsec_… PORT=4400 node scripts/practice-api-example.mjs receive
//       a webhook receiver: checks each delivery's Chairside-Signature and prints the event.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const [command, jobId] = process.argv.slice(2);

/** Chairside-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed by the endpoint's secret>. */
export function verify(header, body, secret, toleranceSeconds = 300) {
  const parts = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts.some(([name, value]) => {
    if (name !== 'v1') return false;
    const given = Buffer.from(value ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

async function applicants() {
  const base = process.env.CHAIRSIDE_URL ?? 'http://localhost:3000';
  const practice = process.env.CHAIRSIDE_PRACTICE;
  const headers = { authorization: `Bearer ${process.env.CHAIRSIDE_KEY}`, 'content-type': 'application/json' };
  const list = await fetch(`${base}/api9/users/employers/${practice}/applications`, { headers });
  process.stdout.write(`GET applications: ${list.status}\n${JSON.stringify(await list.json(), null, 2)}\n`);
  if (jobId) {
    const close = await fetch(`${base}/api9/jobs/${jobId}/status`, { method: 'PUT', headers, body: JSON.stringify({ status: 'CANCELED' }) });
    process.stdout.write(`PUT jobs/${jobId}/status: ${close.status} ${JSON.stringify(await close.json())}\n`);
  }
}

function receive() {
  const secret = process.env.WEBHOOK_SECRET ?? '';
  const port = Number(process.env.PORT ?? 4400);
  createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verify(request.headers['chairside-signature'], body, secret)) {
        response.writeHead(400).end('bad signature');
        return;
      }
      const event = JSON.parse(body);
      process.stdout.write(`${event.type} ${event.id}: ${JSON.stringify(event.data)}\n`);
      response.writeHead(200).end('ok');
    });
  }).listen(port, '127.0.0.1', () => process.stdout.write(`listening on http://127.0.0.1:${port}/\n`));
}

if (command === 'applicants') await applicants();
else if (command === 'receive') receive();
else if (command) process.stderr.write('Commands: applicants [jobId], receive\n');
