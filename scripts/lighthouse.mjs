// npm run lighthouse: Lighthouse (mobile, the default) on the public pages of a production server
// with the demo data, each page several times, printing the median score of each category
// (docs/benchmarks/lighthouse.md). Needs a web build (`npm run build`) and Chromium.
// Usage: node scripts/lighthouse.mjs [--runs=3] [--port=3977 | --url=http://127.0.0.1:PORT (a running server)]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '3'));
const port = Number(option('port', '3977'));
let base = option('url', null);

let server = null;
let dataDir = null;
if (!base) {
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'chairside-lighthouse-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (
    !(await fetch(`${base}/api9/ready`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() - started > 120_000) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

try {
  const [job] = await (await fetch(`${base}/api9/jobs/live-pages`)).json();
  const pages = ['/', `/dental-jobs/job/${job.id}/${job.slug}/`, '/dental-jobs/search/DH/60614', '/dental-jobs/login/'];
  // A freshly started server compiles its code on the first requests: warm it up first.
  for (let round = 0; round < 5; round++) for (const page of pages) await (await fetch(base + page)).text();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = [];
  for (const page of pages) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    for (let run = 0; run < runs; run++) {
      const result = spawnSync(
        'npx',
        [
          '-y',
          LIGHTHOUSE,
          base + page,
          '--quiet',
          '--output=json',
          '--output-path=stdout',
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`Lighthouse failed on ${page}: ${result.stderr.slice(-2000)}`);
      const report = JSON.parse(result.stdout);
      for (const category of CATEGORIES) scores[category].push(Math.round(report.categories[category].score * 100));
    }
    rows.push(`| \`${page}\` | ${CATEGORIES.map((category) => `${median(scores[category])} (${scores[category].join(', ')})`).join(' | ')} |`);
    console.error(`${page}: done`);
  }
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, median of ${runs} (the runs in brackets)\n`);
  console.log(`| Page | ${CATEGORIES.join(' | ')} |\n| --- |${' ---: |'.repeat(CATEGORIES.length)}`);
  console.log(rows.join('\n'));
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
