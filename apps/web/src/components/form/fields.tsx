// The form layer's fields: each reads its value and its error from the AppForm around it.
import type { ReactNode } from 'react';
import { get, useFormContext, type RegisterOptions } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import { describedBy, FieldFrame, FieldNotes } from './field-frame';
import { inWords } from './field-words';

type FieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  labelHidden?: boolean;
  /** A class for the control itself (`className` is the frame's, around label, control and notes). */
  controlClassName?: string;
  /** How the typed text becomes the value (e.g. a number); react-hook-form's register options. */
  rules?: Pick<RegisterOptions, 'setValueAs' | 'onChange' | 'deps'>;
};

type InputProps = FieldProps &
  Omit<FormControlProps, 'id' | 'name' | 'value' | 'onChange' | 'isInvalid' | 'type'> & {
    maxLength?: number;
    minLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
    autoComplete?: string;
    required?: boolean;
    autoFocus?: boolean;
  };

/** The message under a field (a nested name such as `address.zip` works too). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error?.message === undefined ? undefined : inWords(error.message);
}

function Input({ id, name, label, hint, className, labelHidden, rules, type, controlClassName, ...control }: InputProps & { type?: string; rows?: number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className} labelHidden={labelHidden}>
      {(aria) => <Form.Control type={type} className={controlClassName} {...control} {...aria} {...register(name, rules)} />}
    </FieldFrame>
  );
}

/** A line of text (or an email, phone, URL, number: give `type`). */
export function TextInput(props: InputProps & { type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'search' | 'color' }) {
  return <Input type="text" {...props} />;
}

/** Several lines of text. */
export function TextArea({ rows = 4, ...props }: InputProps & { rows?: number }) {
  return <Input as="textarea" rows={rows} {...props} />;
}

/** A day, as YYYY-MM-DD. */
export function DateInput(props: InputProps) {
  return <Input type="date" {...props} />;
}

/** A day and a time of day (the wall-clock time, no zone), as YYYY-MM-DDTHH:MM. */
export function DateTimeInput(props: InputProps) {
  return <Input type="datetime-local" {...props} />;
}

/** A time of day, as HH:MM. */
export function TimeInput(props: InputProps) {
  return <Input type="time" {...props} />;
}

/** A US ZIP code: five digits, the phone's number pad. */
export function ZipInput(props: InputProps) {
  return <Input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} {...props} />;
}

/** An amount in dollars, with its sign before the box. */
export function MoneyInput({ id, name, label, hint, className, labelHidden, rules, controlClassName, ...control }: InputProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className} labelHidden={labelHidden}>
      {(aria) => (
        <InputGroup hasValidation>
          <InputGroup.Text aria-hidden="true">$</InputGroup.Text>
          <Form.Control type="text" inputMode="decimal" className={controlClassName} {...control} {...aria} {...register(name, rules)} />
        </InputGroup>
      )}
    </FieldFrame>
  );
}

type Option = { value: string; label: string };

/** A choice from a list; `placeholder` adds an empty first choice. */
export function SelectInput({
  id,
  name,
  label,
  hint,
  className,
  labelHidden,
  rules,
  controlClassName,
  options,
  placeholder,
  required,
}: FieldProps & { options: readonly Option[]; placeholder?: string; required?: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className} labelHidden={labelHidden}>
      {(aria) => (
        <Form.Select required={required} className={controlClassName} {...aria} {...register(name, rules)}>
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

/** One yes-or-no box. */
export function CheckboxInput({ id, name, label, hint, className, rules }: Omit<FieldProps, 'labelHidden' | 'controlClassName'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Check type="checkbox" label={label} isInvalid={Boolean(error)} aria-describedby={describedBy(id, hint, error)} {...register(name, rules)} />
      <FieldNotes id={id} hint={hint} error={error} />
    </Form.Group>
  );
}

/** Any number of choices from a list, as a group with its legend; the value is the chosen values. */
export function CheckboxGroup({
  id,
  name,
  label,
  hint,
  className,
  options,
  inline,
  optionsClassName,
}: Omit<FieldProps, 'rules' | 'labelHidden' | 'controlClassName'> & { options: readonly Option[]; inline?: boolean; optionsClassName?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <fieldset className={className ?? 'mb-3'} id={id} aria-describedby={describedBy(id, hint, error)} aria-invalid={error ? true : undefined}>
      <legend className="form-label fs-6 fw-semibold mb-2">{label}</legend>
      <div className={optionsClassName}>
        {options.map((option) => (
          <Form.Check
            key={option.value}
            inline={inline}
            type="checkbox"
            id={`${id}-${option.value}`}
            label={option.label}
            value={option.value}
            isInvalid={Boolean(error)}
            {...register(name)}
          />
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
