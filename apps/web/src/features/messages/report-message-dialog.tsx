// The dialog that reports a message to the team, with an optional reason (a form-layer form).
import Modal from 'react-bootstrap/Modal';
import { REPORT_REASON_MAX_LENGTH, ReportInputSchema } from '@chairside/domain/messaging';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { reportMessage } from './messages-api';

export function ReportMessageDialog({ conversationId, messageId, onClose }: { conversationId: number; messageId: number; onClose: () => void }) {
  const form = useAppForm({
    schema: ReportInputSchema,
    defaultValues: { reason: '' },
    onSubmit: (values) => reportMessage(conversationId, messageId, values.reason ?? ''),
    // Sent once, then the dialog only says thank you.
    guardUnsaved: false,
  });
  const done = form.result !== undefined;
  return (
    <Modal show onHide={onClose} aria-labelledby="report-title">
      <AppForm form={form} feedback="none">
        <Modal.Header closeButton>
          <Modal.Title id="report-title">Report this message</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {done ? (
            <p role="status">Thank you. The message was reported to our team.</p>
          ) : (
            <TextArea id="report-reason" name="reason" label="What is wrong with it? (optional)" className="" rows={3} maxLength={REPORT_REASON_MAX_LENGTH} />
          )}
          {form.failure ? (
            <p className="text-danger mt-2" role="alert">
              {form.failure}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </button>
          {!done ? (
            <SubmitButton variant="danger" busyLabel="Reporting…">
              Report
            </SubmitButton>
          ) : null}
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
