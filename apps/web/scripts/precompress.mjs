// Run after `vite build`: writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy next to
// every text file of the client build, so the server sends the assets compressed without
// compressing them per request (@fastify/static's `preCompressed`, apps/server/src/web-host.ts).
// Usage: node scripts/precompress.mjs [folder]   (default: the client build, dist/client)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CLIENT_DIR = process.argv[2] ?? fileURLToPath(new URL('../dist/client/', import.meta.url));
const TEXT_FILE = /\.(js|mjs|css|svg|html|json|txt|xml|map)$/;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let raw = 0;
let brotli = 0;
let gzip = 0;

for (const entry of readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  // Vite's manifest and the chunk report are read by the server and scripts, never served.
  if (!entry.isFile() || !TEXT_FILE.test(entry.name) || path.includes('/.vite/')) continue;
  const content = readFileSync(path);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  // A copy that is not smaller is left out: the server then sends the file itself.
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
  raw += content.length;
  brotli += Math.min(br.length, content.length);
  gzip += Math.min(gz.length, content.length);
}

console.log(`Pre-compressed ${CLIENT_DIR}: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli.`);
