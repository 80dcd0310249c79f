import { useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { failureMessage, serverFieldErrors } from './errors';
import { focusFirstError } from './focus';

/** Any zod schema of an object of fields. */
export type FormSchema = z.ZodType<unknown, FieldValues>;
type Schema = FormSchema;

export type AppFormOptions<S extends Schema, R> = {
  /** Checks the values before they are sent; its messages show under the fields. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the checked values. A failure naming fields shows under them; any other, in the alert. */
  onSubmit: (values: z.output<S>) => Promise<R>;
  /** Said in a status line after a save; the values sent become the saved ones. */
  savedMessage?: string | ((result: R) => string);
  /** The values that count as saved after a save (default: the values sent). */
  savedValues?: (result: R, sent: z.input<S>) => z.input<S>;
  /** Typed work is guarded by the unsaved-changes question (ADR 55); off for search and one-shot forms. */
  guardUnsaved?: boolean;
  /** Fields the server may name besides the form's own (e.g. a nested `address` shown under `zip`). */
  serverFields?: readonly string[];
};

export type AppForm<S extends Schema, R = unknown> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The form element's handler: check, send, then map the answer onto the fields. */
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The failure that belongs to no one field, shown in the form's alert. */
  failure: string | null;
  setFailure: (message: string | null) => void;
  /** The status line after a save. */
  saved: string | null;
  /** The last successful answer. */
  result: R | undefined;
  formRef: React.RefObject<HTMLFormElement | null>;
};

/**
 * The one way to run a form: react-hook-form with the zod schema, server field errors mapped onto
 * fields in one place, focus on the first error, the submit state, the saved message and the
 * unsaved-changes guard on the form's own dirty state.
 */
export function useAppForm<S extends Schema, R = unknown>(options: AppFormOptions<S, R>): AppForm<S, R> {
  const { schema, defaultValues, onSubmit, savedMessage, savedValues, guardUnsaved = true, serverFields = [] } = options;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [result, setResult] = useState<R | undefined>(undefined);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>, defaultValues });
  useUnsavedChanges(guardUnsaved && form.formState.isDirty);

  const send = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSaved(null);
      const sent = form.getValues();
      try {
        const answer = await onSubmit(values);
        setResult(answer);
        form.reset(savedValues ? savedValues(answer, sent) : sent);
        if (savedMessage) setSaved(typeof savedMessage === 'function' ? savedMessage(answer) : savedMessage);
      } catch (caught) {
        const known = [...Object.keys(form.getValues() ?? {}), ...serverFields];
        const errors = serverFieldErrors(caught, known);
        if (Object.keys(errors).length === 0) return setFailure(failureMessage(caught));
        for (const [field, message] of Object.entries(errors)) form.setError(field as Path<z.input<S>>, { type: 'server', message });
        focusFirstError(formRef.current, errors);
      }
    },
    () => setSaved(null),
  );

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) {
      event?.preventDefault();
      return;
    }
    await send(event);
  };

  return { ...form, submit, failure, setFailure, saved, result, formRef };
}
