import { blockOf, isLinkable, type EmailAction, type EmailBlock, type EmailContent } from './email-content';
import { el, fragment, type Child, type Style } from './html-builder';

// The HTML part (ADR 79): one column at most 600px wide that narrows with the screen, tables for
// layout (role="presentation"), inline styles only (mail clients drop or rewrite <style>, and the
// admin preview runs under the site's Content-Security-Policy), every colour set explicitly on
// its own background so a client's dark mode never leaves dark text on a dark ground, no images.
// Every value is escaped by the writer (html-builder.ts).

export const BRAND = {
  name: 'Chairside',
  primary: '#0b5c6b',
  primaryDark: '#08434e',
  accent: '#f2a541',
  ink: '#1c2a30',
  muted: '#4f5e66',
  tint: '#eef6f7',
  paper: '#ffffff',
};

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT: Style = { margin: '0 0 16px', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: BRAND.ink };
const MUTED: Style = { ...TEXT, color: BRAND.muted };
const LINK: Style = { color: BRAND.primary, textDecoration: 'underline' };
const LIST: Style = { ...TEXT, paddingLeft: '24px' };
const ITEM: Style = { margin: '0 0 4px' };
const LINK_ITEM: Style = { margin: '0 0 8px' };
const QUOTE_LABEL: Style = { ...TEXT, margin: '0 0 8px', fontWeight: 700 };
const PANEL_TEXT: Style = { ...TEXT, margin: 0 };
const DETAIL: Style = { ...TEXT, margin: '0 0 12px' };
const DETAIL_LABEL: Style = { display: 'block', fontSize: '16px', fontWeight: 700, color: BRAND.muted };
const BUTTON_TABLE: Style = { margin: '8px 0 24px', borderCollapse: 'separate' };
const BUTTON_CELL: Style = { borderRadius: '6px', backgroundColor: BRAND.primary };
const BUTTON_FACE: Style = {
  display: 'inline-block',
  padding: '14px 28px',
  fontFamily: FONT,
  fontSize: '17px',
  fontWeight: 700,
  lineHeight: '22px',
  color: '#ffffff',
  backgroundColor: BRAND.primary,
  textDecoration: 'none',
  borderRadius: '6px',
};
const PANEL_TABLE: Style = { margin: '0 0 16px', width: '100%' };
const PANEL_EDGES: Record<string, Style> = Object.fromEntries(
  [BRAND.accent, BRAND.primary].map((edge) => [edge, { padding: '16px', backgroundColor: BRAND.tint, borderLeft: `4px solid ${edge}` }]),
);
/** Keeps the body's first words out of the preview line after the preheader. */
const PREHEADER_SPACER = '\u034f\u00a0'.repeat(60);

/** A table for layout: screen readers skip its structure. */
const layoutTable = (attributes: Record<string, string | Style>, ...rows: Child[]) =>
  el('table', { role: 'presentation', cellpadding: '0', cellspacing: '0', border: '0', ...attributes }, el('tbody', {}, ...rows));

/** Line breaks the writer typed (a message, an address) are kept. */
const lines = (text: string) => text.split(/\r?\n/).map((line, index) => fragment(index > 0 ? el('br') : null, line));

const link = (action: EmailAction) => (isLinkable(action.url) ? el('a', { href: action.url.trim(), style: LINK }, action.label) : action.label);

/** A button that shows in every client: a coloured cell around a padded link (no image, no script). */
function button(action: EmailAction) {
  if (!isLinkable(action.url)) return el('p', { style: TEXT }, action.label);
  return layoutTable(
    { style: BUTTON_TABLE },
    el(
      'tr',
      {},
      el('td', { align: 'center', bgcolor: BRAND.primary, style: BUTTON_CELL }, el('a', { href: action.url.trim(), style: BUTTON_FACE }, action.label)),
    ),
  );
}

/** A tinted box with a coloured left edge (details, someone's message). */
const panel = (edge: string, ...children: Child[]) =>
  layoutTable({ width: '100%', style: PANEL_TABLE }, el('tr', {}, el('td', { bgcolor: BRAND.tint, style: PANEL_EDGES[edge] }, ...children)));

function block(item: EmailBlock): Child {
  switch (item.kind) {
    case 'paragraph':
      return el('p', { style: TEXT }, lines(item.text));
    case 'quote':
      return fragment(el('p', { style: QUOTE_LABEL }, item.label), panel(BRAND.accent, el('p', { style: PANEL_TEXT }, lines(item.text))));
    case 'list':
      return el(
        'ul',
        { style: LIST },
        item.items.map((entry) => el('li', { style: ITEM }, entry)),
      );
    case 'links':
      return el(
        'ul',
        { style: LIST },
        item.items.map((entry) => el('li', { style: LINK_ITEM }, link(entry))),
      );
    case 'details':
      if (item.rows.length === 0) return null;
      return panel(
        BRAND.primary,
        item.rows.map((row, index) =>
          el('p', { style: index === item.rows.length - 1 ? PANEL_TEXT : DETAIL }, el('span', { style: DETAIL_LABEL }, row.label), lines(row.value)),
        ),
      );
  }
}

/** The HTML part of an email: a whole document in one column, every value escaped. */
export function emailHtml(subject: string, content: EmailContent): string {
  const card = el(
    'td',
    { bgcolor: BRAND.paper, style: { padding: '32px 24px 16px', backgroundColor: BRAND.paper, borderRadius: '8px', borderTop: `4px solid ${BRAND.primary}` } },
    el(
      'h1',
      { style: { margin: '0 0 20px', fontFamily: FONT, fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: BRAND.primaryDark } },
      content.heading,
    ),
    content.greeting ? el('p', { style: TEXT }, content.greeting) : null,
    content.body.map((item) => block(blockOf(item))),
    content.button ? button(content.button) : null,
    (content.links ?? []).map((action) => el('p', { style: TEXT }, link(action))),
    (content.closing ?? []).map((text) => el('p', { style: MUTED }, lines(text))),
  );
  const footer = el(
    'td',
    { style: { padding: '20px 4px 0', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: BRAND.muted } },
    el('p', { style: MUTED }, content.footer.reason),
    content.footer.unsubscribe ? el('p', { style: MUTED }, link(content.footer.unsubscribe)) : null,
    el('p', { style: MUTED }, `${BRAND.name}, the dental job board.`),
  );
  const wordmark = el(
    'td',
    {
      style: { padding: '0 4px 16px', fontFamily: FONT, fontSize: '24px', lineHeight: '28px', fontWeight: 800, letterSpacing: '-0.5px', color: BRAND.primary },
    },
    BRAND.name,
  );
  const page = el(
    'html',
    { lang: 'en', dir: 'ltr', style: { backgroundColor: BRAND.tint } },
    el(
      'head',
      {},
      el('meta', { 'http-equiv': 'Content-Type', content: 'text/html; charset=utf-8' }),
      el('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      el('meta', { name: 'x-apple-disable-message-reformatting' }),
      el('meta', { name: 'color-scheme', content: 'light dark' }),
      el('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      el('title', {}, subject),
    ),
    el(
      'body',
      { style: { margin: 0, padding: 0, width: '100%', backgroundColor: BRAND.tint, color: BRAND.ink } },
      el(
        'div',
        { style: { display: 'none', maxHeight: 0, maxWidth: 0, overflow: 'hidden', opacity: 0, fontSize: '1px', lineHeight: '1px', color: BRAND.tint } },
        content.preheader,
        PREHEADER_SPACER,
      ),
      layoutTable(
        { width: '100%', bgcolor: BRAND.tint, style: { width: '100%', backgroundColor: BRAND.tint } },
        el(
          'tr',
          {},
          el(
            'td',
            { align: 'center', style: { padding: '24px 12px' } },
            layoutTable(
              { width: '100%', style: { width: '100%', maxWidth: '600px', margin: '0 auto' } },
              el('tr', {}, wordmark),
              el('tr', {}, card),
              el('tr', {}, footer),
            ),
          ),
        ),
      ),
    ),
  );
  return `<!DOCTYPE html>${page.html}`;
}
