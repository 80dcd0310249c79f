import { describe, expect, it } from 'vitest';
import { DOWNLOAD_KEYS } from '@chairside/domain/marketing-forms';
import { documentBlocks } from './download-documents';
import { renderPdf, wrapLine } from './pdf-document';

describe('the PDF writer', () => {
  it.each([
    ['short', 20, ['short']],
    ['one two three four', 9, ['one two', 'three', 'four']],
    ['  spaced   out  ', 40, ['spaced out']],
    ['', 10, []],
  ] as const)('wraps %j at %d', (text, width, expected) => {
    expect(wrapLine(text, width)).toEqual(expected);
  });

  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = renderPdf('A (test) title', [{ kind: 'title', text: 'Title' }, ...Array.from({ length: 80 }, (_, i) => ({ kind: 'text' as const, text: `Line ${i} with \\ and (parens) and “quotes” and émoji 🦷` }))]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Three pages of text (35 lines a page), special characters escaped, nothing outside printable ASCII in the text.
    expect(text).toContain('/Count 3');
    expect(text).toContain('\\(parens\\)');
    expect(text).toContain('"quotes"');
    expect(text).not.toContain('🦷');
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
  });

  it.each(DOWNLOAD_KEYS)('%s has its title and text', (key) => {
    const blocks = documentBlocks(key, { minimumPostings: 5, postingsCounted: 0, groups: [] });
    expect(blocks[0].kind).toBe('title');
    expect(blocks.length).toBeGreaterThan(3);
  });
});
