// Fields whose value the page holds (public pages check without zod to keep their JavaScript
// small): the same frame, label, hint and error as the form layer's fields.
import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <Form.Control {...control} {...aria} onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)} />}
    </FieldFrame>
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
  hint?: ReactNode;
  required?: boolean;
  /** The frame's class (around label, control and notes). */
  className?: string;
};

/** A labelled select with its hint and error message. */
export function SelectField({ id, name, label, value, onValueChange, options, placeholder, error, hint, required, className }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <Form.Select {...aria} name={name} value={value} required={required} onChange={(event) => onValueChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      )}
    </FieldFrame>
  );
}
