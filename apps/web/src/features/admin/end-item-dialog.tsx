import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

type Ending = { id: number; heading: string };

/** Asks before an announcement or a promotion ends: ending takes it off the site at once. */
export function EndItemDialog({
  kind,
  item,
  end,
  onClose,
}: {
  kind: 'announcement' | 'promotion';
  item: Ending | null;
  end: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
}) {
  const busy = end.isPending;
  return (
    <Modal show={item !== null} onHide={() => !busy && onClose()} centered size="sm" aria-labelledby="end-item-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="end-item-title">End this {kind}?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {end.isError ? <FormErrorAlert message={failureMessage(end.error)} /> : null}
        <p className="fw-semibold mb-1">{item?.heading ?? ''}</p>
        <p className="mb-0 text-body-secondary">It comes off the site now. To show it again later, edit its dates.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          Keep it
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => item && end.mutate(item.id, { onSuccess: onClose })}>
          {busy ? 'Ending…' : `End ${kind}`}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
