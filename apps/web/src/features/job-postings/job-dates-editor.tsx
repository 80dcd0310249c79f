import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPlus, faTrash } from '@fortawesome/free-solid-svg-icons';
import { JOB_DATES_LIMIT } from '@chairside/domain/job-posting';
import { addDays } from '../../lib/dates';
import { DATE_STATUS_LABELS, DATE_STATUS_VARIANTS, localToday } from '../postings/public-api';
import { newDateKey, type FormJobDate } from './job-form';
import type { FormProblems } from './job-form';

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => addDays(day, 1);

type JobDatesEditorProps = {
  dates: FormJobDate[];
  onChange: (dates: FormJobDate[]) => void;
  errors: FormProblems;
  disabled?: boolean;
};

/** A temp posting's dates: add and remove days, each with an optional shift and its own status. */
export function JobDatesEditor({ dates, onChange, errors, disabled }: JobDatesEditorProps) {
  const today = localToday();
  const update = (key: string, patch: Partial<FormJobDate>) => onChange(dates.map((date) => (date.key === key ? { ...date, ...patch } : date)));
  const add = () => {
    const last = [...dates]
      .map((date) => date.date)
      .filter(Boolean)
      .sort()
      .at(-1);
    const day = last && last >= today ? nextDay(last) : today;
    onChange([...dates, { key: newDateKey(), id: null, date: day, startTime: '', endTime: '', status: null }]);
  };

  return (
    <fieldset className="job-dates mb-3" aria-describedby={errors.jobDates ? 'job-dates-error' : 'job-dates-hint'}>
      <legend className="form-label fs-6 fw-semibold mb-1">Temp dates</legend>
      <p className="form-text mt-0" id="job-dates-hint">
        Each day you need someone. Shift times are optional: give both or neither.
      </p>
      {dates.length === 0 ? <p className="job-dates__empty">No dates yet.</p> : null}
      <ol className="job-dates__list">
        {dates.map((date, index) => {
          const n = index + 1;
          const dateError = errors[`jobDates.${index}.date`];
          const startError = errors[`jobDates.${index}.startTime`];
          const endError = errors[`jobDates.${index}.endTime`];
          return (
            <li key={date.key} className="job-dates__row">
              <Form.Group controlId={`job-date-${date.key}`} className="job-dates__day">
                <Form.Label>Date {n}</Form.Label>
                <Form.Control
                  type="date"
                  name={`jobDates.${index}.date`}
                  value={date.date}
                  min={date.id === null ? today : undefined}
                  onChange={(event) => update(date.key, { date: event.target.value })}
                  isInvalid={Boolean(dateError)}
                  disabled={disabled}
                />
                {dateError ? <Form.Control.Feedback type="invalid">{dateError}</Form.Control.Feedback> : null}
              </Form.Group>
              <Form.Group controlId={`job-date-start-${date.key}`} className="job-dates__time">
                <Form.Label>
                  Starts <span className="visually-hidden">(date {n})</span>
                </Form.Label>
                <Form.Control
                  type="time"
                  name={`jobDates.${index}.startTime`}
                  value={date.startTime}
                  onChange={(event) => update(date.key, { startTime: event.target.value })}
                  isInvalid={Boolean(startError)}
                  disabled={disabled}
                />
                {startError ? <Form.Control.Feedback type="invalid">{startError}</Form.Control.Feedback> : null}
              </Form.Group>
              <Form.Group controlId={`job-date-end-${date.key}`} className="job-dates__time">
                <Form.Label>
                  Ends <span className="visually-hidden">(date {n})</span>
                </Form.Label>
                <Form.Control
                  type="time"
                  name={`jobDates.${index}.endTime`}
                  value={date.endTime}
                  onChange={(event) => update(date.key, { endTime: event.target.value })}
                  isInvalid={Boolean(endError)}
                  disabled={disabled}
                />
                {endError ? <Form.Control.Feedback type="invalid">{endError}</Form.Control.Feedback> : null}
              </Form.Group>
              <div className="job-dates__end">
                {date.status ? (
                  <Badge bg={DATE_STATUS_VARIANTS[date.status]} className="job-dates__status">
                    {DATE_STATUS_LABELS[date.status]}
                  </Badge>
                ) : (
                  <Badge bg="light" text="dark" className="job-dates__status">
                    New
                  </Badge>
                )}
                <Button
                  variant="link"
                  className="text-danger job-dates__remove"
                  onClick={() => onChange(dates.filter((other) => other.key !== date.key))}
                  aria-label={`Remove date ${n}`}
                  disabled={disabled}
                >
                  <FontAwesomeIcon icon={faTrash} aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.jobDates ? (
        <p className="invalid-feedback d-block" id="job-dates-error">
          {errors.jobDates}
        </p>
      ) : null}
      <Button variant="outline-primary" size="sm" onClick={add} disabled={disabled || dates.length >= JOB_DATES_LIMIT}>
        <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-2" />
        Add date
      </Button>
    </fieldset>
  );
}
