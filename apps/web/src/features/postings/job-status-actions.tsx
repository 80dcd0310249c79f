import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { REGION_NAMES, type PriceRegion } from '@chairside/domain/commerce-rules';
import type { EmployerJob, JobSlot } from '@chairside/domain/job-posting';
import { positionLabel } from '@chairside/domain/positions';
import { defaultNotSelectedMessage, NOT_SELECTED_MESSAGE_MAX } from '@chairside/domain/no-ghosting';
import { api } from '../../lib/api-client';
import { formatDay, STATUS_ACTION_LABELS, STATUS_ACTION_TARGETS } from './job-format';
import { useJobChanged } from './job-postings-api';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

export type StatusAction = keyof typeof STATUS_ACTION_TARGETS;

const QUESTIONS: Record<StatusAction, { title: string; text: string; confirm: string; variant: string }> = {
  fill: {
    title: 'Mark this posting as filled?',
    text: 'It comes off the job search, and its page says the job has been filled. You can reopen it while it has time left.',
    confirm: 'Mark as filled',
    variant: 'primary',
  },
  close: {
    title: 'Close this posting?',
    text: 'It comes off the job search, and its page says the job has been closed. You can reopen it while it has time left.',
    confirm: 'Close posting',
    variant: 'danger',
  },
  reopen: { title: 'Reopen this posting?', text: 'It goes back on the job search until it expires.', confirm: 'Reopen posting', variant: 'primary' },
};

export const jobTitle = (job: Pick<EmployerJob, 'name' | 'positionLabel'>) => job.name ?? job.positionLabel;

/**
 * Fill, close and reopen (PUT jobs/{id}/status) behind a confirmation: `ask(job, action)` opens
 * it, `dialog` is the modal to render. Answers update the caches.
 */
export function useStatusChange(username: string, onDone?: (job: EmployerJob, action: StatusAction) => void) {
  const changed = useJobChanged(username);
  const [asking, setAsking] = useState<{ job: EmployerJob; action: StatusAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const tellsApplicants = asking !== null && asking.action !== 'reopen';

  async function confirm() {
    if (!asking || busy) return;
    setBusy(true);
    setError(null);
    try {
      const status = STATUS_ACTION_TARGETS[asking.action];
      const saved = await api.put<EmployerJob>(`/jobs/${asking.job.id}/status`, tellsApplicants ? { status, notSelectedMessage: notice } : { status });
      if (asking.action === 'close') track(ANALYTICS_EVENTS.closePosting, { job_id: saved.id, position: saved.position });
      changed(saved);
      onDone?.(saved, asking.action);
      setAsking(null);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const question = asking ? QUESTIONS[asking.action] : null;
  const dialog = (
    <Modal show={asking !== null} onHide={() => !busy && setAsking(null)} centered aria-labelledby="job-status-question">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="job-status-question">{question?.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error ? <FormErrorAlert message={error} /> : null}
        <p className="fw-semibold mb-1">{asking ? jobTitle(asking.job) : ''}</p>
        <p className="mb-0 text-body-secondary">{question?.text}</p>
        {tellsApplicants ? (
          <Form.Group controlId="not-selected-message" className="mt-3">
            <Form.Label>Message to the applicants still waiting</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              maxLength={NOT_SELECTED_MESSAGE_MAX}
              value={notice}
              onChange={(event) => setNotice(event.target.value)}
              aria-describedby="not-selected-message-help"
            />
            <Form.Text id="not-selected-message-help">
              Everyone you have not hired or declined gets it by email and in the app, so nobody is left wondering. Left empty, a polite default is sent.
            </Form.Text>
          </Form.Group>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => setAsking(null)} disabled={busy}>
          Cancel
        </Button>
        <Button variant={question?.variant ?? 'primary'} onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Saving…' : question?.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );

  return {
    ask: (job: EmployerJob, action: StatusAction) => {
      setError(null);
      if (action !== 'reopen') setNotice(defaultNotSelectedMessage(STATUS_ACTION_TARGETS[action] === 'BOOKED' ? 'BOOKED' : 'CANCELED'));
      setAsking({ job, action });
    },
    dialog,
  };
}

export const actionLabel = (action: StatusAction) => STATUS_ACTION_LABELS[action];

/** What a slot carries: 'Dental Assistant (DA, RDA, EFDA) in the Northeast'; null when bought for anything. */
export function slotFor(slot: Pick<JobSlot, 'position' | 'region'>): string | null {
  if (slot.position === null && slot.region === null) return null;
  const region = slot.region !== null && slot.region in REGION_NAMES ? REGION_NAMES[slot.region as PriceRegion] : 'any region';
  return `${slot.position === null ? 'Any position' : positionLabel(slot.position)} in ${region}`;
}

/**
 * A slot in words, without its number (a code people do not know): 'Subscription until Nov 21,
 * 2027 · Dentist (DDS, DMD) in the West' / '30-day posting'.
 */
export function slotLabel(slot: Pick<JobSlot, 'product' | 'expiresAt' | 'position' | 'region'>): string {
  const kind = slot.product === 'JOBSUB' ? `Subscription${slot.expiresAt ? ` until ${formatDay(slot.expiresAt)}` : ''}` : '30-day posting';
  const carries = slotFor(slot);
  return `${kind}${carries ? ` · ${carries}` : ''}`;
}
