import { inflateSync } from 'node:zlib';

/**
 * The text shown on a PDF's pages, one line per text-showing operation, as our writer lays it out
 * (hex strings in TJ arrays, Flate-compressed content streams). Enough to check what a document says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const data = pdf.subarray(start, end);
    const content = /\/FlateDecode/.test(match[1]) ? inflateSync(data).toString('latin1') : data.toString('latin1');
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}
