import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { renderPdf } from './pdf-writer';
import { DOCUMENT_LIMITS, documentKindOf, readDocumentText } from './document-text';
import { resumeDocx } from '../testing/resume-files';

/** A PDF of `count` pages, each with its heading. */
function pages(count: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let page = 1; page <= count; page++) {
    if (page > 1) doc.addPage();
    doc.text(`Page heading ${page}`);
  }
  doc.end();
  return done;
}

describe('the text of a document, read within limits', () => {
  it('reads a PDF line by line and a Word document paragraph by paragraph, tabs kept', async () => {
    const pdf = await renderPdf('Resume', [
      { kind: 'text', text: 'Jane Doe, RDH' },
      { kind: 'bullet', text: 'Scaling and root planing' },
    ]);
    expect(documentKindOf(pdf)).toBe('pdf');
    expect(await readDocumentText(pdf, 'pdf')).toEqual({ lines: ['Jane Doe, RDH', '• Scaling and root planing'], pages: 1 });
    const docx = resumeDocx('Experience\nDental Hygienist\tJan 2019 – Present');
    expect(documentKindOf(docx)).toBe('docx');
    expect((await readDocumentText(docx, 'docx')).lines.filter(Boolean)).toEqual(['Experience', 'Dental Hygienist\tJan 2019 – Present']);
  });

  it('reads only the first pages of a long PDF', async () => {
    const text = await readDocumentText(await pages(4), 'pdf', { ...DOCUMENT_LIMITS, maxPages: 2 });
    expect(text.pages).toBe(4);
    expect(text.lines.join(' ')).toContain('Page heading 2');
    expect(text.lines.join(' ')).not.toContain('Page heading 3');
  });

  it('stops a reading that takes too long, or needs more memory than it has, with a 400', async () => {
    const pdf = await pages(1);
    await expect(readDocumentText(pdf, 'pdf', { ...DOCUMENT_LIMITS, timeMs: 1 })).rejects.toMatchObject({
      status: 400,
      field: 'file',
      message: expect.stringMatching(/too long/),
    });
    await expect(readDocumentText(pdf, 'pdf', { ...DOCUMENT_LIMITS, heapMb: 1 })).rejects.toMatchObject({ status: 400, field: 'file' });
    expect((await readDocumentText(pdf, 'pdf')).lines).toEqual(['Page heading 1']);
  });

  it('reads two files at once, lets a few wait, and answers 503 past that', async () => {
    const docx = resumeDocx('Skills\nDentrix');
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => readDocumentText(docx, 'docx')));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(refused.map((result) => (result as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ status: 503 }),
      expect.objectContaining({ status: 503 }),
    ]);
    // Every turn was given back.
    expect((await readDocumentText(docx, 'docx')).lines.filter(Boolean)).toEqual(['Skills', 'Dentrix']);
  });
});
