import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { inWords } from './field-words';

/** What a control needs to be tied to its hint and error for assistive technology (the group gives it its id). */
export type ControlAria = {
  isInvalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The label is read but not shown (a field whose purpose the layout already says). */
  labelHidden?: boolean;
  /** Draws the control, given the attributes that tie it to the label, hint and error. */
  children: (aria: ControlAria) => ReactNode;
};

/** The ids a control is described by: its hint, then its error. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * Every field's frame: the label, the control, its hint and its error message, the last two tied
 * to the control by aria-describedby. Used by the form layer's fields and by the public pages'.
 */
export function FieldFrame({ id, label, hint, error, className, labelHidden, children }: FieldFrameProps) {
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label visuallyHidden={labelHidden}>{label}</Form.Label>
      {children({ isInvalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      <FieldNotes id={id} hint={hint} error={error} />
    </Form.Group>
  );
}

/** A field's hint and error under it, with the ids its control's aria-describedby names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {typeof error === 'string' ? inWords(error) : error}
        </Form.Control.Feedback>
      ) : null}
    </>
  );
}
