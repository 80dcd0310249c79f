import { AppError } from './errors';

// Uploaded PDF documents (CE certificates) checked by content: the magic bytes at the start, an
// end-of-file marker near the end, and no active content a viewer could run. Never by name or
// declared type. Images go through images.ts instead.

const PDF_MAGIC = Buffer.from('%PDF-');
const EOF_MARKER = Buffer.from('%%EOF');
/** Names of PDF actions that run code, open other files or carry files: refused. */
const ACTIVE_CONTENT = [/\/JavaScript\b/, /\/JS\b/, /\/Launch\b/, /\/EmbeddedFile\b/, /\/RichMedia\b/, /\/XFA\b/, /\/OpenAction\b/, /\/AA\b/];

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
  if (tail.indexOf(EOF_MARKER) === -1) throw new AppError('VALIDATION', 'This PDF looks cut short or damaged. Please choose the whole file.', { field: 'file' });
  const text = data.toString('latin1');
  if (ACTIVE_CONTENT.some((pattern) => pattern.test(text)))
    throw new AppError('VALIDATION', 'This PDF contains scripts, actions or attached files. Please save it as a plain PDF or a photo of the certificate.', { field: 'file' });
}
