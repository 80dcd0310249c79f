/**
 * What an email says, independent of how it is shown: the one source of both its HTML part and
 * its text part (ADR 79). Every value is plain text; the renderers escape it.
 */

/** A link with words: a button in HTML, a "Label: URL" line in text. */
export type EmailAction = { label: string; url: string };

/** A fact shown as a labelled row: the practice's name, the office address, the interview's time. */
export type EmailDetail = { label: string; value: string };

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Someone's own words (a message, a reason), set apart under a label. */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'list'; items: string[] }
  /** A list of things to open (the new jobs of an alert): each a link. */
  | { kind: 'links'; items: EmailAction[] }
  | { kind: 'details'; rows: EmailDetail[] };

export type EmailContent = {
  /** The summary a mail client shows beside the subject; not shown in the message itself. */
  preheader: string;
  heading: string;
  greeting?: string;
  /** A bare string is a paragraph. */
  body: (string | EmailBlock)[];
  /** The one thing to do next. */
  button?: EmailAction;
  /** Other places the email points to, after the button. */
  links?: EmailAction[];
  /** Paragraphs after the actions ("If you did not ask for this…"). */
  closing?: string[];
  footer: {
    /** Why this person got this email. */
    reason: string;
    unsubscribe?: EmailAction;
  };
};

export const quote = (label: string, text: string): EmailBlock => ({ kind: 'quote', label, text });
export const list = (items: string[]): EmailBlock => ({ kind: 'list', items });
export const links = (items: EmailAction[]): EmailBlock => ({ kind: 'links', items });
/** Rows without a value are left out. */
export const details = (rows: { label: string; value: string | null | undefined }[]): EmailBlock => ({
  kind: 'details',
  rows: rows.flatMap((row) => (row.value ? [{ label: row.label, value: row.value }] : [])),
});

export const blockOf = (block: string | EmailBlock): EmailBlock => (typeof block === 'string' ? { kind: 'paragraph', text: block } : block);

/** One line, so a name or title cannot break a header or a "Label: URL" line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Only web and mail addresses become links; anything else is shown as text. */
export const isLinkable = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());
