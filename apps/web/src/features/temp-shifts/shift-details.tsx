import Modal from 'react-bootstrap/Modal';
import * as z from 'zod';
import { formatCents } from '@chairside/domain/money';
import { formatTimeOfDay } from '@chairside/domain/temp-profile-rules';
import { CANCEL_REASON_MAX, ShiftCancelInputSchema } from '@chairside/domain/temp-shifts';
import { formatDate } from '../../lib/dates';
import { AppForm } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { checkedBody } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { PlainErrorAlert } from '../../components/plain-error-alert';

type ShiftHours = {
  date: string;
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  breakMinutes: number;
  rateCents: number | null;
  totalCents: number | null;
};

/** A zone as people name it: 'America/Chicago' -> 'Chicago time'. */
const zoneLabel = (timeZone: string) => `${timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone} time`;

/** The shift's day as a heading reads it: 'Thu, Dec 3, 2026'. */
export const shiftDay = (date: string) => formatDate(date, 'weekday');

/** The hours, break and pay of a shift, one fact a line item. */
export function ShiftFacts({ shift }: { shift: ShiftHours }) {
  return (
    <ul className="shift-facts">
      <li>
        {shift.startTime && shift.endTime
          ? `${formatTimeOfDay(shift.startTime)}–${formatTimeOfDay(shift.endTime)} (${zoneLabel(shift.timeZone)})`
          : 'Hours to agree'}
      </li>
      {shift.breakMinutes > 0 ? <li>{shift.breakMinutes} min unpaid break</li> : null}
      {shift.rateCents !== null ? <li>{formatCents(shift.rateCents)}/hour</li> : null}
      {shift.totalCents !== null ? <li>{formatCents(shift.totalCents)} in all</li> : null}
    </ul>
  );
}

type CancelShiftDialogProps = {
  show: boolean;
  title: string;
  /** What cancelling means for this side: the fee, the points. */
  consequence: string;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

const CancelShiftFormSchema = z
  .object({ reason: z.string() })
  .transform((values, context) => checkedBody(ShiftCancelInputSchema, values, { reason: values.reason.trim() === '' && 'Tell the other side why.' }, context));

/** Asks why before a booked shift is cancelled, saying first what it costs. The page sends it and says how it went. */
export function CancelShiftDialog({ show, title, consequence, keepLabel, confirmLabel, pending, failure, onClose, onConfirm }: CancelShiftDialogProps) {
  const form = useAppForm({
    schema: CancelShiftFormSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => onConfirm(reason),
    // A reason asked for at the moment of cancelling: closing the window drops it.
    guardUnsaved: false,
  });
  return (
    <Modal show={show} onHide={() => !pending && onClose()} onExited={() => form.reset({ reason: '' })} aria-labelledby="cancel-shift-title" centered>
      <Modal.Header closeButton={!pending} closeLabel={keepLabel}>
        <Modal.Title id="cancel-shift-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <AppForm form={form} feedback="none">
        <Modal.Body>
          <p>{consequence}</p>
          <TextArea id="cancel-shift-reason" name="reason" label="Why are you canceling?" rows={3} maxLength={CANCEL_REASON_MAX} />
          {failure ? <PlainErrorAlert message={failure} className="py-2 mt-3 mb-0" /> : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={pending}>
            {keepLabel}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending} aria-busy={pending || undefined}>
            {pending ? (
              <>
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                Canceling…
              </>
            ) : (
              confirmLabel
            )}
          </button>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
