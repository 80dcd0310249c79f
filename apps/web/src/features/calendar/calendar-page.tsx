import './calendar.css';
import { Link, useSearchParams } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { CALENDAR_KINDS, type CalendarItem, type CalendarKind } from '@chairside/domain/calendar-feed';
import { DISPLAY_WEEK, WEEKDAY_NAMES, WEEKDAY_SHORT } from '@chairside/domain/temp-profile';
import { zoneAbbreviation } from '@chairside/domain/time-zones';
import { dayIn, formatDate, formatDateTime } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';
import { useCalendar } from './calendar-api';
import { inMonth, itemsByDay, monthWeeks, moveAnchor, rangeOf, dayParam, viewTitle, weekDays, type CalendarView } from './calendar-days';
import { CalendarFeedPanel } from './calendar-feed-panel';

const KIND_LABELS: Record<CalendarKind, string> = { SHIFT: 'Shifts', INTERVIEW: 'Interviews', AVAILABILITY: 'Your availability' };
const KIND_CLASS: Record<CalendarKind, string> = { SHIFT: 'shift', INTERVIEW: 'interview', AVAILABILITY: 'availability' };

/** A zone as people name it: 'America/Chicago' -> 'Chicago'. */
const zoneLabel = (timeZone: string) => timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;

/**
 * /app/calendar: a job seeker's shifts, interviews and temp availability, or a practice's shifts
 * and interviews, by month or by week, in the person's zone; and their calendar feed (ADR 98).
 */
export function CalendarPage({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const today = dayIn();
  const anchor = dayParam(params.get('date')) ?? today;
  const { from, to } = rangeOf(view, anchor);
  const calendar = useCalendar(user.username, from, to);
  const kinds = CALENDAR_KINDS.filter((kind) => kind !== 'AVAILABILITY' || user.role === 'staff');
  const unit = view === 'month' ? 'month' : 'week';

  const show = (next: { view?: CalendarView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? anchor }, { replace: true, preventScrollReset: true });

  return (
    <section className="app-page calendar-page" aria-labelledby="calendar-title">
      <PageMeta title="Calendar" noindex />
      <h1 className="app-page__title" id="calendar-title">
        Calendar
      </h1>
      <p className="app-page__subtitle">
        {user.role === 'staff' ? 'Your shifts, interviews and the hours you are free for temp work' : 'The shifts of your temp postings and your interviews'}
        {calendar.data ? `, in ${zoneLabel(calendar.data.timeZone)} time.` : '.'}
      </p>

      <div className="calendar-toolbar">
        <div className="btn-group" role="group" aria-label="View">
          {(['month', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`btn btn-sm ${view === option ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={view === option}
              onClick={() => show({ view: option })}
            >
              {option === 'month' ? 'Month' : 'Week'}
            </button>
          ))}
        </div>
        <div className="calendar-toolbar__move">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => show({ date: moveAnchor(view, anchor, -1) })}>
            <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> {unit}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => show({ date: today })}
            disabled={rangeOf(view, today).from === from}
          >
            Today
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => show({ date: moveAnchor(view, anchor, 1) })}>
            Next<span className="visually-hidden"> {unit}</span>
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <h2 className="calendar-toolbar__title" id="calendar-period" aria-live="polite">
          {viewTitle(view, anchor)}
        </h2>
      </div>

      <ul className="calendar-legend" aria-label="What the colors mean">
        {kinds.map((kind) => (
          <li key={kind}>
            <span className={`calendar-legend__swatch calendar-event--${KIND_CLASS[kind]}`} aria-hidden="true" />
            {KIND_LABELS[kind]}
          </li>
        ))}
        <li>
          <span className="calendar-legend__swatch calendar-legend__swatch--tentative" aria-hidden="true" />
          Dashed: not confirmed yet
        </li>
        <li>
          <span className="calendar-legend__cancelled">Struck through</span> means canceled
        </li>
      </ul>

      {calendar.isPending ? (
        <PageLoading label="Loading your calendar…" />
      ) : calendar.isError ? (
        <PlainErrorAlert message={failureMessage(calendar.error, 'Could not load your calendar.')}>
          {' '}
          <button type="button" className="btn btn-link btn-inline-link align-baseline p-0" onClick={() => void calendar.refetch()}>
            Try again
          </button>
        </PlainErrorAlert>
      ) : (
        <>
          {calendar.data.items.length === 0 ? <EmptyState role={user.role} unit={unit} /> : null}
          {view === 'month' ? (
            <MonthView anchor={anchor} today={today} items={calendar.data.items} timeZone={calendar.data.timeZone} />
          ) : (
            <WeekView anchor={anchor} today={today} items={calendar.data.items} timeZone={calendar.data.timeZone} />
          )}
        </>
      )}

      <CalendarFeedPanel user={user} />
    </section>
  );
}

function EmptyState({ role, unit }: { role: CurrentUser['role']; unit: string }) {
  return (
    <div className="app-panel calendar-empty">
      <p className="mb-1">
        <strong>Nothing in your calendar this {unit}.</strong>
      </p>
      {role === 'employer' ? (
        <p className="mb-0">
          The shifts of your temp postings and the interviews you propose show here. <Link to="/app/post-job/all">See your job postings</Link>
        </p>
      ) : (
        <p className="mb-0">
          Booked shifts, interviews and the hours you are free for temp work show here. <Link to="/app/temp-work">Set your temp availability</Link> or{' '}
          <Link to="/app/interviews">see your interviews</Link>.
        </p>
      )}
    </div>
  );
}

type ViewProps = { anchor: string; today: string; items: CalendarItem[]; timeZone: string };

/** The month as a table of weeks on a wide screen; on a phone, the days of the month that have something, as a list. */
function MonthView({ anchor, today, items, timeZone }: ViewProps) {
  const byDay = itemsByDay(items, timeZone);
  const weeks = monthWeeks(anchor);
  const busyDays = weeks.flat().filter((day) => inMonth(day, anchor) && byDay.has(day));
  return (
    <>
      <table className="calendar-month" aria-labelledby="calendar-period">
        <thead>
          <tr>
            {DISPLAY_WEEK.map((weekday) => (
              <th key={weekday} scope="col">
                <abbr title={WEEKDAY_NAMES[weekday]}>{WEEKDAY_SHORT[weekday]}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const dayItems = byDay.get(day) ?? [];
                return (
                  <td
                    key={day}
                    className={`calendar-month__day${inMonth(day, anchor) ? '' : ' calendar-month__day--outside'}${day === today ? ' calendar-month__day--today' : ''}`}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <span className="calendar-month__number" aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    <span className="visually-hidden">
                      {formatDate(day, 'fullWeekday')}
                      {dayItems.length === 0 ? ', nothing' : ''}
                    </span>
                    {dayItems.length > 0 ? (
                      <ul className="calendar-month__items">
                        {dayItems.map((item) => (
                          <li key={item.id}>
                            <EventLink item={item} timeZone={timeZone} compact />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DayList className="calendar-days--month" days={busyDays} today={today} byDay={byDay} timeZone={timeZone} label="Days with something this month" />
    </>
  );
}

/** The week as a list of days: seven columns on a wide screen, one below the other on a phone. */
function WeekView({ anchor, today, items, timeZone }: ViewProps) {
  return <DayList className="calendar-days--week" days={weekDays(anchor)} today={today} byDay={itemsByDay(items, timeZone)} timeZone={timeZone} />;
}

function DayList({
  className,
  days,
  today,
  byDay,
  timeZone,
  label,
}: {
  className: string;
  days: string[];
  today: string;
  byDay: Map<string, CalendarItem[]>;
  timeZone: string;
  label?: string;
}) {
  return (
    <ol className={`calendar-days ${className}`} {...(label ? { 'aria-label': label } : { 'aria-labelledby': 'calendar-period' })}>
      {days.map((day) => {
        const dayItems = byDay.get(day) ?? [];
        return (
          <li key={day} className={`calendar-days__day${day === today ? ' calendar-days__day--today' : ''}`} aria-current={day === today ? 'date' : undefined}>
            <h3 className="calendar-days__heading">
              <span className="calendar-days__weekday">{formatDate(day, 'weekday').split(',')[0]}</span> {formatDate(day, 'monthDay')}
              {day === today ? <span className="calendar-days__today"> Today</span> : null}
            </h3>
            {dayItems.length > 0 ? (
              <ul className="calendar-days__items">
                {dayItems.map((item) => (
                  <li key={item.id}>
                    <EventLink item={item} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="calendar-days__none">Nothing</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const STATUS_WORDS = { CONFIRMED: '', TENTATIVE: ', not confirmed yet', CANCELLED: ', canceled' } as const;

/** One item, coloured by kind, linking to its screen: its time in the person's zone (and the practice's own when that differs). */
function EventLink({ item, timeZone, compact = false }: { item: CalendarItem; timeZone: string; compact?: boolean }) {
  const start = formatDateTime(item.start, 'time', timeZone);
  const end = formatDateTime(item.end, 'time', timeZone);
  const elsewhere = !item.allDay && item.timeZone !== timeZone;
  const theirs = elsewhere ? `${formatDateTime(item.start, 'time', item.timeZone)} ${zoneAbbreviation(item.start, item.timeZone)} there` : null;
  const classes = [
    'calendar-event',
    `calendar-event--${KIND_CLASS[item.kind]}`,
    item.status === 'TENTATIVE' ? 'calendar-event--tentative' : '',
    item.status === 'CANCELLED' ? 'calendar-event--cancelled' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={item.link} className={classes}>
      <span className="calendar-event__time">
        {item.allDay ? (
          'All day'
        ) : compact ? (
          <>
            {start}
            <span className="visually-hidden"> to {end}</span>
          </>
        ) : (
          `${start} – ${end}`
        )}
        {theirs ? <span className={compact ? 'visually-hidden' : 'calendar-event__zone'}> ({theirs})</span> : null}
      </span>{' '}
      <span className="calendar-event__title">{item.title}</span>
      {item.location && !compact ? <span className="calendar-event__place">{item.location}</span> : null}
      <span className="visually-hidden">{STATUS_WORDS[item.status]}</span>
    </Link>
  );
}
