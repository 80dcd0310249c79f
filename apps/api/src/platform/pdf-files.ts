import { AppError } from './errors';

// Uploaded PDF documents (CE certificates) checked by content: the magic bytes at the start, an
// end-of-file marker near the end, and no active content a viewer could run. Never by name or
// declared type. Images go through images.ts instead.
//
// The active-content check is a first filter, not the protection: it reads the names written in
// the file (decoding #xx escapes, so /J#61vaScript is /JavaScript), but a PDF can also keep them
// inside compressed object streams, which it does not open. What protects people is how the file
// is kept and served (ce-tracker routes): under a private key, only to its owner, as
// application/pdf with nosniff, a sandboxing Content-Security-Policy and a fixed file name.

const PDF_MAGIC = Buffer.from('%PDF-');
const EOF_MARKER = Buffer.from('%%EOF');
/** Names of PDF actions that run code, open other files or carry files: refused. */
const ACTIVE_CONTENT = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'RichMedia', 'XFA', 'OpenAction', 'AA']);

/** A PDF name: "/" then regular characters (anything but white space and the delimiters ()<>[]{}/%). */
const PDF_NAME = /\/([^\s()<>[\]{}/%]*)/g;

/** The names written in the file, each as it reads once its #xx escapes are decoded. */
function* namesIn(text: string): Generator<string> {
  for (const [, written] of text.matchAll(PDF_NAME))
    yield written.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Whether the file names an action that runs code, opens other files or carries files (in its readable objects). */
export function namesActiveContent(data: Buffer): boolean {
  for (const name of namesIn(data.toString('latin1'))) if (ACTIVE_CONTENT.has(name)) return true;
  return false;
}

/** Whether the bytes start as a PDF does ('%PDF-' then a version digit). */
export function looksLikePdf(data: Buffer): boolean {
  return data.length > 8 && data.subarray(0, 5).equals(PDF_MAGIC) && data[5] >= 0x31 && data[5] <= 0x32;
}

/**
 * Accepts a PDF: '%PDF-1.x' or '%PDF-2.x' at the start, '%%EOF' in its last 1 KB (a file cut
 * short or with something appended after it is refused), and none of the active-content names.
 * 415 naming file when it is not a PDF; 400 when it is one we will not keep.
 */
export function checkPdf(data: Buffer): void {
  if (!looksLikePdf(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PDF or a JPEG, PNG, WebP or GIF image.', { field: 'file' });
  const tail = data.subarray(Math.max(0, data.length - 1024));
  if (tail.indexOf(EOF_MARKER) === -1)
    throw new AppError('VALIDATION', 'This PDF looks cut short or damaged. Please choose the whole file.', { field: 'file' });
  if (namesActiveContent(data))
    throw new AppError('VALIDATION', 'This PDF contains scripts, actions or attached files. Please save it as a plain PDF or a photo of the certificate.', {
      field: 'file',
    });
}
