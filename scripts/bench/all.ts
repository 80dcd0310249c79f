// npm run bench: the job search, resume search, site search, job directory, job alerts, access token, notice queue, temp shift candidate and booking race benchmarks, each with the
// command's options (each benchmark reads the options it knows: --engine and --runs are shared).
import { spawnSync } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';

const options = process.argv.slice(2);
for (const script of [
  'scripts/bench/job-search.ts',
  'scripts/bench/resume-search.ts',
  'scripts/bench/site-search.ts',
  'scripts/bench/job-directories.ts',
  'scripts/bench/job-alerts.ts',
  'scripts/bench/access-tokens.ts',
  'scripts/bench/notices.ts',
  'scripts/bench/shift-candidates.ts',
  'scripts/bench/booking-race.ts',
]) {
  const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script, ...options], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
