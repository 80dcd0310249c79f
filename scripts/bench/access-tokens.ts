// npm run bench (sixth part; scripts/bench/all.ts): what honouring an access token only while its
// session lasts costs each request (ADR 3): the session read alone (one indexed read of
// refresh_tokens by family) over 100,000 sessions, and a trivial route's req/s through app.inject
// without a token (the machine's speed), with a token (signature check + session read) and with
// the signature check alone (the stateless way, which cannot refuse a signed-out token).
// Options: --engine=pglite|postgres (default both), --sessions=N (default 100000).
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { buildApi } from '@chairside/api/app';
import { sessionLasts } from '@chairside/api/platform/auth';
import { loadConfig } from '@chairside/api/platform/config';
import { enginesOf, onEachEngine, percentile } from './bench-kit';

const { values: args } = parseArgs({ strict: false, options: { engine: { type: 'string' }, sessions: { type: 'string', default: '100000' } } });
const SESSIONS = Number(args.sessions);
const ROTATIONS = 3;
const log = (line = '') => process.stdout.write(`${line}\n`);

/** Requests per second of `request`, 20 at a time, for one second. */
async function reqPerSecond(request: () => Promise<unknown>) {
  const until = performance.now() + 1000;
  let count = 0;
  while (performance.now() < until) {
    await Promise.all(Array.from({ length: 20 }, request));
    count += 20;
  }
  return count;
}

async function timed(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms`;
}

async function bench(_label: string, handle: DatabaseHandle) {
  await handle.migrate();
  const { db } = handle;
  // Users with sessions of a few rotations each; one in ten ended (revoked).
  await db.execute(sql`
    insert into users (username, email, password_hash, role, name)
    select 'bench-user-' || n, 'bench-user-' || n || '@example.com', 'x', 'staff', 'Bench User' from generate_series(1, ${Math.ceil(SESSIONS / 10)}) n`);
  await db.execute(sql`
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, revoked_at)
    select u.id, f.family, md5(f.family::text || r), now() + interval '30 days',
           case when r < ${ROTATIONS} then now() end, case when f.n % 10 = 0 then now() end
    from (select n, gen_random_uuid() as family from generate_series(1, ${SESSIONS}) n) f
    join users u on u.username = 'bench-user-' || (1 + f.n % ${Math.ceil(SESSIONS / 10)})
    cross join generate_series(1, ${ROTATIONS}) r`);
  await db.execute(sql`vacuum analyze`);
  const [live] = (
    await db.execute<{ family_id: string; username: string }>(sql`
    select r.family_id, u.username from refresh_tokens r join users u on u.id = r.user_id where r.revoked_at is null limit 1`)
  ).rows;
  const [ended] = (await db.execute<{ family_id: string }>(sql`select family_id from refresh_tokens where revoked_at is not null limit 1`)).rows;
  const plan = (
    await db.execute<{ 'QUERY PLAN': string }>(sql`
    explain select exists (select 1 from refresh_tokens where family_id = ${live.family_id} and revoked_at is null) as live`)
  ).rows;
  log(`${SESSIONS} sessions, ${SESSIONS * ROTATIONS} refresh rows. Plan: ${plan.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);

  log(`session read, live session:  ${await timed(2000, () => sessionLasts(db, live.family_id))}`);
  log(`session read, ended session: ${await timed(2000, () => sessionLasts(db, ended.family_id))}`);

  const { app, ctx } = await buildApi({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    db,
  });
  const token = await ctx.tokens.sign({ username: live.username, role: 'staff', delegated: false, session: live.family_id });
  log(`signature check alone:       ${await timed(2000, () => ctx.tokens.verify(token))}`);
  const health = (headers: Record<string, string>) => () => app.inject({ method: 'GET', url: '/api9/health', headers });
  await reqPerSecond(health({ authorization: `Bearer ${token}` }));
  const bare = await reqPerSecond(health({}));
  const withSession = await reqPerSecond(health({ authorization: `Bearer ${token}` }));
  log(`trivial route (machine's speed), no token: ${bare} req/s; with a token (signature + session read): ${withSession} req/s`);
  await app.close();
}

await onEachEngine(enginesOf(args.engine), 'access_tokens', bench);
