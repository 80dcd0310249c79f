import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DOW_NAMES, formatOpeningHours, type Office, type OfficeHour } from '@chairside/domain/office';
import { FormErrorAlert } from '../../components/form-error-alert';
import { api } from '../../lib/api-client';
import { CLOSE_WITH_UNSAVED_CHANGES, useUnsavedChanges } from '../../lib/unsaved-changes';
import { officePath, patchOffice, useProfileChanged } from './employer-api';
import { checkDay, isUnsaved, pendingWeek, type HoursDraft as Draft } from './office-hours-drafts';
import { failureMessage } from '../../components/form/errors';

/** Monday first, as people read a week; dow stays 0 (Sunday) to 6 (Saturday) on the wire. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** `busy` while Done saves the days typed but not set. */
const WHOLE_WEEK = -1;

/**
 * Opening hours of one office, a day at a time: 'Set' saves that day (PUT hours with the rest
 * of the week as saved), 'Clear' closes it (DELETE hours/{dow}). 'Done' saves the days typed but
 * not set, or flags the ones typed in part; closing the window otherwise asks first.
 */
export function OfficeHoursDialog({ username, office, onHide }: { username: string; office: Office | null; onHide: () => void }) {
  const unsaved = useRef(false);
  const close = () => {
    if (unsaved.current && !window.confirm(CLOSE_WITH_UNSAVED_CHANGES)) return;
    onHide();
  };
  return (
    <Modal show={office !== null} onHide={close} centered size="lg" aria-labelledby="office-hours-title">
      {office ? (
        <HoursBody
          key={office.id}
          username={username}
          office={office}
          onHide={onHide}
          onUnsavedChange={(value) => {
            unsaved.current = value;
          }}
        />
      ) : null}
    </Modal>
  );
}

type HoursBodyProps = { username: string; office: Office; onHide: () => void; onUnsavedChange: (unsaved: boolean) => void };

function HoursBody({ username, office, onHide, onUnsavedChange }: HoursBodyProps) {
  const changed = useProfileChanged(username);
  const [hours, setHours] = useState<OfficeHour[]>(office.hours);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      WEEK.map((dow) => {
        const saved = office.hours.find((hour) => hour.dow === dow);
        return [dow, { opens: saved?.opens ?? '', closes: saved?.closes ?? '' }];
      }),
    ),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const unsaved = WEEK.some((dow) => isUnsaved(dow, drafts[dow], hours));
  useUnsavedChanges(unsaved);
  useEffect(() => {
    onUnsavedChange(unsaved);
    return () => onUnsavedChange(false);
  }, [unsaved, onUnsavedChange]);

  const stored = (next: OfficeHour[]) => {
    setHours(next);
    changed(patchOffice(office.id, { hours: next }));
  };

  async function setDay(dow: number) {
    const checked = checkDay(dow, drafts[dow]);
    if ('error' in checked) {
      setErrors((current) => ({ ...current, [dow]: checked.error }));
      return;
    }
    setBusy(dow);
    setAlert(null);
    setDone(null);
    try {
      const week = [...hours.filter((hour) => hour.dow !== dow).map(({ dow: day, opens, closes }) => ({ dow: day, opens, closes })), checked.day];
      const answer = await api.put<{ hours: OfficeHour[] }>(officePath(username, office.id, 'hours'), { hours: week });
      stored(answer.hours);
      setDone(`${DOW_NAMES[dow]}: ${formatOpeningHours(checked.day.opens, checked.day.closes)}.`);
    } catch (caught) {
      setAlert(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  async function clearDay(dow: number) {
    setBusy(dow);
    setAlert(null);
    setDone(null);
    try {
      const answer = await api.delete<{ hours: OfficeHour[] }>(officePath(username, office.id, `hours/${dow}`));
      stored(answer.hours);
      setDrafts((current) => ({ ...current, [dow]: { opens: '', closes: '' } }));
      setDone(`${DOW_NAMES[dow]}: closed.`);
    } catch (caught) {
      setAlert(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  /** Done: the days typed but not set are saved, or flagged (the window stays open) when typed in part. */
  async function finish() {
    const pending = pendingWeek(hours, drafts);
    if (pending.kind === 'unchanged') return onHide();
    if (pending.kind === 'invalid') {
      setErrors(pending.errors);
      const first = WEEK.find((dow) => pending.errors[dow]) ?? WEEK[0];
      document.getElementById(`hours-${first}-${drafts[first].opens === '' ? 'opens' : 'closes'}`)?.focus();
      return;
    }
    setBusy(WHOLE_WEEK);
    setAlert(null);
    setDone(null);
    try {
      const answer = await api.put<{ hours: OfficeHour[] }>(officePath(username, office.id, 'hours'), { hours: pending.week });
      stored(answer.hours);
      onHide();
    } catch (caught) {
      setAlert(failureMessage(caught));
      setBusy(null);
    }
  }

  const edit = (dow: number, patch: Partial<Draft>) => {
    setDrafts((current) => ({ ...current, [dow]: { ...current[dow], ...patch } }));
    setErrors(({ [dow]: _dropped, ...rest }) => rest);
  };

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="office-hours-title">Opening hours: {office.name}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">Set the hours of each day the office is open. A day without hours shows as closed.</p>
        {alert ? <FormErrorAlert message={alert} className="py-2" /> : null}
        {done ? (
          <Alert variant="success" role="status" className="py-2">
            {done}
          </Alert>
        ) : null}
        <ul className="hours-rows">
          {WEEK.map((dow) => {
            const day = DOW_NAMES[dow];
            const saved = hours.find((hour) => hour.dow === dow);
            return (
              <li key={dow} className="hours-row">
                <span className="hours-row__day">
                  <strong>{day}</strong>
                  <span className="hours-row__saved">{saved ? formatOpeningHours(saved.opens, saved.closes) : 'Closed'}</span>
                </span>
                <Form.Group controlId={`hours-${dow}-opens`} className="hours-row__time">
                  <Form.Label className="visually-hidden">{day} opens</Form.Label>
                  <Form.Control
                    type="time"
                    value={drafts[dow].opens}
                    onChange={(event) => edit(dow, { opens: event.target.value })}
                    isInvalid={Boolean(errors[dow])}
                    aria-invalid={errors[dow] ? true : undefined}
                    aria-describedby={errors[dow] ? `hours-${dow}-error` : undefined}
                    disabled={busy !== null}
                  />
                </Form.Group>
                <span aria-hidden="true" className="hours-row__to">
                  to
                </span>
                <Form.Group controlId={`hours-${dow}-closes`} className="hours-row__time">
                  <Form.Label className="visually-hidden">{day} closes</Form.Label>
                  <Form.Control
                    type="time"
                    value={drafts[dow].closes}
                    onChange={(event) => edit(dow, { closes: event.target.value })}
                    isInvalid={Boolean(errors[dow])}
                    aria-invalid={errors[dow] ? true : undefined}
                    aria-describedby={errors[dow] ? `hours-${dow}-error` : undefined}
                    disabled={busy !== null}
                  />
                </Form.Group>
                <span className="hours-row__actions">
                  <Button size="sm" variant="primary" onClick={() => void setDay(dow)} disabled={busy !== null} aria-label={`Set ${day}`}>
                    {busy === dow ? 'Saving…' : 'Set'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => void clearDay(dow)}
                    disabled={busy !== null || !saved}
                    aria-label={`Clear ${day}`}
                  >
                    Clear
                  </Button>
                </span>
                {errors[dow] ? (
                  <p className="invalid-feedback d-block hours-row__error" id={`hours-${dow}-error`} role="alert">
                    {errors[dow]}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => void finish()} disabled={busy !== null}>
          {busy === WHOLE_WEEK ? 'Saving…' : 'Done'}
        </Button>
      </Modal.Footer>
    </>
  );
}
