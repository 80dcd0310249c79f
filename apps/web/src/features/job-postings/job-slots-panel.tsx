import { useState } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { EmployerJob, JobSlot } from '@chairside/domain/job-posting';
import { api } from '../../lib/api-client';
import { cancelSlotPath, freeSlots, useJobChanged, BUY_POSTINGS_PATH, slotJobPath, slotLabel } from '../postings/public-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

/** The free job slots (activeJobId 0, by slot id): post into one, or cancel it after a confirmation. */
export function JobSlotsPanel({ username, query, jobs }: { username: string; query: UseQueryResult<JobSlot[]>; jobs: EmployerJob[] }) {
  const changed = useJobChanged(username);
  const [cancelling, setCancelling] = useState<JobSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const free = freeSlots(query.data);
  const inUse = (query.data ?? []).length - free.length;

  async function cancel() {
    if (!cancelling || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.get<JobSlot>(cancelSlotPath(username, cancelling.slotId));
      changed();
      setDone(`The job slot (${slotLabel(cancelling)}) is canceled.`);
      setCancelling(null);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const holder = (slot: JobSlot) => jobs.find((job) => job.id === slot.activeJobId);

  return (
    <section className="app-panel job-slots" aria-labelledby="job-slots-title">
      <h2 className="job-form__title" id="job-slots-title">
        Job slots
      </h2>
      {done ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {query.isPending ? (
        <p className="text-body-secondary mb-0">Loading your slots…</p>
      ) : query.isError ? (
        <Alert variant="danger" className="py-2 mb-0">
          {failureMessage(query.error)}
        </Alert>
      ) : (
        <>
          {free.length === 0 ? (
            <p className="job-slots__empty">No free job slots. Buy a posting or a subscription to publish more jobs.</p>
          ) : (
            <ul className="job-slots__list" aria-label="Free job slots">
              {free.map((slot) => (
                <li key={slot.slotId} className="job-slots__item">
                  <span className="job-slots__label">{slotLabel(slot)}</span>
                  <span className="job-slots__actions">
                    <Link to={slotJobPath(slot.slotId)} className="btn btn-sm btn-primary">
                      Post a job<span className="visually-hidden"> in this slot: {slotLabel(slot)}</span>
                    </Link>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => {
                        setError(null);
                        setDone(null);
                        setCancelling(slot);
                      }}
                      aria-label={`Cancel this slot: ${slotLabel(slot)}`}
                    >
                      Cancel
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {inUse > 0 ? <p className="job-slots__note">{inUse} more in use by your postings.</p> : null}
          <Link to={BUY_POSTINGS_PATH} className="btn btn-sm btn-outline-primary">
            Buy job postings
          </Link>
        </>
      )}

      <Modal show={cancelling !== null} onHide={() => !busy && setCancelling(null)} centered size="sm" aria-labelledby="cancel-slot-title">
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="cancel-slot-title">Cancel this job slot?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error ? <FormErrorAlert message={error} /> : null}
          <p className="fw-semibold mb-1">{cancelling ? slotLabel(cancelling) : ''}</p>
          <p className="mb-0 text-body-secondary">
            {cancelling && holder(cancelling)
              ? `Its posting (${holder(cancelling)?.name ?? ''}) comes off the public site and cannot be reopened.`
              : 'You will not be able to publish a posting into it. This cannot be undone.'}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setCancelling(null)} disabled={busy}>
            Keep slot
          </Button>
          <Button variant="danger" onClick={() => void cancel()} disabled={busy}>
            {busy ? 'Canceling…' : 'Cancel slot'}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
