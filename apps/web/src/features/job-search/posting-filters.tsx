import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import {
  BENEFITS,
  BENEFIT_CODES,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_CODES,
  SCHEDULE_FILTERS,
  SHIFT_CODES,
  WORK_DAY_CODES,
} from '@chairside/domain/job-posting-rules';
import { postingFilterCount, type SearchState } from './job-search-url';

const toggled = (chosen: string[], code: string, on: boolean, order: readonly string[]) => order.filter((c) => (c === code ? on : chosen.includes(c)));
const SCHEDULE_CODES = ['WEEKENDS', ...SHIFT_CODES, ...WORK_DAY_CODES] as const;
/** The `dow` days, Sunday first as the mask counts them. */
const WEEKDAY_CODES = ['0', '1', '2', '3', '4', '5', '6'] as const;
const WEEKDAY_LABELS: Record<string, string> = { 0: 'Sunday', 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday' };

function Checks(props: {
  legend: string;
  name: string;
  codes: readonly string[];
  labels: Record<string, string>;
  chosen: string[];
  onChange: (codes: string[]) => void;
}) {
  return (
    <fieldset className="job-search__filter-group">
      <legend className="form-label fw-semibold fs-6 mb-1">{props.legend}</legend>
      <div className="job-search__filter-options">
        {props.codes.map((code) => (
          <Form.Check
            key={code}
            type="checkbox"
            id={`search-${props.name}-${code}`}
            name={props.name}
            label={props.labels[code]}
            checked={props.chosen.includes(code)}
            onChange={(event) => props.onChange(toggled(props.chosen, code, event.target.checked, props.codes))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Employment type, schedule, benefits, the days a temp job needs and minimum pay, folded under 'More filters (n)'. Each
 * change is a new search (the URL holds it); the pay is sent once typing settles.
 */
export function PostingFilters({ state, update }: { state: SearchState; update: (change: Partial<SearchState>) => void }) {
  const count = postingFilterCount(state);
  const [payText, setPayText] = useState(state.minPay > 0 ? String(state.minPay / 100) : '');
  useEffect(() => setPayText(state.minPay > 0 ? String(state.minPay / 100) : ''), [state.minPay]);
  const commitPay = () => {
    const dollars = Number(payText.replace(/[$,\s]/g, ''));
    const cents = Number.isFinite(dollars) && dollars > 0 ? Math.round(dollars * 100) : 0;
    if (cents !== state.minPay) update({ minPay: cents });
  };
  return (
    <details className="job-search__more" open={count > 0 || undefined}>
      <summary className="job-search__more-summary">More filters{count > 0 ? ` (${count})` : ''}</summary>
      <div className="job-search__filters">
        <Checks
          legend="Employment type"
          name="employmentType"
          codes={EMPLOYMENT_TYPE_CODES}
          labels={EMPLOYMENT_TYPES}
          chosen={state.employmentTypes}
          onChange={(employmentTypes) => update({ employmentTypes })}
        />
        <Checks
          legend="Schedule"
          name="schedule"
          codes={SCHEDULE_CODES}
          labels={SCHEDULE_FILTERS}
          chosen={state.schedule}
          onChange={(schedule) => update({ schedule })}
        />
        <Checks
          legend="Benefits"
          name="benefits"
          codes={BENEFIT_CODES}
          labels={BENEFITS}
          chosen={state.benefits}
          onChange={(benefits) => update({ benefits })}
        />
        {state.type === 'PERM' ? null : (
          <Checks
            legend="Temp days needed"
            name="dow"
            codes={WEEKDAY_CODES}
            labels={WEEKDAY_LABELS}
            chosen={state.weekdays.map(String)}
            onChange={(days) => update({ weekdays: days.map(Number) })}
          />
        )}
        <fieldset className="job-search__filter-group">
          <legend className="form-label fw-semibold fs-6 mb-1">Minimum pay</legend>
          <InputGroup size="sm">
            <InputGroup.Text aria-hidden="true">$</InputGroup.Text>
            <Form.Control
              name="minPay"
              aria-label="Minimum pay in dollars"
              inputMode="decimal"
              value={payText}
              onChange={(event) => setPayText(event.target.value)}
              onBlur={commitPay}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitPay();
              }}
            />
            <Form.Select
              name="payUnit"
              aria-label="Pay unit"
              value={state.payUnit}
              onChange={(event) => update({ payUnit: event.target.value as SearchState['payUnit'] })}
            >
              <option value="HOUR">per hour</option>
              <option value="YEAR">per year</option>
            </Form.Select>
          </InputGroup>
        </fieldset>
      </div>
    </details>
  );
}
