import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { strToU8, zipSync } from 'fflate';
import { renderPdf } from '../platform/pdf-writer';

// Resume files for tests: PDFs written by our PDF writer, Word packages built part by part, and
// hostile files (a page that is only a picture, a damaged PDF, packages that unpack far larger
// than they look).

/** A resume's text as a PDF: a line a paragraph, as a word processor exports it. */
export function resumePdf(text: string): Promise<Buffer> {
  const lines = text.split('\n').filter((line) => line.trim());
  return renderPdf(
    'Resume',
    lines.map((line) => ({ kind: 'text' as const, text: line })),
  );
}

/** A PDF whose only page is a picture of text (a scanned resume): no text to read. */
export async function scannedPdf(): Promise<Buffer> {
  const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.image(picture, 50, 50, { width: 500 });
  doc.end();
  return done;
}

/** Bytes that start as a PDF and then are nothing a PDF reader can follow. */
export const DAMAGED_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nstream\n\u0000\u0001garbage\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph; tabs become Word's tab characters. */
const paragraph = (line: string) =>
  `<w:p>${line
    .split('\t')
    .map((piece, index) => `<w:r>${index > 0 ? '<w:tab/>' : ''}<w:t xml:space="preserve">${escapeXml(piece)}</w:t></w:r>`)
    .join('')}</w:p>`;

function wordPackage(documentXml: string): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELATIONSHIPS),
      'word/document.xml': strToU8(documentXml),
    }),
  );
}

/** A resume's text as a Word (.docx) document: a paragraph a line. */
export function resumeDocx(text: string): Buffer {
  const body = text
    .split('\n')
    .filter((line) => line.trim())
    .map(paragraph)
    .join('');
  return wordPackage(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`);
}

let bomb: Buffer | null = null;

/** A Word package of about 20 kilobytes whose document unpacks to 20 MB, a thousand times more (and says so). */
export function zipBombDocx(): Buffer {
  bomb ??= wordPackage(`<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>${' '.repeat(20_000_000)}</w:t></w:r></w:p></w:body></w:document>`);
  return Buffer.from(bomb);
}

/** The same package, its headers lying: the document's unpacked size written as 1,000 bytes. */
export function lyingZipBombDocx(): Buffer {
  const data = zipBombDocx();
  const headers = [
    { signature: 0x04034b50, size: 22, nameLength: 26, name: 30 },
    { signature: 0x02014b50, size: 24, nameLength: 28, name: 46 },
  ];
  for (let at = 0; at < data.length - 4; at++) {
    const header = headers.find((candidate) => data.readUInt32LE(at) === candidate.signature);
    if (!header) continue;
    const name = data.subarray(at + header.name, at + header.name + data.readUInt16LE(at + header.nameLength)).toString();
    if (name === 'word/document.xml') data.writeUInt32LE(1000, at + header.size);
  }
  return data;
}
