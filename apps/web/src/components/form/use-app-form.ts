import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { ApiError } from '../../lib/api-client';
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
  /**
   * Typed work is guarded by the unsaved-changes question (ADR 55); off for search and one-shot forms.
   * 'untilSent': the whole form is unsaved work until it is sent once, typed or not (an imported draft).
   */
  guardUnsaved?: boolean | 'untilSent';
  /**
   * Where each server field error shows, for a form whose values are not the request's shape (a
   * field under another name, such as `priceCents` typed as `price` in dollars: `renamedServerFields`;
   * a list the form numbers differently): the server's path -> the form's path, or null for the alert.
   * Given, it replaces the mapping by top-level name.
   */
  serverFieldPath?: (path: readonly string[], values: z.input<S>) => string | null;
  /** The alert's words for a failure that is not the server's (default: "Something went wrong…"). */
  failureFallback?: string;
};

export type AppForm<S extends Schema, R = unknown> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The form element's handler: check, send, then map the answer onto the fields. */
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The failure that belongs to no one field, shown in the form's alert. */
  failure: string | null;
  /** The failed call behind `failure` (null when none), for a form that adds a way out by its kind (a 402's link to buy credits, say). */
  failureCause: unknown;
  /** Says a failure in the form's alert; `cause`, the failed call, becomes failureCause. */
  setFailure: (message: string | null, cause?: unknown) => void;
  /** The status line after a save. */
  saved: string | null;
  /** Says (or, with null, takes away) the status line: a dismissible one, say. */
  setSaved: (message: string | null) => void;
  /** Says a failed call as the submit does, for a form's second action (e.g. "Save and finish later"). */
  showFailure: (caught: unknown) => void;
  /** The last successful answer. */
  result: R | undefined;
  formRef: React.RefObject<HTMLFormElement | null>;
};

/**
 * A serverFieldPath for a form whose fields are the request's own, some under another name (the
 * server's name -> the form's): a server field error shows under its top-level field, renamed,
 * where the form has that field; any other goes to the alert.
 */
export const renamedServerFields =
  (names: Readonly<Record<string, string>>) =>
  (path: readonly string[], values: FieldValues): string | null => {
    const field = names[path[0] ?? ''] ?? path[0] ?? '';
    return Object.hasOwn(values, field) ? field : null;
  };

/**
 * The one way to run a form: react-hook-form with the zod schema, server field errors mapped onto
 * fields in one place, focus on the first error, the submit state, the saved message and the
 * unsaved-changes guard on the form's own dirty state.
 */
export function useAppForm<S extends Schema, R = unknown>(options: AppFormOptions<S, R>): AppForm<S, R> {
  const { schema, defaultValues, onSubmit, savedMessage, savedValues, guardUnsaved = true, serverFieldPath, failureFallback } = options;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [failure, setFailureMessage] = useState<string | null>(null);
  const [failureCause, setFailureCause] = useState<unknown>(null);
  const setFailure = useCallback((message: string | null, cause: unknown = null) => {
    setFailureMessage(message);
    setFailureCause(cause);
  }, []);
  const [saved, setSaved] = useState<string | null>(null);
  const [result, setResult] = useState<R | undefined>(undefined);
  const [sentOnce, setSentOnce] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
  });
  const { isDirty } = form.formState;
  useUnsavedChanges(guardUnsaved === 'untilSent' ? !sentOnce : guardUnsaved && isDirty);
  // Typing again after a save: the saved line no longer describes the form.
  useEffect(() => {
    if (isDirty) setSaved(null);
  }, [isDirty]);

  /** A failed call said as the submit says it: field messages under their fields (focus on the first), the rest in the alert. */
  const showFailure = (caught: unknown, sent: z.input<S> = form.getValues()) => {
    const errors: Record<string, string> = {};
    if (serverFieldPath) {
      for (const [path, message] of Object.entries(caught instanceof ApiError ? caught.fields : {})) {
        const at = serverFieldPath(path.split('.'), sent);
        if (at) errors[at] ??= message;
      }
    } else {
      for (const [field, message] of Object.entries(serverFieldErrors(caught, Object.keys(sent ?? {})))) errors[field] ??= message;
    }
    if (Object.keys(errors).length === 0) return setFailure(failureMessage(caught, failureFallback), caught);
    for (const [field, message] of Object.entries(errors)) form.setError(field as Path<z.input<S>>, { type: 'server', message });
    focusFirstError(formRef.current, errors);
  };

  const send = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSaved(null);
      const sent = form.getValues();
      try {
        const answer = await onSubmit(values);
        setResult(answer);
        setSentOnce(true);
        form.reset(savedValues ? savedValues(answer, sent) : sent);
        if (savedMessage) setSaved(typeof savedMessage === 'function' ? savedMessage(answer) : savedMessage);
      } catch (caught) {
        showFailure(caught, sent);
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

  return { ...form, submit, failure, failureCause, setFailure, saved, setSaved, showFailure: (caught: unknown) => showFailure(caught), result, formRef };
}
