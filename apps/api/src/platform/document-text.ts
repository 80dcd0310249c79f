import { Worker } from 'node:worker_threads';
import { AppError } from './errors';
import { looksLikePdf } from './pdf-files';

// The text lines of an uploaded document (a resume): PDF (unpdf, a build of Mozilla's PDF.js)
// or Word .docx (mammoth), read by content, never by name. Each file is read in a worker thread
// of its own (document-text-worker.mjs) under limits: time, memory, pages, and for a Word
// package how many parts it has and how large they are unpacked. At most two files are read at
// once per server; a few more wait their turn, past that the server is busy (503).

export type DocumentKind = 'pdf' | 'docx';
export type DocumentText = { lines: string[]; pages: number | null };

export const DOCUMENT_LIMITS = {
  /** Pages of a PDF read (the rest is left unread). */
  maxPages: 10,
  maxLines: 1500,
  /** Parts of a Word package, and their sizes unpacked as the package declares them (no part is unpacked past it). */
  maxZipEntries: 500,
  maxEntryBytes: 10 * 1024 * 1024,
  maxUnpackedBytes: 30 * 1024 * 1024,
  /** How long one file may take, and the worker's memory for JavaScript objects. */
  timeMs: 15_000,
  heapMb: 192,
};
export type DocumentLimits = typeof DOCUMENT_LIMITS;

const WORKER = new URL('./document-text-worker.mjs', import.meta.url);
const MAX_READING = 2;
const MAX_WAITING = 8;

const OLD_WORD_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const fileError = (code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE', message: string) => new AppError(code, message, { field: 'file' });

/** PDF or Word by the first bytes (a .docx is a ZIP package: its parts are checked when it is read); 415 otherwise. */
export function documentKindOf(data: Buffer): DocumentKind {
  if (looksLikePdf(data)) return 'pdf';
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return 'docx';
  if (data.subarray(0, 8).equals(OLD_WORD_MAGIC))
    throw fileError('UNSUPPORTED_MEDIA_TYPE', 'This is an older Word file (.doc). Please save it as a .docx or a PDF and choose that file.');
  throw fileError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PDF or a Word (.docx) file.');
}

const FAILURES: Record<string, () => AppError> = {
  unreadable: () => fileError('VALIDATION', 'We could not read this file: it looks damaged. Please choose another copy, or save it again as a PDF.'),
  encrypted: () => fileError('VALIDATION', 'This PDF is protected by a password. Please save a copy without the password and choose that file.'),
  'too-large': () => fileError('VALIDATION', 'This file is too large to read once unpacked. Please save your resume again as a PDF and choose that file.'),
  'not-docx': () => fileError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PDF or a Word (.docx) file.'),
  'too-slow': () => fileError('VALIDATION', 'This file took too long to read. Please save your resume again as a PDF and choose that file.'),
};

type WorkerAnswer = { ok: true; lines: string[]; pages: number | null } | { ok: false; reason: string };

let reading = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<void> {
  if (reading < MAX_READING) {
    reading += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw new AppError('UNAVAILABLE', 'We are reading many files right now. Please try again in a minute.');
  // The turn passes straight from the reader who finishes (endTurn keeps the count).
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else reading -= 1;
}

function readInWorker(data: Buffer, kind: DocumentKind, limits: DocumentLimits): Promise<WorkerAnswer> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(data);
    const worker = new Worker(WORKER, {
      workerData: { kind, data: copy, limits },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      // The worker is plain JavaScript: it starts without the server's TypeScript loader.
      execArgv: [],
      // What the readers print (warnings about a file) is not kept: it could quote the person's resume.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'too-slow' }), limits.timeMs);
    worker.once('message', (answer: WorkerAnswer) => settle(answer));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash of the reader: the file is refused.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle({ ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable' }),
    );
    worker.once('exit', () => settle({ ok: false, reason: 'unreadable' }));
  });
}

/**
 * The text lines of a PDF (its first pages) or a Word document (its paragraphs, list items with
 * a bullet, table cells), read within the limits. A file that cannot be read, is protected by a
 * password, unpacks too large or takes too long: 400 naming the field file.
 */
export async function readDocumentText(data: Buffer, kind: DocumentKind, limits: DocumentLimits = DOCUMENT_LIMITS): Promise<DocumentText> {
  await takeTurn();
  try {
    const answer = await readInWorker(data, kind, limits);
    if (!answer.ok) throw (FAILURES[answer.reason] ?? FAILURES.unreadable)();
    return { lines: answer.lines, pages: answer.pages };
  } finally {
    endTurn();
  }
}
