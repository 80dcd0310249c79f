// npm test: every check, in order, stopping at the first that fails.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npx', 'eslint', '.']],
  ['formatting', ['npx', 'prettier', '--check', '.']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json']],
  ['typecheck of the domain (noUncheckedIndexedAccess)', ['npx', 'tsc', '-p', 'packages/domain/tsconfig.json']],
  ['web build', ['npm', 'run', 'build']],
  ['public JavaScript budget', ['node', 'scripts/bundle-size.mjs']],
  // The journeys before the unit and API tests: on a machine that has just run hundreds of
  // databases for those, the browser runs several times slower.
  ['journeys in Chromium', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
];

for (const [name, [command, ...args]] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  process.stdout.write(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===\n`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
