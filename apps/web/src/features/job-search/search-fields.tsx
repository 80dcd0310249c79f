// The search's fields: each change goes to the URL (the ZIP from 5 characters, the keyword once settled).
import Form from 'react-bootstrap/Form';
import { DAYS_OLD_OPTIONS, DEFAULT_SEARCH_RADIUS, NATIONAL_RADIUS, SEARCH_RADII, SEARCH_TYPES } from '@chairside/domain/job-search-rules';
import { POSITIONS } from '@chairside/domain/positions';
import type { SearchState } from './job-search-url';

/** The Distance choice that searches the whole state of the ZIP (`state=true`). */
const STATE_WIDE = 'state';
const POSITION_OPTIONS = [...Object.entries(POSITIONS).map(([value, label]) => ({ value, label })), { value: 'ANY', label: 'All Positions' }];

/** What and where a search looks, for the phone's line above the folded filters: 'All Positions · 60614 · Within 50 miles'. */
export function searchSummary(state: SearchState): string {
  const position = POSITION_OPTIONS.find((option) => option.value === state.position)?.label ?? '';
  if (state.category === 'NATIONAL') return position;
  const distance = state.stateWide ? 'Anywhere in the state' : state.radius === NATIONAL_RADIUS ? 'Any distance' : `Within ${state.radius} miles`;
  return `${position} · ${state.zip} · ${distance}`;
}

type SearchFieldsProps = {
  state: SearchState;
  problems: Partial<Record<'position' | 'zip' | 'endDate', string>>;
  update: (change: Partial<SearchState>) => void;
  /** The ZIP and keyword as typed (they reach the URL later than each keystroke). */
  zipText: string;
  onZipText: (zip: string) => void;
  keywordText: string;
  onKeywordText: (keyword: string) => void;
  signedIn: boolean;
};

export function SearchFields({ state, problems, update, zipText, onZipText, keywordText, onKeywordText, signedIn }: SearchFieldsProps) {
  const showZip = state.category !== 'NATIONAL';
  const showTypeEtc = state.category !== 'EXTERNAL';
  return (
    <div className="job-search__fields">
      <Form.Group controlId="search-position">
        <Form.Label>Position</Form.Label>
        <Form.Select
          name="position"
          value={state.position}
          required
          isInvalid={Boolean(problems.position)}
          onChange={(event) => update({ position: event.target.value })}
        >
          <option value="">Choose a position</option>
          {POSITION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{problems.position}</Form.Control.Feedback>
      </Form.Group>
      {showZip ? (
        <Form.Group controlId="search-zip">
          <Form.Label>ZIP code</Form.Label>
          <Form.Control
            name="zip"
            value={zipText}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            isInvalid={Boolean(problems.zip) && zipText.length >= 5}
            onChange={(event) => {
              const value = event.target.value;
              onZipText(value);
              if (value.trim().length >= 5 && value.trim() !== state.zip) update({ zip: value.trim() });
            }}
          />
          <Form.Control.Feedback type="invalid">{problems.zip}</Form.Control.Feedback>
        </Form.Group>
      ) : null}
      {showZip ? (
        <Form.Group controlId="search-radius">
          <Form.Label>Distance</Form.Label>
          <Form.Select
            name="radius"
            value={state.stateWide ? STATE_WIDE : String(state.radius)}
            onChange={(event) =>
              event.target.value === STATE_WIDE
                ? update({ stateWide: true, radius: state.radius === NATIONAL_RADIUS ? DEFAULT_SEARCH_RADIUS : state.radius })
                : update({ stateWide: false, radius: Number(event.target.value) })
            }
          >
            {SEARCH_RADII.map((radius) => (
              <option key={radius} value={radius}>
                Within {radius} miles
              </option>
            ))}
            <option value={STATE_WIDE}>Anywhere in the state</option>
            <option value={NATIONAL_RADIUS}>Any distance</option>
          </Form.Select>
        </Form.Group>
      ) : null}
      <Form.Group controlId="search-keyword">
        <Form.Label>Keyword</Form.Label>
        <Form.Control name="keyword" type="search" value={keywordText} maxLength={200} onChange={(event) => onKeywordText(event.target.value)} />
      </Form.Group>
      {showTypeEtc ? (
        <Form.Group controlId="search-type">
          <Form.Label>Type</Form.Label>
          <Form.Select name="type" value={state.type} onChange={(event) => update({ type: event.target.value as SearchState['type'] })}>
            {Object.entries(SEARCH_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      {showTypeEtc && state.type !== 'PERM' ? (
        <>
          <Form.Group controlId="search-start-date">
            <Form.Label>Temp start date</Form.Label>
            <Form.Control name="startDate" type="date" value={state.startDate} onChange={(event) => update({ startDate: event.target.value })} />
          </Form.Group>
          <Form.Group controlId="search-end-date">
            <Form.Label>Temp end date</Form.Label>
            <Form.Control
              name="endDate"
              type="date"
              value={state.endDate}
              isInvalid={Boolean(problems.endDate)}
              onChange={(event) => update({ endDate: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{problems.endDate}</Form.Control.Feedback>
          </Form.Group>
        </>
      ) : null}
      <Form.Group controlId="search-days-old">
        <Form.Label>Posted within</Form.Label>
        <Form.Select name="days-old" value={state.daysOld} onChange={(event) => update({ daysOld: event.target.value })}>
          {DAYS_OLD_OPTIONS.map((days) => (
            <option key={days} value={String(days)}>
              {days} days
            </option>
          ))}
          <option value="any">Any time</option>
        </Form.Select>
      </Form.Group>
      {showTypeEtc && signedIn ? (
        <Form.Group controlId="search-evaluation">
          <Form.Label>Show</Form.Label>
          <Form.Select name="evaluation" value={state.evaluation} onChange={(event) => update({ evaluation: event.target.value as SearchState['evaluation'] })}>
            <option value="all">All jobs</option>
            <option value="LIKED">Jobs I liked</option>
            <option value="DISLIKED">Jobs I disliked</option>
          </Form.Select>
        </Form.Group>
      ) : null}
    </div>
  );
}
