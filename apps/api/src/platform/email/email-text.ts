import { blockOf, oneLine, type EmailAction, type EmailBlock, type EmailContent } from './email-content';

const actionLine = (action: EmailAction) => `${oneLine(action.label)}: ${action.url.trim()}`;

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return `${block.label}\n${block.text}`;
    case 'list':
      return block.items.map((item) => `- ${oneLine(item)}`).join('\n');
    case 'links':
      return block.items.map((item) => `- ${oneLine(item.label)}\n  ${item.url.trim()}`).join('\n');
    case 'details':
      return block.rows.map((row) => `${row.label}: ${oneLine(row.value)}`).join('\n');
  }
}

/**
 * The text part: the same words as the HTML part, in the same order, one paragraph each; the
 * button and the links become "Label: URL" lines, the footer follows a signature line.
 */
export function emailText(content: EmailContent): string {
  const actions = [...(content.button ? [content.button] : []), ...(content.links ?? [])];
  const sections = [
    content.heading,
    ...(content.greeting ? [content.greeting] : []),
    ...content.body
      .map(blockOf)
      .filter((block) => block.kind !== 'details' || block.rows.length > 0)
      .map(blockText),
    ...(actions.length ? [actions.map(actionLine).join('\n')] : []),
    ...(content.closing ?? []),
    ['-- ', content.footer.reason, ...(content.footer.unsubscribe ? [actionLine(content.footer.unsubscribe)] : [])].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
