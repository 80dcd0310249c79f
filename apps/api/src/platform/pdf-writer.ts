import PDFDocument from 'pdfkit';

// The PDF documents we write (a resume, the lead-form downloads): text in Helvetica laid out by
// pdfkit (ADR 74), which wraps lines and breaks pages. The standard fonts carry the Windows
// Latin-1 characters only; any other character is written as '?'.

export type PdfBlock = { kind: 'title' | 'heading' | 'text' | 'bullet' | 'note'; text: string };

const STYLE = {
  title: { size: 20, font: 'Helvetica-Bold', gapBefore: 0, indent: 0 },
  heading: { size: 13, font: 'Helvetica-Bold', gapBefore: 12, indent: 0 },
  text: { size: 11, font: 'Helvetica', gapBefore: 4, indent: 0 },
  bullet: { size: 11, font: 'Helvetica', gapBefore: 2, indent: 14 },
  note: { size: 10, font: 'Helvetica', gapBefore: 2, indent: 0 },
} as const;

/** The characters of Windows Latin-1 (what the standard fonts can show) beyond ISO Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard fonts can show: printable Latin-1 and its Windows extras, anything else '?'. */
export function winAnsiText(text: string): string {
  return Array.from(text.replace(/\r\n?/g, '\n'), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(char)) return char;
    return code < 0x20 || (code >= 0x7f && code < 0xa0) ? ' ' : '?';
  }).join('');
}

/** The PDF file's bytes for these blocks, on US Letter pages. */
export function renderPdf(title: string, blocks: PdfBlock[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    pdfVersion: '1.4',
    info: { Title: winAnsiText(title), Producer: 'Chairside', Creator: 'Chairside' },
  });
  const chunks: Buffer[] = [];
  const written = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    doc.moveDown(style.gapBefore / 12);
    doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(block.kind === 'note' ? '#444444' : '#000000');
    const text = winAnsiText(block.text);
    if (block.kind === 'bullet') doc.text(`•  ${text}`, left + style.indent, doc.y, { width: width - style.indent });
    else doc.text(text, left, doc.y, { width });
  }
  doc.end();
  return written;
}
