// npm run size: the gzipped JavaScript a public page loads at first, read from the web build's
// manifest, per chunk and per page. Exits non-zero when the entry every public page loads is over
// the budget or holds a package kept out of it (docs/decisions/0017-public-javascript-budget.md).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 150;
/** Packages that public pages load only when needed (ADR 0017): none may be in the entry. */
const KEPT_OUT_OF_ENTRY = ['zod', '@fortawesome/fontawesome-svg-core', '@fortawesome/react-fontawesome'];
const CLIENT_DIR = fileURLToPath(new URL('../apps/web/dist/client/', import.meta.url));
const MANIFEST = `${CLIENT_DIR}.vite/manifest.json`;
/** What each chunk holds, written by the web build (apps/web/vite.config.ts). */
const CHUNK_MODULES = `${CLIENT_DIR}.vite/chunk-modules.json`;
const chunkModules = existsSync(CHUNK_MODULES) ? JSON.parse(readFileSync(CHUNK_MODULES, 'utf8')) : null;

/**
 * The public pages measured: each loads the entry, plus its route's chunk when it has one. The entry
 * (every public page) is held to the budget; the job and search pages are reported, and held to it
 * once their chunks stop loading zod and the Font Awesome runtime (ADR 0017).
 */
const PAGES = [
  { page: 'home / (the entry: every page)', route: null, enforced: true },
  { page: 'job /dental-jobs/job/{id}/{slug}', route: 'public-job-page', enforced: false },
  { page: 'search /dental-jobs/search/DH/60601', route: 'job-search-page', enforced: false },
];

if (!existsSync(MANIFEST)) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) {
  console.error(`No entry chunk in ${MANIFEST}.`);
  process.exit(1);
}

const sizes = new Map();
/** Raw and gzipped bytes of one chunk's file. */
function sizeOf(key) {
  if (!sizes.has(key)) {
    const code = readFileSync(CLIENT_DIR + manifest[key].file);
    sizes.set(key, { raw: code.length, gzip: gzipSync(code).length });
  }
  return sizes.get(key);
}

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const total = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(key).gzip, 0);

const entryChunks = staticClosure(entryKey);
console.log(`Public entry (${manifest[entryKey].file}) and its static imports, gzipped:`);
for (const key of [...entryChunks].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  const { raw, gzip } = sizeOf(key);
  console.log(`  ${manifest[key].file.padEnd(48)} ${kb(raw).padStart(11)} raw ${kb(gzip).padStart(10)} gzip`);
}

/** A chunk's largest sources, e.g. 'zod 166.19 kB, react-dom 12.00 kB'. */
const largestSources = (key, count) =>
  Object.entries(chunkModules?.[manifest[key].file] ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([source, bytes]) => `${source} ${kb(bytes)}`)
    .join(', ');

let over = false;
if (chunkModules) {
  const sources = {};
  for (const key of entryChunks) {
    for (const [source, bytes] of Object.entries(chunkModules[manifest[key].file] ?? {})) sources[source] = (sources[source] ?? 0) + bytes;
  }
  console.log('\nLargest sources in the entry (bytes before minification):');
  for (const [source, bytes] of Object.entries(sources).sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${source.padEnd(58)} ${kb(bytes).padStart(10)}`);
  }
  for (const source of KEPT_OUT_OF_ENTRY.filter((name) => sources[name])) {
    console.error(`\n${source} is in the public entry: import it only from code that loads on demand.`);
    over = true;
  }
}

console.log(`\nFirst load per public page (budget ${BUDGET_KB} kB gzipped):`);
for (const { page, route, enforced } of PAGES) {
  const added = [];
  if (route) {
    const routeKey = Object.keys(manifest).find((key) => manifest[key].name === route);
    if (routeKey) added.push(...[...staticClosure(routeKey)].filter((key) => !entryChunks.has(key)));
    else console.log(`  (no chunk named '${route}': ${page} counts the entry only)`);
  }
  const bytes = total(entryChunks) + total(added);
  const fits = bytes < BUDGET_KB * 1000;
  if (!fits && enforced) over = true;
  const verdict = fits ? 'ok  ' : enforced ? 'OVER' : 'over (reported, not enforced)';
  console.log(`  ${page.padEnd(38)} ${kb(bytes).padStart(10)}  ${verdict}`);
  for (const key of added) console.log(`      + ${manifest[key].file.padEnd(44)} ${kb(sizeOf(key).gzip).padStart(10)}  ${largestSources(key, 3)}`);
}

if (over) {
  console.error(`\nThe public JavaScript is over its budget (docs/decisions/0017-public-javascript-budget.md).`);
  process.exit(1);
}
