import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useFormContext } from 'react-hook-form';
import { DOW_NAMES, formatOpeningHours, type Office, type OfficeHour } from '@chairside/domain/office';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { useFieldError } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { api } from '../../lib/api-client';
import { CLOSE_WITH_UNSAVED_CHANGES } from '../../lib/unsaved-changes';
import { officePath, patchOffice, useProfileChanged } from './employer-api';
import { checkDay, draftsByDay, HoursFormSchema, pendingWeek, timeToFix, WEEK, type HoursDraft, type HoursFormValues } from './office-hours-drafts';
import { failureMessage } from '../../components/form/errors';

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
  /** The day being set or cleared. */
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const stored = (next: OfficeHour[]) => {
    setHours(next);
    changed(patchOffice(office.id, { hours: next }));
  };

  const form = useAppForm({
    schema: HoursFormSchema,
    defaultValues: { days: WEEK.map((dow) => timesOf(office.hours.find((hour) => hour.dow === dow))) },
    // Done: the days typed but not set are saved with the rest of the week (the schema flags a day typed in part).
    onSubmit: async ({ days }) => {
      setDone(null);
      const pending = pendingWeek(hours, draftsByDay(days));
      if (pending.kind === 'ready') stored((await api.put<{ hours: OfficeHour[] }>(officePath(username, office.id, 'hours'), { hours: pending.week })).hours);
      onHide();
    },
  });
  // Unsaved: a day's times differ from its saved hours (each Set and Clear makes its day saved).
  const unsaved = form.formState.isDirty;
  useEffect(() => {
    onUnsavedChange(unsaved);
    return () => onUnsavedChange(false);
  }, [unsaved, onUnsavedChange]);

  const savedAs = (row: number, day: HoursDraft) => {
    form.resetField(`days.${row}.opens`, { defaultValue: day.opens });
    form.resetField(`days.${row}.closes`, { defaultValue: day.closes });
  };

  async function setDay(row: number, dow: number) {
    const draft = form.getValues(`days.${row}`);
    const checked = checkDay(dow, draft);
    if ('error' in checked) return form.setError(`days.${row}.${timeToFix(draft)}`, { type: 'day', message: checked.error });
    setBusy(dow);
    form.setFailure(null);
    setDone(null);
    try {
      const week = [...hours.filter((hour) => hour.dow !== dow).map(({ dow: day, opens, closes }) => ({ dow: day, opens, closes })), checked.day];
      const answer = await api.put<{ hours: OfficeHour[] }>(officePath(username, office.id, 'hours'), { hours: week });
      stored(answer.hours);
      savedAs(row, timesOf(answer.hours.find((hour) => hour.dow === dow) ?? checked.day));
      setDone(`${DOW_NAMES[dow]}: ${formatOpeningHours(checked.day.opens, checked.day.closes)}.`);
    } catch (caught) {
      form.setFailure(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  async function clearDay(row: number, dow: number) {
    setBusy(dow);
    form.setFailure(null);
    setDone(null);
    try {
      const answer = await api.delete<{ hours: OfficeHour[] }>(officePath(username, office.id, `hours/${dow}`));
      stored(answer.hours);
      savedAs(row, timesOf(undefined));
      setDone(`${DOW_NAMES[dow]}: closed.`);
    } catch (caught) {
      form.setFailure(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="office-hours-title">Opening hours: {office.name}</Modal.Title>
      </Modal.Header>
      <AppForm form={form} feedback="none">
        <Modal.Body>
          <p className="text-body-secondary">Set the hours of each day the office is open. A day without hours shows as closed.</p>
          {form.failure ? <FormErrorAlert message={form.failure} className="py-2" /> : null}
          {done ? (
            <Alert variant="success" role="status" className="py-2">
              {done}
            </Alert>
          ) : null}
          <fieldset disabled={busy !== null}>
            <ul className="hours-rows">
              {WEEK.map((dow, row) => (
                <HoursRow
                  key={dow}
                  dow={dow}
                  row={row}
                  saved={hours.find((hour) => hour.dow === dow)}
                  saving={busy === dow}
                  onSet={() => void setDay(row, dow)}
                  onClear={() => void clearDay(row, dow)}
                />
              ))}
            </ul>
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <SubmitButton variant="outline-secondary" busyLabel="Saving…" disabled={busy !== null}>
            Done
          </SubmitButton>
        </Modal.Footer>
      </AppForm>
    </>
  );
}

/** A day as the dialog holds it: its saved times, or blank when it is closed. */
const timesOf = (day: HoursDraft | undefined): HoursDraft => ({ opens: day?.opens ?? '', closes: day?.closes ?? '' });

type HoursRowProps = { dow: number; row: number; saved: OfficeHour | undefined; saving: boolean; onSet: () => void; onClear: () => void };

/** One day: its saved hours, its two times, Set and Clear, and its message (typing takes the message away). */
function HoursRow({ dow, row, saved, saving, onSet, onClear }: HoursRowProps) {
  const { register, clearErrors } = useFormContext<HoursFormValues>();
  const opensError = useFieldError(`days.${row}.opens`);
  const closesError = useFieldError(`days.${row}.closes`);
  const error = opensError ?? closesError;
  const day = DOW_NAMES[dow];
  const time = (which: keyof HoursDraft) => (
    <Form.Group controlId={`hours-${dow}-${which}`} className="hours-row__time">
      <Form.Label className="visually-hidden">{`${day} ${which}`}</Form.Label>
      <Form.Control
        type="time"
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `hours-${dow}-error` : undefined}
        {...register(`days.${row}.${which}`, { onChange: () => clearErrors(`days.${row}`) })}
      />
    </Form.Group>
  );
  return (
    <li className="hours-row">
      <span className="hours-row__day">
        <strong>{day}</strong>
        <span className="hours-row__saved">{saved ? formatOpeningHours(saved.opens, saved.closes) : 'Closed'}</span>
      </span>
      {time('opens')}
      <span aria-hidden="true" className="hours-row__to">
        to
      </span>
      {time('closes')}
      <span className="hours-row__actions">
        <Button size="sm" variant="primary" onClick={onSet} aria-label={`Set ${day}`}>
          {saving ? 'Saving…' : 'Set'}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onClear} disabled={!saved} aria-label={`Clear ${day}`}>
          Clear
        </Button>
      </span>
      {error ? (
        <p className="invalid-feedback d-block hours-row__error" id={`hours-${dow}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
