// The box under an open thread for writing and sending a message (a form-layer form).
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE_MAX_LENGTH } from '@chairside/domain/messaging';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';
import { messagingKeys, sendMessage } from './messages-api';
import { EMPTY_MESSAGE, MessageFormSchema } from './message-forms';

export function Composer({ id }: { id: number }) {
  const queries = useQueryClient();
  const form = useAppForm({
    schema: MessageFormSchema,
    defaultValues: EMPTY_MESSAGE,
    onSubmit: async (values) => {
      await sendMessage(id, values.message);
      // The box empties as soon as the message is sent; the thread and the lists catch up after.
      void Promise.all([
        queries.invalidateQueries({ queryKey: messagingKeys.messages(id) }),
        queries.invalidateQueries({ queryKey: messagingKeys.conversation(id) }),
        queries.invalidateQueries({ queryKey: messagingKeys.groups }),
      ]);
    },
    savedValues: () => EMPTY_MESSAGE,
    // A chat box: what is typed in it is not held back from leaving.
    guardUnsaved: false,
  });
  // A blank message and a failed send both show under the box.
  const error = form.formState.errors.message?.message ?? form.failure;
  return (
    // The box, the button and the message sit in one row (.composer), drawn here rather than by a field frame.
    <AppForm form={form} feedback="none" fieldsClassName="composer">
      <label htmlFor={`composer-${id}`} className="visually-hidden">
        Your message
      </label>
      <textarea
        id={`composer-${id}`}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Write a message"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `composer-error-${id}` : undefined}
        {...form.register('message')}
      />
      <SubmitButton busyLabel="Sending…">Send</SubmitButton>
      {error ? (
        <p className="composer__error text-danger small m-0" id={`composer-error-${id}`} role="alert">
          {error}
        </p>
      ) : null}
    </AppForm>
  );
}
