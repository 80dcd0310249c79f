import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { hasActiveContent } from '../jobs/public-api';

// Markdown to the HTML a post or page shows: the job descriptions' sanitiser library and its
// active-content check (scripts, frames, event handlers, script addresses), with a wider list of
// allowed tags for articles. Active content is removed, not refused: an editor pasting an embed
// sees in the preview that it went.

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const CONTENT_IMAGE_SRC = /^\/api9\/files\/content-images\/[a-f0-9-]{36}(-thumb)?\.webp$/;

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own title is the one h1.
    h1: 'h2',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return { tagName, attribs: /^https?:/i.test(href) ? { href, rel: 'noopener noreferrer' } : { href } };
    },
    // Images only from the site's own uploads: the pages' Content-Security-Policy loads images from the site only.
    img: (tagName, attribs): sanitizeHtml.Tag =>
      CONTENT_IMAGE_SRC.test(attribs.src ?? '')
        ? { tagName, attribs: { src: attribs.src, alt: attribs.alt ?? '', loading: 'lazy' } }
        : { tagName: 'span', attribs: {} },
  },
  exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim(),
};

export type RenderedMarkdown = { html: string; removedActiveContent: boolean };

/** Markdown (with any inline HTML) to sanitised HTML. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const raw = markdown.parse(source) as string;
  return { html: sanitizeHtml(raw, ALLOWED).trim(), removedActiveContent: hasActiveContent(raw) };
}

const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Plain text of sanitised HTML (feed summaries, FAQ answers). */
export const plainText = textOf;

/** Questions and answers of a page: each h2 or h3 heading and the text below it up to the next one. */
export function faqEntries(html: string): { question: string; answer: string }[] {
  const parts = html.split(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/);
  const entries: { question: string; answer: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const question = textOf(parts[i]);
    const answer = textOf(parts[i + 1] ?? '');
    if (question && answer) entries.push({ question, answer });
  }
  return entries;
}
