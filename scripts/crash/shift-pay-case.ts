// The kill test's shift-pay case (`npm run kill-test -- --case=shift-pay`): is any shift invoice
// charged twice or lost, and does the ledger balance, when the server is killed (SIGKILL) while
// practices confirm hours (each confirmation issues the invoice and charges the practice's vaulted
// card at once) and an administrator runs payouts (ADR 113)?
//
// Before the first start, on a fresh data directory or database: 20 practices with a vaulted
// sandbox card (2 of them a card that declines), 40 professionals, an administrator, and
// runs × --shifts booked shifts with hours submitted. The server runs with the sandbox gateway
// keeping its charges in a journal file (PAYMENTS_SANDBOX_JOURNAL: the gateway's own record,
// which outlives the process as a real gateway's does) and the bank-export payout adapter.
// Per run: the practices confirm their share of the run's shifts, one request at a time each,
// while the administrator runs payouts every 100-300 ms; SIGKILL a random --kill-after after the
// first confirmation answered. With the server down, the database and the journal are checked:
// - the ledger balances: every posting sums to 0, and each account's sum of entries equals what
//   the invoices and payouts imply (receivable: unpaid invoices; fee: every invoice's fee;
//   payable: payouts owed; cash: paid invoices less paid payouts); charge-N exists exactly for
//   paid invoices, payout-N exactly for paid payouts;
// - no invoice is charged twice: the journal has at most one approved charge per invoice, a paid
//   invoice's is the one of its key, and an approved charge of an unpaid invoice is its attempt
//   cut off by the kill (status charging, that key), to be reconciled;
// - none is lost: every confirmation answered 200 is confirmed with its invoice;
// - no payout is in two bank files that paid payouts name (a file written by a run the kill cut
//   off names no paid payout: never sent).
// The server starts again with its clock 16 minutes on (CLOCK_START, NODE_ENV=test), so the
// killed attempts' claims are past the 10 minutes after which they are reconciled and the
// charging task's new occurrence runs at once; the test waits until no invoice is charging or due.
// After the last run: started once more, reconciled, payouts run, stopped, and checked strictly:
// every invoice paid (declined ones of the declining cards waiting for their retry) and every
// paid invoice's payout paid.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '@chairside/db/client';
import { createAdminAccount, createEmployerAccount, createJobPosting, createStaffAccount, hashPasswordForFactory } from '@chairside/db/factories';
import { jobDates, paymentMethods, secondFactors, shiftTimesheets } from '@chairside/db/schema';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { Secret, TOTP } from 'otpauth';

type Storage = { describe: string; serverEnv: Record<string, string>; database: DatabaseOptions; logFile: string; remove: () => Promise<void> };
type Exit = { code: number | null; signal: NodeJS.Signals | null };
type RunningServer = { child: ChildProcess; exited: Promise<Exit> };

export type ShiftPayKit = {
  engine: 'pglite' | 'postgres';
  base: string;
  runs: number;
  shifts: number;
  killAfter: [number, number];
  keep: boolean;
  workDir: string;
  makeStorage: (attempt: number) => Promise<Storage>;
  startServer: (storage: Storage) => Promise<{ server: RunningServer; ms: number } | { failed: string }>;
  trivialRouteRate: () => Promise<number>;
  log: (line: string) => void;
};

const PASSWORD = 'kill-test-password';
/** The administrator's authenticator key (administrators sign in with two steps, ADR 105). */
const ADMIN_TOTP_KEY = 'CHAIRSIDEKILLTESTADMINKEY234567A';
const PRACTICES = 20;
const DECLINING = 2;
const PROFESSIONALS = 40;
const RATE_CENTS = 5000;
const CLOCK_STEP_MS = 16 * 60_000;
const RECONCILE_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Account = { email: string; username: string; token: string };
type Practice = Account & { employerId: number; shifts: number[][] };
type Prepared = { admin: string; practices: { email: string; employerId: number; shifts: number[][] }[] };

/** The case's accounts and every run's booked shifts with hours submitted, written before the first start. */
async function prepare(kit: ShiftPayKit, storage: Storage): Promise<Prepared> {
  const begun = Date.now();
  const handle = await openDatabase(storage.database);
  try {
    await handle.migrate();
    await loadZipCodes(handle.db);
    const db = handle.db;
    const passwordHash = await hashPasswordForFactory(PASSWORD);
    const tag = randomBytes(3).toString('hex');
    const admin = `kill-admin-${tag}@example.com`;
    const { user: adminUser } = await createAdminAccount(db, { email: admin, passwordHash, password: PASSWORD });
    await db.insert(secondFactors).values({ userId: adminUser.id, totpSecret: ADMIN_TOTP_KEY, enabledAt: new Date().toISOString() });
    const pros: number[] = [];
    for (let i = 0; i < PROFESSIONALS; i++) {
      const { user } = await createStaffAccount(db, {
        email: `kill-pro-${tag}-${i}@example.com`,
        passwordHash,
        password: PASSWORD,
        zip: '60625',
        position: 'DH',
      });
      pros.push(user.id);
    }
    const now = Date.now();
    const practices: Prepared['practices'] = [];
    for (let p = 0; p < PRACTICES; p++) {
      const email = `kill-practice-${tag}-${p}@example.com`;
      const { user } = await createEmployerAccount(db, { email, passwordHash, password: PASSWORD, zip: '60614' });
      const declining = p < DECLINING;
      const token = `${declining ? 'sandbox-pm-declined-0002' : 'sandbox-pm-1881'}-${randomUUID()}`;
      await db.insert(paymentMethods).values({ employerId: user.id, gateway: 'sandbox', token, cardBrand: 'Visa', cardLast4: declining ? '0002' : '1881' });
      const { job } = await createJobPosting(db, user.id, { type: 'TEMP', position: 'DH', dates: [], slot: 'none' });
      const shifts: number[][] = [];
      let day = 0;
      for (let run = 0; run < kit.runs; run++) {
        const ids: number[] = [];
        for (let s = p; s < kit.shifts; s += PRACTICES) {
          day++;
          const pro = pros[(p * 7 + day) % pros.length]!;
          const date = new Date(now - day * 86_400_000).toISOString().slice(0, 10);
          const [shift] = await db
            .insert(jobDates)
            .values({
              jobId: job.id,
              date,
              startTime: '08:00',
              endTime: '17:00',
              status: 'BOOKED',
              rateCents: RATE_CENTS,
              bookingMode: 'INSTANT',
              bookedUserId: pro,
              bookedAt: new Date(now - 3 * 86_400_000),
            })
            .returning({ id: jobDates.id });
          await db.insert(shiftTimesheets).values({
            jobDateId: shift!.id,
            userId: pro,
            employerId: user.id,
            workerClassification: 'CONTRACTOR',
            rateCents: RATE_CENTS,
            status: 'SUBMITTED',
            // 8 hours and a few minutes less a 30-minute break: a different amount per shift.
            checkInAt: new Date(now - 9 * 3_600_000),
            checkOutAt: new Date(now - 3_600_000 + randomInt(60) * 60_000),
            breakMinutes: 30,
            submittedAt: new Date(now - 3_600_000),
          });
          ids.push(shift!.id);
        }
        shifts.push(ids);
      }
      practices.push({ email, employerId: user.id, shifts });
    }
    const total = practices.reduce((sum, practice) => sum + practice.shifts.flat().length, 0);
    kit.log(
      `  prepared ${storage.describe}: ${PRACTICES} practices (${DECLINING} with a declining card), ${PROFESSIONALS} professionals, ${total} shifts with hours submitted in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
    );
    return { admin, practices };
  } finally {
    await handle.close();
  }
}

async function call(kit: ShiftPayKit, token: string, method: string, path: string): Promise<{ status: number; json: unknown }> {
  const answer = await fetch(`${kit.base}/api9${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const text = await answer.text();
  return { status: answer.status, json: text && (answer.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : null };
}

/**
 * Signs in; the administrator with a code of the authenticator key. The server's clock started at
 * CLOCK_START when its process began, so it runs behind real time by its start: `lagSteps` earlier
 * 30-second steps are tried in turn.
 */
async function signIn(kit: ShiftPayKit, email: string, lagSteps = 0): Promise<Account> {
  const answer = await fetch(`${kit.base}/api9/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  let body = (await answer.json()) as { username: string; challenge?: string };
  let token = answer.headers.get('authorization')?.replace(/^Bearer /, '');
  if (answer.status === 202 && body.challenge) {
    const code = TOTP.generate({ secret: Secret.fromBase32(ADMIN_TOTP_KEY), timestamp: Date.now() - lagSteps * 30_000 });
    const second = await fetch(`${kit.base}/api9/auth/login/second-step`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge: body.challenge, code }),
    });
    body = (await second.json()) as { username: string };
    token = second.ok ? second.headers.get('authorization')?.replace(/^Bearer /, '') : undefined;
  }
  if (!token && answer.status === 202 && lagSteps < 8) return signIn(kit, email, lagSteps + 1);
  if (!token) throw new Error(`Sign-in of ${email} answered ${answer.status}`);
  return { email, username: body.username, token };
}

type RunFigures = { confirmed: number; payoutRuns: number; paidOut: number; cut: number; answers: Map<number, number> };

/** Practices confirm their share of the run's shifts while the administrator runs payouts; SIGKILL at a random moment. */
async function confirmUntilKilled(kit: ShiftPayKit, practices: Practice[], admin: Account, run: number, server: RunningServer, acked: Set<number>) {
  const figures: RunFigures = { confirmed: 0, payoutRuns: 0, paidOut: 0, cut: 0, answers: new Map() };
  const count = (status: number) => figures.answers.set(status, (figures.answers.get(status) ?? 0) + 1);
  let killed = false;
  const loops = practices.map(async (practice) => {
    for (const shiftId of practice.shifts[run - 1] ?? []) {
      if (killed) return;
      try {
        const answer = await call(kit, practice.token, 'POST', `/users/employers/${practice.username}/shifts/${shiftId}/timesheet/confirmation`);
        count(answer.status);
        if (answer.status === 200) {
          figures.confirmed++;
          acked.add(shiftId);
        }
      } catch {
        figures.cut++;
        return;
      }
    }
  });
  const payouts = (async () => {
    while (!killed) {
      try {
        const answer = await call(kit, admin.token, 'POST', '/admin/shift-pay/payouts/run');
        count(answer.status);
        if (answer.status === 200) {
          figures.payoutRuns++;
          figures.paidOut += (answer.json as { paid: number }).paid;
        }
      } catch {
        figures.cut++;
        return;
      }
      await sleep(100 + randomInt(200));
    }
  })();
  const killAfter = kit.killAfter[0] + randomInt(Math.max(1, kit.killAfter[1] - kit.killAfter[0]));
  for (const begun = Date.now(); figures.confirmed === 0 && Date.now() - begun < 60_000;) await sleep(5);
  await sleep(killAfter);
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all([...loops, payouts]);
  return { figures, killAfter };
}

type Journal = Map<string, { outcome: string; transactionId?: string }>;

function readJournal(path: string): Journal {
  const journal: Journal = new Map();
  if (!existsSync(path)) return journal;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { key, result } = JSON.parse(line) as { key: string; result: { outcome: string; transactionId?: string } };
    journal.set(key.slice(key.indexOf('|') + 1), result);
  }
  return journal;
}

type Check = {
  problems: string[];
  invoices: number;
  paid: number;
  charging: number;
  declined: number;
  approvedCharges: number;
  payoutsPaid: number;
  files: number;
  unsentFiles: number;
  balances: Record<string, number>;
};

/** The database (server stopped) against the gateway's journal and the bank files. */
async function check(storage: Storage, journalPath: string, exportDir: string, acked: Set<number>, final: boolean): Promise<Check> {
  const handle = await openDatabase(storage.database);
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute<T & Record<string, unknown>>(query)).rows as T[];
    const problems: string[] = [];
    const invoices = await rows<{ id: number; timesheet_id: number; status: string; total: number; fee: number; key: string; tx: string | null }>(
      sql`select id::int, timesheet_id::int, status, total_cents::int as total, platform_fee_cents::int as fee, idempotency_key as key, gateway_transaction_id as tx from shift_invoices`,
    );
    const payouts = await rows<{ id: number; invoice_id: number; status: string; amount: number; reference: string | null }>(
      sql`select id::int, invoice_id::int, status, amount_cents::int as amount, reference from shift_payouts`,
    );
    const postings = await rows<{ posting: string; total: string }>(sql`select posting, sum(amount_cents)::text as total from ledger_entries group by posting`);
    const accounts = await rows<{ account: string; total: string }>(sql`select account, sum(amount_cents)::text as total from ledger_entries group by account`);
    const confirmed = await rows<{ shift: number; invoice: number | null }>(
      sql`select t.job_date_id::int as shift, i.id::int as invoice from shift_timesheets t left join shift_invoices i on i.timesheet_id = t.id where t.status = 'CONFIRMED'`,
    );
    // Ledger: balanced postings, and each account equal to what invoices and payouts imply.
    for (const posting of postings) if (Number(posting.total) !== 0) problems.push(`posting ${posting.posting} sums to ${posting.total}`);
    const sum = <T>(items: T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0);
    const unpaid = invoices.filter((invoice) => ['due', 'charging', 'declined', 'failed'].includes(invoice.status));
    const paid = invoices.filter((invoice) => invoice.status === 'paid');
    const paidPayouts = payouts.filter((payout) => payout.status === 'paid');
    const expected: Record<string, number> = {
      practice_receivable: sum(unpaid, (invoice) => invoice.total),
      platform_fee: -sum(invoices, (invoice) => invoice.fee),
      professional_payable: -sum(
        payouts.filter((payout) => payout.status === 'owed'),
        (payout) => payout.amount,
      ),
      cash: sum(paid, (invoice) => invoice.total) - sum(paidPayouts, (payout) => payout.amount),
    };
    const balances = Object.fromEntries(Object.keys(expected).map((account) => [account, Number(accounts.find((row) => row.account === account)?.total ?? 0)]));
    for (const [account, value] of Object.entries(expected))
      if (balances[account] !== value) problems.push(`ledger: ${account} is ${balances[account]}, the invoices and payouts imply ${value}`);
    const names = new Set(postings.map((posting) => posting.posting));
    for (const invoice of invoices) {
      if (!names.has(`invoice-${invoice.id}`)) problems.push(`invoice ${invoice.id} has no invoice posting`);
      if (names.has(`charge-${invoice.id}`) !== (invoice.status === 'paid'))
        problems.push(`invoice ${invoice.id} (${invoice.status}) and its charge posting disagree`);
    }
    for (const payout of payouts)
      if (names.has(`payout-${payout.id}`) !== (payout.status === 'paid')) problems.push(`payout ${payout.id} (${payout.status}) and its posting disagree`);
    // The gateway's own record: at most one approved charge per invoice, and each accounted for.
    const journal = readJournal(journalPath);
    const approvedBySheet = new Map<number, string[]>();
    for (const [key, result] of journal) {
      const match = /^shift-invoice-(\d+)-\d+$/.exec(key);
      if (!match || result.outcome !== 'approved') continue;
      approvedBySheet.set(Number(match[1]), [...(approvedBySheet.get(Number(match[1])) ?? []), key]);
    }
    let charging = 0;
    const bySheet = new Map(invoices.map((invoice) => [invoice.timesheet_id, invoice]));
    for (const [sheet, keys] of approvedBySheet) {
      if (keys.length > 1) problems.push(`timesheet ${sheet}: CHARGED ${keys.length} TIMES (${keys.join(', ')})`);
      const invoice = bySheet.get(sheet);
      if (!invoice) problems.push(`timesheet ${sheet}: charged without an invoice`);
      else if (invoice.status === 'charging' && invoice.key === keys[0] && !final) charging++;
      else if (invoice.status !== 'paid' || invoice.key !== keys[0])
        problems.push(`invoice ${invoice.id}: charged (${keys[0]}) but ${invoice.status} with key ${invoice.key}`);
      else if (invoice.tx !== journal.get(keys[0]!)!.transactionId)
        problems.push(`invoice ${invoice.id}: transaction ${invoice.tx}, the gateway's ${journal.get(keys[0]!)!.transactionId}`);
    }
    for (const invoice of paid)
      if (!approvedBySheet.has(invoice.timesheet_id)) problems.push(`invoice ${invoice.id} paid without an approved charge at the gateway`);
    // None lost: every acknowledged confirmation confirmed with its invoice.
    const confirmedShifts = new Map(confirmed.map((row) => [row.shift, row.invoice]));
    for (const shift of acked)
      if (!confirmedShifts.get(shift))
        problems.push(`shift ${shift}: confirmation acknowledged, ${confirmedShifts.has(shift) ? 'no invoice' : 'not confirmed'}`);
    for (const [shift, invoice] of confirmedShifts) if (!invoice) problems.push(`shift ${shift}: confirmed without an invoice`);
    // Bank files: the ones paid payouts name are sent; no payout in two of them, each paid payout in its own.
    const files = existsSync(exportDir) ? readdirSync(exportDir).filter((name) => name.endsWith('.csv')) : [];
    const referenced = new Set(paidPayouts.map((payout) => payout.reference));
    const sentIn = new Map<number, string[]>();
    for (const file of files) {
      if (!referenced.has(`bank-export:${file}`)) continue;
      for (const line of readFileSync(join(exportDir, file), 'utf8').split(/\r?\n/).slice(1)) {
        const id = Number(line.split(',')[0]?.replace(/"/g, ''));
        if (id) sentIn.set(id, [...(sentIn.get(id) ?? []), file]);
      }
    }
    for (const [id, inFiles] of sentIn) if (inFiles.length > 1) problems.push(`payout ${id}: PAID TWICE, in ${inFiles.join(' and ')}`);
    for (const payout of paidPayouts)
      if (!sentIn.get(payout.id)?.includes(payout.reference!.slice('bank-export:'.length))) problems.push(`payout ${payout.id}: paid but not in its file`);
    const declined = invoices.filter((invoice) => invoice.status === 'declined' || invoice.status === 'failed').length;
    if (final) {
      for (const invoice of invoices)
        if (!['paid', 'declined', 'failed'].includes(invoice.status)) problems.push(`invoice ${invoice.id}: still ${invoice.status} after the reconciliation`);
      const paidIds = new Set(paid.map((invoice) => invoice.id));
      for (const payout of payouts)
        if (paidIds.has(payout.invoice_id) && payout.status !== 'paid') problems.push(`payout ${payout.id}: invoice paid, payout still ${payout.status}`);
    }
    return {
      problems,
      invoices: invoices.length,
      paid: paid.length,
      charging,
      declined,
      approvedCharges: [...approvedBySheet.values()].reduce((total, keys) => total + keys.length, 0),
      payoutsPaid: paidPayouts.length,
      files: files.length,
      unsentFiles: files.filter((file) => !referenced.has(`bank-export:${file}`)).length,
      balances,
    };
  } finally {
    await handle.close();
  }
}

/** After a restart: waits until the charging task has reconciled the cut-off attempts and charged what was due. */
async function reconciled(kit: ShiftPayKit, practices: Practice[]): Promise<boolean> {
  for (const begun = Date.now(); Date.now() - begun < RECONCILE_TIMEOUT_MS; await sleep(500)) {
    const lists = await Promise.all(practices.map((practice) => call(kit, practice.token, 'GET', `/users/employers/${practice.username}/shift-invoices`)));
    if (lists.some((list) => list.status !== 200)) continue;
    if (lists.every((list) => (list.json as { status: string }[]).every((invoice) => invoice.status !== 'charging' && invoice.status !== 'due'))) return true;
  }
  return false;
}

const describeCheck = (result: Check) =>
  `${result.invoices} invoices (${result.paid} paid, ${result.declined} declined, ${result.charging} cut off mid-charge), ` +
  `${result.approvedCharges} approved charges at the gateway, ${result.payoutsPaid} payouts paid in ${result.files - result.unsentFiles} files ` +
  `(${result.unsentFiles} unsent files of cut-off runs); ledger cash ${result.balances.cash}, receivable ${result.balances.practice_receivable}, ` +
  `payable ${result.balances.professional_payable}, fee ${result.balances.platform_fee}: ${result.problems.length ? `${result.problems.length} PROBLEMS` : 'balances'}`;

export async function runShiftPayCase(kit: ShiftPayKit): Promise<boolean> {
  kit.log(
    `# Kill test, shift pay, ${new Date().toISOString()}, ${kit.engine}, ${kit.runs} runs of ${kit.shifts} confirmations, SIGKILL ${kit.killAfter.join('-')} ms after the first`,
  );
  const base = await kit.makeStorage(1);
  const journalPath = join(kit.workDir, 'gateway-journal.jsonl');
  const exportDir = join(kit.workDir, 'payouts');
  let clockMs = 0;
  const storage = (): Storage => ({
    ...base,
    serverEnv: {
      ...base.serverEnv,
      NODE_ENV: 'test',
      CLOCK_START: new Date(Date.now() + clockMs).toISOString(),
      PAYMENTS_SANDBOX: 'true',
      PAYMENTS_SANDBOX_JOURNAL: journalPath,
      PAYOUT_ADAPTER: 'bank-export',
      PAYOUT_EXPORT_DIR: exportDir,
    },
  });
  const prepared = await prepare(kit, base);
  const start = async () => {
    const started = await kit.startServer(storage());
    if ('failed' in started) throw new Error(`The server did not start: ${started.failed} (log: ${base.logFile})`);
    return started;
  };
  let { server, ms } = await start();
  kit.log(`  machine: ${await kit.trivialRouteRate()} req/s on the trivial route; server up in ${(ms / 1000).toFixed(1)} s`);
  const admin = await signIn(kit, prepared.admin);
  const practices: Practice[] = [];
  for (const practice of prepared.practices)
    practices.push({ ...(await signIn(kit, practice.email)), employerId: practice.employerId, shifts: practice.shifts });
  const acked = new Set<number>();
  let problems = 0;
  let twice = 0;
  let cutOff = 0;
  let unreconciled = 0;
  try {
    for (let run = 1; run <= kit.runs; run++) {
      const { figures, killAfter } = await confirmUntilKilled(kit, practices, admin, run, server, acked);
      const after = await check(base, journalPath, exportDir, acked, false);
      problems += after.problems.length;
      twice += after.problems.filter((problem) => /TWICE|TIMES/.test(problem)).length;
      cutOff += after.charging;
      const others = [...figures.answers].filter(([status]) => status !== 200).map(([status, n]) => `${n}×${status}`);
      kit.log(
        `run ${String(run).padStart(2)}: killed after ${String(killAfter).padStart(4)} ms, ${figures.confirmed} confirmations and ${figures.payoutRuns} payout runs (${figures.paidOut} paid) acknowledged` +
          `${others.length ? ` (also ${others.join(', ')})` : ''}, ${figures.cut} cut off; after the kill: ${describeCheck(after)}`,
      );
      for (const problem of after.problems.slice(0, 10)) kit.log(`    ${problem}`);
      clockMs += CLOCK_STEP_MS;
      ({ server, ms } = await start());
      const done = await reconciled(kit, practices);
      if (!done) unreconciled++;
      kit.log(
        `        restarted in ${(ms / 1000).toFixed(2)} s, clock ${clockMs / 60_000} minutes on; ${done ? 'cut-off charges reconciled' : 'NOT RECONCILED in time'}`,
      );
    }
    const last = await call(kit, admin.token, 'POST', '/admin/shift-pay/payouts/run');
    if (last.status !== 200) throw new Error(`The last payout run answered ${last.status}`);
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  const final = await check(base, journalPath, exportDir, acked, true);
  problems += final.problems.length;
  twice += final.problems.filter((problem) => /TWICE|TIMES/.test(problem)).length;
  kit.log(`final (restarted, reconciled, payouts run, stopped): ${describeCheck(final)}`);
  for (const problem of final.problems.slice(0, 20)) kit.log(`    ${problem}`);
  kit.log('');
  kit.log(`engine: ${kit.engine}`);
  kit.log(
    `confirmations acknowledged: ${acked.size}; charges cut off by a kill and reconciled after the restart: ${cutOff}; restarts not reconciled in time: ${unreconciled}`,
  );
  kit.log(`invoices charged twice: ${twice}; problems (ledger, lost, files): ${problems}`);
  if (kit.keep) kit.log(`kept: ${base.describe}; journal ${journalPath}; bank files ${exportDir}`);
  else await base.remove();
  return problems === 0 && unreconciled === 0;
}
