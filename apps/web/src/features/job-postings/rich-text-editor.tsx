import { useEffect, useRef, type ClipboardEvent, type MouseEvent } from 'react';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { faBold, faHeading, faItalic, faLink, faListOl, faListUl, faRemoveFormat, faUnderline } from '@fortawesome/free-solid-svg-icons';

type Command = { label: string; icon: IconDefinition; run: () => void };

// execCommand is deprecated but still the only editing API every browser ships; what it writes
// (b, i, u, ul, ol, li, h3, a, p) is what the server's sanitiser keeps.
const exec = (command: string, value?: string) => document.execCommand(command, false, value);

const COMMANDS: Command[] = [
  { label: 'Bold', icon: faBold, run: () => exec('bold') },
  { label: 'Italic', icon: faItalic, run: () => exec('italic') },
  { label: 'Underline', icon: faUnderline, run: () => exec('underline') },
  { label: 'Heading', icon: faHeading, run: () => exec('formatBlock', 'h3') },
  { label: 'Bulleted list', icon: faListUl, run: () => exec('insertUnorderedList') },
  { label: 'Numbered list', icon: faListOl, run: () => exec('insertOrderedList') },
  {
    label: 'Link',
    icon: faLink,
    run: () => {
      const address = window.prompt('Link address (https://…, mailto: or tel:)', 'https://');
      if (address && /^(https?:\/\/|mailto:|tel:)/i.test(address.trim())) exec('createLink', address.trim());
    },
  },
  {
    label: 'Clear formatting',
    icon: faRemoveFormat,
    run: () => {
      exec('removeFormat');
      exec('formatBlock', 'p');
    },
  },
];

type RichTextEditorProps = {
  id: string;
  /** The field it holds, for focusing it when the field has an error. */
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
};

/**
 * A small rich-text editor: a contentEditable box with bold, italics, underline, a heading,
 * lists and links. Pasted text arrives as plain text. The server sanitises what it gets and
 * refuses scripts (its 400 message shows as `error`).
 */
export function RichTextEditor({ id, name, label, value, onChange, error, hint, disabled }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);

  // Only outside changes (a loaded or saved posting) are written in: typing keeps the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  const run = (command: Command) => () => {
    if (disabled) return;
    ref.current?.focus();
    command.run();
    if (ref.current) onChange(ref.current.innerHTML);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    exec('insertText', event.clipboardData.getData('text/plain'));
  };

  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="mb-3 rich-text">
      <div className="form-label" id={labelId}>
        {label}
      </div>
      <div className={`rich-text__box${error ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
        <div className="rich-text__toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={id}>
          {COMMANDS.map((command) => (
            <button
              key={command.label}
              type="button"
              className="btn btn-sm rich-text__button"
              title={command.label}
              aria-label={command.label}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
              onClick={run(command)}
              disabled={disabled}
            >
              <FontAwesomeIcon icon={command.icon} aria-hidden="true" />
            </button>
          ))}
        </div>
        <div
          ref={ref}
          id={id}
          data-field={name}
          className="rich-text__content"
          contentEditable={!disabled}
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          tabIndex={0}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onPaste={onPaste}
        />
      </div>
      {hint ? (
        <div className="form-text" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
