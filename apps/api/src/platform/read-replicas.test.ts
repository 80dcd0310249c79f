import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { signUpStaff, type TestAccount } from '../testing/accounts';
import { liveJob } from '../testing/hiring';
import { createDraft, giveSlot, postingBody, publish } from '../testing/jobs';
import { postgresPrograms, startPrimaryCluster, type ReplicaCluster } from '../testing/replica-cluster';
import { signUpEmployer } from '../testing/staff-profiles';
import { buildTestApi, expectAnswersFitTheDocument, testConfig, type TestApi } from '../testing/test-api';
import { READ_YOUR_WRITES_COOKIE, READ_YOUR_WRITES_HEADER } from './read-routing';

// A primary and a streaming replica of its own, made on this machine (initdb, pg_basebackup -R):
// the reads that may lag go to the replica, a person's reads after their own write and every
// read once the replica stops go to the primary (ADR 110). It needs no TEST_DATABASE_URL, so it
// runs once, in the api-pglite project (vitest.config.ts); it is skipped only where the PostgreSQL
// server programs are absent.
const bin = postgresPrograms();
if (!bin)
  process.stderr.write(
    'read-replicas.test.ts: skipped, no PostgreSQL server programs (initdb, pg_ctl, pg_basebackup) under /usr/lib/postgresql/*/bin or PG_BIN_DIR\n',
  );

const DATABASE = 'chairside';
/** The job search's statement (it alone reads partner_jobs this way), as pg_stat_statements records it. */
const SEARCH_STATEMENT = '%from partner_jobs p%';

describe.skipIf(!bin)('read replicas (a real primary and streaming replica on this machine)', () => {
  let cluster: ReplicaCluster;
  let handle: DatabaseHandle;
  const api = {} as TestApi;
  let primaryAdmin: pg.Client;
  let replicaAdmin: pg.Client;
  let employer: TestAccount;
  let seeker: TestAccount;
  let firstJob: { id: number };

  /** The job search's calls on one server, from its own statistics. */
  const searchCalls = async (client: pg.Client) => {
    const { rows } = await client.query<{ calls: string }>(
      `select coalesce(sum(calls), 0) as calls from pg_stat_statements where query like $1 and query not like '%pg_stat_statements%'`,
      [SEARCH_STATEMENT],
    );
    return Number(rows[0]!.calls);
  };
  /** Until the replica has replayed everything the primary has written. */
  const caughtUp = async () => {
    const { rows } = await primaryAdmin.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    for (let wait = 0; wait < 200; wait++) {
      const replayed = await replicaAdmin.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [rows[0]!.lsn]);
      if (replayed.rows[0]!.done) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the replica did not catch up');
  };
  const readsCookie = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []]
      .flat()
      .find((line) => line.startsWith(`${READ_YOUR_WRITES_COOKIE}=`))
      ?.split(';')[0] ?? null;
  /** A request as a browser sends it: the account's token and the cookies it holds. */
  const send = (method: 'GET' | 'PUT', url: string, account: TestAccount | null, cookie: string | null = null, payload?: object) =>
    api.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(account ? { authorization: account.authorization } : {}), ...(cookie ? { cookie } : {}) },
    });
  const visitorSearch = async () => {
    const answer = await send('GET', '/api9/jobs/search?position=DH&zip=60614&radius=50', null);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().premiumJobs as { id: number }[]).map((job) => job.id);
  };

  beforeAll(async () => {
    cluster = await startPrimaryCluster(bin!);
    primaryAdmin = new pg.Client({ connectionString: cluster.primaryUrl('postgres') });
    await primaryAdmin.connect();
    await primaryAdmin.query(`create database ${DATABASE}`);
    // Its statistics view in this database too (the counts are the server's, whichever database asks).
    await primaryAdmin.query('create extension if not exists pg_stat_statements');
    const setup = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl(DATABASE), poolSize: 1 });
    await setup.migrate();
    await setup.db.execute(sql`create extension if not exists pg_stat_statements`);
    await loadZipCodes(setup.db);
    await setup.close();
    await cluster.startReplica();
    replicaAdmin = new pg.Client({ connectionString: cluster.replicaUrl(DATABASE) });
    // The replica is stopped on purpose: its connection ends then.
    replicaAdmin.on('error', () => undefined);
    await replicaAdmin.connect();
    handle = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl(DATABASE), poolSize: 4, replicaUrls: [cluster.replicaUrl(DATABASE)] });
    const config = testConfig({ DATABASE_URL: cluster.primaryUrl(DATABASE), DATABASE_REPLICA_URLS: cluster.replicaUrl(DATABASE) });
    const built = await buildTestApi({ config, db: handle.db, readDb: handle.readDb });
    Object.assign(api, { app: built.app, ctx: built.ctx, database: handle });
    employer = await signUpEmployer(api);
    seeker = await signUpStaff(api);
    firstJob = await liveJob(api, employer, { zip: '60614' });
    await caughtUp();
  }, 180_000);

  afterAll(async () => {
    await api.app?.close();
    await handle?.close();
    // pool.end() resolves before the server has closed the connections: stopping it first would cut them.
    for (let wait = 0; wait < 100 && primaryAdmin; wait++) {
      const { rows } = await primaryAdmin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [DATABASE]);
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await replicaAdmin?.end().catch(() => undefined);
    await primaryAdmin?.end().catch(() => undefined);
    await cluster?.close();
  }, 60_000);

  it("answers a visitor's searches from the replica: its statistics count them, the primary's do not", async () => {
    const [onReplica, onPrimary] = [await searchCalls(replicaAdmin), await searchCalls(primaryAdmin)];
    for (let search = 0; search < 5; search++) expect(await visitorSearch()).toContain(firstJob.id);
    expect((await searchCalls(replicaAdmin)) - onReplica).toBe(5);
    expect((await searchCalls(primaryAdmin)) - onPrimary).toBe(0);
    expect(handle.replicas[0]!.reads).toBeGreaterThanOrEqual(5);
    expectAnswersFitTheDocument();
  });

  it("reads a person's own write back from the primary at once, while visitors still read the lagging replica", async () => {
    // The replica stops replaying: from now on it lags behind every write.
    await replicaAdmin.query('select pg_wal_replay_pause()');
    try {
      // A job seeker likes the posting; her next search (in the window after her write) shows it liked.
      const liked = await send('PUT', `/api9/users/${seeker.username}/jobs/${firstJob.id}/opinion`, seeker, null, { opinion: 'LIKED' });
      expect(liked.statusCode, liked.body).toBe(200);
      const cookie = readsCookie(liked.headers['set-cookie']);
      expect(cookie).not.toBeNull();
      const ownSearch = `/api9/users/${seeker.username}/jobs?position=DH&zip=60614&radius=50`;
      const isLiked = async (withCookie: string | null) => {
        const answer = await send('GET', ownSearch, seeker, withCookie);
        expect(answer.statusCode, answer.body).toBe(200);
        return (answer.json().premiumJobs as { id: number; isLike: boolean }[]).find((job) => job.id === firstJob.id)?.isLike;
      };
      const onPrimary = await searchCalls(primaryAdmin);
      expect(await isLiked(cookie)).toBe(true);
      expect((await searchCalls(primaryAdmin)) - onPrimary).toBe(1);
      // The same search without the window's cookie is a lag-tolerant read: the replica has not seen the like yet.
      expect(await isLiked(null)).toBe(false);
      // A cookie signed by someone else, or for another account, is not honoured.
      expect(await isLiked(`${READ_YOUR_WRITES_COOKIE}=${cookie!.split('=')[1]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).toBe(false);

      // The practice publishes a second posting: a visitor does not see it yet (the replica answers),
      // the practice does in its window, by the cookie or, for a client without cookies, by the header.
      const draft = await createDraft(api, employer, postingBody({ zip: '60614', name: 'Hygienist, Saturdays' }));
      const published = await publish(api, employer, draft.id, (await giveSlot(api, employer)).id);
      expect(published.statusCode, published.body).toBe(200);
      const search = '/api9/jobs/search?position=DH&zip=60614&radius=50';
      const idsOf = (answer: { json: () => { premiumJobs: { id: number }[] } }) => answer.json().premiumJobs.map((job) => job.id);
      expect(await visitorSearch()).not.toContain(draft.id);
      expect(idsOf(await send('GET', search, employer, readsCookie(published.headers['set-cookie'])))).toContain(draft.id);
      const header = published.headers[READ_YOUR_WRITES_HEADER] as string;
      const byHeader = await api.app.inject({
        method: 'GET',
        url: search,
        headers: { authorization: employer.authorization, [READ_YOUR_WRITES_HEADER]: header },
      });
      expect(idsOf(byHeader)).toContain(draft.id);
      // Another account's token does not send this one's reads to the primary.
      expect(idsOf(await send('GET', search, seeker, readsCookie(published.headers['set-cookie'])))).not.toContain(draft.id);
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
    }
    await caughtUp();
    expect((await visitorSearch()).length).toBeGreaterThanOrEqual(2);
    expectAnswersFitTheDocument();
  });

  it('sends reads to the primary while the replica lags beyond the limit, and back to the replica once it catches up', async () => {
    const bounded = await openDatabase({
      kind: 'postgres',
      url: cluster.primaryUrl(DATABASE),
      poolSize: 2,
      replicaUrls: [cluster.replicaUrl(DATABASE)],
      replicaLagLimit: { maxLagMs: 300, checkEveryMs: 50 },
    });
    /** Whether a lag-tolerant read is answered by the replica (a server in recovery). */
    const readsReplica = async () => (await bounded.readDb.execute<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`)).rows[0]!.standby;
    const until = async (wanted: boolean) => {
      for (let wait = 0; wait < 200; wait++) {
        if ((await readsReplica()) === wanted) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`reads never went to the ${wanted ? 'replica' : 'primary'}`);
    };
    try {
      await until(true);
      expect(bounded.replicas[0]!.lagMs).toBeLessThanOrEqual(300);
      await replicaAdmin.query('select pg_wal_replay_pause()');
      try {
        // A write the paused replica cannot replay: once it is older than the limit, reads go to the primary.
        await bounded.db.execute(sql`create table lag_probe (id int)`);
        await until(false);
        expect(bounded.replicas[0]!.lagMs).toBeGreaterThan(300);
      } finally {
        await replicaAdmin.query('select pg_wal_replay_resume()');
      }
      await caughtUp();
      await until(true);
    } finally {
      await bounded.db.execute(sql`drop table if exists lag_probe`);
      await bounded.close();
    }
  });

  it('fails no request when the replica stops: its reads go to the primary', async () => {
    const searches = Array.from({ length: 20 }, async (_, turn) => {
      await new Promise((resolve) => setTimeout(resolve, turn * 15));
      return send('GET', '/api9/jobs/search?position=DH&zip=60614&radius=50', null);
    });
    await cluster.stopReplica();
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // With the replica down, a visitor reads from the primary: a posting published now shows at once.
    const onPrimary = await searchCalls(primaryAdmin);
    const third = await liveJob(api, employer, { zip: '60614', name: 'Hygienist, evenings' });
    expect(await visitorSearch()).toContain(third.id);
    expect(await searchCalls(primaryAdmin)).toBeGreaterThan(onPrimary);
    expect(handle.replicas[0]!.failures).toBeGreaterThanOrEqual(1);
    for (let page = 0; page < 5; page++) expect((await send('GET', '/api9/job-directories/sitemap', null)).statusCode).toBe(200);
    expectAnswersFitTheDocument();
  });
});
