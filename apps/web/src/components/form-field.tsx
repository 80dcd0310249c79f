import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';

/** Field name -> the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** The first message per field of a zod parse failure (issues carry the field as path[0]). */
export function fieldErrorsFromIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Focuses a field now, or, while it is disabled (a form disables its fields while it sends, and
 * the server's answer arrives before they are enabled again), as soon as it is enabled.
 */
export function focusWhenEnabled(field: HTMLElement | null | undefined, framesLeft = 30) {
  if (!field) return;
  if (!field.matches(':disabled')) return field.focus();
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenEnabled(field, framesLeft - 1));
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement => element instanceof HTMLElement && 'name' in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  focusWhenEnabled(first);
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type TextFieldProps = Omit<FormControlProps, 'id' | 'onChange' | 'value'> & {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Lines shown when drawn as a textarea (TextAreaField). */
  rows?: number;
};

/** A labelled input with its hint and its error message, both tied to it by aria-describedby. */
export function TextField({ id, label, error, hint, onValueChange, className, ...control }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...control}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
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

/** A labelled textarea with its hint and error message: TextField drawn as `rows` lines. */
export function TextAreaField({ rows = 4, ...field }: Omit<TextFieldProps, 'as' | 'type'>) {
  return <TextField {...field} as="textarea" rows={rows} />;
}

type SelectFieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string;
  required?: boolean;
};

/** A labelled select with its error message. */
export function SelectField({ id, name, label, value, onValueChange, options, placeholder, error, required }: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        name={name}
        value={value}
        required={required}
        onChange={(event) => onValueChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      {error ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
