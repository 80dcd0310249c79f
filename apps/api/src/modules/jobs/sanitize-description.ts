import sanitizeHtml from 'sanitize-html';
import { UNSAFE_DESCRIPTION_MESSAGE } from '@chairside/domain/job-posting';
import { AppError } from '../../platform/errors';

/** What a description may keep: paragraphs, line breaks, bold, italics, underline, lists, small headings, quotes, links. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener ugc' }) },
};

/** Tags that carry or load active content: a description holding one is refused, not cleaned. */
const UNSAFE_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'svg',
  'math',
  'template',
  'noscript',
  'xml',
  'portal',
]);
const SCRIPT_ADDRESS = /^(javascript|vbscript|data):/i;
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster']);

/** Walks the tags with the sanitiser's own HTML parser: true when one of them is active content. */
export function hasActiveContent(html: string): boolean {
  let found = false;
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        if (UNSAFE_TAGS.has(tagName.toLowerCase())) found = true;
        for (const [name, value] of Object.entries(attribs)) {
          const attribute = name.toLowerCase();
          if (attribute.startsWith('on')) found = true;
          // Browsers ignore whitespace and control characters inside a scheme ('java\tscript:').
          // eslint-disable-next-line no-control-regex -- matching those control characters is the point
          if (ADDRESS_ATTRIBUTES.has(attribute) && SCRIPT_ADDRESS.test(value.replace(/[\u0000-\u0020]/g, ''))) found = true;
        }
        return { tagName, attribs };
      },
    },
  });
  return found;
}

const MAX_STORED_LENGTH = 40_000;

/**
 * The description as stored: active content is refused (400 description); other tags are
 * removed keeping their text; links get rel="nofollow noopener ugc". Null when no text remains.
 */
export function sanitizeDescription(html: string | null): string | null {
  if (html === null) return null;
  if (hasActiveContent(html)) throw new AppError('VALIDATION', UNSAFE_DESCRIPTION_MESSAGE, { field: 'description' });
  const clean = sanitizeHtml(html, ALLOWED).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (text === '') return null;
  if (clean.length > MAX_STORED_LENGTH) throw new AppError('VALIDATION', 'The description is too long; please shorten it.', { field: 'description' });
  return clean;
}
