import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { renderPdf, winAnsiText } from './pdf-writer';

describe('the PDF writer', () => {
  it.each([
    ['José Núñez', 'José Núñez'],
    ['“quotes” – dash', '“quotes” – dash'],
    ['tooth 🦷 and 李', 'tooth ? and ?'],
    ['tab\there', 'tab here'],
  ])('keeps %j as %j', (text, expected) => {
    expect(winAnsiText(text)).toBe(expected);
  });

  it('writes a PDF with its title, its text on as many pages as it takes, and no active content', async () => {
    const pdf = await renderPdf('A (test) title', [
      { kind: 'title', text: 'Ana Núñez' },
      ...Array.from({ length: 120 }, (_, i) => ({ kind: 'text' as const, text: `Line ${i} with \\ and (parens) and émoji 🦷` })),
      { kind: 'bullet', text: 'The last point' },
    ]);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.4')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(Number(/\/Type \/Pages[^]*?\/Count (\d+)/.exec(raw)?.[1])).toBeGreaterThan(1);
    expect(raw).not.toMatch(/\/JavaScript|\/JS\b|\/OpenAction|\/Launch|\/EmbeddedFile/);
    const text = pdfText(pdf);
    expect(text).toContain('Ana Núñez');
    expect(text).toContain('Line 119 with \\ and (parens) and émoji ?');
    expect(text).toContain('The last point');
  });
});
