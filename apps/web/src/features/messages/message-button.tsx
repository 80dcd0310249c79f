// The Message button: a dialog that starts (or adds to) the conversation about a posting, then opens it.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Modal from 'react-bootstrap/Modal';
import { MESSAGE_MAX_LENGTH } from '@chairside/domain/messaging';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FieldProblem, failureMessage } from '../../components/form/errors';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { conversationPath, startConversation } from './messages-api';
import { EMPTY_MESSAGE, MessageFormSchema } from './message-forms';

/** Starts (or adds to) the conversation about a posting, then opens it. */
export function MessageButton({
  username,
  jobId,
  name,
  className = 'btn btn-outline-primary btn-sm',
}: {
  username: string;
  jobId: number;
  name: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Here, not in the dialog: closing and opening it again keeps what was typed.
  const form = useAppForm({
    schema: MessageFormSchema,
    defaultValues: EMPTY_MESSAGE,
    onSubmit: async (values) => {
      let started: Awaited<ReturnType<typeof startConversation>>;
      try {
        started = await startConversation(username, jobId, values.message);
      } catch (caught) {
        // Whatever went wrong is said under the message, which takes focus.
        throw new FieldProblem('message', failureMessage(caught));
      }
      setOpen(false);
      navigate(conversationPath(started.id));
      return started;
    },
    // Sent once; a dialog that is closed holds nothing back.
    guardUnsaved: false,
  });
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Message
      </button>
      {open ? (
        // The dialog renders in a portal, but React passes its submit up to any form the button sits in: it stops here.
        <Modal
          show
          onHide={() => setOpen(false)}
          aria-labelledby={`message-title-${jobId}-${username}`}
          onSubmit={(event: FormEvent) => event.stopPropagation()}
        >
          <AppForm form={form} feedback="none">
            <Modal.Header closeButton>
              <Modal.Title id={`message-title-${jobId}-${username}`}>Message {name}</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <TextArea id={`message-text-${jobId}-${username}`} name="message" label="Your message" className="" rows={4} maxLength={MESSAGE_MAX_LENGTH} />
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <SubmitButton busyLabel="Sending…">Send</SubmitButton>
            </Modal.Footer>
          </AppForm>
        </Modal>
      ) : null}
    </>
  );
}
