import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** A feed larger than this is refused (a mistake, or hostile). */
export const FEED_MAX_BYTES = 50 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;

/**
 * The text of a feed: an http(s) URL (60 s timeout, at most 50 MB), or a file (`file:` URL,
 * `file:relative/path` or a plain path, relative to the working directory).
 */
export async function readFeedSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml, */*' } });
    if (!response.ok) throw new Error(`The feed answered HTTP ${response.status}.`);
    if (Number(response.headers.get('content-length') ?? 0) > FEED_MAX_BYTES) throw new Error('The feed is larger than 50 MB.');
    const reader = response.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FEED_MAX_BYTES) {
        await reader.cancel();
        throw new Error('The feed is larger than 50 MB.');
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  const path = source.startsWith('file://') ? fileURLToPath(source) : source.replace(/^file:/, '');
  if ((await stat(path)).size > FEED_MAX_BYTES) throw new Error('The feed is larger than 50 MB.');
  return readFile(path, 'utf8');
}
