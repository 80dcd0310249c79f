// npm test: every check, stopping at the first stage that fails. The static checks run side by
// side, one per core, in the order listed; the build, the journeys and the tests after them, one at
// a time (each uses every core).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const stages = [
  [
    ['lint', ['npx', 'eslint', '.']],
    ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json']],
    ['formatting', ['npx', 'prettier', '--check', '.']],
    ['typecheck of the domain (noUncheckedIndexedAccess)', ['npx', 'tsc', '-p', 'packages/domain/tsconfig.json']],
  ],
  [['web build', ['npm', 'run', 'build']]],
  [['public JavaScript budget', ['node', 'scripts/bundle-size.mjs']]],
  // The journeys before the unit and API tests: on a machine that has just run hundreds of
  // databases for those, the browser runs several times slower.
  [['journeys in Chromium', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']]],
  [['unit and API tests', ['npx', 'vitest', 'run']]],
];

const AT_ONCE = availableParallelism();

/** Runs one check; alone, its output streams; beside another, it is printed whole when it ends. */
function run([name, [command, ...args]], alone) {
  const started = Date.now();
  if (alone) process.stdout.write(`\n=== ${name} ===\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    if (!alone) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${output}`);
      process.stdout.write(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===\n`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  const queue = [...stage];
  const codes = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) codes.push(await run(check, stage.length === 1));
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, stage.length) }, worker));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
