import { Link } from 'react-router';
import Modal from 'react-bootstrap/Modal';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faCartShopping, faFileLines, faTicket } from '@fortawesome/free-solid-svg-icons';
import type { JobSlot } from '@chairside/domain/job-posting';
import { slotLabel } from './job-status-actions';

export const NEW_JOB_PATH = '/app/post-job/new';
export const slotJobPath = (slotId: number) => `/app/post-job/subscription/${slotId}`;
export const BUY_POSTINGS_PATH = '/dental-hiring-products/';

/** The ways to start a posting: into one of the free slots, or as a draft to publish later. */
export function PostJobChoices({ slots, onChoose }: { slots: JobSlot[]; onChoose?: () => void }) {
  const draftChoice = (
    <li>
      <Link to={NEW_JOB_PATH} className="post-job-choice" onClick={onChoose}>
        <FontAwesomeIcon icon={faFileLines} aria-hidden="true" className="post-job-choice__icon" />
        <span>
          <span className="post-job-choice__title">Create a draft</span>
          <span className="post-job-choice__text">Write the posting now; publish it when you are ready.</span>
        </span>
      </Link>
    </li>
  );
  const buyChoice = (
    <li>
      <Link to={BUY_POSTINGS_PATH} className="post-job-choice" onClick={onChoose}>
        <FontAwesomeIcon icon={faCartShopping} aria-hidden="true" className="post-job-choice__icon" />
        <span>
          <span className="post-job-choice__title">Buy job postings</span>
          <span className="post-job-choice__text">30-day postings and subscriptions.</span>
        </span>
      </Link>
    </li>
  );
  return (
    <div className="post-job-choices">
      {slots.length > 0 ? (
        <>
          <h3 className="post-job-choices__heading">Post into a free slot</h3>
          <ul className="post-job-choices__list">
            {slots.map((slot) => (
              <li key={slot.slotId}>
                <Link to={slotJobPath(slot.slotId)} className="post-job-choice" onClick={onChoose}>
                  <FontAwesomeIcon icon={faTicket} aria-hidden="true" className="post-job-choice__icon" />
                  <span>
                    <span className="post-job-choice__title">{slotLabel(slot)}</span>
                    <span className="post-job-choice__text">
                      {slot.product === 'JOBSUB' ? 'Stays live while your subscription lasts.' : 'Live for 30 days from publishing.'}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="post-job-choices__none">You have no free job slots. Buy a posting to publish now, or write a draft to publish once you have one.</p>
      )}
      {slots.length > 0 ? <h3 className="post-job-choices__heading">Other ways to start</h3> : null}
      <ul className="post-job-choices__list" aria-label={slots.length > 0 ? 'Other ways to start' : 'Ways to start'}>
        {slots.length > 0 ? null : buyChoice}
        {draftChoice}
        {slots.length > 0 ? buyChoice : null}
      </ul>
    </div>
  );
}

export function PostJobDialog({ show, onHide, slots }: { show: boolean; onHide: () => void; slots: JobSlot[] }) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="post-job-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="post-job-dialog-title">Post a job</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <PostJobChoices slots={slots} onChoose={onHide} />
      </Modal.Body>
    </Modal>
  );
}
