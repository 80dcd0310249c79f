import { useRef, useState, type FormEvent } from 'react';
import { failureMessage, serverFieldErrors, type FieldErrors } from './errors';
import { focusFirstError } from './focus';
import { useReadyMark } from './ready-mark';

/** A public page's own check (no zod on public pages, ADR 94): the values to send, or a message per field. */
export type PlainCheck<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/** The values as they are when no field has a message, else the messages. */
export function plainCheck<T>(data: T, errors: Partial<FieldErrors>): PlainCheck<T> {
  const found = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return Object.keys(found).length > 0 ? { data: null, errors: found } : { data, errors: null };
}

type PlainFormOptions<V extends Record<string, string>, T> = {
  /** The fields and their first values; the server's messages for these fields show under them. */
  initial: V | (() => V);
  check: (values: V) => PlainCheck<T>;
  /**
   * Sends the checked values; a failure naming a field shows under it, any other in the alert, as
   * does a message it returns (a request that worked but cannot go on, like a session not accepted).
   */
  send: (data: T) => Promise<string | void>;
  /** The fields whose server messages show under them (default: all); the rest go to the alert. */
  serverFields?: ReadonlyArray<keyof V & string>;
  /** What the alert says of a failure that names no field (default: the server's message, or a plain fallback). */
  failure?: (caught: unknown) => string;
};

/**
 * The form of a public page, held without react-hook-form to keep the page's JavaScript small:
 * the values, the check before sending (with what the boxes hold as sent, since a browser's
 * autofill may fill them without a change event), the messages under the fields with focus on the
 * first, the server's field messages mapped the same way (errors.ts), the alert and the submit state.
 */
export function usePlainForm<V extends Record<string, string>, T>({ initial, check, send, serverFields, failure = failureMessage }: PlainFormOptions<V, T>) {
  const formRef = useRef<HTMLFormElement>(null);
  useReadyMark(formRef);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(formRef.current, found);
  };

  const setValue = (name: keyof V & string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  /** What a TextField or SelectField needs for one field (its id stays the page's). */
  const field = (name: keyof V & string) => ({ name, value: values[name], onValueChange: setValue(name), error: errors[name] });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const sent = { ...values, ...typedValues(event.currentTarget, Object.keys(values)) };
    const checked = check(sent);
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    setSubmitting(true);
    try {
      const problem = await send(checked.data);
      if (problem) setAlert(problem);
    } catch (caught) {
      const known = serverFieldErrors(caught, serverFields ?? Object.keys(values));
      if (Object.keys(known).length > 0) showErrors(known);
      else setAlert(failure(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return { formRef, values, setValue, field, errors, alert, submitting, onSubmit };
}

/** The text the form's named boxes hold now. */
function typedValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of names) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement || box instanceof HTMLSelectElement || box instanceof HTMLTextAreaElement) {
      if (box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')) continue;
      typed[name] = box.value;
    }
  }
  return typed;
}
