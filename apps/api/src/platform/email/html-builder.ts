// A small HTML writer for email: elements from a tag, attributes and children, where every
// string given as text or as an attribute value is escaped. Markup only comes from el() itself.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** Markup made by el(): inserted as it is. */
export class Markup {
  constructor(readonly html: string) {}
}

export type Child = Markup | string | number | null | undefined | false | readonly Child[];
/** Inline style: camelCase properties as in CSS-in-JS ({ fontSize: '16px' }). */
export type Style = Record<string, string | number | undefined>;
type Attributes = Record<string, string | number | Style | undefined>;

const VOID = new Set(['br', 'meta', 'hr', 'img']);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const written = new WeakMap<Style, string>();

/** The style attribute's text; a style object kept in a constant is written once. */
export function styleText(style: Style): string {
  let text = written.get(style);
  if (text === undefined) {
    text = Object.entries(style)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${kebab(name)}:${value}`)
      .join(';');
    written.set(style, text);
  }
  return text;
}

function attributeText(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(typeof value === 'object' ? styleText(value) : String(value))}"`)
    .join('');
}

function childText(child: Child): string {
  if (child === null || child === undefined || child === false) return '';
  if (child instanceof Markup) return child.html;
  if (Array.isArray(child)) return child.map(childText).join('');
  return escapeHtml(String(child));
}

/** One element; a void element (br, meta) takes no children. */
export function el(tag: string, attributes: Attributes = {}, ...children: Child[]): Markup {
  const open = `<${tag}${attributeText(attributes)}>`;
  return new Markup(VOID.has(tag) ? open : `${open}${childText(children)}</${tag}>`);
}

/** Children side by side, without an element around them. */
export const fragment = (...children: Child[]) => new Markup(childText(children));
