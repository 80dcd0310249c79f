// The lines of a resume file's text, cleaned for reading: characters a database cannot keep
// removed, bullets recognised, columns kept apart, wrapped lines joined again.

/** One line of the resume: its text, and whether it was written as a list item. */
export type ResumeLine = { text: string; bullet: boolean };

/** Lines read at most; a resume is a few pages. */
export const MAX_LINES = 1500;
/** Characters kept of one line. */
export const MAX_LINE_LENGTH = 600;

/**
 * Characters that start a list item: bullets of every kind, including those Word writes in the
 * Symbol and Wingdings fonts (private use code points), and a dash or star followed by a space.
 */
const BULLET =
  /^(?:[\u2022\u2023\u2043\u2219\u25AA\u25AB\u25A0\u25A1\u25CF\u25CB\u25E6\u25BA\u25B8\u27A2\u2713\u2714\u2756\u00B7\u00A7\uF0A7\uF0B7\uF076\uF0D8\uF0FC\uF0A8]|[-*–>»](?=\s))\s*/;
/** Control characters (the tab kept), NUL, half of a character pair, the byte order mark and zero-width spaces. */
function unwanted(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code < 0x20 && code !== 0x09) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0xd800 && code <= 0xdfff) ||
    code === 0xfeff ||
    (code >= 0x200b && code <= 0x200d) ||
    code === 0x2060
  );
}
const ODD_DASHES = /[\u2010-\u2012\u2015\u2212]/g;
const PAGE_NUMBER = /^(?:page\s*)?\d+\s*(?:of|\/)\s*\d+$|^page\s+\d+$/i;

function clean(text: string): string {
  return Array.from(text)
    .filter((char) => !unwanted(char))
    .join('')
    .replace(/\u00A0/g, ' ')
    .replace(ODD_DASHES, '–')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/ {3,}/g, '\t')
    .replace(/\s*\t\s*/g, '\t')
    .replace(/ {2,}/g, ' ')
    .replace(/^\t+|\t+$/g, '')
    .trim();
}

/** A line that goes on from the one before: it starts in lower case (a sentence wrapped by the layout). */
const continues = (text: string) => /^[a-z(]/.test(text);

/**
 * The file's text lines (as read from a PDF or a Word document) as resume lines: cleaned, empty
 * ones and page numbers left out, list items marked, a line that starts in lower case joined to
 * the one before it, and at most MAX_LINES lines of at most MAX_LINE_LENGTH characters.
 */
export function toResumeLines(rawLines: readonly string[]): ResumeLine[] {
  const lines: ResumeLine[] = [];
  for (const raw of rawLines) {
    if (lines.length >= MAX_LINES) break;
    for (const piece of raw.slice(0, MAX_LINE_LENGTH * 2).split(/\r?\n/)) {
      let text = clean(piece);
      const bullet = BULLET.test(text);
      if (bullet) text = clean(text.replace(BULLET, ''));
      if (!text || PAGE_NUMBER.test(text) || !/[\p{L}\p{N}]/u.test(text)) continue;
      const previous = lines.at(-1);
      if (!bullet && previous && continues(text) && previous.text.length + text.length < MAX_LINE_LENGTH) {
        previous.text = `${previous.text} ${text}`;
        continue;
      }
      lines.push({ text: text.slice(0, MAX_LINE_LENGTH), bullet });
    }
  }
  return lines.slice(0, MAX_LINES);
}
