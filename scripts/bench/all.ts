// npm run bench: the job search benchmark, then the resume search benchmark, each with the
// command's options (each benchmark reads the options it knows: --engine and --runs are shared).
import { spawnSync } from 'node:child_process';

const options = process.argv.slice(2);
for (const script of ['scripts/bench/job-search.ts', 'scripts/bench/resume-search.ts']) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...options], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
