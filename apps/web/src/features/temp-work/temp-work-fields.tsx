// The temp work form's lists: the week, a row of windows per weekday, and the dates that differ.
import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPlus, faXmark } from '@fortawesome/free-solid-svg-icons';
import { DISPLAY_WEEK, EXCEPTIONS_MAX, WEEKDAY_NAMES, WINDOWS_PER_DAY_MAX, type WeekdayKey } from '@chairside/domain/temp-profile';
import { DateInput, SelectInput, TimeInput, useFieldError } from '../../components/form/fields';
import { AVAILABLE_OPTIONS, type TempWorkFormValues } from './temp-work-form';

/** A box's label: the word people see, then what it belongs to for a screen reader. */
const labelled = (shown: string, of: string) => (
  <>
    {shown}
    <span className="visually-hidden">, {of}</span>
  </>
);

/** A message of a whole list (too many windows, too many dates). */
function ListError({ name, id }: { name: string; id: string }) {
  const error = useFieldError(name);
  return error ? (
    <p className="invalid-feedback d-block mb-2" id={id} role="alert">
      {error}
    </p>
  ) : null;
}

/** Focus for the keyboard once a row is removed (its own button is gone): the list's add button, once drawn. */
function useFocusAfterRemove() {
  const target = useRef<HTMLButtonElement>(null);
  return { target, focusSoon: () => requestAnimationFrame(() => target.current?.focus()) };
}

/** One weekday: its windows, each with start, end and Remove, and a button to add one. */
function DayWindows({ day }: { day: WeekdayKey }) {
  const { control } = useFormContext<TempWorkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `weekly.${day}` });
  const { target, focusSoon } = useFocusAfterRemove();
  const name = WEEKDAY_NAMES[day];
  return (
    <fieldset className="temp-day">
      <legend className="temp-day__name">{name}</legend>
      <div className="temp-day__windows">
        {fields.length === 0 ? <p className="temp-day__off">Not available</p> : null}
        {fields.map((field, index) => {
          const of = `${name} window ${index + 1}`;
          return (
            <div key={field.id} className="temp-window">
              <TimeInput id={`temp-${day}-${index}-start`} name={`weekly.${day}.${index}.start`} label={labelled('Start', of)} className="temp-window__time" />
              <TimeInput id={`temp-${day}-${index}-end`} name={`weekly.${day}.${index}.end`} label={labelled('End', of)} className="temp-window__time" />
              <Button
                variant="outline-secondary"
                size="sm"
                className="temp-window__remove"
                onClick={() => {
                  remove(index);
                  focusSoon();
                }}
                aria-label={`Remove ${of}`}
              >
                <FontAwesomeIcon icon={faXmark} aria-hidden="true" className="me-1" />
                Remove
              </Button>
            </div>
          );
        })}
        <ListError name={`weekly.${day}`} id={`temp-${day}-error`} />
        {fields.length < WINDOWS_PER_DAY_MAX ? (
          <Button
            ref={target}
            variant="link"
            size="sm"
            className="temp-day__add"
            onClick={() => append({ start: '', end: '' })}
            aria-label={`Add a window on ${name}`}
          >
            <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-1" />
            Add a window
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The weekly pattern, Monday first. */
export function WeeklyFields() {
  return (
    <div className="temp-week">
      {DISPLAY_WEEK.map((day) => (
        <DayWindows key={day} day={day} />
      ))}
    </div>
  );
}

/** One date that differs from the week: the date, a day off or a window, and Remove. */
function ExceptionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<TempWorkFormValues>();
  const available = useWatch({ control, name: `exceptions.${index}.available` });
  const of = `date ${index + 1}`;
  return (
    <li className="temp-exception">
      <DateInput id={`temp-exception-${index}-date`} name={`exceptions.${index}.date`} label={labelled('Date', of)} className="temp-exception__date" />
      <SelectInput
        id={`temp-exception-${index}-available`}
        name={`exceptions.${index}.available`}
        label={labelled('Availability', of)}
        options={AVAILABLE_OPTIONS}
        className="temp-exception__available"
      />
      {available === 'window' ? (
        <>
          <TimeInput id={`temp-exception-${index}-start`} name={`exceptions.${index}.start`} label={labelled('Start', of)} className="temp-window__time" />
          <TimeInput id={`temp-exception-${index}-end`} name={`exceptions.${index}.end`} label={labelled('End', of)} className="temp-window__time" />
        </>
      ) : null}
      <Button variant="outline-secondary" size="sm" className="temp-exception__remove" onClick={onRemove} aria-label={`Remove ${of}`}>
        <FontAwesomeIcon icon={faXmark} aria-hidden="true" className="me-1" />
        Remove
      </Button>
    </li>
  );
}

/** Dates that differ from the week: days off, and windows on days otherwise off. */
export function ExceptionFields() {
  const { control } = useFormContext<TempWorkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'exceptions' });
  const { target, focusSoon } = useFocusAfterRemove();
  return (
    <div className="temp-exceptions">
      {fields.length === 0 ? <p className="text-body-secondary">No dates yet: your week applies every week.</p> : null}
      <ol className="temp-exceptions__list">
        {fields.map((field, index) => (
          <ExceptionRow
            key={field.id}
            index={index}
            onRemove={() => {
              remove(index);
              focusSoon();
            }}
          />
        ))}
      </ol>
      <ListError name="exceptions" id="temp-exceptions-error" />
      {fields.length < EXCEPTIONS_MAX ? (
        <Button ref={target} variant="outline-primary" size="sm" onClick={() => append({ date: '', available: 'off', start: '', end: '' })}>
          <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-1" />
          Add a date
        </Button>
      ) : null}
    </div>
  );
}
