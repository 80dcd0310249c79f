// The kill test's notice case (`npm run kill-test -- --case=notices`): is every notice delivered,
// and how many twice, when the server is killed (SIGKILL) while a job-alert pass and 500 other
// notices are being sent?
//
// Per run, on a fresh data directory or database: the server is started with SMTP_URL pointing at
// a local SMTP sink run by this process (it records every message with its Message-ID and
// recipient). Before the start, `alerts` confirmed visitors' alerts are made at a ZIP code whose
// local time is daytime (alerts keep quiet hours), with three postings published just before the
// next five-minute slot of the recurring alerts pass, so that the pass of that slot (the real
// recurring task on the notice queue) finds them: one email per alert. A second before the slot,
// `notices` password resets of the test's accounts (PUT /api9/auth/password) start, 8 at a time.
// When the sink has received a random share of the run's messages (--kill-at, percent; at 0 a
// second after the slot, while the pass runs), SIGKILL; the server is started again, the
// resets whose answer the kill cut off are asked for again, and the test waits until every
// expected recipient has mail and the notices the killed process held (their 10-minute lease)
// have been taken again. Then the server is stopped and its database read: every outbox row must
// have sent_at and must have arrived at the sink (by its Message-ID `<notice-{id}@…>`), every
// acknowledged reset and every alert (with its three postings) must have arrived; the messages
// that arrived more than once are counted.
import { randomBytes, randomInt } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '@chairside/db/client';
import { createEmployerAccount, createJobPosting, createStaffAccount, hashPasswordForFactory } from '@chairside/db/factories';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { isQuietHour } from '@chairside/domain/job-alert-rules';
import { openSmtpSink, type ReceivedMail, type SmtpSink } from '@chairside/api/testing/smtp-sink';

export type NoticeStorage = { describe: string; serverEnv: Record<string, string>; database: DatabaseOptions; logFile: string; remove: () => Promise<void> };
type Exit = { code: number | null; signal: NodeJS.Signals | null };
type RunningServer = { child: ChildProcess; exited: Promise<Exit> };

/** What the kill test lends this case: its options and its ways of making databases and starting the server. */
export type NoticeKit = {
  engine: 'pglite' | 'postgres';
  base: string;
  runs: number;
  /** Kill when this share (percent, drawn between the two) of the run's messages has arrived. */
  killAt: [number, number];
  smtpPort: number;
  alerts: number;
  notices: number;
  keep: boolean;
  workDir: string;
  makeStorage: (attempt: number) => Promise<NoticeStorage>;
  startServer: (storage: NoticeStorage) => Promise<{ server: RunningServer; ms: number } | { failed: string }>;
  trivialRouteRate: () => Promise<number>;
  log: (line: string) => void;
};

const PASSWORD = 'kill-test-password';
const PASS_EVERY_MS = 5 * 60_000;
const POSTINGS = 3;
/** How long the killed process's notices are held (the queue's lease), and a margin for the polls after it. */
const LEASE_MS = 10 * 60_000;
const AFTER_LEASE_MS = 40_000;
/** Past this after the kill, whatever has not arrived is reported missing. */
const GIVE_UP_MS = 14 * 60_000;
/** The server's start must be over before the slot's pass (PGlite takes 5-20 s on a busy machine). */
const START_ALLOWANCE_MS = 60_000;
const RESET_CLIENTS = 8;
/** The kill comes by then whatever has arrived. */
const KILL_BY_MS = 120_000;
/** Places whose local time is daytime at some hour of every UTC day between them (alerts keep quiet hours 9 pm to 7 am). */
const DAYTIME_ZIPS = ['60614', '00601', '10001', '98101', '96813', '96910'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The text of a message, quoted-printable undone (a long line of an alert's links is folded). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const postingsIn = (mail: ReceivedMail) => [...decoded(mail.raw).matchAll(/\/dental-jobs\/job\/(\d+)\//g)].map((match) => Number(match[1]));
const recipient = (mail: ReceivedMail) => (mail.to[0] ?? '').toLowerCase();

type Prepared = { resetEmails: string[]; alertEmails: string[]; postingIds: number[]; slot: Date; zip: string; timeZone: string };

/** The run's accounts, its practice's postings (published just before `slot`) and its alerts, at a place where `slot` is daytime. */
async function prepare(kit: NoticeKit, storage: NoticeStorage, tag: string): Promise<Prepared> {
  const begun = Date.now();
  const handle = await openDatabase(storage.database);
  try {
    await handle.migrate();
    await loadZipCodes(handle.db);
    const passwordHash = await hashPasswordForFactory(PASSWORD);
    const resetEmails: string[] = [];
    for (let i = 0; i < kit.notices; i++) {
      const email = `reset-${tag}-${i}@example.com`;
      await createStaffAccount(handle.db, { email, passwordHash, password: PASSWORD, zip: '60625', position: 'DH' });
      resetEmails.push(email);
    }
    const slot = new Date(Math.ceil((Date.now() + START_ALLOWANCE_MS) / PASS_EVERY_MS) * PASS_EVERY_MS);
    const places = await handle.db.execute<{ zip: string; state: string; lat: number; lng: number; time_zone: string }>(
      sql`select zip, state, lat, lng, time_zone from zip_codes where zip in (${sql.join(
        DAYTIME_ZIPS.map((zip) => sql`${zip}`),
        sql`, `,
      )})`,
    );
    const place = DAYTIME_ZIPS.map((zip) => places.rows.find((row) => row.zip === zip)).find(
      (row) => row && !isQuietHour(slot, row.time_zone) && !isQuietHour(new Date(slot.getTime() + GIVE_UP_MS), row.time_zone),
    );
    if (!place) throw new Error(`None of ${DAYTIME_ZIPS.join(', ')} is in daytime at ${slot.toISOString()}`);
    const practice = await createEmployerAccount(handle.db, { email: `practice-${tag}@example.com`, passwordHash, password: PASSWORD, zip: place.zip });
    const postingIds: number[] = [];
    for (let i = 0; i < POSTINGS; i++) {
      const { job } = await createJobPosting(handle.db, practice.user.id, {
        position: 'DH',
        type: 'PERM',
        status: 'ACTIVE',
        officeId: null,
        postedDate: new Date(slot.getTime() - 20_000 - i * 1000),
      });
      postingIds.push(job.id);
    }
    const madeAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const lookedAt = new Date(Date.now() - 3_600_000).toISOString();
    await handle.db.execute(sql`
      insert into job_alerts (email, position, zip, state, lat, lng, radius, type, frequency, confirmed_at, checked_until, created_at, updated_at)
      select 'alert-' || ${tag} || '-' || g || '@example.com', 'ANY', ${place.zip}, ${place.state}, ${place.lat}, ${place.lng}, 50, 'ANY', 'DAILY',
        ${madeAt}::timestamptz, ${lookedAt}::timestamptz, ${madeAt}::timestamptz, ${madeAt}::timestamptz
      from generate_series(1, ${kit.alerts}) g`);
    const alertEmails = Array.from({ length: kit.alerts }, (_, i) => `alert-${tag}-${i + 1}@example.com`);
    kit.log(
      `  prepared ${storage.describe} in ${seconds(Date.now() - begun)}: ${kit.notices} accounts, ${kit.alerts} alerts at ${place.zip} (${place.time_zone}), ${POSTINGS} postings for the pass of ${slot.toISOString().slice(11, 19)} UTC`,
    );
    return { resetEmails, alertEmails, postingIds, slot, zip: place.zip, timeZone: place.time_zone };
  } finally {
    await handle.close();
  }
}

async function askForReset(base: string, email: string): Promise<'acked' | 'cut' | number> {
  try {
    // A request the kill left hanging counts as cut off, like one whose connection was reset.
    const answer = await fetch(`${base}/api9/auth/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(30_000),
    });
    await answer.text();
    return answer.status === 202 ? 'acked' : answer.status;
  } catch {
    return 'cut';
  }
}

/** Asks for a reset of each email, `clients` at a time; answers which were acknowledged, cut off, or refused (status). */
async function askForResets(base: string, emails: string[], clients = RESET_CLIENTS) {
  const acked: string[] = [];
  const cut: string[] = [];
  const refused = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < emails.length) {
        const email = emails[next++];
        const outcome = await askForReset(base, email);
        if (outcome === 'acked') acked.push(email);
        else if (outcome === 'cut') cut.push(email);
        else refused.set(outcome, (refused.get(outcome) ?? 0) + 1);
      }
    }),
  );
  return { acked, cut, refused };
}

async function stop(server: RunningServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

type OutboxRow = { id: number; to_address: string; sent_at: string | null; notice_id: number | null; state: string | null; attempts: number | null };

type RunResult = {
  ok: boolean;
  outbox: number;
  arrived: number;
  duplicates: number;
  missing: number;
  lostResets: number;
  lostAlerts: number;
  deliveredAfterKillMs: number | null;
  restartMs: number;
};

async function oneRun(kit: NoticeKit, sink: SmtpSink, attempt: number): Promise<RunResult | null> {
  const storage = await kit.makeStorage(attempt);
  storage.serverEnv.SMTP_URL = sink.url;
  // A production start that sends mail needs a sender on a public domain (ADR 101); the local sink takes it.
  storage.serverEnv.MAIL_FROM = 'Chairside <no-reply@chairside.org>';
  // Every reset comes from 127.0.0.1 (ADDRESS_LIMITS_FACTOR does not multiply the configured reset limit, ADR 22).
  storage.serverEnv.PASSWORD_RESETS_PER_IP = String(10 * kit.notices);
  const tag = randomBytes(3).toString('hex');
  const prepared = await prepare(kit, storage, tag);
  sink.received.length = 0;
  const first = await kit.startServer(storage);
  if ('failed' in first) {
    kit.log(`run ${attempt}: the server did not start: ${first.failed} (log: ${storage.logFile})`);
    return null;
  }
  let server = first.server;
  try {
    kit.log(
      `  server up in ${seconds(first.ms)}; trivial route ${await kit.trivialRouteRate()} req/s; waiting ${seconds(Math.max(0, prepared.slot.getTime() - Date.now()))} for the pass's slot`,
    );
    await sleep(prepared.slot.getTime() - 1_000 - Date.now());
    const resets = askForResets(kit.base, prepared.resetEmails);
    const share = kit.killAt[0] + randomInt(kit.killAt[1] - kit.killAt[0] + 1);
    const target = Math.floor(((kit.alerts + kit.notices) * share) / 100);
    await sleep(prepared.slot.getTime() + 1_000 - Date.now());
    while (sink.received.length < target && Date.now() - prepared.slot.getTime() < KILL_BY_MS) await sleep(5);
    const alertSet = new Set(prepared.alertEmails);
    const atKill = { alerts: sink.received.filter((mail) => alertSet.has(recipient(mail))).length, all: sink.received.length };
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    await server.exited;
    const asked = await resets;
    const restart = await kit.startServer(storage);
    if ('failed' in restart) {
      kit.log(`run ${attempt}: RESTART FAILED: ${restart.failed} (log: ${storage.logFile})`);
      return null;
    }
    server = restart.server;
    const again = await askForResets(kit.base, asked.cut);
    const resetsCaused = [...asked.acked, ...again.acked];
    const expected = new Set([...resetsCaused, ...prepared.alertEmails].map((email) => email.toLowerCase()));
    const arrivedTo = () => new Set(sink.received.map(recipient));
    const allArrived = () => {
      const to = arrivedTo();
      return [...expected].every((email) => to.has(email));
    };
    let lastAll: number | null = null;
    while (Date.now() - killedAt < GIVE_UP_MS) {
      if (lastAll === null && allArrived()) lastAll = Math.max(...sink.received.map((mail) => mail.receivedAt));
      if (lastAll !== null && Date.now() - killedAt >= LEASE_MS + AFTER_LEASE_MS) break;
      await sleep(1_000);
    }
    await stop(server);

    const handle = await openDatabase(storage.database);
    let rows: OutboxRow[];
    let claimed: number;
    try {
      rows = (
        await handle.db.execute<OutboxRow>(sql`
          select o.id::int as id, o.to_address, o.sent_at, n.id::int as notice_id, n.state, n.attempts
          from outbox_messages o left join notices n on n.kind = 'mail' and (n.payload ->> 'outboxId')::bigint = o.id
          order by o.id`)
      ).rows;
      claimed = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from job_alert_sent_jobs`)).rows[0].n;
    } finally {
      await handle.close();
    }
    const byMessageId = new Map<string, number>();
    for (const mail of sink.received) byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
    const idOf = (row: OutboxRow) => `<notice-${row.notice_id}@chairside.local>`;
    const unsent = rows.filter((row) => row.sent_at === null);
    const withoutNotice = rows.filter((row) => row.notice_id === null);
    const missing = rows.filter((row) => !byMessageId.has(idOf(row)));
    const twice = rows.filter((row) => (byMessageId.get(idOf(row)) ?? 0) > 1);
    const extraCopies = twice.reduce((sum, row) => sum + byMessageId.get(idOf(row))! - 1, 0);
    const known = new Set(rows.map(idOf));
    const strangers = sink.received.filter((mail) => !known.has(mail.messageId));
    const to = arrivedTo();
    const lostResets = resetsCaused.filter((email) => !to.has(email.toLowerCase()));
    const postingsTo = new Map<string, Set<number>>();
    for (const mail of sink.received)
      if (alertSet.has(recipient(mail))) postingsTo.set(recipient(mail), new Set([...(postingsTo.get(recipient(mail)) ?? []), ...postingsIn(mail)]));
    const lostAlerts = prepared.alertEmails.filter((email) => !prepared.postingIds.every((id) => postingsTo.get(email)?.has(id)));
    const states = new Map<string, number>();
    for (const row of rows) states.set(row.state ?? 'none', (states.get(row.state ?? 'none') ?? 0) + 1);
    const ok =
      unsent.length === 0 && withoutNotice.length === 0 && missing.length === 0 && lostResets.length === 0 && lostAlerts.length === 0 && strangers.length === 0;
    kit.log(
      `run ${attempt}: killed ${seconds(killedAt - prepared.slot.getTime())} after the pass's slot, at ${share} % (${atKill.alerts} of ${kit.alerts} alert emails and ${atKill.all - atKill.alerts} others had arrived); ` +
        `resets ${asked.acked.length} acknowledged before the kill, ${asked.cut.length} cut off and asked again (${again.acked.length} acknowledged)` +
        `${asked.refused.size || again.refused.size ? `, refused: ${[...asked.refused, ...again.refused].map(([status, n]) => `${n}×${status}`).join(', ')}` : ''}; restarted in ${seconds(restart.ms)}`,
    );
    kit.log(
      `  outbox ${rows.length} rows (notices: ${[...states].map(([state, n]) => `${state} ${n}`).join(', ')}), ${unsent.length} without sent_at; ` +
        `${sink.received.length} messages arrived; ` +
        `every expected recipient had mail ${lastAll === null ? 'NEVER' : `${seconds(lastAll - killedAt)} after the kill`}; ` +
        `missing ${missing.length}, arrived twice ${twice.length} (${extraCopies} extra copies), unknown Message-IDs ${strangers.length}; ` +
        `lost: ${lostResets.length} of ${resetsCaused.length} resets, ${lostAlerts.length} of ${kit.alerts} alerts (postings claimed ${claimed} of ${kit.alerts * POSTINGS}) => ${ok ? 'ok' : 'FAILED'}`,
    );
    for (const row of twice.slice(0, 5))
      kit.log(`    twice: outbox ${row.id} to ${row.to_address}, notice ${row.notice_id} (${row.state}, ${row.attempts} attempts)`);
    for (const row of missing.slice(0, 5))
      kit.log(`    missing: outbox ${row.id} to ${row.to_address}, notice ${row.notice_id} (${row.state}, ${row.attempts} attempts), sent_at ${row.sent_at}`);
    for (const email of lostAlerts.slice(0, 3))
      kit.log(`    alert without its postings: ${email} (got ${[...(postingsTo.get(email) ?? [])].join(', ') || 'nothing'})`);
    return {
      ok,
      outbox: rows.length,
      arrived: sink.received.length,
      duplicates: extraCopies,
      missing: missing.length,
      lostResets: lostResets.length,
      lostAlerts: lostAlerts.length,
      deliveredAfterKillMs: lastAll === null ? null : lastAll - killedAt,
      restartMs: restart.ms,
    };
  } finally {
    await stop(server);
    if (!kit.keep) await storage.remove();
  }
}

/** Runs the notice case `kit.runs` times; answers whether every run delivered every notice. */
export async function runNoticeCase(kit: NoticeKit): Promise<boolean> {
  const sink = await openSmtpSink(kit.smtpPort);
  kit.log(
    `# Kill test, notice case, ${new Date().toISOString()}, ${kit.engine}, ${kit.runs} runs: a job-alert pass (${kit.alerts} alerts) and ${kit.notices} password resets, SIGKILL when ${kit.killAt[0]}-${kit.killAt[1]} % of their messages have arrived`,
  );
  kit.log(
    `  Node ${process.version}; SMTP sink ${sink.url}; work folder ${kit.workDir}; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const results: RunResult[] = [];
  let failedToRun = 0;
  try {
    for (let run = 1; run <= kit.runs; run++) {
      const result = await oneRun(kit, sink, run);
      if (result) results.push(result);
      else failedToRun++;
    }
  } finally {
    await sink.stop();
  }
  const sum = (pick: (result: RunResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  kit.log('');
  kit.log(
    `engine: ${kit.engine}; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  kit.log(
    `runs that delivered every notice: ${results.filter((result) => result.ok).length} of ${kit.runs}${failedToRun ? ` (${failedToRun} did not run to the end)` : ''}`,
  );
  kit.log(
    `outbox rows ${sum((r) => r.outbox)}, messages arrived ${sum((r) => r.arrived)}, missing ${sum((r) => r.missing)}, extra copies (same Message-ID twice) ${sum((r) => r.duplicates)}`,
  );
  kit.log(`lost: ${sum((r) => r.lostResets)} acknowledged resets, ${sum((r) => r.lostAlerts)} alerts' postings`);
  const delivered = results.flatMap((result) => (result.deliveredAfterKillMs === null ? [] : [result.deliveredAfterKillMs]));
  if (delivered.length) kit.log(`every expected recipient had mail after the kill: ${delivered.map(seconds).join(', ')}`);
  return failedToRun === 0 && results.every((result) => result.ok);
}
