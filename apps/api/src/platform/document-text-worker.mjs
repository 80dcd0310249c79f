// @ts-check
// Reads the text lines of one uploaded document (a PDF or a Word .docx) in a worker thread of
// its own, so a hostile or heavy file meets the limits the caller set (time, memory, pages,
// unpacked size) and is stopped without touching the server. Plain JavaScript: a worker starts
// on Node itself, without the TypeScript loader. The caller is document-text.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { unzipSync, zipSync } from 'fflate';

/**
 * @typedef {{ maxPages: number; maxLines: number; maxZipEntries: number; maxEntryBytes: number; maxUnpackedBytes: number }} Limits
 * @typedef {'unreadable' | 'encrypted' | 'too-large' | 'not-docx'} Failure
 */

class DocumentFailure extends Error {
  /** @param {Failure} reason */
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * The lines of a PDF page's text items: a new line where the text says so or moves down, a tab
 * where a wide gap parts two columns, a space where a small gap parts two words.
 * @param {Array<{ str?: string; transform?: number[]; width?: number; height?: number; hasEOL?: boolean }>} items
 */
function pageLines(items) {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  /** @type {number | null} */
  let lastY = null;
  /** @type {number | null} */
  let lastEnd = null;
  const finish = () => {
    if (line.trim()) lines.push(line);
    line = '';
    lastEnd = null;
  };
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.transform) continue;
    const [, , c, d, x, y] = item.transform;
    const size = Math.hypot(c, d) || item.height || 10;
    if (lastY !== null && Math.abs(y - lastY) > size * 0.6) finish();
    if (item.str) {
      if (line && lastEnd !== null) {
        const gap = x - lastEnd;
        if (gap > size * 1.5) line += '\t';
        else if (gap > size * 0.15 && !/\s$/.test(line) && !/^\s/.test(item.str)) line += ' ';
      }
      line += item.str;
      lastEnd = x + (item.width ?? 0);
      lastY = y;
    }
    if (item.hasEOL) finish();
  }
  finish();
  return lines;
}

/**
 * @param {Uint8Array} data
 * @param {Limits} limits
 */
async function pdfText(data, limits) {
  const { getDocumentProxy } = await import('unpdf');
  /** @type {Awaited<ReturnType<typeof getDocumentProxy>>} */
  let pdf;
  try {
    pdf = await getDocumentProxy(data, { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  } catch (error) {
    throw new DocumentFailure(/** @type {{ name?: string }} */ (error)?.name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  /** @type {string[]} */
  const lines = [];
  const pages = Math.min(pdf.numPages, limits.maxPages);
  for (let number = 1; number <= pages && lines.length < limits.maxLines; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    lines.push(...pageLines(/** @type {any[]} */ (content.items)));
    page.cleanup();
  }
  const numPages = pdf.numPages;
  await pdf.destroy();
  return { lines: lines.slice(0, limits.maxLines), pages: numPages };
}

/** The parts of a Word package that carry no text: pictures, fonts, embedded objects. */
const NO_TEXT = /^word\/(?:media|embeddings|fonts)\/|\.(?:png|jpe?g|gif|bmp|emf|wmf|tiff?|svg|bin|ttf|odttf|wdp)$/i;

/**
 * Opens the package within the limits (how many parts, how large each and all of them unpacked,
 * by the sizes the package declares; no part is unpacked past its declared size), then writes
 * the text parts again as a new package whose sizes are true, for the Word reader.
 * @param {Uint8Array} data
 * @param {Limits} limits
 */
function checkedPackage(data, limits) {
  let entries = 0;
  let unpacked = 0;
  /** @type {Record<string, Uint8Array>} */
  let files;
  try {
    files = unzipSync(data, {
      filter(file) {
        entries += 1;
        if (entries > limits.maxZipEntries) throw new DocumentFailure('too-large');
        if (NO_TEXT.test(file.name)) return false;
        unpacked += file.originalSize;
        if (file.originalSize > limits.maxEntryBytes || unpacked > limits.maxUnpackedBytes) throw new DocumentFailure('too-large');
        return true;
      },
    });
  } catch (error) {
    throw error instanceof DocumentFailure ? error : new DocumentFailure('unreadable');
  }
  if (!files['word/document.xml'] || !files['[Content_Types].xml']) throw new DocumentFailure('not-docx');
  return zipSync(files, { level: 0 });
}

const ENTITIES = /** @type {Record<string, string>} */ ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" });

/**
 * The lines of the HTML the Word reader writes: a line per paragraph, heading, list item
 * (marked with a bullet), line break and table cell.
 * @param {string} html
 */
function htmlLines(html) {
  return html
    .replace(/<li>/g, '\n• ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(?:p|h[1-6]|li|tr|td|th|table|ul|ol)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .split('\n');
}

/**
 * @param {Uint8Array} data
 * @param {Limits} limits
 */
async function docxText(data, limits) {
  const cleanPackage = checkedPackage(data, limits);
  const { default: mammoth } = await import('mammoth');
  /** @type {{ value: string }} */
  let result;
  try {
    result = await mammoth.convertToHtml(
      { buffer: Buffer.from(cleanPackage.buffer, cleanPackage.byteOffset, cleanPackage.byteLength) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), ignoreEmptyParagraphs: true },
    );
  } catch {
    throw new DocumentFailure('unreadable');
  }
  return { lines: htmlLines(result.value).slice(0, limits.maxLines), pages: null };
}

const { kind, data, limits } = /** @type {{ kind: 'pdf' | 'docx'; data: Uint8Array; limits: Limits }} */ (workerData);
try {
  const text = kind === 'pdf' ? await pdfText(data, limits) : await docxText(data, limits);
  parentPort?.postMessage({ ok: true, ...text });
} catch (error) {
  parentPort?.postMessage({ ok: false, reason: error instanceof DocumentFailure ? error.reason : 'unreadable' });
}
