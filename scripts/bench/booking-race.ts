// npm run bench: the booking race. 50 professionals accept one temp shift's request at the same
// moment, 200 times, on PGlite and on PostgreSQL: each run must book the shift exactly once and
// tell the other 49 it was taken, and the stored rows must say the same (one BOOKED offer, 49
// TAKEN, the shift BOOKED for the winner). Calls the acceptance use case itself (what the route
// runs after its guards), with the notices it queues in the same transactions.
// Options: --engine=pglite|postgres (default both), --races=N (default 200), --racers=N (default 50).
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { createEmployerAccount, createJobPosting, createStaffAccount } from '@chairside/db/factories';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { createContext } from '@chairside/api/app';
import { loadConfig } from '@chairside/api/platform/config';
import { acceptShift } from '@chairside/api/modules/temp-shifts/professional-shifts';
import { enginesOf, onEachEngine, percentile } from './bench-kit';

const { values: args } = parseArgs({
  strict: false,
  options: { engine: { type: 'string' }, races: { type: 'string', default: '200' }, racers: { type: 'string', default: '50' } },
});
const RACES = Number(args.races);
const RACERS = Number(args.racers);
const log = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value: number) => value.toFixed(1);

/** The date of race `index`: one shift a day from 2027 on, so no racer is ever booked twice at once. */
const raceDay = (index: number) => new Date(Date.UTC(2027, 0, 4) + index * 86_400_000).toISOString().slice(0, 10);

async function bench(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  await loadZipCodes(handle.db);
  const ctx = await createContext({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    db: handle.db,
  });
  const practice = await createEmployerAccount(handle.db, { zip: '60614' });
  const racers = await Promise.all(Array.from({ length: RACERS }, () => createStaffAccount(handle.db, { zip: '60614', position: 'DH' })));
  const { job } = await createJobPosting(handle.db, practice.user.id, { type: 'TEMP', position: 'DH' });
  await handle.db.execute(sql`delete from job_dates where job_id = ${job.id}`);

  let exactlyOnce = 0;
  const raceTimes: number[] = [];
  const acceptTimes: number[] = [];
  for (let race = 0; race < RACES; race++) {
    const [shift] = (
      await handle.db.execute<{ id: number }>(sql`
        insert into job_dates (job_id, date, start_time, end_time, booking_mode, rate_cents)
        values (${job.id}, ${raceDay(race)}, '08:00', '17:00', 'REQUEST', 5000) returning id::int as id`)
    ).rows;
    const shiftId = shift!.id;
    await handle.db.execute(sql`
      insert into shift_offers (job_date_id, user_id, status, round)
      select ${shiftId}, u.id, 'OFFERED', 1 from users u where u.id in (${sql.join(
        racers.map((racer) => sql`${racer.user.id}`),
        sql`, `,
      )})`);

    const started = performance.now();
    const outcomes = await Promise.all(
      racers.map(async (racer) => {
        const begun = performance.now();
        try {
          await acceptShift(ctx, racer.user.username, shiftId);
          return { outcome: 'booked' as const, ms: performance.now() - begun };
        } catch (error) {
          if ((error as { status?: number }).status === 409) return { outcome: 'taken' as const, ms: performance.now() - begun };
          throw error;
        }
      }),
    );
    raceTimes.push(performance.now() - started);
    acceptTimes.push(...outcomes.map((outcome) => outcome.ms));

    const [stored] = (
      await handle.db.execute<{ status: string; booked: number | null; bookedOffers: number; takenOffers: number }>(sql`
        select d.status, d.booked_user_id::int as booked,
               (select count(*)::int from shift_offers o where o.job_date_id = d.id and o.status = 'BOOKED') as "bookedOffers",
               (select count(*)::int from shift_offers o where o.job_date_id = d.id and o.status = 'TAKEN') as "takenOffers"
        from job_dates d where d.id = ${shiftId}`)
    ).rows;
    const winners = outcomes.filter((outcome) => outcome.outcome === 'booked').length;
    const winner = racers[outcomes.findIndex((outcome) => outcome.outcome === 'booked')];
    if (winners === 1 && stored?.status === 'BOOKED' && stored.booked === winner?.user.id && stored.bookedOffers === 1 && stored.takenOffers === RACERS - 1)
      exactlyOnce++;
    else log(`  race ${race}: ${winners} booked, stored ${JSON.stringify(stored)}`);
  }
  raceTimes.sort((a, b) => a - b);
  acceptTimes.sort((a, b) => a - b);
  log(
    `| ${label} | ${RACES} | ${RACERS} | ${exactlyOnce} of ${RACES} | ${ms(percentile(raceTimes, 50))} / ${ms(percentile(raceTimes, 95))} | ${ms(percentile(acceptTimes, 50))} / ${ms(percentile(acceptTimes, 95))} |`,
  );
  if (exactlyOnce !== RACES) process.exitCode = 1;
}

log(`# The booking race: ${RACERS} accepts at once, ${RACES} times (${cpus().length} cores, load ${loadavg()[0].toFixed(1)})`);
log('| engine | races | racers | booked exactly once (rows agree) | a race, p50 / p95 ms | one accept, p50 / p95 ms |');
log('|---|---|---|---|---|---|');
await onEachEngine(enginesOf(args.engine), 'booking_race', bench);
