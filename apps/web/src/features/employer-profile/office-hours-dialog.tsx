import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DOW_NAMES, OfficeDaySchema, formatOpeningHours, type Office, type OfficeHour } from '@chairside/domain/office';
import { api } from '../../lib/api-client';
import { messageOf, officePath, patchOffice, useProfileChanged } from './employer-api';

/** Monday first, as people read a week; dow stays 0 (Sunday) to 6 (Saturday) on the wire. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

type Draft = { opens: string; closes: string };

/**
 * Opening hours of one office, a day at a time: 'Set' saves that day (PUT hours with the rest
 * of the week as saved), 'Clear' closes it (DELETE hours/{dow}).
 */
export function OfficeHoursDialog({ username, office, onHide }: { username: string; office: Office | null; onHide: () => void }) {
  return (
    <Modal show={office !== null} onHide={onHide} centered size="lg" aria-labelledby="office-hours-title">
      {office ? <HoursBody key={office.id} username={username} office={office} onHide={onHide} /> : null}
    </Modal>
  );
}

function HoursBody({ username, office, onHide }: { username: string; office: Office; onHide: () => void }) {
  const changed = useProfileChanged(username);
  const [hours, setHours] = useState<OfficeHour[]>(office.hours);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(WEEK.map((dow) => {
      const saved = office.hours.find((hour) => hour.dow === dow);
      return [dow, { opens: saved?.opens ?? '', closes: saved?.closes ?? '' }];
    })),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const stored = (next: OfficeHour[]) => {
    setHours(next);
    changed(patchOffice(office.id, { hours: next }));
  };

  async function setDay(dow: number) {
    const draft = drafts[dow];
    const parsed = OfficeDaySchema.safeParse({ dow, opens: draft.opens, closes: draft.closes });
    if (!parsed.success) {
      setErrors((current) => ({ ...current, [dow]: draft.opens === '' || draft.closes === '' ? 'Enter both the opening and the closing time.' : parsed.error.issues[0].message }));
      return;
    }
    setBusy(dow);
    setAlert(null);
    setDone(null);
    try {
      const week = [...hours.filter((hour) => hour.dow !== dow).map(({ dow: day, opens, closes }) => ({ dow: day, opens, closes })), parsed.data];
      const answer = await api.put<{ hours: OfficeHour[] }>(officePath(username, office.id, 'hours'), { hours: week });
      stored(answer.hours);
      setDone(`${DOW_NAMES[dow]}: ${formatOpeningHours(parsed.data.opens, parsed.data.closes)}.`);
    } catch (caught) {
      setAlert(messageOf(caught));
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
      setAlert(messageOf(caught));
    } finally {
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
        {alert ? (
          <Alert variant="danger" role="alert" className="py-2">
            {alert}
          </Alert>
        ) : null}
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
                  <Form.Control type="time" value={drafts[dow].opens} onChange={(event) => edit(dow, { opens: event.target.value })} isInvalid={Boolean(errors[dow])} disabled={busy !== null} />
                </Form.Group>
                <span aria-hidden="true" className="hours-row__to">
                  to
                </span>
                <Form.Group controlId={`hours-${dow}-closes`} className="hours-row__time">
                  <Form.Label className="visually-hidden">{day} closes</Form.Label>
                  <Form.Control type="time" value={drafts[dow].closes} onChange={(event) => edit(dow, { closes: event.target.value })} isInvalid={Boolean(errors[dow])} disabled={busy !== null} />
                </Form.Group>
                <span className="hours-row__actions">
                  <Button size="sm" variant="primary" onClick={() => void setDay(dow)} disabled={busy !== null} aria-label={`Set ${day}`}>
                    {busy === dow ? 'Saving…' : 'Set'}
                  </Button>
                  <Button size="sm" variant="outline-secondary" onClick={() => void clearDay(dow)} disabled={busy !== null || !saved} aria-label={`Clear ${day}`}>
                    Clear
                  </Button>
                </span>
                {errors[dow] ? (
                  <p className="invalid-feedback d-block hours-row__error" role="alert">
                    {errors[dow]}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Done
        </Button>
      </Modal.Footer>
    </>
  );
}
