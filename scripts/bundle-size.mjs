// npm run size: the gzipped JavaScript a public page loads at first, read from the web build's
// manifest, per chunk and per page. Exits non-zero when a public page is over the budget or loads
// a package kept out of public pages at first (docs/decisions/0017-public-javascript-budget.md).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 150;
/** Packages that public pages load only when needed (ADR 0017; Leaflet, the office maps: ADR 0089): none may be in a page's first load. */
const KEPT_OUT = ['zod', '@fortawesome/fontawesome-svg-core', '@fortawesome/react-fontawesome', 'leaflet'];
const CLIENT_DIR = fileURLToPath(new URL('../apps/web/dist/client/', import.meta.url));
const MANIFEST = `${CLIENT_DIR}.vite/manifest.json`;
/** What each chunk holds, written by the web build (apps/web/vite.config.ts). */
const CHUNK_MODULES = `${CLIENT_DIR}.vite/chunk-modules.json`;

/**
 * The public pages measured: each loads the entry, plus its route's chunk when it has one. An
 * enforced page fails the check when it is over the budget or loads a package of KEPT_OUT; a page
 * that is not enforced is only reported.
 */
const PAGES = [
  { page: 'entry (every public page)', route: null, enforced: true },
  { page: 'home /', route: 'home-page', enforced: true },
  { page: 'job /dental-jobs/job/{id}/{slug}', route: 'public-job-page', enforced: true },
  { page: 'search /dental-jobs/search/DH/60601', route: 'job-search-page', enforced: true },
];

if (!existsSync(MANIFEST)) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHUNK_MODULES)) {
  console.error(`No ${CHUNK_MODULES}: the web build writes it (apps/web/vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const chunkModules = JSON.parse(readFileSync(CHUNK_MODULES, 'utf8'));
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
  Object.entries(chunkModules[manifest[key].file] ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([source, bytes]) => `${source} ${kb(bytes)}`)
    .join(', ');

/** The sources of some chunks with their bytes before minification, e.g. { zod: 166190 }. */
function sourcesOf(keys) {
  const sources = {};
  for (const key of keys) {
    for (const [source, bytes] of Object.entries(chunkModules[manifest[key].file] ?? {})) sources[source] = (sources[source] ?? 0) + bytes;
  }
  return sources;
}

console.log('\nLargest sources in the entry (bytes before minification):');
for (const [source, bytes] of Object.entries(sourcesOf(entryChunks))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12)) {
  console.log(`  ${source.padEnd(58)} ${kb(bytes).padStart(10)}`);
}

/** Why the check fails: a page over the budget, a kept-out package in a first load, a page not found. */
const failures = [];

console.log(`\nFirst load per public page (budget ${BUDGET_KB} kB gzipped):`);
for (const { page, route, enforced } of PAGES) {
  const added = [];
  if (route) {
    const routeKey = Object.keys(manifest).find((key) => manifest[key].name === route);
    if (routeKey) added.push(...[...staticClosure(routeKey)].filter((key) => !entryChunks.has(key)));
    else if (enforced) failures.push(`No chunk named '${route}': ${page} cannot be measured.`);
    else console.log(`  (no chunk named '${route}': ${page} counts the entry only)`);
  }
  const bytes = total(entryChunks) + total(added);
  const fits = bytes < BUDGET_KB * 1000;
  const verdict = fits ? 'ok  ' : enforced ? 'OVER' : 'over (reported, not enforced)';
  console.log(`  ${page.padEnd(38)} ${kb(bytes).padStart(10)}  ${verdict}`);
  for (const key of added) console.log(`      + ${manifest[key].file.padEnd(44)} ${kb(sizeOf(key).gzip).padStart(10)}  ${largestSources(key, 3)}`);
  if (!enforced) continue;
  if (!fits) failures.push(`${page} loads ${kb(bytes)} at first: the budget is ${BUDGET_KB} kB.`);
  const sources = sourcesOf([...entryChunks, ...added]);
  for (const name of KEPT_OUT.filter((source) => sources[source])) {
    failures.push(`${name} is in the first load of ${page}: import it only from code that loads on demand.`);
  }
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`\n${failure}`);
  console.error(`\nSee docs/decisions/0017-public-javascript-budget.md.`);
  process.exit(1);
}
