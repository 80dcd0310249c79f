import Modal from 'react-bootstrap/Modal';
import * as z from 'zod';
import { DISPUTE_TEXT_MAX, NO_SHOW_DISPUTE_DAYS, NoShowDisputeInputSchema } from '@chairside/domain/temp-no-shows';
import { AppForm } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { checkedBody } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { PlainErrorAlert } from '../../components/plain-error-alert';

type ConfirmProps = { show: boolean; name: string; day: string; pending: boolean; failure: string | null; onClose: () => void; onConfirm: () => void };

function Pending({ pending, label, busyLabel }: { pending: boolean; label: string; busyLabel: string }) {
  return pending ? (
    <>
      <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
      {busyLabel}
    </>
  ) : (
    <>{label}</>
  );
}

/** The practice confirms that its booked professional did not come. */
export function MarkNoShowDialog({ show, name, day, pending, failure, onClose, onConfirm }: ConfirmProps) {
  return (
    <Modal show={show} onHide={() => !pending && onClose()} aria-labelledby="no-show-title" centered>
      <Modal.Header closeButton={!pending} closeLabel="Keep it">
        <Modal.Title id="no-show-title" as="h2" className="h5">
          Mark {name} as a no-show?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Only if {name} did not come to the shift of {day}. It costs them reliability points, and they are told at once and may dispute it within{' '}
          {NO_SHOW_DISPUTE_DAYS} days: our team reviews every dispute.
        </p>
        {failure ? <PlainErrorAlert message={failure} className="py-2 mb-0" /> : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={pending}>
          Keep it
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          <Pending pending={pending} label="Mark no-show" busyLabel="Saving…" />
        </button>
      </Modal.Footer>
    </Modal>
  );
}

type DisputeProps = {
  show: boolean;
  practiceName: string;
  day: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onSend: (text: string) => void;
};

const DisputeFormSchema = z
  .object({ text: z.string() })
  .transform((values, context) => checkedBody(NoShowDisputeInputSchema, values, { text: values.text.trim() === '' && 'Tell us what happened.' }, context));

/** The professional tells what happened, for the administrator who reviews the no-show. The page sends it and says how it went. */
export function DisputeNoShowDialog({ show, practiceName, day, pending, failure, onClose, onSend }: DisputeProps) {
  const form = useAppForm({
    schema: DisputeFormSchema,
    defaultValues: { text: '' },
    onSubmit: async ({ text }) => onSend(text),
    // Written at the moment of disputing: closing the window drops it.
    guardUnsaved: false,
  });
  return (
    <Modal show={show} onHide={() => !pending && onClose()} onExited={() => form.reset({ text: '' })} aria-labelledby="dispute-title" centered>
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id="dispute-title" as="h2" className="h5">
          Dispute the no-show
        </Modal.Title>
      </Modal.Header>
      <AppForm form={form} feedback="none">
        <Modal.Body>
          <p>
            {practiceName} marked you as not having come on {day}. Tell us what happened: an administrator reviews it, and an overturned no-show no longer
            counts against your reliability.
          </p>
          <TextArea id="dispute-text" name="text" label="What happened?" rows={4} maxLength={DISPUTE_TEXT_MAX} />
          {failure ? <PlainErrorAlert message={failure} className="py-2 mt-3 mb-0" /> : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={pending}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
            <Pending pending={pending} label="Send dispute" busyLabel="Sending…" />
          </button>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
