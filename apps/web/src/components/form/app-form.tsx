import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormErrorAlert } from '../form-error-alert';
import type { AppForm as AppFormState, FormSchema } from './use-app-form';

type AppFormProps<S extends FormSchema, R> = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'> & {
  form: AppFormState<S, R>;
  children: ReactNode;
  /** Where the saved line and the alert go: above the fields (default), or not drawn here. */
  feedback?: 'top' | 'none';
  /** A class for the fieldset that holds the fields (a grid, say). */
  fieldsClassName?: string;
};

/** The saved status line and the form's alert (a failure of no one field, or the schema's own). */
export function FormFeedback({ saved, failure, className = 'py-2' }: { saved: string | null; failure: string | null; className?: string }) {
  return (
    <>
      {saved ? (
        <Alert variant="success" role="status" className={className}>
          {saved}
        </Alert>
      ) : null}
      {failure ? <FormErrorAlert message={failure} className={className} /> : null}
    </>
  );
}

/**
 * A form run by useAppForm: its fields read their values and errors from it, and while it sends
 * every field is disabled (one fieldset), so nothing is sent twice.
 */
export function AppForm<S extends FormSchema, R>({ form, children, feedback = 'top', fieldsClassName, ...rest }: AppFormProps<S, R>) {
  return (
    <FormProvider {...form}>
      <Form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)} {...rest}>
        {feedback === 'top' ? <FormFeedback saved={form.saved} failure={form.failure ?? form.formState.errors.root?.message ?? null} /> : null}
        <fieldset disabled={form.formState.isSubmitting} className={fieldsClassName}>
          {children}
        </fieldset>
      </Form>
    </FormProvider>
  );
}

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** Said while the form sends, e.g. "Saving…" (a spinner may go before the words). */
  busyLabel: ReactNode;
};

/** The form's submit button: says what is happening while the form sends. */
export function SubmitButton({ busyLabel, children, variant = 'primary', ...button }: SubmitButtonProps) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" variant={variant} aria-busy={formState.isSubmitting || undefined} {...button}>
      {formState.isSubmitting ? busyLabel : children}
    </Button>
  );
}
