import { useId, useMemo, useState, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { dayIn } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { TextField } from '../../components/form/plain-fields';
import { useAnalyticsReport } from './admin-api';

/**
 * A report table in a box that scrolls sideways when it is wider than the screen. The box takes
 * keyboard focus (arrow keys scroll it) and is named like its table (WCAG 2.1.1).
 */
function ScrollingTable({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      <Table size="sm" className={className} aria-label={label}>
        {children}
      </Table>
    </div>
  );
}

const DAY_MS = 86_400_000;
const FUNNEL_LABELS: Record<string, string> = {
  view_item: 'View product',
  add_to_cart: 'Add to cart',
  begin_checkout: 'Begin checkout',
  add_payment_info: 'Add payment info',
  purchase: 'Purchase',
};
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

/** Admin: events per day, the purchase funnel with conversion between steps, and sign-ups by source, for a chosen period (UTC days). */
export function AnalyticsPage() {
  const id = useId();
  const [period, setPeriod] = useState(() => ({ from: dayIn(new Date(Date.now() - 29 * DAY_MS)), to: dayIn(new Date()) }));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to);
  const report = useAnalyticsReport(period.from, period.to, valid);

  // Rows: days; columns: the event names seen in the period.
  const table = useMemo(() => {
    const rows = report.data?.perDay ?? [];
    const names = [...new Set(rows.map((row) => row.name))].sort();
    const days = [...new Set(rows.map((row) => row.day))].sort();
    const count = new Map(rows.map((row) => [`${row.day}|${row.name}`, row.count]));
    return { names, days, count };
  }, [report.data]);

  return (
    <>
      <PageMeta title="Analytics · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Analytics
      </h1>
      <form className="app-panel mb-4 d-flex flex-wrap gap-3 align-items-end" onSubmit={(event) => event.preventDefault()} aria-label="Period">
        <TextField
          className="mb-0"
          id={`${id}-from`}
          name="from"
          type="date"
          label="From"
          value={period.from}
          onValueChange={(from) => setPeriod((p) => ({ ...p, from }))}
        />
        <TextField
          className="mb-0"
          id={`${id}-to`}
          name="to"
          type="date"
          label="To"
          value={period.to}
          onValueChange={(to) => setPeriod((p) => ({ ...p, to }))}
        />
      </form>
      {!valid ? <p className="text-danger">Choose both days.</p> : null}
      {report.isError ? (
        <p className="text-danger" role="alert">
          {report.error.message}
        </p>
      ) : null}
      {report.data ? (
        <>
          <h2 className="h5">Purchase funnel</h2>
          <ScrollingTable label="Purchase funnel" className="admin-table mb-4">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Events</th>
                <th scope="col">From the step before</th>
              </tr>
            </thead>
            <tbody>
              {report.data.funnel.map((step) => (
                <tr key={step.name}>
                  <th scope="row">{FUNNEL_LABELS[step.name] ?? step.name}</th>
                  <td>{step.count}</td>
                  <td>{percent(step.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
          <h2 className="h5">Sign-ups by source</h2>
          {report.data.signUpsBySource.length === 0 ? (
            <p className="app-panel mb-4">No sign-ups in this period.</p>
          ) : (
            <ScrollingTable label="Sign-ups by source" className="admin-table mb-4">
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col">Medium</th>
                  <th scope="col">Campaign</th>
                  <th scope="col">Practices</th>
                  <th scope="col">Job seekers</th>
                </tr>
              </thead>
              <tbody>
                {report.data.signUpsBySource.map((row) => (
                  <tr key={`${row.source ?? ''}|${row.medium ?? ''}|${row.campaign ?? ''}`}>
                    <th scope="row">{row.source ?? '(direct or unknown)'}</th>
                    <td>{row.medium ?? '—'}</td>
                    <td>{row.campaign ?? '—'}</td>
                    <td>{row.employers}</td>
                    <td>{row.jobSeekers}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          )}
          <h2 className="h5">Events per day</h2>
          {table.days.length === 0 ? (
            <p className="app-panel">No events in this period.</p>
          ) : (
            <ScrollingTable label="Events per day" className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {table.names.map((name) => (
                    <th scope="col" key={name}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.days.map((day) => (
                  <tr key={day}>
                    <th scope="row">{day}</th>
                    {table.names.map((name) => (
                      <td key={name}>{table.count.get(`${day}|${name}`) ?? 0}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          )}
        </>
      ) : null}
    </>
  );
}
