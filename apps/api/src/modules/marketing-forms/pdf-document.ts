// A small PDF writer for our downloads: pages of text in Helvetica (PDF 1.4, no dependencies).
// Text is kept to printable ASCII; lines are wrapped by length.

export type PdfBlock = { kind: 'title' | 'heading' | 'text' | 'bullet'; text: string };

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 60;
const STYLE = {
  title: { size: 20, font: 'F2', leading: 28, wrap: 48, gapBefore: 0 },
  heading: { size: 13, font: 'F2', leading: 18, wrap: 70, gapBefore: 10 },
  text: { size: 11, font: 'F1', leading: 15, wrap: 88, gapBefore: 4 },
  bullet: { size: 11, font: 'F1', leading: 15, wrap: 84, gapBefore: 2 },
} as const;

const ascii = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export function wrapLine(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The PDF file's bytes for these blocks. */
export function renderPdf(title: string, blocks: PdfBlock[]): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const lines = wrapLine(ascii(block.text), style.wrap);
    y -= style.gapBefore;
    lines.forEach((line, index) => {
      if (y - style.leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= style.leading;
      const x = block.kind === 'bullet' ? MARGIN + 14 : MARGIN;
      const shown = block.kind === 'bullet' && index === 0 ? `-  ${line}` : line;
      pages[pages.length - 1].push(`BT /${style.font} ${style.size} Tf ${block.kind === 'bullet' && index === 0 ? x - 12 : x} ${y} Td (${escape(shown)}) Tj ET`);
    });
  }

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesRoot = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escape(ascii(title))}) /Producer (Chairside) >>`);
  const pageIds = pages.map((content) => {
    const stream = content.join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R >>`;
  objects[pagesRoot - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
