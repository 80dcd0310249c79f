import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

type TextAreaFieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled textarea with its hint and error message, like components/form-field's TextField. */
export function TextAreaField({ id, name, label, value, onValueChange, rows = 4, maxLength, error, hint, className }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint ? (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
